import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { uiLayer } from '../../theme/layers.css';

export const logo = style({
  '@layer': {
    [uiLayer]: {
      display: 'inline-block',
      flexShrink: 0,
      width: vars.brand.logoWidth,
      height: vars.brand.logoHeight,
      backgroundImage: vars.brand.logo,
      backgroundRepeat: 'no-repeat',
      backgroundPosition: 'left center',
      backgroundSize: 'contain',
    },
  },
});
