import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/styleHelpers';

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });
export const entry = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.s12,
  minHeight: vars.size.touch,
  paddingInline: vars.space.s16,
  color: vars.color.textPrimary,
  textDecoration: 'none',
  fontSize: vars.font.size16,
  ':focus-visible': focusRing({ inset: true }),
});
