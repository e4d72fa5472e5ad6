import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';

export const notice = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.s8,
  paddingInline: vars.space.s16,
  paddingBlock: vars.space.s8,
  background: vars.color.warning,
  color: vars.color.textOnAccent,
  fontSize: vars.font.size14,
  fontWeight: vars.font.weightSemibold,
});
