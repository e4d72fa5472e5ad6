import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { layered } from '../../theme/styleHelpers';

export const root = style(
  layered({
    display: 'inline-flex',
    alignItems: 'center',
    maxWidth: '100%',
    paddingInlineStart: vars.space.s12,
    borderRadius: vars.radius.full,
    background: vars.color.surface2,
    boxShadow: `inset 0 0 0 ${vars.size.hairline} ${vars.color.border}`,
    color: vars.color.textPrimary,
    fontFamily: vars.font.numeric,
  }),
);

export const amount = style(
  layered({
    display: 'inline-flex',
    alignItems: 'baseline',
    // ₱39,357.24: the symbol sits against the figure, as every amount on the site.
    gap: 0,
    minWidth: 0,
    marginInlineEnd: vars.space.s4,
    fontSize: vars.font.size16,
    fontWeight: vars.font.weightBold,
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  }),
);

export const symbol = style(layered({ color: vars.color.accentText }));

export const masked = style(layered({ letterSpacing: '0.12em', color: vars.color.textSecondary }));

export const controls = style(
  layered({ display: 'inline-flex', alignItems: 'center', flexShrink: 0 }),
);

const spinKeyframes = keyframes({ to: { transform: 'rotate(1turn)' } });

/** Marks the refresh control while the wallet reloads; its glyph turns (rotation only). */
export const spinning = style({});

globalStyle(
  `${spinning} svg`,
  layered({
    animationName: spinKeyframes,
    animationDuration: vars.motion.spin,
    animationTimingFunction: 'linear',
    animationIterationCount: 'infinite',
    '@media': {
      '(prefers-reduced-motion: reduce)': { animationName: 'none', opacity: vars.opacity.loading },
    },
  }),
);

export const control = style(layered({ color: vars.color.textSecondary }));
