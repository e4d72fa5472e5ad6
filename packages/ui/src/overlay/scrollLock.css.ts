import { globalStyle } from '@vanilla-extract/css';
import { uiLayer } from '../theme/layers.css';

// While a dialog, sheet or side panel is open, `react-remove-scroll-bar` marks <body> with
// `data-scroll-locked`; the page behind stops scrolling (no inline style, CSP-safe).
globalStyle('body[data-scroll-locked]', {
  '@layer': { [uiLayer]: { overflow: 'hidden', overscrollBehavior: 'contain' } },
});
