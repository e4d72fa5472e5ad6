import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';

export const home = style({
  display: 'grid',
  gap: vars.space.s16,
  paddingBlockEnd: vars.space.s16,
});

export const intro = style({ paddingInline: vars.space.s16, paddingBlockStart: vars.space.s12 });

export const title = style({
  margin: 0,
  fontSize: vars.font.size20,
  fontWeight: vars.font.weightBold,
  lineHeight: vars.font.lineHeightTight,
});

export const tagline = style({ margin: 0, color: vars.color.textSecondary });
