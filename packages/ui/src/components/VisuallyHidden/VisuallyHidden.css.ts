import { style } from '@vanilla-extract/css';
import { uiLayer } from '../../theme/layers.css';

/** Read by assistive technology, not drawn. */
export const visuallyHidden = style({
  '@layer': {
    [uiLayer]: {
      position: 'absolute',
      width: 1,
      height: 1,
      margin: -1,
      padding: 0,
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
      border: 0,
    },
  },
});
