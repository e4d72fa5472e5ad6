import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';

/** The dialling-code control inside the mobile field's start. */
export const dialButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.s4,
  minHeight: vars.size.touch,
  paddingInline: vars.space.s4,
  border: 0,
  background: 'none',
  color: vars.color.textPrimary,
  font: 'inherit',
  fontWeight: vars.font.weightSemibold,
  cursor: 'pointer',
  ':focus-visible': {
    outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`,
    borderRadius: vars.radius.xs,
  },
});

/** A sentence of a form: its call failure under the fields, or a word from the site above them. */
export const notice = style({
  margin: 0,
  padding: vars.space.s12,
  borderRadius: vars.radius.md,
  background: vars.color.surface2,
  color: vars.color.textPrimary,
  fontSize: vars.font.size14,
  lineHeight: vars.font.lineHeightNormal,
});
