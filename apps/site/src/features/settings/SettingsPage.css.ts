import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '@playdeck/ui/theme';

export const page = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.s24,
  padding: vars.space.s16,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  borderRadius: vars.radius.md,
  background: vars.color.surface1,
  overflow: 'hidden',
});

export const row = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.s12,
  minHeight: vars.size.touch,
  paddingInline: vars.space.s16,
  paddingBlock: vars.space.s12,
  color: vars.color.textPrimary,
  textDecoration: 'none',
  fontWeight: vars.font.weightSemibold,
  ':focus-visible': focusRing({ inset: true }),
});

export const chevron = style({ transform: 'scaleX(-1)', color: vars.color.textMuted });

export const hint = style({ margin: 0, color: vars.color.textSecondary });

export const visitor = style({ display: 'grid', gap: vars.space.s12 });
