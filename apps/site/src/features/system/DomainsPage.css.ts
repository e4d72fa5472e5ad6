import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '@playdeck/ui/theme';

export const list = style({
  display: 'grid',
  gap: vars.space.s12,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const head = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.s8,
});

export const name = style({ fontWeight: vars.font.weightBold });

export const here = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.s4,
  color: vars.color.success,
  fontSize: vars.font.size14,
  fontWeight: vars.font.weightSemibold,
});

/** Addresses are long: they wrap anywhere rather than leave the card. */
export const url = style({
  margin: 0,
  fontFamily: vars.font.numeric,
  overflowWrap: 'anywhere',
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.s8 });

export const open = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.s4,
  minHeight: vars.size.touch,
  paddingInline: vars.space.s12,
  color: vars.color.accentText,
  fontWeight: vars.font.weightSemibold,
  textDecoration: 'none',
  selectors: {
    '&:focus-visible': focusRing(),
  },
});
