import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';

export const summary = style({
  display: 'grid',
  gap: vars.space.s12,
  padding: vars.space.s16,
});

export const purpose = style({
  margin: 0,
  color: vars.color.textSecondary,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.s8,
});
