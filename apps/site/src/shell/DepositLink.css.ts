import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';

export const wrap = style({ position: 'relative', display: 'grid' });

/** The bonus badge on the button's top corner, inside the button's box (nothing pokes out). */
export const badge = style({
  position: 'absolute',
  insetBlockStart: `calc(-1 * ${vars.space.s8})`,
  insetInlineEnd: vars.space.s4,
  paddingInline: vars.space.s4,
  borderRadius: vars.radius.full,
  background: vars.color.hot,
  color: vars.color.textOnHot,
  fontSize: vars.font.size12,
  fontWeight: vars.font.weightBold,
  lineHeight: vars.font.lineHeightNormal,
  pointerEvents: 'none',
});
