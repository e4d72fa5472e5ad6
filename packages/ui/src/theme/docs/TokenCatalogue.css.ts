import { globalStyle, style, type StyleRule } from '@vanilla-extract/css';
import { vars } from '../contract.css';
import { layered } from '../styleHelpers';

const layeredStyle = (rules: Omit<StyleRule, '@layer'>) => style(layered(rules));

export const frames = layeredStyle({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, ${vars.size.sidePanel}), 1fr))`,
  gap: vars.space.s16,
});

export const frame = layeredStyle({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.s12,
  minWidth: 0,
  padding: vars.space.s16,
  borderRadius: vars.radius.lg,
  background: vars.color.page,
  color: vars.color.textPrimary,
  fontFamily: vars.font.body,
  fontSize: vars.font.size14,
  lineHeight: vars.font.lineHeightNormal,
});

export const frameHead = layeredStyle({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.s8,
  fontSize: vars.font.size12,
  fontWeight: vars.font.weightSemibold,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
});

export const list = layeredStyle({ display: 'grid', gap: vars.space.s8, margin: 0, padding: 0 });
globalStyle(`${list} > li`, layered({ listStyle: 'none' }));

export const swatchRow = layeredStyle({
  display: 'grid',
  gridTemplateColumns: `${vars.size.avatar} 1fr auto`,
  alignItems: 'center',
  gap: vars.space.s12,
});

export const swatch = layeredStyle({
  width: vars.size.avatar,
  height: vars.size.avatar,
  borderRadius: vars.radius.sm,
  boxShadow: `inset 0 0 0 ${vars.size.hairline} ${vars.color.divider}`,
});

export const name = layeredStyle({
  fontWeight: vars.font.weightSemibold,
  overflowWrap: 'anywhere',
});

export const value = layeredStyle({
  fontFamily: vars.font.numeric,
  fontFeatureSettings: vars.font.numericFeatures,
  color: vars.color.textSecondary,
});

export const hint = layeredStyle({ color: vars.color.textMuted, fontSize: vars.font.size12 });

export const table = layeredStyle({ width: '100%', borderCollapse: 'collapse' });
globalStyle(
  `${table} th, ${table} td`,
  layered({
    padding: vars.space.s4,
    textAlign: 'start',
    borderBottom: `${vars.size.hairline} solid ${vars.color.divider}`,
    fontFeatureSettings: vars.font.numericFeatures,
  }),
);

export const sample = layeredStyle({
  display: 'inline-block',
  paddingInline: vars.space.s8,
  borderRadius: vars.radius.xs,
  fontWeight: vars.font.weightBold,
});

export const fail = layeredStyle({ color: vars.color.danger, fontWeight: vars.font.weightBold });

export const bar = layeredStyle({ height: vars.space.s8, background: vars.color.accent });

export const radiusBox = layeredStyle({
  width: vars.size.avatar,
  height: vars.size.avatar,
  background: vars.color.surface3,
  boxShadow: `inset 0 0 0 ${vars.size.hairline} ${vars.color.border}`,
});

export const figures = layeredStyle({
  fontFamily: vars.font.numeric,
  fontSize: vars.font.size24,
  fontWeight: vars.font.weightBold,
  color: vars.color.accentText,
});
export const figuresTabular = layeredStyle({ fontFeatureSettings: vars.font.numericFeatures });
