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

// The app shell written into index.html: painted as soon as this stylesheet arrives, before the
// scripts have run, and replaced by the first React render.
globalStyle('.boot-shell', {
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.s16,
  minHeight: '100vh',
});
globalStyle('.boot-bar', {
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.touch,
  paddingInline: vars.space.s16,
  background: vars.color.surface1,
});
globalStyle('.boot-brand', {
  fontSize: vars.font.size16,
  fontWeight: vars.font.weightBold,
  color: vars.color.textPrimary,
});
// The size of home's banner carousel (full width, 12:5), so the first render's banner is no
// larger than the shell's and the shell's paint stays the largest contentful paint.
globalStyle('.boot-block', {
  aspectRatio: '12 / 5',
  background: vars.color.surface2,
  overflow: 'hidden',
});
globalStyle('.boot-banner', {
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});
