import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing, layered } from '../../theme/styleHelpers';

export const toggle = style(
  layered({
    display: 'inline-grid',
    placeItems: 'center',
    flexShrink: 0,
    width: vars.size.touch,
    height: vars.size.touch,
    padding: 0,
    border: 'none',
    borderRadius: vars.radius.full,
    background: 'transparent',
    color: vars.color.textPrimary,
    cursor: 'pointer',
    WebkitTapHighlightColor: 'transparent',
    transitionProperty: 'transform',
    transitionDuration: vars.motion.pressIn,
    transitionTimingFunction: vars.motion.easeStandard,
    selectors: {
      '&:active:not(:disabled)': { transform: 'scale(0.9)' },
      '&:disabled': { cursor: 'not-allowed', opacity: 0.5 },
      '&:focus-visible': focusRing({ inset: true }),
    },
  }),
);

/** Both glyphs share one cell; the one for the current mode turns in, the other fades out. */
export const glyph = style(
  layered({
    gridArea: '1 / 1',
    opacity: 0,
    transform: 'rotate(-90deg) scale(0.5)',
    transitionProperty: 'transform, opacity',
    transitionDuration: vars.motion.fast,
    transitionTimingFunction: vars.motion.easeStandard,
    selectors: {
      '&[data-current]': { opacity: 1, transform: 'none' },
    },
  }),
);
