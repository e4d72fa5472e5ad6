import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';
import { card, page, muted } from '../../shell/sections.css';

export { card, page, muted };

export const cardTitle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.s8,
  margin: 0,
  fontSize: vars.font.size16,
  fontWeight: vars.font.weightBold,
});

export const total = style({
  margin: 0,
  fontFamily: vars.font.numeric,
  fontFeatureSettings: vars.font.numericFeatures,
  fontSize: vars.font.size24,
  fontWeight: vars.font.weightBold,
  color: vars.color.accentText,
});

/** The sign-in days, as many across as their amounts fit (four on a small phone, two rows). */
export const days = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(calc(${vars.space.s64} + ${vars.space.s4}), 1fr))`,
  gap: vars.space.s4,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const day = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.s2,
  paddingBlock: vars.space.s8,
  borderRadius: vars.radius.md,
  background: vars.color.surface2,
  fontSize: vars.font.size12,
  textAlign: 'center',
  selectors: {
    '&[data-claimed]': { background: vars.color.accent, color: vars.color.textOnAccent },
  },
});

export const dayReward = style({ fontWeight: vars.font.weightBold });

export const list = style({
  display: 'grid',
  gap: vars.space.s8,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const reward = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.s8,
  padding: vars.space.s12,
  borderRadius: vars.radius.md,
  background: vars.color.surface1,
  border: `${vars.size.hairline} solid ${vars.color.divider}`,
  selectors: {
    // A reward that can no longer be claimed does not look like one that can.
    '&[data-status="EXPIRED"]': { background: 'transparent', color: vars.color.textMuted },
  },
});

export const rewardText = style({ display: 'grid', gap: vars.space.s2, minWidth: 0 });

export const rewardTitle = style({ fontWeight: vars.font.weightSemibold });

export const rewardSide = style({ display: 'grid', justifyItems: 'end', gap: vars.space.s4 });

export const amount = style({
  fontFamily: vars.font.numeric,
  fontFeatureSettings: vars.font.numericFeatures,
  fontWeight: vars.font.weightBold,
});

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.s8,
  alignItems: 'center',
});

export const code = style({
  fontFamily: vars.font.numeric,
  fontSize: vars.font.size24,
  fontWeight: vars.font.weightBold,
  letterSpacing: '0.1em',
  color: vars.color.accentText,
});

export const link = style({
  display: 'block',
  padding: vars.space.s12,
  borderRadius: vars.radius.md,
  background: vars.color.surface2,
  fontSize: vars.font.size14,
  overflowWrap: 'anywhere',
});
