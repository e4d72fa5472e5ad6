import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { layered } from '../../theme/styleHelpers';

const fadeIn = keyframes({ from: { opacity: 0 } });
const fadeOut = keyframes({ to: { opacity: 0 } });
const slideIn = keyframes({ from: { transform: 'translateX(100%)' } });
const slideOut = keyframes({ to: { transform: 'translateX(100%)' } });
const slideInLeft = keyframes({ from: { transform: 'translateX(-100%)' } });
const slideOutLeft = keyframes({ to: { transform: 'translateX(-100%)' } });
const timing = `${vars.motion.page} ${vars.motion.easeStandard}`;

export const mask = style(
  layered({
    position: 'fixed',
    inset: 0,
    zIndex: vars.zIndex.overlay,
    background: vars.color.overlay,
    // A drag on the mask does not scroll the page behind.
    touchAction: 'none',
    selectors: {
      '&[data-state="open"]': { animation: `${fadeIn} ${timing}` },
      '&[data-state="closed"]': { animation: `${fadeOut} ${timing}` },
    },
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none !important' } },
  }),
);

export const panel = style(
  layered({
    position: 'fixed',
    insetBlock: 0,
    insetInlineEnd: 0,
    zIndex: vars.zIndex.overlay,
    width: vars.size.sidePanel,
    maxWidth: `calc(100% - ${vars.size.touch})`,
    display: 'flex',
    flexDirection: 'column',
    background: vars.color.surface1,
    color: vars.color.textPrimary,
    boxShadow: vars.shadow.md,
    fontFamily: vars.font.body,
    outline: 'none',
    paddingTop: 'env(safe-area-inset-top)',
    paddingBottom: 'env(safe-area-inset-bottom)',
    // Vertical pans scroll the menu; sideways ones reach the swipe to close.
    touchAction: 'pan-y',
    selectors: {
      '&[data-state="open"]': { animation: `${slideIn} ${timing}` },
      '&[data-state="closed"]': { animation: `${slideOut} ${timing}` },
      '&[data-dragging]': { transition: 'none' },
    },
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none !important' } },
  }),
);

export const header = style(
  layered({
    display: 'flex',
    alignItems: 'center',
    minHeight: vars.size.header,
    paddingInlineStart: vars.space.s16,
    paddingInlineEnd: vars.space.s4,
    borderBottom: `${vars.size.hairline} solid ${vars.color.border}`,
  }),
);

export const title = style(
  layered({
    flex: 1,
    margin: 0,
    fontSize: vars.font.size16,
    fontWeight: vars.font.weightBold,
  }),
);

export const body = style(
  layered({
    flex: 1,
    minHeight: 0,
    overflowY: 'auto',
    overscrollBehavior: 'contain',
    padding: vars.space.s16,
    paddingBottom: `calc(${vars.space.s16} + env(safe-area-inset-bottom))`,
  }),
);

/** The panel on the left edge (the game category menu). */
export const left = style(
  layered({
    insetInlineEnd: 'auto',
    insetInlineStart: 0,
    selectors: {
      '&[data-state="open"]': { animation: `${slideInLeft} ${timing}` },
      '&[data-state="closed"]': { animation: `${slideOutLeft} ${timing}` },
    },
  }),
);
