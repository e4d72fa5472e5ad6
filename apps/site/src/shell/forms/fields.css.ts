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
