import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '@playdeck/ui/theme';

export const footer = style({
  display: 'grid',
  gap: vars.space.s16,
  padding: vars.space.s16,
  paddingBlockEnd: vars.space.s24,
  background: vars.color.surface1,
  color: vars.color.textSecondary,
  fontSize: vars.font.size14,
});

export const compact = style({
  display: 'grid',
  gap: vars.space.s4,
  padding: vars.space.s16,
  color: vars.color.textMuted,
  fontSize: vars.font.size12,
  textAlign: 'center',
});

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.s4,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.s4,
  minHeight: vars.size.touch,
  paddingInline: vars.space.s8,
  color: vars.color.textPrimary,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  ':focus-visible': focusRing({ offset: null }),
});

export const heading = style({
  margin: 0,
  fontSize: vars.font.size12,
  fontWeight: vars.font.weightSemibold,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
});

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.s8,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.s4,
  paddingInline: vars.space.s8,
  paddingBlock: vars.space.s4,
  borderRadius: vars.radius.full,
  border: `${vars.size.hairline} solid ${vars.color.divider}`,
  color: vars.color.textSecondary,
});

export const social = style({
  display: 'flex',
  gap: vars.space.s8,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const socialLink = style([
  link,
  { justifyContent: 'center', minWidth: vars.size.touch, paddingInline: 0 },
]);

export const fine = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size12 });
