import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing, pressable, vars } from '@playdeck/ui/theme';

export const lobby = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.s12,
  paddingInline: vars.space.s16,
  paddingBlock: vars.space.s12,
  minWidth: 0,
});

/** A row that scrolls sideways when its chips do not fit. */
export const chipRow = style({
  display: 'flex',
  gap: vars.space.s8,
  overflowX: 'auto',
  scrollbarWidth: 'none',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  selectors: { '&::-webkit-scrollbar': { display: 'none' } },
});

/** Chips that wrap onto further lines (classification menu, filter options). */
export const chipWrap = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.s8,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** A pressable chip: 44 px tall, marked when pressed. */
export const chip = style([
  pressable(),
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.s4,
    minHeight: vars.size.touch,
    minWidth: vars.size.touch,
    paddingInline: vars.space.s12,
    border: `${vars.size.hairline} solid ${vars.color.border}`,
    borderRadius: vars.radius.full,
    background: vars.color.surface1,
    color: vars.color.textPrimary,
    font: 'inherit',
    fontSize: vars.font.size14,
    fontWeight: vars.font.weightSemibold,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    flexShrink: 0,
    selectors: {
      '&[aria-pressed="true"], &[aria-current="true"]': {
        background: vars.color.accent,
        borderColor: vars.color.accent,
        color: vars.color.textOnAccent,
      },
      '&:focus-visible': focusRing(),
      '&:disabled': { opacity: vars.interaction.disabledOpacity, cursor: 'default' },
    },
  },
]);

export const chipCount = style({
  minWidth: vars.space.s20,
  paddingInline: vars.space.s4,
  borderRadius: vars.radius.full,
  background: vars.color.badge,
  color: vars.color.textOnBadge,
  fontSize: vars.font.size12,
  lineHeight: vars.font.lineHeightTight,
  textAlign: 'center',
});

/** The vendor selector: "all", the logos, and the picker button. */
export const vendorRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.s8,
  minWidth: 0,
});

export const vendorSelector = style({ display: 'grid', gap: vars.space.s8, minWidth: 0 });

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.font.size16,
  fontWeight: vars.font.weightBold,
  lineHeight: vars.font.lineHeightTight,
});

export const count = style({
  margin: 0,
  color: vars.color.textSecondary,
  fontSize: vars.font.size14,
});

export const loadingList = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.s12,
  minHeight: '100dvh',
});

export const skeletonGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  columnGap: vars.space.s12,
  rowGap: vars.space.s16,
});

export const filterGroup = style({
  display: 'grid',
  gap: vars.space.s8,
  margin: 0,
  padding: 0,
  border: 'none',
  minWidth: 0,
});

export const filterLegend = style({
  padding: 0,
  marginBlockEnd: vars.space.s8,
  fontSize: vars.font.size14,
  fontWeight: vars.font.weightBold,
  color: vars.color.textSecondary,
});

export const filterBody = style({ display: 'grid', gap: vars.space.s20 });

export const sheetFooter = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space.s12,
});

/** Cards of vendors (sports, esports, cockfight) and lottery games: two columns. */
export const cardGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.s12,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const card = style([
  pressable({ scale: vars.interaction.pressedScaleRow }),
  {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    alignContent: 'start',
    minWidth: 0,
    gap: vars.space.s8,
    boxSizing: 'border-box',
    width: '100%',
    minHeight: vars.size.touch,
    padding: vars.space.s8,
    border: `${vars.size.hairline} solid ${vars.color.divider}`,
    borderRadius: vars.radius.lg,
    background: vars.color.surface1,
    color: vars.color.textPrimary,
    textDecoration: 'none',
    font: 'inherit',
    textAlign: 'start',
    cursor: 'pointer',
    selectors: {
      '&:focus-visible': focusRing(),
    },
  },
]);

/** Fixed 2:1 box for a card picture, so nothing shifts when it loads. */
export const cardArt = style({
  position: 'relative',
  display: 'grid',
  placeItems: 'center',
  aspectRatio: '2',
  width: '100%',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  background: vars.color.surface2,
  color: vars.color.textSecondary,
});

/** The whole picture, never cropped (game art is square, with its name along the bottom). */
export const cardImage = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'contain',
});

export const cardTitle = style({
  fontSize: vars.font.size14,
  fontWeight: vars.font.weightBold,
  lineHeight: vars.font.lineHeightTight,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const cardMeta = style({
  color: vars.color.textSecondary,
  fontSize: vars.font.size12,
  lineHeight: vars.font.lineHeightTight,
});

export const cardActions = style({ display: 'flex', gap: vars.space.s8, flexWrap: 'wrap' });

export const region = style({ display: 'grid', gap: vars.space.s8 });

/** How much of the list shows: a rounded track in the skin's colours (not the browser's bar). */
export const progress = style({
  appearance: 'none',
  display: 'block',
  width: '100%',
  height: vars.space.s4,
  border: 'none',
  borderRadius: vars.radius.full,
  overflow: 'hidden',
  background: vars.color.surface3,
  color: vars.color.accent,
  selectors: {
    '&::-webkit-progress-bar': { background: vars.color.surface3 },
    '&::-webkit-progress-value': { background: vars.color.accent, borderRadius: vars.radius.full },
    '&::-moz-progress-bar': { background: vars.color.accent, borderRadius: vars.radius.full },
  },
});

/** The provider page's rows, one per category. */
export const allProviders = style({ display: 'grid', gap: vars.space.s16, minWidth: 0 });

/** The game details sheet: artwork beside the facts, the heart under them. */
export const details = style({
  display: 'grid',
  gridTemplateColumns: `${vars.space.s64} minmax(0, 1fr)`,
  alignItems: 'start',
  gap: vars.space.s12,
});

export const detailsArt = style({
  display: 'grid',
  placeItems: 'center',
  width: vars.space.s64,
  aspectRatio: '1',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  background: vars.color.surface2,
  color: vars.color.textMuted,
});

export const detailsImage = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

export const detailsFacts = style({ display: 'grid', gap: vars.space.s8, margin: 0 });

export const detailsFact = style({
  display: 'grid',
  gap: vars.space.s2,
  fontSize: vars.font.size14,
});
globalStyle(`${detailsFact} dt`, { color: vars.color.textSecondary });
globalStyle(`${detailsFact} dd`, {
  margin: 0,
  fontWeight: vars.font.weightSemibold,
  overflowWrap: 'anywhere',
});

/** Play (and try, where the game has it) side by side, sharing the width. */
export const detailsActions = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: 'minmax(0, 1fr)',
  gap: vars.space.s12,
});

/** A lobby news item's header: category and date, title, summary. */
export const newsHeader = style({ display: 'grid', gap: vars.space.s4, minWidth: 0 });

export const newsMeta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.s8,
  color: vars.color.textSecondary,
  fontSize: vars.font.size12,
});

export const newsCategory = style({
  padding: `${vars.space.s2} ${vars.space.s8}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface2,
  color: vars.color.textPrimary,
  fontWeight: vars.font.weightBold,
});

export const newsTitle = style({ fontWeight: vars.font.weightBold, overflowWrap: 'anywhere' });

export const newsSummary = style({
  color: vars.color.textSecondary,
  fontSize: vars.font.size14,
  fontWeight: vars.font.weightRegular,
});

export const newsContent = style({ display: 'grid', gap: vars.space.s12, justifyItems: 'start' });

/** A card's or the lottery list's own link (results, my bets): a 44 px target. */
export const cardLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.s4,
  minHeight: vars.size.touch,
  color: vars.color.accentText,
  fontSize: vars.font.size14,
  fontWeight: vars.font.weightSemibold,
  textDecoration: 'none',
  selectors: {
    '&:focus-visible': focusRing(),
  },
});
