import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing, layered, pressable } from '../../theme/styleHelpers';

/**
 * A fixed aspect box, so the page never shifts while banners load. Swiper's own stylesheet is
 * unlayered; it is steered through the custom properties it reads, set here from tokens.
 */
export const root = style(
  layered({
    position: 'relative',
    overflow: 'hidden',
    borderRadius: vars.radius.lg,
    background: vars.color.surface2,
    vars: {
      '--swiper-theme-color': vars.color.accent,
      '--swiper-pagination-color': vars.color.accent,
      '--swiper-pagination-bullet-inactive-color': vars.color.surface1,
      '--swiper-pagination-bullet-inactive-opacity': vars.opacity.inactive,
      '--swiper-pagination-bullet-size': vars.space.s8,
      '--swiper-pagination-bullet-width': vars.space.s8,
      '--swiper-pagination-bullet-horizontal-gap': vars.space.s4,
      '--swiper-pagination-bottom': vars.space.s8,
      '--swiper-wrapper-transition-timing-function': vars.motion.easeStandard,
    },
  }),
);

export const swiper = style(layered({ width: '100%', height: '100%' }));

export const slideButton = style(
  layered({
    display: 'block',
    width: '100%',
    height: '100%',
    padding: 0,
    border: 'none',
    background: 'transparent',
    cursor: 'pointer',
    selectors: {
      '&:focus-visible': focusRing({ inset: true, radius: vars.radius.lg }),
    },
  }),
);

/** A banner that leads nowhere: the picture alone. */
export const slideStill = style(layered({ display: 'block', width: '100%', height: '100%' }));

export const image = style(
  layered({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }),
);

/** A 44 px target whose visible bubble is smaller, so controls do not cover the artwork. */
export const control = style(
  layered({
    position: 'absolute',
    bottom: 0,
    zIndex: vars.zIndex.raised,
    display: 'grid',
    placeItems: 'center',
    width: vars.size.touch,
    height: vars.size.touch,
    padding: 0,
    border: 'none',
    background: 'transparent',
    color: vars.color.textPrimary,
    cursor: 'pointer',
    WebkitTapHighlightColor: 'transparent',
    selectors: {
      '&:focus-visible': focusRing({ inset: true, radius: vars.radius.full }),
    },
  }),
);

export const bubble = style(
  layered(pressable({ scale: vars.interaction.pressedScaleIcon, when: `${control}:active &` }), {
    display: 'grid',
    placeItems: 'center',
    width: vars.space.s32,
    height: vars.space.s32,
    borderRadius: vars.radius.full,
    background: vars.color.surface1,
    boxShadow: vars.shadow.sm,
    opacity: vars.opacity.overArt,
  }),
);

export const pause = style(layered({ insetInlineStart: 0 }));

export const previous = style(layered({ insetInlineEnd: vars.size.touch }));

export const next = style(layered({ insetInlineEnd: 0 }));
