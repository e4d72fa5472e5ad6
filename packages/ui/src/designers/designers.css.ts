import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** A state matrix: one row per variant, one column per state, each cell labelled. */
export const matrix = style({
  display: 'grid',
  gap: vars.space.s16,
  width: `calc(100vw - ${vars.space.s32})`,
  maxWidth: vars.size.columnMax,
  color: vars.color.textPrimary,
  fontFamily: vars.font.body,
});

export const row = style({
  display: 'grid',
  gap: vars.space.s8,
});

export const rowTitle = style({
  margin: 0,
  fontSize: vars.font.size12,
  fontWeight: vars.font.weightSemibold,
  color: vars.color.textSecondary,
  textTransform: 'uppercase',
});

export const cells = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.s12,
});

export const stack = style({
  display: 'grid',
  gap: vars.space.s12,
});

export const cell = style({
  display: 'grid',
  justifyItems: 'start',
  gap: vars.space.s4,
});

export const cellLabel = style({
  fontSize: vars.font.size12,
  color: vars.color.textMuted,
});
