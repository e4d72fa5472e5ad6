import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui';

export const frame = style({ minHeight: '100dvh', display: 'flex', flexDirection: 'column' });
export const header = style({
  minHeight: vars.size.touch,
  display: 'flex',
  alignItems: 'center',
  paddingInline: vars.space.s16,
  background: vars.color.surface1,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const logo = style({ fontWeight: vars.font.weightBold });
export const main = style({ flex: 1, padding: vars.space.s16 });
