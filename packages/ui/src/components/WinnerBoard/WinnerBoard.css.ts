import { createVar, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing, layered } from '../../theme/styleHelpers';

/** How many rows the window shows, and how many winners there are. */
export const visibleRowsVar = createVar();
export const countVar = createVar();

const rowHeight = `calc(${vars.size.touch} + ${vars.space.s12})`;

export const root = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.s8,
    paddingBlock: vars.space.s12,
    borderRadius: vars.radius.lg,
    background: vars.color.surface1,
    boxShadow: `inset 0 0 0 ${vars.size.hairline} ${vars.color.border}`,
    color: vars.color.textPrimary,
    fontFamily: vars.font.body,
  }),
);

export const header = style(
  layered({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.s8,
    minHeight: vars.size.touch,
    paddingInline: vars.space.s16,
    paddingInlineEnd: vars.space.s4,
  }),
);

export const title = style(
  layered({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.s8,
    flex: 1,
    margin: 0,
    fontSize: vars.font.size16,
    fontWeight: vars.font.weightBold,
  }),
);

export const trophy = style(layered({ color: vars.color.accentText }));

export const control = style(layered({ color: vars.color.textSecondary }));

export const viewport = style({
  vars: { [visibleRowsVar]: '5', [countVar]: '0' },
  ...layered({
    maxHeight: `calc(${visibleRowsVar} * ${rowHeight})`,
    overflowY: 'auto',
    overscrollBehaviorY: 'contain',
    selectors: {
      '&:focus-visible': focusRing({ inset: true }),
    },
  }),
});

/** While rolling the window clips instead of scrolling. */
export const rollingViewport = style(layered({ overflowY: 'hidden' }));

const roll = keyframes({
  from: { transform: 'translateY(0)' },
  to: { transform: 'translateY(-50%)' },
});

/** Two copies of the list move up by one copy's height, then start over: a seamless loop. */
export const reel = style(
  layered({
    selectors: {
      '&[data-state]': {
        animationName: roll,
        animationDuration: `calc(${countVar} * 2 * ${vars.motion.bannerTransition})`,
        animationTimingFunction: 'linear',
        animationIterationCount: 'infinite',
        willChange: 'transform',
      },
      '&[data-state="paused"]': { animationPlayState: 'paused' },
      [`${viewport}:hover &, ${viewport}:focus-within &`]: { animationPlayState: 'paused' },
    },
    '@media': { '(prefers-reduced-motion: reduce)': { animationName: 'none' } },
  }),
);

export const list = style(layered({ margin: 0, padding: 0, listStyle: 'none' }));

export const row = style(
  layered({
    display: 'grid',
    gridTemplateColumns: `${vars.space.s24} ${vars.size.avatar} minmax(0, 1fr) auto`,
    alignItems: 'center',
    columnGap: vars.space.s12,
    boxSizing: 'border-box',
    height: rowHeight,
    paddingInline: vars.space.s16,
  }),
);

export const rank = style(
  layered({
    color: vars.color.textMuted,
    fontFamily: vars.font.numeric,
    fontSize: vars.font.size14,
    fontWeight: vars.font.weightBold,
    fontVariantNumeric: 'tabular-nums',
    textAlign: 'center',
  }),
);

export const topRank = style(layered({ color: vars.color.accentText }));

export const icon = style(
  layered({
    width: vars.size.avatar,
    height: vars.size.avatar,
    borderRadius: vars.radius.sm,
    objectFit: 'cover',
    background: vars.color.surface3,
  }),
);

export const who = style(layered({ display: 'flex', flexDirection: 'column', minWidth: 0 }));

const oneLine = {
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
} as const;

export const name = style(
  layered({ ...oneLine, fontSize: vars.font.size14, fontWeight: vars.font.weightSemibold }),
);

export const game = style(
  layered({ ...oneLine, color: vars.color.textSecondary, fontSize: vars.font.size12 }),
);

export const amount = style(
  layered({
    color: vars.color.accentText,
    fontFamily: vars.font.numeric,
    fontSize: vars.font.size14,
    fontWeight: vars.font.weightBold,
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
  }),
);

export const empty = style(
  layered({
    margin: 0,
    paddingInline: vars.space.s16,
    paddingBlock: vars.space.s12,
    color: vars.color.textMuted,
    fontSize: vars.font.size14,
  }),
);
