import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '@playdeck/ui/theme';
import { card, heading, muted, page } from '../../../shell/sections.css';

export { card, heading, muted, page };

/** A draw's numbers as balls, wrapping on a narrow phone. */
export const balls = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.s4,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const ball = style({
  display: 'grid',
  placeItems: 'center',
  minWidth: vars.space.s32,
  height: vars.space.s32,
  paddingInline: vars.space.s4,
  borderRadius: vars.radius.full,
  background: vars.color.accent,
  color: vars.color.textOnAccent,
  fontFamily: vars.font.numeric,
  fontSize: vars.font.size14,
  fontWeight: vars.font.weightBold,
});

/** The open draw: its number, the countdown and the draw time. */
export const draw = style({ display: 'grid', gap: vars.space.s8 });

export const countdown = style({
  margin: 0,
  fontFamily: vars.font.numeric,
  fontSize: vars.font.size24,
  fontWeight: vars.font.weightBold,
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
  gap: vars.space.s4,
  paddingBlock: vars.space.s8,
  borderBottom: `${vars.size.hairline} solid ${vars.color.divider}`,
});

export const rowHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.s8,
});

export const rowTitle = style({
  margin: 0,
  fontWeight: vars.font.weightBold,
  overflowWrap: 'anywhere',
});

/** A lottery to choose, an order to open: a 44 px row link. */
export const linkRow = style({
  display: 'grid',
  gap: vars.space.s4,
  minHeight: vars.size.touch,
  padding: vars.space.s12,
  borderRadius: vars.radius.md,
  border: `${vars.size.hairline} solid ${vars.color.divider}`,
  background: vars.color.surface1,
  color: vars.color.textPrimary,
  textDecoration: 'none',
  selectors: {
    '&:focus-visible': focusRing(),
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
    '&[data-status="WON"]': {
      boxShadow: `inset 0 0 0 ${vars.size.focusRing} ${vars.color.success}`,
    },
  },
});

/** A Vietnamese draw's prize tiers: tier name beside its numbers. */
export const tiers = style({
  display: 'grid',
  // The tier names' column as wide as the longest name, in either language.
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  columnGap: vars.space.s12,
  rowGap: vars.space.s4,
  alignItems: 'baseline',
  margin: 0,
});

/** A tier's name and numbers take their places in the list's two columns. */
export const tier = style({ display: 'contents' });

export const tierNumbers = style({
  margin: 0,
  fontFamily: vars.font.numeric,
  overflowWrap: 'anywhere',
  selectors: {
    '[data-tier="DB"] &': { color: vars.color.accentText, fontWeight: vars.font.weightBold },
  },
});

/** A draw of an order to cancel: its checkbox beside what it is. */
export const subOrder = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: vars.space.s12,
  alignItems: 'start',
  paddingBlock: vars.space.s8,
  borderBottom: `${vars.size.hairline} solid ${vars.color.divider}`,
});

export const done = style({
  margin: 0,
  padding: vars.space.s12,
  borderRadius: vars.radius.md,
  background: vars.color.surface2,
  borderInlineStart: `${vars.space.s4} solid ${vars.color.success}`,
  fontWeight: vars.font.weightBold,
});

export const failure = style({
  margin: 0,
  color: vars.color.danger,
  fontWeight: vars.font.weightSemibold,
});
