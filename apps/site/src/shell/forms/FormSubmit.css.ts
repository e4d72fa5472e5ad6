import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';

/** A sentence of a form: its call failure under the fields, or a word from the site above them. */
export const notice = style({
  margin: 0,
  padding: vars.space.s12,
  borderRadius: vars.radius.md,
  background: vars.color.surface2,
  color: vars.color.textPrimary,
  fontSize: vars.font.size14,
  lineHeight: vars.font.lineHeightNormal,
});
