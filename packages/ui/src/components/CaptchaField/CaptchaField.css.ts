import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing, layered } from '../../theme/styleHelpers';

export const imageButton = style(
  layered({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.s4,
    alignSelf: 'stretch',
    width: `calc(${vars.size.touch} * 2.25)`,
    minHeight: vars.size.touch,
    padding: vars.space.s4,
    border: 'none',
    borderInlineStart: `${vars.size.hairline} solid ${vars.color.border}`,
    background: vars.color.surface3,
    color: vars.color.textSecondary,
    fontFamily: vars.font.body,
    fontSize: vars.font.size12,
    cursor: 'pointer',
    WebkitTapHighlightColor: 'transparent',
    transitionProperty: 'transform',
    transitionDuration: vars.motion.pressIn,
    selectors: {
      '&:active:not(:disabled)': { transform: 'scale(0.96)' },
      '&:focus-visible': focusRing({ inset: true }),
      '&:disabled': { cursor: 'not-allowed' },
      '&[aria-busy="true"]': { cursor: 'progress' },
    },
    '@media': { '(prefers-reduced-motion: reduce)': { transitionDuration: '0s' } },
  }),
);

export const image = style(
  layered({
    display: 'block',
    width: '100%',
    height: '100%',
    objectFit: 'contain',
    borderRadius: vars.radius.xs,
  }),
);

export const failed = style(
  layered({ color: vars.color.danger, fontWeight: vars.font.weightSemibold }),
);
