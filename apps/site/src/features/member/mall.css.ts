import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';

export const points = style({
  margin: 0,
  fontSize: vars.font.size24,
  fontWeight: vars.font.weightBold,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.accentText,
});

export const items = style({
  display: 'grid',
  gap: vars.space.s8,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: vars.space.s12,
  padding: vars.space.s12,
  borderRadius: vars.radius.md,
  background: vars.color.surface2,
  border: `${vars.size.hairline} solid ${vars.color.divider}`,
});

export const glyph = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.touch,
  height: vars.size.touch,
  borderRadius: vars.radius.full,
  background: vars.color.surface3,
  color: vars.color.accentText,
});

export const itemBody = style({ display: 'grid', gap: vars.space.s4, minWidth: 0 });

export const itemName = style({
  margin: 0,
  fontSize: vars.font.size16,
  fontWeight: vars.font.weightBold,
  overflowWrap: 'anywhere',
});

export const itemFoot = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.s8,
});

export const cost = style({
  margin: 0,
  fontWeight: vars.font.weightBold,
  fontVariantNumeric: 'tabular-nums',
});

export const history = style({
  display: 'grid',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const historyRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: vars.space.s4,
  paddingBlock: vars.space.s8,
  borderBottom: `${vars.size.hairline} solid ${vars.color.divider}`,
  selectors: { '&:last-child': { borderBottom: 'none' } },
});
