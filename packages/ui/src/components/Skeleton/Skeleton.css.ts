import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { layered } from '../../theme/styleHelpers';

const sweep = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(100%)' },
});

export const base = style(
  layered({
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
  }),
);

export const shape = styleVariants({
  block: layered({ width: '100%', borderRadius: vars.radius.md }),
  text: layered({
    width: '100%',
    height: `calc(${vars.font.size14} * ${vars.font.lineHeightTight})`,
    borderRadius: vars.radius.xs,
  }),
  circle: layered({
    width: vars.size.avatar,
    height: vars.size.avatar,
    borderRadius: vars.radius.full,
  }),
});

export const lines = style(
  layered({ display: 'flex', flexDirection: 'column', gap: vars.space.s8, width: '100%' }),
);

/** The last line of a paragraph is shorter, like real text. */
export const lastLine = style(layered({ width: '60%' }));
