import { globalStyle } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';
import { gameTileNameText } from '@playdeck/ui/game-tile-name';

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

// Description lists lay out their own values (no browser indent); native choices (radio buttons,
// check boxes, progress) take the skin's accent instead of the browser's blue.
globalStyle('dd', { margin: 0 });
globalStyle('html', { accentColor: vars.color.accent });

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
// Runtime skins: index.html cannot know the merchant, so skins.js sets its name here.
globalStyle('.boot-brand:empty::before', { content: 'var(--pd-boot-brand)' });
// The size of home's banner carousel (full width, 12:5), so the first render's banner is no
// larger than the shell's and the shell's paint stays the largest contentful paint.
globalStyle('.boot-block', {
  aspectRatio: '12 / 5',
  background: vars.color.surface2,
  overflow: 'hidden',
});
globalStyle('.boot-banner, .boot-art-image', {
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});
// A landing page's shell (apps/server/src/http/pageShell.ts): the title bar as the page header
// draws it, log in's welcome line and a game list's first tiles with the sizes of the page's own,
// so the page's first render draws nothing larger and the shell's paint stays the largest.
globalStyle('.boot-titled', {
  justifyContent: 'center',
  minHeight: vars.size.header,
  boxShadow: `inset 0 calc(-1 * ${vars.size.hairline}) 0 ${vars.color.border}`,
});
globalStyle('.boot-title', { fontSize: vars.font.size18, fontWeight: vars.font.weightBold });
globalStyle('.boot-intro, .boot-tiles', {
  boxSizing: 'border-box',
  width: '100%',
  maxWidth: vars.size.columnMax,
  marginBlock: 0,
  marginInline: 'auto',
  paddingInline: vars.space.s16,
});
globalStyle('.boot-intro', {
  color: vars.color.textSecondary,
  fontSize: vars.font.size14,
  lineHeight: vars.font.lineHeightNormal,
});
globalStyle('.boot-tiles', {
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  // A hairline less than the grid's gap: the shell's tiles come out a fraction of a pixel larger
  // than the page's, never smaller, so the page's tiles do not count as a later, larger paint.
  columnGap: `calc(${vars.space.s12} - ${vars.size.hairline})`,
  rowGap: vars.space.s16,
  listStyle: 'none',
});
globalStyle('.boot-tile', { display: 'grid', gap: vars.space.s4, minWidth: 0 });
globalStyle('.boot-art', {
  display: 'block',
  aspectRatio: '1',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  background: vars.color.surface2,
});
globalStyle('.boot-tile-name', gameTileNameText);
