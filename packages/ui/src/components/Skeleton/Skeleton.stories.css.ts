import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const tiles = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, 1fr)',
  gap: vars.space.s12,
});
export const row = style({ display: 'flex', flexDirection: 'column', gap: vars.space.s8 });
export const inline = style({ display: 'flex', alignItems: 'center', gap: vars.space.s12 });
