import { globalStyle } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui';

// The page itself, from the skin's tokens: its colours follow data-theme on <html>.
globalStyle('html', { WebkitTextSizeAdjust: '100%', textSizeAdjust: '100%' });

globalStyle('html, body', {
  margin: 0,
  background: vars.color.page,
  color: vars.color.textPrimary,
  fontFamily: vars.font.body,
  fontSize: vars.font.size16,
  fontWeight: vars.font.weightRegular,
  lineHeight: vars.font.lineHeightNormal,
});
