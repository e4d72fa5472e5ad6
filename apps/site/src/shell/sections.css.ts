import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '@playdeck/ui/theme';

// The page, card and text styles that the account, records, member, wallet, rewards and agent
// pages share, so their sections line up alike.

export const page = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.s16,
  padding: vars.space.s16,
  minWidth: 0,
});

export const card = style({
  display: 'grid',
  gap: vars.space.s12,
  padding: vars.space.s16,
  borderRadius: vars.radius.lg,
  background: vars.color.surface1,
  border: `${vars.size.hairline} solid ${vars.color.divider}`,
  minWidth: 0,
});

export const heading = style({
  margin: 0,
  fontSize: vars.font.size16,
  fontWeight: vars.font.weightBold,
});

export const muted = style({
  margin: 0,
  color: vars.color.textSecondary,
  fontSize: vars.font.size14,
});

/** Shortcut tiles, three across (member centre, agent home): equal columns, labels wrap. */
export const tileGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.s8,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const tile = style({
  position: 'relative',
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  // Icons line up along a row even when one label takes two lines.
  justifyContent: 'flex-start',
  gap: vars.space.s4,
  width: '100%',
  height: '100%',
  minHeight: vars.size.touch,
  paddingBlock: vars.space.s12,
  paddingInline: vars.space.s4,
  borderRadius: vars.radius.md,
  border: 0,
  background: vars.color.surface2,
  color: vars.color.textPrimary,
  font: 'inherit',
  fontSize: vars.font.size12,
  fontWeight: vars.font.weightSemibold,
  lineHeight: vars.font.lineHeightTight,
  textAlign: 'center',
  textDecoration: 'none',
  // Words wrap whole (a long one is hyphenated where the browser knows the language).
  hyphens: 'auto',
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    '&:focus-visible': focusRing(),
    '&:active': { background: vars.color.surface3 },
  },
});

/** An unread count on a tile's top corner, inside the tile. */
export const tileBadge = style({
  position: 'absolute',
  insetBlockStart: vars.space.s4,
  insetInlineEnd: vars.space.s4,
});
