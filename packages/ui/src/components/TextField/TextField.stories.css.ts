import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** A phone-width column for form stories. */
export const frame = style({
  width: `calc(100vw - ${vars.space.s32})`,
  maxWidth: vars.size.columnMax,
});
