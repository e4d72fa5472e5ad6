import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const gallery = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(5, 1fr)',
  gap: vars.space.s12,
  listStyle: 'none',
  padding: 0,
  margin: 0,
  color: vars.color.textPrimary,
  fontFamily: vars.font.body,
});
export const galleryCell = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.s4,
  padding: vars.space.s8,
  borderRadius: vars.radius.sm,
  background: vars.color.surface1,
});
export const galleryName = style({ fontSize: vars.font.size12, color: vars.color.textSecondary });
