import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '@playdeck/ui/theme';

export const fieldset = style({ border: 0, margin: 0, padding: 0, minInlineSize: 0 });

export const group = style({
  display: 'inline-grid',
  gridAutoFlow: 'column',
  gridAutoColumns: '1fr',
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  padding: vars.space.s2,
});

export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space.s4,
  fontSize: vars.font.size14,
  color: vars.color.textSecondary,
});

export const option = style({
  position: 'relative',
  display: 'grid',
  placeItems: 'center',
  minHeight: vars.size.touch,
  minWidth: vars.size.touch,
  paddingInline: vars.space.s16,
  borderRadius: vars.radius.full,
  fontWeight: vars.font.weightSemibold,
  color: vars.color.textSecondary,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': { background: vars.color.accent, color: vars.color.textOnAccent },
    '&:has(input:focus-visible)': focusRing(),
  },
});

export const input = style({
  position: 'absolute',
  inset: 0,
  opacity: 0,
  margin: 0,
  cursor: 'pointer',
});
