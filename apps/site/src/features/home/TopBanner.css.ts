import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';

export const banner = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.s8,
  paddingInlineStart: vars.space.s12,
  paddingInlineEnd: vars.space.s4,
  paddingBlock: vars.space.s4,
  background: vars.color.surface2,
  borderBottom: `${vars.size.hairline} solid ${vars.color.divider}`,
});

export const text = style({ display: 'grid', flex: 1, minWidth: 0 });

export const title = style({
  fontWeight: vars.font.weightBold,
  fontSize: vars.font.size14,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const subtitle = style({ fontSize: vars.font.size12, color: vars.color.accentText });
