import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';

export const page = style({
  minHeight: '100dvh',
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignContent: 'center',
  gap: vars.space.s12,
  padding: vars.space.s16,
  textAlign: 'center',
});
export const title = style({
  fontSize: vars.font.size16,
  fontWeight: vars.font.weightBold,
  margin: 0,
});
export const body = style({ margin: 0 });
