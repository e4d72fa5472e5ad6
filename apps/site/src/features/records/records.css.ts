import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '@playdeck/ui/theme';
import { card, heading, muted } from '../../shell/sections.css';

export { card, heading, muted };

export const page = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignContent: 'start',
  gap: vars.space.s16,
  padding: vars.space.s16,
  minWidth: 0,
});

export const selectField = style({ display: 'grid', gap: vars.space.s4 });

export const selectLabel = style({
  fontSize: vars.font.size14,
  fontWeight: vars.font.weightSemibold,
});

export const select = style({
  minHeight: vars.size.touch,
  paddingInline: vars.space.s12,
  borderRadius: vars.radius.md,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  background: vars.color.surface1,
  color: vars.color.textPrimary,
  fontFamily: 'inherit',
  fontSize: vars.font.size16,
  selectors: {
    '&:focus-visible': focusRing(),
  },
});

export const list = style({
  display: 'grid',
  gap: vars.space.s8,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: vars.space.s4,
  padding: vars.space.s12,
  borderRadius: vars.radius.md,
  background: vars.color.surface1,
  border: `${vars.size.hairline} solid ${vars.color.divider}`,
  minWidth: 0,
});

export const rowTitle = style({
  margin: 0,
  fontSize: vars.font.size16,
  fontWeight: vars.font.weightSemibold,
  overflowWrap: 'anywhere',
});

export const amount = style({
  margin: 0,
  fontSize: vars.font.size16,
  fontWeight: vars.font.weightBold,
  textAlign: 'end',
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&[data-sign="plus"]': { color: vars.color.success },
    '&[data-sign="minus"]': { color: vars.color.danger },
  },
});

export const detail = style({
  margin: 0,
  color: vars.color.textSecondary,
  fontSize: vars.font.size14,
  overflowWrap: 'anywhere',
});

export const detailEnd = style([detail, { textAlign: 'end' }]);

/** A grid of labelled figures (summary, profit and loss). */
export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.s8,
  margin: 0,
});

export const figure = style({
  display: 'grid',
  gap: vars.space.s2,
  padding: vars.space.s8,
  borderRadius: vars.radius.md,
  background: vars.color.surface2,
  minWidth: 0,
});

export const figureLabel = style({
  color: vars.color.textSecondary,
  fontSize: vars.font.size12,
});

export const figureValue = style({
  // An amount stays on one line: its sign never parts from its figure.
  whiteSpace: 'nowrap',
  margin: 0,
  fontSize: vars.font.size16,
  fontWeight: vars.font.weightBold,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-sign="plus"]': { color: vars.color.success },
    '&[data-sign="minus"]': { color: vars.color.danger },
  },
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size14,
  fontVariantNumeric: 'tabular-nums',
});

export const cell = style({
  paddingBlock: vars.space.s8,
  paddingInline: vars.space.s4,
  borderBottom: `${vars.size.hairline} solid ${vars.color.divider}`,
  textAlign: 'end',
  whiteSpace: 'nowrap',
  selectors: {
    '&:first-child': { textAlign: 'start', whiteSpace: 'normal' },
    '&[data-sign="plus"]': { color: vars.color.success },
    '&[data-sign="minus"]': { color: vars.color.danger },
  },
});

export const headCell = style([
  cell,
  { color: vars.color.textSecondary, fontWeight: vars.font.weightSemibold },
]);
