import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing, layered } from '../../theme/styleHelpers';

const fadeIn = keyframes({ from: { opacity: 0 } });
const fadeOut = keyframes({ to: { opacity: 0 } });
const slideUp = keyframes({ from: { transform: 'translateY(100%)' } });
const slideDown = keyframes({ to: { transform: 'translateY(100%)' } });

const timing = `${vars.motion.sheet} ${vars.motion.easeStandard}`;

export const mask = style(
  layered({
    position: 'fixed',
    inset: 0,
    zIndex: vars.zIndex.sheet,
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

export const sheet = style(
  layered({
    position: 'fixed',
    insetInline: 0,
    bottom: 0,
    zIndex: vars.zIndex.sheet,
    marginInline: 'auto',
    width: '100%',
    maxWidth: vars.size.columnMax,
    maxHeight: vars.size.sheetMaxHeight,
    display: 'flex',
    flexDirection: 'column',
    background: vars.color.surface1,
    color: vars.color.textPrimary,
    borderStartStartRadius: vars.radius.xl,
    borderStartEndRadius: vars.radius.xl,
    boxShadow: `${vars.shadow.md}, inset 0 ${vars.size.hairline} 0 ${vars.color.border}`,
    fontFamily: vars.font.body,
    outline: 'none',
    touchAction: 'pan-y',
    selectors: {
      '&[data-state="open"]': { animation: `${slideUp} ${timing}` },
      '&[data-state="closed"]': { animation: `${slideDown} ${timing}` },
      '&[data-dragging]': { transition: 'none' },
    },
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none !important' } },
  }),
);

/** The handle row is the drag area: tall enough to grab, the bar itself is decoration. */
export const handleArea = style(
  layered({
    display: 'flex',
    justifyContent: 'center',
    paddingBlock: vars.space.s8,
    cursor: 'grab',
    touchAction: 'none',
  }),
);

export const handleBar = style(
  layered({
    width: vars.space.s40,
    height: vars.space.s4,
    borderRadius: vars.radius.full,
    background: vars.color.border,
  }),
);

export const header = style(
  layered({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.s8,
    paddingInlineStart: vars.space.s16,
    paddingInlineEnd: vars.space.s4,
    minHeight: vars.size.touch,
    // The title row is a handle too: a finger dragging it down moves the sheet, not the page.
    touchAction: 'none',
  }),
);

export const title = style(
  layered({
    flex: 1,
    margin: 0,
    fontSize: vars.font.size18,
    fontWeight: vars.font.weightBold,
    lineHeight: vars.font.lineHeightTight,
  }),
);

export const description = style(
  layered({
    margin: 0,
    paddingInline: vars.space.s16,
    color: vars.color.textSecondary,
    fontSize: vars.font.size14,
  }),
);

export const body = style(
  layered({
    flex: 1,
    minHeight: 0,
    overflowY: 'auto',
    overscrollBehavior: 'contain',
    padding: vars.space.s16,
    selectors: {
      '&:focus-visible': focusRing({ inset: true }),
    },
  }),
);

export const footer = style(
  layered({
    display: 'flex',
    gap: vars.space.s12,
    padding: vars.space.s16,
    paddingBottom: `max(${vars.space.s16}, env(safe-area-inset-bottom))`,
    borderTop: `${vars.size.hairline} solid ${vars.color.border}`,
  }),
);

export const bottomInset = style(
  layered({ paddingBottom: `max(${vars.space.s16}, env(safe-area-inset-bottom))` }),
);
