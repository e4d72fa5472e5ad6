import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '@playdeck/ui/theme';
import { card, heading, muted } from '../../shell/sections.css';

export { card, heading, muted };

export const page = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignContent: 'start',
  gap: vars.space.s16,
  padding: vars.space.s16,
  minWidth: 0,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size18,
  fontWeight: vars.font.weightBold,
  overflowWrap: 'anywhere',
});

export const list = style({
  display: 'grid',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** One fact: what it is on the left, its state and action on the right. */
export const item = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.s8,
  minHeight: vars.size.touch,
  paddingBlock: vars.space.s8,
  borderBottom: `${vars.size.hairline} solid ${vars.color.divider}`,
  selectors: { '&:last-child': { borderBottom: 'none' } },
});

export const itemLabel = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.s8,
  margin: 0,
  fontSize: vars.font.size16,
  fontWeight: vars.font.weightSemibold,
});

export const itemValue = style({
  margin: 0,
  color: vars.color.textSecondary,
  fontSize: vars.font.size14,
  textAlign: 'end',
  overflowWrap: 'anywhere',
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.s4,
  minHeight: vars.size.touch,
  color: vars.color.accentText,
  fontWeight: vars.font.weightSemibold,
  textDecoration: 'none',
  selectors: {
    '&:focus-visible': focusRing({ radius: vars.radius.sm }),
  },
});

export const profile = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.s12,
  minWidth: 0,
});

export const profileText = style({ display: 'grid', gap: vars.space.s2, minWidth: 0 });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: vars.space.s8,
  margin: 0,
  fontSize: vars.font.size14,
});

export const factLabel = style({ color: vars.color.textSecondary });

export const factValue = style({ margin: 0, textAlign: 'end', overflowWrap: 'anywhere' });
