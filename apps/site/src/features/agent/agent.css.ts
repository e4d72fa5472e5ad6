import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui';

export const page = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.s16,
  padding: vars.space.s16,
  minWidth: 0,
});

export const card = style({
  display: 'grid',
  gap: vars.space.s12,
  padding: vars.space.s16,
  borderRadius: vars.radius.lg,
  background: vars.color.surface1,
  border: `${vars.size.hairline} solid ${vars.color.divider}`,
  minWidth: 0,
});

export const heading = style({
  margin: 0,
  fontSize: vars.font.size16,
  fontWeight: vars.font.weightBold,
});

export const muted = style({
  margin: 0,
  color: vars.color.textSecondary,
  fontSize: vars.font.size14,
});

export const quickLinks = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.s8,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.s8,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const tile = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.s4,
  minHeight: vars.size.touch,
  width: '100%',
  padding: vars.space.s12,
  borderRadius: vars.radius.md,
  border: 0,
  background: vars.color.surface2,
  color: vars.color.textPrimary,
  font: 'inherit',
  fontSize: vars.font.size14,
  textAlign: 'center',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': {
      outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`,
      outlineOffset: vars.space.s2,
    },
  },
});

export const kpis = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.s8,
  margin: 0,
});

export const kpi = style({
  display: 'grid',
  gap: vars.space.s2,
  padding: vars.space.s12,
  borderRadius: vars.radius.md,
  background: vars.color.surface2,
});

export const kpiLabel = style({
  color: vars.color.textSecondary,
  fontSize: vars.font.size12,
});

export const kpiValue = style({
  margin: 0,
  fontFamily: vars.font.numeric,
  fontFeatureSettings: vars.font.numericFeatures,
  fontSize: vars.font.size20,
  fontWeight: vars.font.weightBold,
});
