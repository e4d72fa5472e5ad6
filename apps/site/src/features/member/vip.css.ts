import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';

export const levels = style({
  display: 'grid',
  gap: vars.space.s8,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const level = style({
  display: 'grid',
  gap: vars.space.s2,
  padding: vars.space.s12,
  borderRadius: vars.radius.md,
  background: vars.color.surface2,
  border: `${vars.size.hairline} solid ${vars.color.divider}`,
  selectors: {
    '&[data-current]': { borderColor: vars.color.accent },
  },
});

export const levelName = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.s8,
  margin: 0,
  fontSize: vars.font.size16,
  fontWeight: vars.font.weightBold,
});

export const badge = style({
  paddingInline: vars.space.s8,
  borderRadius: vars.radius.full,
  background: vars.color.accent,
  color: vars.color.textOnAccent,
  fontSize: vars.font.size12,
});
