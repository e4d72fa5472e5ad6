import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing, pressable, vars } from '@playdeck/ui/theme';

/** Its width never follows its content (the banner slides are wider than the page). */
export const area = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.s12,
  minWidth: 0,
  contain: 'inline-size',
});

export const padded = style({ paddingInline: vars.space.s16 });

export const jackpot = style({
  position: 'relative',
  display: 'grid',
  placeItems: 'center',
  marginInline: vars.space.s16,
  paddingBlock: vars.space.s12,
  paddingInline: vars.space.s8,
  borderRadius: vars.radius.lg,
  background: vars.color.surface2,
  border: `${vars.size.hairline} solid ${vars.color.divider}`,
});

export const jackpotPause = style({
  position: 'absolute',
  insetInlineEnd: vars.space.s4,
  top: vars.space.s4,
});

/** The category strip stays under the sticky home header while the page scrolls. */
export const menu = style({
  position: 'sticky',
  top: vars.size.header,
  zIndex: vars.zIndex.sticky,
  background: vars.color.page,
  paddingBlock: vars.space.s4,
  borderBottom: `${vars.size.hairline} solid ${vars.color.divider}`,
});

export const blocks = style({
  display: 'grid',
  gap: vars.space.s24,
  paddingInline: vars.space.s16,
  paddingBlockEnd: vars.space.s16,
  minWidth: 0,
});

export const block = style({ display: 'grid', gap: vars.space.s12, minWidth: 0 });

export const blockHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.s8,
  minHeight: vars.size.touch,
});

export const blockTitle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.s8,
  margin: 0,
  fontSize: vars.font.size18,
  fontWeight: vars.font.weightBold,
  lineHeight: vars.font.lineHeightTight,
});

export const blockLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.s4,
  minHeight: vars.size.touch,
  paddingInline: vars.space.s4,
  borderRadius: vars.radius.sm,
  fontSize: vars.font.size14,
  fontWeight: vars.font.weightSemibold,
  textDecoration: 'none',
  selectors: { '&:focus-visible': focusRing() },
});

/** Entry tiles of the categories (game enter): four across. */
/** Category tiles: four across where their names fit, three on a small phone (Filipino runs long). */
export const enterGrid = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(calc(${vars.space.s64} + ${vars.space.s20}), 1fr))`,
  gap: vars.space.s8,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const enterTile = style([
  pressable(),
  {
    display: 'grid',
    justifyItems: 'center',
    alignContent: 'center',
    gap: vars.space.s4,
    boxSizing: 'border-box',
    width: '100%',
    minHeight: vars.space.s64,
    padding: vars.space.s8,
    border: `${vars.size.hairline} solid ${vars.color.divider}`,
    borderRadius: vars.radius.md,
    background: vars.color.surface1,
    color: vars.color.textPrimary,
    font: 'inherit',
    fontSize: vars.font.size12,
    fontWeight: vars.font.weightSemibold,
    textAlign: 'center',
    cursor: 'pointer',
    selectors: {
      '&:focus-visible': focusRing(),
    },
  },
]);

export const enterIcon = style({ color: vars.color.accentText });

/** Links to other pages (more games, help): two columns of 44 px rows. */
export const linkGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.s8,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const linkItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.s8,
  boxSizing: 'border-box',
  width: '100%',
  minHeight: vars.size.touch,
  paddingInline: vars.space.s12,
  border: `${vars.size.hairline} solid ${vars.color.divider}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface1,
  color: vars.color.textPrimary,
  font: 'inherit',
  fontSize: vars.font.size14,
  fontWeight: vars.font.weightSemibold,
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: { '&:focus-visible': focusRing() },
});

export const download = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  alignItems: 'center',
  gap: vars.space.s12,
  padding: vars.space.s16,
  borderRadius: vars.radius.lg,
  background: vars.color.surface2,
  border: `${vars.size.hairline} solid ${vars.color.divider}`,
});

export const downloadText = style({ display: 'grid', gap: vars.space.s2, minWidth: 0 });

export const downloadTitle = style({ margin: 0, fontWeight: vars.font.weightBold });

export const downloadHint = style({
  margin: 0,
  color: vars.color.accentText,
  fontSize: vars.font.size14,
});

export const chipRow = style({
  display: 'flex',
  gap: vars.space.s8,
  overflowX: 'auto',
  scrollbarWidth: 'none',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const newsContent = style({ color: vars.color.textSecondary, fontSize: vars.font.size14 });

/** Floating customer-service buttons, inside the centred column, above the bottom menu. */
export const floating = style({
  position: 'fixed',
  zIndex: vars.zIndex.raised,
  insetInlineEnd: `max(${vars.space.s12}, calc((100vw - ${vars.size.columnMax}) / 2 + ${vars.space.s12}))`,
  bottom: `calc(${vars.size.bottomNav} + env(safe-area-inset-bottom) + ${vars.space.s16})`,
});

export const serviceList = style({
  display: 'grid',
  gap: vars.space.s8,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const floatingButton = style({
  display: 'grid',
  placeItems: 'center',
  padding: 0,
  border: 'none',
  cursor: 'pointer',
  width: vars.size.touch,
  height: vars.size.touch,
  borderRadius: vars.radius.full,
  background: vars.color.accent,
  color: vars.color.textOnAccent,
  boxShadow: vars.shadow.md,
  selectors: { '&:focus-visible': focusRing() },
});

/** The category strip with the button of the side category menu before it. */
export const menuRow = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  alignItems: 'center',
  gap: vars.space.s4,
  paddingInlineStart: vars.space.s4,
});

export const sideMenu = style({
  display: 'grid',
  gap: vars.space.s4,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const sideMenuItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.s12,
  width: '100%',
  minHeight: vars.size.touch,
  paddingInline: vars.space.s12,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.textPrimary,
  font: 'inherit',
  fontSize: vars.font.size16,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surface2 },
    '&[aria-current="true"]': {
      background: vars.color.surface2,
      color: vars.color.accentText,
      fontWeight: vars.font.weightBold,
    },
    '&:focus-visible': focusRing(),
  },
});

/** A card of the winner list: the game's artwork, the amount, the game and the winner. */
export const winnerCard = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.s2,
  width: '100%',
  minHeight: vars.size.touch,
  padding: vars.space.s8,
  border: `${vars.size.hairline} solid ${vars.color.divider}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface2,
  color: vars.color.textPrimary,
  font: 'inherit',
  textAlign: 'center',
  cursor: 'pointer',
  selectors: {
    'div&': { cursor: 'default' },
    '&:focus-visible': focusRing(),
  },
});

export const winnerArt = style({
  display: 'grid',
  placeItems: 'center',
  width: vars.space.s48,
  aspectRatio: '1',
  overflow: 'hidden',
  borderRadius: vars.radius.sm,
  background: vars.color.surface1,
  color: vars.color.accentText,
});
globalStyle(`${winnerArt} img`, { width: '100%', height: '100%', objectFit: 'cover' });

const oneLine = {
  maxWidth: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
} as const;

export const winnerAmount = style({
  ...oneLine,
  color: vars.color.accentText,
  fontFamily: vars.font.numeric,
  fontSize: vars.font.size14,
  fontWeight: vars.font.weightBold,
});

export const winnerGame = style({ ...oneLine, fontSize: vars.font.size12 });

export const winnerName = style({
  ...oneLine,
  color: vars.color.textSecondary,
  fontSize: vars.font.size12,
});

/** One category's preview inside the game lists block. */
export const preview = style({ display: 'grid', gap: vars.space.s4, minWidth: 0 });

export const previewTitle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.s8,
  margin: 0,
  fontSize: vars.font.size16,
  fontWeight: vars.font.weightBold,
});

export const newsList = style({
  display: 'grid',
  gap: vars.space.s8,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** A lobby news item on home: its title and summary, the whole row a link. */
export const newsLink = style({
  display: 'grid',
  gap: vars.space.s2,
  minHeight: vars.size.touch,
  padding: vars.space.s12,
  borderRadius: vars.radius.md,
  background: vars.color.surface1,
  border: `${vars.size.hairline} solid ${vars.color.divider}`,
  color: vars.color.textPrimary,
  textDecoration: 'none',
  selectors: { '&:focus-visible': focusRing() },
});

export const newsLinkTitle = style({ fontWeight: vars.font.weightBold, overflowWrap: 'anywhere' });

export const newsLinkSummary = style({
  color: vars.color.textSecondary,
  fontSize: vars.font.size14,
});
