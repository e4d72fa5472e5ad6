import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.header,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.s8,
  minHeight: vars.size.header,
  paddingInline: vars.space.s12,
  background: vars.color.surface1,
  borderBottom: `${vars.size.hairline} solid ${vars.color.divider}`,
});

export const logoLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touch,
  borderRadius: vars.radius.sm,
  ':focus-visible': {
    outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`,
    outlineOffset: vars.space.s2,
  },
});

export const end = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.s8,
  minWidth: 0,
});
