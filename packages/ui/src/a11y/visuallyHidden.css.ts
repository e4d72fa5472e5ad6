import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { uiLayer } from '../theme/layers.css';

/** Text for assistive technology only: read aloud, never drawn. */
export const visuallyHidden = style({
  '@layer': {
    [uiLayer]: {
      position: 'absolute',
      width: vars.size.hairline,
      height: vars.size.hairline,
      margin: `calc(-1 * ${vars.size.hairline})`,
      padding: 0,
      overflow: 'hidden',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
      border: 0,
    },
  },
});
