import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { uiLayer } from '../../theme/layers.css';

const sweep = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(100%)' },
});

export const base = style({
  '@layer': {
    [uiLayer]: {
      position: 'relative',
      display: 'block',
      overflow: 'hidden',
      background: vars.color.skeleton,
      selectors: {
        '&::after': {
          content: '""',
          position: 'absolute',
          inset: 0,
          background: `linear-gradient(90deg, transparent, ${vars.color.skeletonHighlight}, transparent)`,
          transform: 'translateX(-100%)',
          animation: `${sweep} calc(${vars.motion.spin} * 2) ${vars.motion.easeStandard} infinite`,
        },
      },
      '@media': {
        '(prefers-reduced-motion: reduce)': {
          selectors: { '&::after': { animation: 'none', display: 'none' } },
        },
      },
    },
  },
});

export const shape = styleVariants({
  block: { '@layer': { [uiLayer]: { width: '100%', borderRadius: vars.radius.md } } },
  text: {
    '@layer': {
      [uiLayer]: {
        width: '100%',
        height: `calc(${vars.font.size14} * ${vars.font.lineHeightTight})`,
        borderRadius: vars.radius.xs,
      },
    },
  },
  circle: {
    '@layer': {
      [uiLayer]: {
        width: vars.size.avatar,
        height: vars.size.avatar,
        borderRadius: vars.radius.full,
      },
    },
  },
});

export const lines = style({
  '@layer': {
    [uiLayer]: { display: 'flex', flexDirection: 'column', gap: vars.space.s8, width: '100%' },
  },
});

/** The last line of a paragraph is shorter, like real text. */
export const lastLine = style({ '@layer': { [uiLayer]: { width: '60%' } } });
