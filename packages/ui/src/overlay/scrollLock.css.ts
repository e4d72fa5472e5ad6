import { globalStyle } from '@vanilla-extract/css';
import { layered } from '../theme/styleHelpers';

// While a dialog, sheet or side panel is open, <body> carries `data-scroll-locked` (set by
// `react-remove-scroll-bar` for Radix's modal dialogs, by `lockScroll` for the side panel); the
// page behind stops scrolling (no inline style, CSP-safe).
globalStyle(
  'body[data-scroll-locked]',
  layered({ overflow: 'hidden', overscrollBehavior: 'contain' }),
);
