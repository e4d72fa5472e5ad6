import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';

export const links = style({
  display: 'grid',
  gap: vars.space.s8,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const link = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.s4,
  padding: vars.space.s12,
  borderRadius: vars.radius.md,
  background: vars.color.surface2,
});

export const linkKind = style({
  gridColumn: '1 / -1',
  fontSize: vars.font.size12,
  fontWeight: vars.font.weightBold,
  color: vars.color.textSecondary,
});

export const url = style({
  overflowWrap: 'anywhere',
  fontFamily: vars.font.numeric,
  fontSize: vars.font.size14,
});

export const muted = style({ margin: 0, color: vars.color.textSecondary });
