import { globalStyle } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui';

globalStyle('html, body', {
  margin: 0,
  background: vars.color.page,
  color: vars.color.textPrimary,
  fontFamily: vars.font.body,
});
