import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing, vars } from '@playdeck/ui/theme';
import { page, card, heading, muted, tile, tileBadge, tileGrid } from '../../shell/sections.css';

export { page, card, heading, muted, tile, tileBadge, tileGrid };

export const kpis = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.s8,
  margin: 0,
});

export const kpi = style({
  display: 'grid',
  gap: vars.space.s2,
  padding: vars.space.s12,
  borderRadius: vars.radius.md,
  background: vars.color.surface2,
});

export const kpiLabel = style({
  color: vars.color.textSecondary,
  fontSize: vars.font.size12,
});

export const kpiValue = style({
  // An amount stays on one line: its sign never parts from its figure.
  whiteSpace: 'nowrap',
  margin: 0,
  fontFamily: vars.font.numeric,
  fontFeatureSettings: vars.font.numericFeatures,
  fontSize: vars.font.size20,
  fontWeight: vars.font.weightBold,
});

export const loading = style({ display: 'grid', gap: vars.space.s8 });

export const rateFields = style({
  display: 'grid',
  gap: vars.space.s12,
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
});

export const rateList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.s8,
  margin: 0,
  fontSize: vars.font.size12,
});

export const rateItem = style({
  display: 'flex',
  gap: vars.space.s4,
  padding: `${vars.space.s2} ${vars.space.s8}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface2,
});

globalStyle(`${rateItem} dd`, { margin: 0, fontWeight: vars.font.weightBold });

export const list = style({
  display: 'grid',
  gap: vars.space.s12,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const row = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.s8,
  minWidth: 0,
});

export const rowTitle = style({
  margin: 0,
  fontSize: vars.font.size16,
  fontWeight: vars.font.weightBold,
  overflowWrap: 'anywhere',
});

export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.s8,
  margin: 0,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.s8,
});

export const form = style({ display: 'grid', gap: vars.space.s16, minWidth: 0 });

export const success = style({
  margin: 0,
  padding: vars.space.s12,
  borderRadius: vars.radius.md,
  background: vars.color.surface2,
  borderInlineStart: `${vars.space.s4} solid ${vars.color.success}`,
  color: vars.color.textPrimary,
  fontWeight: vars.font.weightBold,
});

export const failure = style({
  margin: 0,
  color: vars.color.danger,
});

export const code = style({
  fontFamily: vars.font.numeric,
  overflowWrap: 'anywhere',
  fontSize: vars.font.size14,
});

export const positive = style({ color: vars.color.success });
export const negative = style({ color: vars.color.danger });

/** A wide table scrolls sideways inside its card on a small phone, instead of leaving it. */
export const tableScroll = style({ overflowX: 'auto', minWidth: 0 });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size14,
});

globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.s8} ${vars.space.s4}`,
  textAlign: 'start',
  borderBottom: `${vars.size.hairline} solid ${vars.color.divider}`,
});
// Amounts and rates keep to one line (a sign never parts from its figure).
globalStyle(`${table} td`, {
  fontFamily: vars.font.numeric,
  textAlign: 'end',
  whiteSpace: 'nowrap',
});
globalStyle(`${table} thead th`, {
  color: vars.color.textSecondary,
  fontWeight: vars.font.weightSemibold,
});
globalStyle(`${table} thead th:not(:first-child)`, { textAlign: 'end' });
globalStyle(`${table} caption`, { textAlign: 'start', paddingBlockEnd: vars.space.s8 });

export const choice = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.s8,
  minHeight: vars.size.touch,
  paddingInline: vars.space.s8,
  cursor: 'pointer',
  selectors: {
    '&:focus-within': focusRing({ offset: null, radius: vars.radius.sm }),
  },
});

export const status = style({
  flexShrink: 0,
  padding: `${vars.space.s2} ${vars.space.s8}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface2,
  fontSize: vars.font.size12,
  fontWeight: vars.font.weightBold,
  selectors: {
    '&[data-status="LIVE"]': { background: vars.color.hot, color: vars.color.textOnHot },
  },
});

/** A date keeps to one line (2026-11-15, never 2026-11- / 15). */
export const date = style({ whiteSpace: 'nowrap' });

/** The members to transfer to: a checkbox (or radio) row each, 44 px high. */
export const memberPicker = style({ margin: 0, padding: 0, border: 0, minWidth: 0 });

export const memberChoice = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.s12,
  minHeight: vars.size.touch,
  paddingInline: vars.space.s12,
  borderRadius: vars.radius.md,
  border: `${vars.size.hairline} solid ${vars.color.divider}`,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': { borderColor: vars.color.accent },
    '&:has(input:focus-visible)': focusRing(),
  },
});

export const memberName = style({
  fontWeight: vars.font.weightSemibold,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

/** One dividend message: its text over its date. */
export const message = style({
  display: 'grid',
  gap: vars.space.s2,
  paddingBlock: vars.space.s8,
  borderBottom: `${vars.size.hairline} solid ${vars.color.divider}`,
});
