import { globalStyle, style } from '@vanilla-extract/css';
import { cell } from '@playdeck/ui/game-grid.css';

/** Around a page story's site. */
export const site = style({});

// On a phone the game grid skips painting tiles far off screen (content-visibility). A story is
// also captured whole (the visual suite's full-page screenshots), so its tiles are all painted;
// what a designer sees is the same.
globalStyle(`${site} ${cell}`, { contentVisibility: 'visible' });
