import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';

export const state = style({
  display: 'grid',
  justifyItems: 'center',
  alignContent: 'center',
  gap: vars.space.s12,
  minHeight: '50dvh',
  padding: vars.space.s24,
  textAlign: 'center',
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size18,
  fontWeight: vars.font.weightBold,
  lineHeight: vars.font.lineHeightTight,
});

export const body = style({
  margin: 0,
  color: vars.color.textSecondary,
  maxWidth: '32em',
});

const pulse = keyframes({
  '0%': { opacity: vars.opacity.loading },
  '50%': { opacity: 1 },
  '100%': { opacity: vars.opacity.loading },
});

/** Grey blocks where the page will be: the loading placeholder. */
export const placeholder = style({
  display: 'grid',
  gap: vars.space.s12,
  width: '100%',
  boxSizing: 'border-box',
  padding: vars.space.s16,
});

export const block = style({
  height: vars.space.s48,
  borderRadius: vars.radius.md,
  background: vars.color.skeleton,
  animation: `${pulse} ${vars.motion.toastDefault} ${vars.motion.easeStandard} infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const blockTall = style([block, { height: vars.space.s64 }]);
