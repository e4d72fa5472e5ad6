import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { layered } from '../../theme/styleHelpers';

const fadeIn = keyframes({ from: { opacity: 0 } });
const fadeOut = keyframes({ to: { opacity: 0 } });
const popIn = keyframes({
  from: { opacity: 0, transform: `scale(${vars.interaction.enterScale})` },
});
const popOut = keyframes({
  to: { opacity: 0, transform: `scale(${vars.interaction.enterScale})` },
});
const timing = `${vars.motion.fast} ${vars.motion.easeStandard}`;

export const mask = style(
  layered({
    position: 'fixed',
    inset: 0,
    zIndex: vars.zIndex.dialog,
    background: vars.color.overlay,
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
    inset: 0,
    zIndex: vars.zIndex.dialog,
    margin: 'auto',
    width: `calc(100% - ${vars.space.s48})`,
    maxWidth: `calc(${vars.size.columnMax} - ${vars.space.s64})`,
    height: 'fit-content',
    maxHeight: vars.size.sheetMaxHeight,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.s8,
    paddingBlockStart: vars.space.s24,
    background: vars.color.surface1,
    color: vars.color.textPrimary,
    borderRadius: vars.radius.lg,
    boxShadow: `${vars.shadow.md}, inset 0 0 0 ${vars.size.hairline} ${vars.color.border}`,
    fontFamily: vars.font.body,
    outline: 'none',
    selectors: {
      '&[data-state="open"]': { animation: `${popIn} ${timing}` },
      '&[data-state="closed"]': { animation: `${popOut} ${timing}` },
    },
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none !important' } },
  }),
);

export const title = style(
  layered({
    margin: 0,
    paddingInline: vars.space.s24,
    fontSize: vars.font.size18,
    fontWeight: vars.font.weightBold,
    lineHeight: vars.font.lineHeightTight,
    textAlign: 'center',
  }),
);

export const body = style(
  layered({
    minHeight: 0,
    overflowY: 'auto',
    paddingInline: vars.space.s24,
    color: vars.color.textSecondary,
    fontSize: vars.font.size16,
    lineHeight: vars.font.lineHeightNormal,
    textAlign: 'center',
  }),
);

export const message = style(layered({ margin: 0 }));

export const actions = style(
  layered({
    display: 'flex',
    gap: vars.space.s12,
    padding: vars.space.s16,
    paddingBlockStart: vars.space.s16,
  }),
);

globalStyle(`${actions} > *`, layered({ flex: 1 }));

export const close = style(
  layered({ position: 'absolute', insetBlockStart: 0, insetInlineEnd: 0 }),
);
