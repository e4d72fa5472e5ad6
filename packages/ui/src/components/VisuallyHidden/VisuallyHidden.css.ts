import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { uiLayer } from '../../theme/layers.css';

/** Read by assistive technology, not drawn. */
export const visuallyHidden = style({
  '@layer': {
    [uiLayer]: {
      position: 'absolute',
      width: vars.size.hairline,
      height: vars.size.hairline,
      margin: `calc(-1 * ${vars.size.hairline})`,
      padding: 0,
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
      border: 0,
    },
  },
});
