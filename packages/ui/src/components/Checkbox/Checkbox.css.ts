import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing, layered, pressable } from '../../theme/styleHelpers';

export const wrapper = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.s2,
    fontFamily: vars.font.body,
  }),
);

/** The whole row is the 44 px touch target. */
export const row = style(
  layered({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.s12,
    minHeight: vars.size.touch,
    color: vars.color.textPrimary,
    fontSize: vars.font.size14,
    lineHeight: vars.font.lineHeightNormal,
    cursor: 'pointer',
    WebkitTapHighlightColor: 'transparent',
    selectors: {
      '&[data-disabled]': { cursor: 'not-allowed', opacity: vars.interaction.disabledOpacity },
    },
  }),
);

export const control = style(
  layered({
    position: 'relative',
    display: 'inline-flex',
    flexShrink: 0,
    width: vars.size.iconLg,
    height: vars.size.iconLg,
  }),
);

export const input = style(
  layered(
    pressable({ scale: vars.interaction.pressedScaleIcon, when: '&:active:not(:disabled)' }),
    {
      appearance: 'none',
      margin: 0,
      width: '100%',
      height: '100%',
      borderRadius: vars.radius.xs,
      background: vars.color.surface2,
      boxShadow: `inset 0 0 0 ${vars.size.focusRing} ${vars.color.border}`,
      cursor: 'inherit',
      selectors: {
        '&:checked': { background: vars.color.accent, boxShadow: 'none' },
        '&:focus-visible': focusRing(),
        '&[aria-invalid="true"]': {
          boxShadow: `inset 0 0 0 ${vars.size.focusRing} ${vars.color.danger}`,
        },
      },
    },
  ),
);

export const mark = style(
  layered({
    position: 'absolute',
    inset: 0,
    margin: 'auto',
    color: vars.color.textOnAccent,
    pointerEvents: 'none',
    opacity: 0,
    selectors: { [`${input}:checked + &`]: { opacity: 1 } },
  }),
);

export const error = style(
  layered({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.s4,
    margin: 0,
    paddingInlineStart: `calc(${vars.size.iconLg} + ${vars.space.s12})`,
    fontSize: vars.font.size14,
    color: vars.color.danger,
    selectors: { '&:empty': { display: 'none' } },
  }),
);
