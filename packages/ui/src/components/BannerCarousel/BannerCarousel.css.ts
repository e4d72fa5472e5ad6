import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { uiLayer } from '../../theme/layers.css';

/**
 * A fixed aspect box, so the page never shifts while banners load. Swiper's own stylesheet is
 * unlayered; it is steered through the custom properties it reads, set here from tokens.
 */
export const root = style({
  '@layer': {
    [uiLayer]: {
      position: 'relative',
      overflow: 'hidden',
      borderRadius: vars.radius.lg,
      background: vars.color.surface2,
      vars: {
        '--swiper-theme-color': vars.color.accent,
        '--swiper-pagination-color': vars.color.accent,
        '--swiper-pagination-bullet-inactive-color': vars.color.surface1,
        '--swiper-pagination-bullet-inactive-opacity': '0.7',
        '--swiper-pagination-bullet-size': vars.space.s8,
        '--swiper-pagination-bullet-width': vars.space.s8,
        '--swiper-pagination-bullet-horizontal-gap': vars.space.s4,
        '--swiper-pagination-bottom': vars.space.s8,
        '--swiper-wrapper-transition-timing-function': vars.motion.easeStandard,
      },
    },
  },
});

export const swiper = style({
  '@layer': { [uiLayer]: { width: '100%', height: '100%' } },
});

export const slideButton = style({
  '@layer': {
    [uiLayer]: {
      display: 'block',
      width: '100%',
      height: '100%',
      padding: 0,
      border: 'none',
      background: 'transparent',
      cursor: 'pointer',
      selectors: {
        '&:focus-visible': {
          outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`,
          outlineOffset: `calc(-1 * ${vars.size.focusRing})`,
          borderRadius: vars.radius.lg,
        },
      },
    },
  },
});

export const image = style({
  '@layer': {
    [uiLayer]: { display: 'block', width: '100%', height: '100%', objectFit: 'cover' },
  },
});

const overControl = {
  position: 'absolute',
  zIndex: vars.zIndex.raised,
  opacity: 0.88,
} as const;

export const previous = style({
  '@layer': {
    [uiLayer]: {
      ...overControl,
      top: '50%',
      insetInlineStart: vars.space.s4,
      transform: 'translateY(-50%)',
    },
  },
});

export const next = style({
  '@layer': {
    [uiLayer]: {
      ...overControl,
      top: '50%',
      insetInlineEnd: vars.space.s4,
      transform: 'translateY(-50%)',
    },
  },
});

export const pause = style({
  '@layer': {
    [uiLayer]: { ...overControl, bottom: vars.space.s4, insetInlineEnd: vars.space.s4 },
  },
});
