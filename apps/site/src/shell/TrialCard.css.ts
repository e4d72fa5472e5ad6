import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';

export const card = style({
  display: 'grid',
  gap: vars.space.s8,
  padding: vars.space.s16,
  borderRadius: vars.radius.md,
  background: vars.color.surface2,
  boxShadow: `inset 0 0 0 ${vars.size.hairline} ${vars.color.border}`,
});

export const title = style({ margin: 0, fontWeight: vars.font.weightBold });

export const body = style({ margin: 0, color: vars.color.textSecondary });
