import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';

export const page = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.s16,
  padding: vars.space.s16,
  paddingBlockStart: vars.space.s32,
  textAlign: 'center',
  justifyItems: 'center',
});

export const appIcon = style({
  width: vars.space.s64,
  height: vars.space.s64,
  borderRadius: vars.radius.lg,
  objectFit: 'cover',
  background: vars.color.surface2,
});

export const heading = style({
  margin: 0,
  fontSize: vars.font.size24,
  fontWeight: vars.font.weightBold,
  lineHeight: vars.font.lineHeightTight,
});

export const body = style({ margin: 0, color: vars.color.textSecondary, maxWidth: '28em' });

export const actions = style({ display: 'grid', gap: vars.space.s12, width: '100%' });

export const hint = style({
  margin: 0,
  padding: vars.space.s12,
  borderRadius: vars.radius.md,
  background: vars.color.surface1,
  color: vars.color.textSecondary,
  fontSize: vars.font.size14,
});
