import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { layered } from '../../theme/styleHelpers';

export const digits = style(layered({ fontVariantNumeric: 'tabular-nums' }));

/**
 * Sending, sent and the countdown are information the player reads, so they stay legible instead
 * of taking the faded disabled look.
 */
export const button = style(
  layered({
    selectors: {
      '&[data-phase][aria-disabled="true"]:not(:disabled)': {
        opacity: 1,
        cursor: 'default',
        color: vars.color.textSecondary,
      },
    },
  }),
);
