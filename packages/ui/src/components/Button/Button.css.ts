import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { focusRing, layered, pressable } from '../../theme/styleHelpers';

const enabled = ':not(:disabled):not([aria-disabled="true"])';
const pressed = `&:active${enabled}, &[data-pressed]${enabled}`;

export const button = recipe({
  base: layered(pressable({ when: pressed }), {
    // A link's box is sized like a button's (buttons are border-box by default).
    boxSizing: 'border-box',
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.s8,
    minHeight: vars.size.touch,
    minWidth: vars.size.touch,
    paddingInline: vars.space.s16,
    borderRadius: vars.radius.md,
    border: 'none',
    fontFamily: vars.font.body,
    fontSize: vars.font.size16,
    fontWeight: vars.font.weightBold,
    lineHeight: vars.font.lineHeightTight,
    paddingBlock: vars.space.s8,
    textAlign: 'center',
    textDecoration: 'none',
    cursor: 'pointer',
    userSelect: 'none',
    WebkitTapHighlightColor: 'transparent',
    transitionProperty: 'transform, opacity',
    selectors: {
      '&:focus-visible': focusRing(),
      '&:disabled, &[aria-disabled="true"]': {
        cursor: 'not-allowed',
        opacity: vars.interaction.disabledOpacity,
      },
      '&[aria-busy="true"]': { cursor: 'progress', opacity: vars.interaction.busyOpacity },
    },
    '@media': {
      '(prefers-reduced-motion: reduce)': { transitionDuration: '0s' },
    },
  }),
  variants: {
    tone: {
      primary: layered({
        background: vars.color.accent,
        color: vars.color.textOnAccent,
        boxShadow: vars.shadow.sm,
        selectors: { [pressed]: { background: vars.color.accentPressed } },
      }),
      secondary: layered({
        background: vars.color.surface2,
        color: vars.color.textPrimary,
        boxShadow: `inset 0 0 0 ${vars.size.hairline} ${vars.color.border}`,
        selectors: { [pressed]: { background: vars.color.surface3 } },
      }),
      ghost: layered({
        background: 'transparent',
        color: vars.color.accentText,
        selectors: { [pressed]: { background: vars.color.surface2 } },
      }),
      danger: layered({
        background: vars.color.danger,
        color: vars.color.textOnDanger,
        boxShadow: vars.shadow.sm,
      }),
    },
    size: {
      sm: layered({
        paddingInline: vars.space.s12,
        fontSize: vars.font.size14,
        borderRadius: vars.radius.sm,
      }),
      md: {},
      lg: layered({
        minHeight: `calc(${vars.size.touch} + ${vars.space.s8})`,
        paddingInline: vars.space.s24,
        fontSize: vars.font.size18,
      }),
    },
    block: { true: layered({ width: '100%' }) },
  },
  defaultVariants: { tone: 'primary', size: 'md' },
});

/** A label too long for the button's line (Filipino runs long) wraps rather than being cut. */
export const label = style(layered({ minWidth: 0, overflowWrap: 'break-word' }));

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
