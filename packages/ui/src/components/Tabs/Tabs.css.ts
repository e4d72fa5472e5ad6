import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { focusRing, layered, pressable } from '../../theme/styleHelpers';

export const root = style(
  layered({ display: 'flex', flexDirection: 'column', gap: vars.space.s16, minWidth: 0 }),
);

export const list = recipe({
  base: layered({
    display: 'flex',
    overflowX: 'auto',
    scrollbarWidth: 'none',
    overscrollBehaviorX: 'contain',
    fontFamily: vars.font.body,
  }),
  variants: {
    variant: {
      underline: layered({
        gap: vars.space.s4,
        boxShadow: `inset 0 calc(-1 * ${vars.size.hairline}) 0 ${vars.color.border}`,
      }),
      segmented: layered({
        // A few equal choices that always fit: their labels wrap rather than scroll away.
        overflowX: 'visible',
        gap: vars.space.s4,
        padding: vars.space.s4,
        borderRadius: vars.radius.lg,
        background: vars.color.surface1,
        boxShadow: `inset 0 0 0 ${vars.size.hairline} ${vars.color.border}`,
      }),
    },
  },
  defaultVariants: { variant: 'underline' },
});

export const trigger = recipe({
  base: layered(pressable(), {
    flexShrink: 0,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.s4,
    minHeight: vars.size.touch,
    paddingInline: vars.space.s16,
    border: 'none',
    background: 'transparent',
    color: vars.color.textSecondary,
    fontFamily: 'inherit',
    fontSize: vars.font.size14,
    fontWeight: vars.font.weightSemibold,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    WebkitTapHighlightColor: 'transparent',
    selectors: {
      '&:focus-visible': focusRing({ inset: true }),
      '&:disabled': { opacity: vars.interaction.disabledOpacity, cursor: 'not-allowed' },
    },
  }),
  variants: {
    variant: {
      underline: layered({
        borderRadius: vars.radius.sm,
        selectors: {
          '&[data-state="active"]': {
            color: vars.color.accentText,
            boxShadow: `inset 0 calc(-1 * ${vars.space.s2}) 0 ${vars.color.accent}`,
          },
        },
      }),
      segmented: layered({
        flex: '1 1 0',
        minWidth: 0,
        paddingInline: vars.space.s8,
        whiteSpace: 'normal',
        textAlign: 'center',
        overflowWrap: 'break-word',
        borderRadius: vars.radius.md,
        selectors: {
          '&[data-state="active"]': {
            background: vars.color.accent,
            color: vars.color.textOnAccent,
            boxShadow: vars.shadow.sm,
          },
        },
      }),
    },
  },
  defaultVariants: { variant: 'underline' },
});

export const panel = style(
  layered({
    outline: 'none',
    selectors: {
      '&:focus-visible': focusRing({ offset: vars.space.s4, radius: vars.radius.sm }),
    },
  }),
);
