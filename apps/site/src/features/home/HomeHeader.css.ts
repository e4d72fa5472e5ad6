import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing, vars } from '@playdeck/ui/theme';

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.header,
  background: vars.color.surface1,
  borderBottom: `${vars.size.hairline} solid ${vars.color.divider}`,
});

export const row = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.s8,
  minHeight: vars.size.header,
  paddingInline: vars.space.s12,
});

/** The logo gives way first on a narrow phone (it scales down); the controls never do. */
export const logoLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  flex: '0 1 auto',
  minWidth: 0,
  minHeight: vars.size.touch,
  borderRadius: vars.radius.sm,
  ':focus-visible': focusRing(),
});
globalStyle(`${logoLink} > *`, { flexShrink: 1, maxWidth: '100%' });

export const end = style({
  display: 'flex',
  alignItems: 'center',
  flexShrink: 0,
  gap: vars.space.s4,
});

/** The member's summary and balance, the header's second row. */
export const memberBar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.s8,
  paddingBlockEnd: vars.space.s4,
  paddingInline: vars.space.s12,
});

export const summary = style({ flex: 1, minWidth: 0 });

export const balance = style({ flexShrink: 0 });
