import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { layered } from '../../theme/styleHelpers';

const turn = keyframes({ to: { transform: 'rotate(1turn)' } });

export const spinner = style(
  layered({
    display: 'inline-block',
    flexShrink: 0,
    borderRadius: vars.radius.full,
    borderStyle: 'solid',
    borderColor: 'currentColor',
    borderRightColor: 'transparent',
    animation: `${turn} ${vars.motion.spin} linear infinite`,
    '@media': {
      // Still shows it is working, without motion: a three-quarter ring at rest.
      '(prefers-reduced-motion: reduce)': { animation: 'none' },
    },
  }),
);

export const spinnerSize = styleVariants(
  {
    sm: [vars.size.iconSm, vars.size.focusRing],
    md: [vars.size.iconMd, vars.size.focusRing],
    lg: [vars.size.touch, vars.space.s4],
  },
  ([size, width]) => layered({ width: size, height: size, borderWidth: width }),
);
