import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { layered } from '../../theme/styleHelpers';

export const icon = style(
  layered({
    display: 'inline-block',
    flexShrink: 0,
    verticalAlign: 'middle',
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: 2,
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
  }),
);

export const iconSize = styleVariants(
  { sm: vars.size.iconSm, md: vars.size.iconMd, lg: vars.size.iconLg },
  (size) => layered({ width: size, height: size }),
);
