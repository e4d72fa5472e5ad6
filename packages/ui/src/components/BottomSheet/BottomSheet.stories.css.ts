import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });
export const row = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.touch,
  borderBottom: `${vars.size.hairline} solid ${vars.color.border}`,
  fontSize: vars.font.size16,
});
