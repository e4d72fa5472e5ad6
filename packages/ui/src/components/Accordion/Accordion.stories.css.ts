import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const title = style({ display: 'block' });
export const dates = style({
  display: 'block',
  color: vars.color.textSecondary,
  fontSize: vars.font.size12,
  fontWeight: vars.font.weightRegular,
  fontVariantNumeric: 'tabular-nums',
});
