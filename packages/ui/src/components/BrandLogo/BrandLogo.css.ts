import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { layered } from '../../theme/styleHelpers';

export const logo = style(
  layered({
    display: 'inline-block',
    flexShrink: 0,
    width: vars.brand.logoWidth,
    height: vars.brand.logoHeight,
    backgroundImage: vars.brand.logo,
    backgroundRepeat: 'no-repeat',
    backgroundPosition: 'left center',
    backgroundSize: 'contain',
  }),
);
