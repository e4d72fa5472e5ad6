import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing, layered, pressable } from '../../theme/styleHelpers';

export const grid = style(
  layered({
    display: 'grid',
    gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
    gap: vars.space.s8,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  }),
);

export const option = style(
  layered(pressable(), {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'stretch',
    gap: vars.space.s4,
    boxSizing: 'border-box',
    width: '100%',
    minHeight: vars.size.touch,
    padding: vars.space.s8,
    border: 'none',
    borderRadius: vars.radius.md,
    background: vars.color.surface2,
    boxShadow: `inset 0 0 0 ${vars.size.hairline} ${vars.color.border}`,
    color: vars.color.textSecondary,
    font: 'inherit',
    fontFamily: vars.font.body,
    fontSize: vars.font.size12,
    fontWeight: vars.font.weightSemibold,
    cursor: 'pointer',
    WebkitTapHighlightColor: 'transparent',
    selectors: {
      '&[aria-pressed="true"]': {
        boxShadow: `inset 0 0 0 ${vars.size.focusRing} ${vars.color.accent}`,
        color: vars.color.textPrimary,
      },
      '&:focus-visible': focusRing(),
    },
  }),
);

export const logoBox = style(
  layered({
    position: 'relative',
    display: 'grid',
    placeItems: 'center',
    aspectRatio: '2',
    width: '100%',
    color: vars.color.textPrimary,
    fontWeight: vars.font.weightBold,
  }),
);

export const name = style(
  layered({
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    textAlign: 'center',
  }),
);

export const check = style(
  layered({
    position: 'absolute',
    top: vars.space.s4,
    insetInlineEnd: vars.space.s4,
    display: 'grid',
    placeItems: 'center',
    width: vars.space.s20,
    height: vars.space.s20,
    borderRadius: vars.radius.full,
    background: vars.color.accent,
    color: vars.color.textOnAccent,
  }),
);

export const footer = style(
  layered({
    display: 'grid',
    flex: 1,
    gridTemplateColumns: '1fr 2fr',
    gap: vars.space.s8,
  }),
);
