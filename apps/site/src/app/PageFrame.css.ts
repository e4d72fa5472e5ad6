import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';

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

export const main = style({
  flex: 1,
  outline: 'none',
});

/**
 * The footer waits for the page: shown under a loading placeholder it would sit in view and then
 * jump down when the page arrives (a layout shift).
 */
export const footerSlot = style({ display: 'contents' });
globalStyle(`${main}:has([data-page-loading]) ~ ${footerSlot}`, { display: 'none' });

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
    '&:focus-visible': {
      transform: 'none',
      outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`,
    },
  },
});

globalStyle(`${main} :where(a)`, { color: vars.color.accentText });
