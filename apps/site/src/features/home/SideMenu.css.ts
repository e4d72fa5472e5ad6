import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing, vars } from '@playdeck/ui/theme';

export const content = style({ display: 'grid', gap: vars.space.s16 });

export const profile = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.s12,
});

export const identity = style({ display: 'grid', gap: vars.space.s2, minWidth: 0 });

export const name = style({
  margin: 0,
  fontSize: vars.font.size18,
  fontWeight: vars.font.weightBold,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const meta = style({
  margin: 0,
  fontSize: vars.font.size14,
  color: vars.color.textSecondary,
});

export const vip = style({
  justifySelf: 'start',
  paddingInline: vars.space.s8,
  borderRadius: vars.radius.full,
  background: vars.color.accentSecondary,
  color: vars.color.textOnAccentSecondary,
  fontSize: vars.font.size12,
  fontWeight: vars.font.weightBold,
});

/** Deposit and withdraw side by side, each on its own line when their labels need the room. */
export const funds = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.s12,
});
globalStyle(`${funds} > *`, { flex: '1 1 max-content' });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  borderRadius: vars.radius.md,
  background: vars.color.surface2,
  overflow: 'hidden',
});

export const entry = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.s12,
  width: '100%',
  minHeight: vars.size.touch,
  paddingInline: vars.space.s16,
  paddingBlock: vars.space.s8,
  border: 0,
  background: 'transparent',
  color: vars.color.textPrimary,
  font: 'inherit',
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  ':focus-visible': focusRing({ inset: true }),
  selectors: { '&:active': { background: vars.color.surface3 } },
});

export const entryIcon = style({ color: vars.color.accentText });

export const visitor = style({ display: 'grid', gap: vars.space.s12 });

export const visitorTitle = style({
  margin: 0,
  fontSize: vars.font.size18,
  fontWeight: vars.font.weightBold,
});

export const visitorBody = style({ margin: 0, color: vars.color.textSecondary });

export const modeRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.s12,
  color: vars.color.textSecondary,
  fontSize: vars.font.size14,
});
