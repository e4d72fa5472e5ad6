import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { uiLayer } from '../../theme/layers.css';

export const button = recipe({
  base: {
    '@layer': {
      [uiLayer]: {
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
        cursor: 'pointer',
        transitionProperty: 'transform, opacity',
        transitionDuration: vars.motion.pressIn,
        transitionTimingFunction: vars.motion.easeStandard,
        selectors: {
          '&:active:not(:disabled)': { transform: 'scale(0.96)' },
          '&:focus-visible': {
            outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`,
            outlineOffset: vars.space.s2,
          },
          '&:disabled': { cursor: 'not-allowed', opacity: 0.5 },
        },
      },
    },
  },
  variants: {
    tone: {
      primary: {
        '@layer': {
          [uiLayer]: { background: vars.color.accent, color: vars.color.textOnAccent },
        },
      },
      secondary: {
        '@layer': {
          [uiLayer]: {
            background: vars.color.surface1,
            color: vars.color.textPrimary,
            boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
          },
        },
      },
    },
    block: { true: { '@layer': { [uiLayer]: { width: '100%' } } } },
  },
  defaultVariants: { tone: 'primary' },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
