import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';

// The page, card and text styles that the account, records, member, wallet, rewards and agent
// pages share, so their sections line up alike.

export const page = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.s16,
  padding: vars.space.s16,
  minWidth: 0,
});

export const card = style({
  display: 'grid',
  gap: vars.space.s12,
  padding: vars.space.s16,
  borderRadius: vars.radius.lg,
  background: vars.color.surface1,
  border: `${vars.size.hairline} solid ${vars.color.divider}`,
  minWidth: 0,
});

export const heading = style({
  margin: 0,
  fontSize: vars.font.size16,
  fontWeight: vars.font.weightBold,
});

export const muted = style({
  margin: 0,
  color: vars.color.textSecondary,
  fontSize: vars.font.size14,
});
