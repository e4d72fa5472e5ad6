import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing, layered, pressable } from '../../theme/styleHelpers';

export const toggle = style(
  layered(
    pressable({ scale: vars.interaction.pressedScaleIcon, when: '&:active:not(:disabled)' }),
    {
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
      selectors: {
        '&:disabled': { cursor: 'not-allowed', opacity: vars.interaction.disabledOpacity },
        '&:focus-visible': focusRing({ inset: true }),
      },
    },
  ),
);

/** Both glyphs share one cell; the one for the current mode turns in, the other fades out. */
export const glyph = style(
  layered({
    gridArea: '1 / 1',
    opacity: 0,
    transform: `rotate(-90deg) scale(${vars.interaction.swapScale})`,
    transitionProperty: 'transform, opacity',
    transitionDuration: vars.motion.fast,
    transitionTimingFunction: vars.motion.easeStandard,
    selectors: {
      '&[data-current]': { opacity: 1, transform: 'none' },
    },
  }),
);
