import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing, layered, pressable } from '../../theme/styleHelpers';

/** The carousel: the slides, then a row of controls under them (never over the content). */
export const root = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.s4,
    minWidth: 0,
    fontFamily: vars.font.body,
    vars: {
      '--swiper-wrapper-transition-timing-function': vars.motion.easeStandard,
    },
  }),
);

/** Around the slides: the box a mouse rests on to hold them. */
export const slides = style(layered({ minWidth: 0 }));

export const viewport = style(layered({ width: '100%', minWidth: 0, overflow: 'hidden' }));

/** A slide's box; slides sit side by side with a gap made of their own padding. */
export const slide = style(
  layered({
    boxSizing: 'border-box',
    height: 'auto',
    paddingInline: vars.space.s4,
  }),
);

/** The share of the width one slide takes (one over the slides per view). */
export const slideShare = createVar();

/** Before Swiper has started (or without it): the first slides side by side, the rest hidden. */
export const still = style(
  layered({
    display: 'grid',
    gridAutoFlow: 'column',
    gridAutoColumns: slideShare,
    overflow: 'hidden',
  }),
);

export const controls = style(
  layered({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'flex-end',
    gap: vars.space.s4,
    minHeight: vars.size.touch,
    paddingInline: vars.space.s4,
  }),
);

export const pause = style(layered({ marginInlineEnd: 'auto' }));

/** A 44 px target with a smaller visible bubble. */
export const control = style(
  layered({
    display: 'grid',
    placeItems: 'center',
    width: vars.size.touch,
    height: vars.size.touch,
    padding: 0,
    border: 'none',
    borderRadius: vars.radius.full,
    background: 'transparent',
    color: vars.color.textPrimary,
    cursor: 'pointer',
    WebkitTapHighlightColor: 'transparent',
    selectors: {
      '&:focus-visible': focusRing({ inset: true }),
      '&:disabled': { color: vars.color.textMuted, cursor: 'default' },
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
    background: vars.color.surface2,
    boxShadow: `inset 0 0 0 ${vars.size.hairline} ${vars.color.border}`,
  }),
);
