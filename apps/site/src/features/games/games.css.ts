import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';

const focusRing = {
  outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`,
  outlineOffset: vars.space.s2,
};

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
export const chip = style({
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
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  flexShrink: 0,
  transitionProperty: 'transform',
  transitionDuration: vars.motion.pressIn,
  transitionTimingFunction: vars.motion.easeStandard,
  selectors: {
    '&[aria-pressed="true"], &[aria-current="true"]': {
      background: vars.color.accent,
      borderColor: vars.color.accent,
      color: vars.color.textOnAccent,
    },
    '&:active': { transform: 'scale(0.96)' },
    '&:focus-visible': focusRing,
    '&:disabled': { opacity: 0.5, cursor: 'default' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transitionDuration: '0s' } },
});

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

export const card = style({
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
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  transitionProperty: 'transform',
  transitionDuration: vars.motion.pressIn,
  transitionTimingFunction: vars.motion.easeStandard,
  selectors: {
    '&:active': { transform: 'scale(0.97)' },
    '&:focus-visible': focusRing,
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transitionDuration: '0s' } },
});

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

export const cardImage = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
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

export const progress = style({
  width: '100%',
  height: vars.space.s4,
  accentColor: vars.color.accent,
});
