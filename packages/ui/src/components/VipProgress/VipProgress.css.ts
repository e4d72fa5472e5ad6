import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { layered } from '../../theme/styleHelpers';

export const root = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.s4,
    minWidth: 0,
    fontFamily: vars.font.body,
  }),
);

export const header = style(
  layered({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.s8,
  }),
);

export const rank = style(
  layered({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.s4,
    minWidth: 0,
    color: vars.color.accentText,
    fontSize: vars.font.size12,
    fontWeight: vars.font.weightBold,
    letterSpacing: '0.04em',
    textTransform: 'uppercase',
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  }),
);

export const percent = style(
  layered({
    marginInlineStart: 'auto',
    color: vars.color.textSecondary,
    fontFamily: vars.font.numeric,
    fontSize: vars.font.size12,
    fontWeight: vars.font.weightSemibold,
    fontVariantNumeric: 'tabular-nums',
  }),
);

export const track = style(
  layered({
    position: 'relative',
    height: vars.space.s8,
    borderRadius: vars.radius.full,
    background: vars.color.surface3,
    boxShadow: `inset 0 0 0 ${vars.size.hairline} ${vars.color.border}`,
    overflow: 'hidden',
  }),
);

export const fill = style(
  layered({
    position: 'absolute',
    inset: 0,
    borderRadius: 'inherit',
    background: `linear-gradient(90deg, ${vars.color.jackpotStart}, ${vars.color.accent})`,
    transformOrigin: 'left center',
    transitionProperty: 'transform',
    transitionDuration: vars.motion.page,
    transitionTimingFunction: vars.motion.easeStandard,
    selectors: { '[dir="rtl"] &': { transformOrigin: 'right center' } },
    '@media': { '(prefers-reduced-motion: reduce)': { transitionDuration: '0s' } },
  }),
);
