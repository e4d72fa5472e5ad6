import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing, layered, pressable } from '../../theme/styleHelpers';

export const root = style(
  layered({
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: vars.space.s8,
    minWidth: 0,
    margin: 0,
    fontFamily: vars.font.body,
  }),
);

export const presets = style(
  layered({
    display: 'flex',
    flexWrap: 'wrap',
    gap: vars.space.s8,
  }),
);

export const preset = style(
  layered(pressable(), {
    minHeight: vars.size.touch,
    paddingInline: vars.space.s12,
    borderRadius: vars.radius.full,
    border: `${vars.size.hairline} solid ${vars.color.border}`,
    background: vars.color.surface1,
    color: vars.color.textPrimary,
    fontFamily: 'inherit',
    fontSize: vars.font.size14,
    fontWeight: vars.font.weightSemibold,
    cursor: 'pointer',
    WebkitTapHighlightColor: 'transparent',
    selectors: {
      '&[aria-pressed="true"]': {
        background: vars.color.accent,
        borderColor: vars.color.accent,
        color: vars.color.textOnAccent,
      },
      '&:focus-visible': focusRing(),
      '&:disabled': { opacity: vars.interaction.disabledOpacity, cursor: 'not-allowed' },
    },
  }),
);

export const custom = style(
  layered({
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    alignItems: 'end',
    gap: vars.space.s8,
  }),
);

export const apply = style(layered({ gridColumn: '1 / -1' }));

export const error = style(
  layered({
    margin: 0,
    color: vars.color.danger,
    fontSize: vars.font.size14,
    selectors: { '&:empty': { display: 'none' } },
  }),
);
