import { globalStyle } from '@vanilla-extract/css';
import { layered } from '../theme/styleHelpers';

// While a dialog, sheet or side panel is open, `react-remove-scroll-bar` marks <body> with
// `data-scroll-locked`; the page behind stops scrolling (no inline style, CSP-safe).
globalStyle(
  'body[data-scroll-locked]',
  layered({ overflow: 'hidden', overscrollBehavior: 'contain' }),
);
