import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { focusRing, vars } from '@playdeck/ui/theme';

/** The centred column (max 480 px) on wide screens, inside the safe-area insets. */
export const frame = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100dvh',
  maxWidth: vars.size.columnMax,
  marginInline: 'auto',
  paddingInline: 'env(safe-area-inset-left) env(safe-area-inset-right)',
  background: vars.color.page,
  boxShadow: vars.shadow.md,
});

/** A wrapper that adds no box (the sticky top bar stays sticky). */
export const contents = style({ display: 'contents' });

// Two identical fades: switching between them restarts the animation on every new page without
// remounting the page (spec 1 §9: page transition 300 ms). Opacity only: a transform would make
// <main> the containing block of the page's fixed parts while it runs.
const pageInA = keyframes({ from: { opacity: 0 } });
const pageInB = keyframes({ from: { opacity: 0 } });
const pageTiming = `${vars.motion.page} ${vars.motion.easeStandard}`;

export const main = style({
  flex: 1,
  outline: 'none',
  selectors: {
    '&[data-page-enter="a"]': { animation: `${pageInA} ${pageTiming}` },
    '&[data-page-enter="b"]': { animation: `${pageInB} ${pageTiming}` },
  },
  // The motion token is 0 ms under reduced motion already; no animation at all is plainer still.
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none !important' } },
});

/**
 * The footer waits for the page: shown under a loading placeholder or a skeleton it would sit in
 * view and then jump down when the page arrives (a layout shift).
 */
export const footerSlot = style({ display: 'contents' });
globalStyle(`${main}:has([data-page-loading], [data-skeleton]) ~ ${footerSlot}`, {
  display: 'none',
});

/** Room for the fixed bottom menu and the home indicator. */
export const withBottomNav = style({
  paddingBottom: `calc(${vars.size.bottomNav} + env(safe-area-inset-bottom))`,
});

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.s8,
  insetBlockStart: vars.space.s8,
  zIndex: vars.zIndex.toast,
  padding: vars.space.s8,
  borderRadius: vars.radius.sm,
  background: vars.color.accent,
  color: vars.color.textOnAccent,
  fontWeight: vars.font.weightBold,
  transform: 'translateY(-200%)',
  selectors: {
    '&:focus-visible': { transform: 'none', ...focusRing({ offset: null }) },
  },
});

// Plain links in page text (not components' links, which bring their own colour in the ui layer).
globalStyle(`${main} :where(a:not([class]))`, { color: vars.color.accentText });
