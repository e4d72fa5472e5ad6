import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '@playdeck/ui/theme';
import { page, card, heading, muted, tile, tileGrid } from '../../shell/sections.css';

export { page, card, heading, muted, tile, tileGrid };

export const profile = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.s12,
  minWidth: 0,
});

export const profileText = style({ display: 'grid', gap: vars.space.s2, minWidth: 0 });

export const name = style({
  margin: 0,
  fontSize: vars.font.size18,
  fontWeight: vars.font.weightBold,
  overflowWrap: 'anywhere',
});

export const actions = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.s8,
});

/** Base layout: one entry per row. */
export const list = style({
  display: 'grid',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const entryBase = {
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.s12,
  minHeight: vars.size.touch,
  color: vars.color.textPrimary,
  textDecoration: 'none',
  background: 'none',
  border: 0,
  font: 'inherit',
  cursor: 'pointer',
  width: '100%',
  textAlign: 'start',
  borderRadius: vars.radius.md,
  selectors: {
    '&:focus-visible': focusRing(),
  },
} as const;

export const row = style({
  ...entryBase,
  paddingInline: vars.space.s4,
  borderBlockEnd: `${vars.size.hairline} solid ${vars.color.divider}`,
});

export const rowLabel = style({ flex: 1, minWidth: 0 });

/** The agency centre entry for agents: a card-wide link to the agent home. */
export const agency = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.s12,
  minHeight: vars.size.touch,
  padding: vars.space.s16,
  borderRadius: vars.radius.lg,
  background: vars.color.surface1,
  border: `${vars.size.hairline} solid ${vars.color.accent}`,
  color: vars.color.textPrimary,
  textDecoration: 'none',
  selectors: {
    '&:focus-visible': focusRing(),
  },
});

export const agencyIcon = style({ color: vars.color.accentText, flexShrink: 0 });

export const agencyText = style({ display: 'grid', gap: vars.space.s2, flex: 1, minWidth: 0 });

export const agencyTitle = style({ fontWeight: vars.font.weightBold });
