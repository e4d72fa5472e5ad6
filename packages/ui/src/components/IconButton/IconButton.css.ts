import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { focusRing, layered, pressable } from '../../theme/styleHelpers';

const pressed = '&:active:not(:disabled), &[data-pressed]:not(:disabled)';

export const iconButton = recipe({
  base: layered(pressable({ scale: vars.interaction.pressedScaleIcon, when: pressed }), {
    // A link's box is sized like a button's (buttons are border-box by default).
    boxSizing: 'border-box',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: vars.size.touch,
    height: vars.size.touch,
    padding: 0,
    border: 'none',
    borderRadius: vars.radius.full,
    textDecoration: 'none',
    cursor: 'pointer',
    WebkitTapHighlightColor: 'transparent',
    selectors: {
      '&:focus-visible': focusRing({ inset: true }),
      '&:disabled': { cursor: 'not-allowed', opacity: vars.interaction.disabledOpacity },
    },
  }),
  variants: {
    tone: {
      /** Just the glyph, for top bars and rows. */
      plain: layered({ background: 'transparent', color: vars.color.textPrimary }),
      /** A raised round chip, for controls over content. */
      surface: layered({
        background: vars.color.surface2,
        color: vars.color.textPrimary,
        boxShadow: `inset 0 0 0 ${vars.size.hairline} ${vars.color.border}`,
      }),
      accent: layered({ background: vars.color.accent, color: vars.color.textOnAccent }),
    },
    active: {
      true: layered({ color: vars.color.accentText }),
      false: {},
    },
  },
  compoundVariants: [
    {
      variants: { tone: 'accent', active: true },
      style: layered({ color: vars.color.textOnAccent }),
    },
  ],
  defaultVariants: { tone: 'plain', active: false },
});

export type IconButtonVariants = NonNullable<RecipeVariants<typeof iconButton>>;

/** Holds the glyph and a corner badge, so the badge sits on the glyph inside the 44 px target. */
export const glyphBox = style(layered({ position: 'relative', display: 'inline-flex' }));
