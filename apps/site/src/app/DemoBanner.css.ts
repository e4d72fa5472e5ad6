import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';

export const banner = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.s8,
  paddingInlineStart: vars.space.s16,
  paddingInlineEnd: vars.space.s4,
  background: vars.color.surface2,
  borderBottom: `${vars.size.hairline} solid ${vars.color.divider}`,
});

export const text = style({
  flex: 1,
  margin: 0,
  paddingBlock: vars.space.s8,
  color: vars.color.textSecondary,
  fontSize: vars.font.size12,
});
