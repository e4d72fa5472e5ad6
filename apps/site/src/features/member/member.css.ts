import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';
import { page, card, heading, muted } from '../../app/sections.css';

export { page, card, heading, muted };

export const profile = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.s12,
  minWidth: 0,
});

export const profileText = style({ display: 'grid', gap: vars.space.s2, minWidth: 0 });

export const name = style({
  margin: 0,
  fontSize: vars.font.size18,
  fontWeight: vars.font.weightBold,
  overflowWrap: 'anywhere',
});

export const actions = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.s8,
});

export const depositWrap = style({ position: 'relative', display: 'grid' });

export const bonus = style({
  position: 'absolute',
  insetBlockStart: `calc(-1 * ${vars.space.s8})`,
  insetInlineEnd: `calc(-1 * ${vars.space.s4})`,
  paddingInline: vars.space.s8,
  borderRadius: vars.radius.full,
  background: vars.color.hot,
  color: vars.color.textOnHot,
  fontSize: vars.font.size12,
  fontWeight: vars.font.weightBold,
  pointerEvents: 'none',
});

/** Base layout: one entry per row. */
export const list = style({
  display: 'grid',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** New layout: entries as tiles, three across. */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.s8,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const entryBase = {
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.s12,
  minHeight: vars.size.touch,
  color: vars.color.textPrimary,
  textDecoration: 'none',
  background: 'none',
  border: 0,
  font: 'inherit',
  cursor: 'pointer',
  width: '100%',
  textAlign: 'start',
  borderRadius: vars.radius.md,
  selectors: {
    '&:focus-visible': {
      outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`,
      outlineOffset: vars.space.s2,
    },
  },
} as const;

export const row = style({
  ...entryBase,
  paddingInline: vars.space.s4,
  borderBlockEnd: `${vars.size.hairline} solid ${vars.color.divider}`,
});

export const tile = style({
  ...entryBase,
  flexDirection: 'column',
  justifyContent: 'center',
  gap: vars.space.s4,
  padding: vars.space.s12,
  textAlign: 'center',
  background: vars.color.surface2,
  fontSize: vars.font.size14,
});

export const rowLabel = style({ flex: 1, minWidth: 0 });
