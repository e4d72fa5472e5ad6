import { style } from '@vanilla-extract/css';
import { uiLayer } from '../../theme/layers.css';

export const digits = style({
  '@layer': { [uiLayer]: { fontVariantNumeric: 'tabular-nums' } },
});
