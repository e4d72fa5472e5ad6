import { createGlobalThemeContract } from '@vanilla-extract/css';

/**
 * The one theme contract. Variable names are stable (`--pd-…`) so the token build can emit
 * per-skin CSS for them without touching components.
 */
export const vars = createGlobalThemeContract(
  {
    color: {
      page: 'color-page',
      surface1: 'color-surface-1',
      textPrimary: 'color-text-primary',
      textOnAccent: 'color-text-on-accent',
      accent: 'color-accent',
      accentPressed: 'color-accent-pressed',
      border: 'color-border',
      focusRing: 'color-focus-ring',
      danger: 'color-danger',
    },
    space: { s2: 'space-2', s4: 'space-4', s8: 'space-8', s12: 'space-12', s16: 'space-16' },
    radius: { md: 'radius-md', full: 'radius-full' },
    font: { body: 'font-body', size16: 'font-size-16', weightBold: 'font-weight-bold' },
    size: { touch: 'size-touch', focusRing: 'size-focus-ring' },
    motion: { pressIn: 'motion-press-in', easeStandard: 'motion-ease-standard' },
  },
  (value) => `pd-${value}`,
);
