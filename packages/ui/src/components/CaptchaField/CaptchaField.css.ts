import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing, layered, pressable } from '../../theme/styleHelpers';

export const imageButton = style(
  layered(pressable({ when: '&:active:not(:disabled)' }), {
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
    selectors: {
      '&:focus-visible': focusRing({ inset: true }),
      '&:disabled': { cursor: 'not-allowed' },
      '&[aria-busy="true"]': { cursor: 'progress' },
    },
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
