import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const studio = style({
  display: 'grid',
  gap: vars.space.s24,
  color: vars.color.textPrimary,
  fontFamily: vars.font.body,
  fontSize: vars.font.size14,
});

export const controls = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${vars.size.sidePanel}), 1fr))`,
  gap: vars.space.s16,
  alignItems: 'start',
});

export const group = style({
  display: 'grid',
  gap: vars.space.s8,
  margin: 0,
  padding: vars.space.s12,
  border: `${vars.size.hairline} solid ${vars.color.divider}`,
  borderRadius: vars.radius.md,
});

export const field = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.s8,
});

globalStyle(`${field} input, ${field} select`, {
  minHeight: vars.size.touch,
  font: 'inherit',
});

export const previews = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, ${vars.size.sidePanel}), 1fr))`,
  gap: vars.space.s16,
});

export const preview = style({
  display: 'grid',
  gap: vars.space.s16,
  alignContent: 'start',
  padding: vars.space.s16,
  borderRadius: vars.radius.md,
  background: vars.color.page,
  color: vars.color.textPrimary,
  fontFamily: vars.font.body,
});

export const screen = style({
  display: 'grid',
  gap: vars.space.s12,
  padding: vars.space.s12,
  borderRadius: vars.radius.lg,
  background: vars.color.surface1,
});

export const tiles = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, 1fr)',
  gap: vars.space.s8,
});

export const verdicts = style({
  margin: 0,
  paddingInlineStart: vars.space.s16,
  fontSize: vars.font.size12,
});

export const fail = style({ color: vars.color.danger, fontWeight: vars.font.weightBold });
export const warn = style({ color: vars.color.warning });
export const ok = style({ color: vars.color.success });

export const files = style({
  display: 'grid',
  gap: vars.space.s12,
});

export const code = style({
  margin: 0,
  padding: vars.space.s12,
  maxHeight: vars.size.sheetMaxHeight,
  overflow: 'auto',
  borderRadius: vars.radius.sm,
  background: vars.color.surface2,
  fontSize: vars.font.size12,
  whiteSpace: 'pre-wrap',
});

globalStyle(`${files} summary`, {
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.touch,
  cursor: 'pointer',
});
