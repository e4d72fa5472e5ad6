import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing, layered } from '../../theme/styleHelpers';

export const list = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.s12,
    fontFamily: vars.font.body,
  }),
);

export const item = style(
  layered({
    overflow: 'hidden',
    borderRadius: vars.radius.lg,
    background: vars.color.surface1,
    boxShadow: `inset 0 0 0 ${vars.size.hairline} ${vars.color.border}`,
    selectors: {
      '&[data-open]': { boxShadow: `inset 0 0 0 ${vars.size.hairline} ${vars.color.accent}` },
    },
  }),
);

export const heading = style(layered({ margin: 0 }));

export const trigger = style(
  layered({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.s12,
    width: '100%',
    minHeight: vars.size.touch,
    padding: vars.space.s12,
    paddingInlineStart: vars.space.s16,
    border: 'none',
    background: 'transparent',
    color: vars.color.textPrimary,
    font: 'inherit',
    fontSize: vars.font.size16,
    fontWeight: vars.font.weightSemibold,
    textAlign: 'start',
    cursor: 'pointer',
    WebkitTapHighlightColor: 'transparent',
    selectors: {
      '&:focus-visible': focusRing({ inset: true, radius: vars.radius.lg }),
      '&:active': { background: vars.color.surface2 },
    },
  }),
);

export const headerContent = style(layered({ flex: 1, minWidth: 0 }));

export const chevron = style(
  layered({
    color: vars.color.textSecondary,
    transitionProperty: 'transform',
    transitionDuration: vars.motion.fast,
    transitionTimingFunction: vars.motion.easeStandard,
    selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
    '@media': { '(prefers-reduced-motion: reduce)': { transitionDuration: '0s' } },
  }),
);

export const panel = style(
  layered({
    paddingInline: vars.space.s16,
    paddingBlockEnd: vars.space.s16,
    color: vars.color.textSecondary,
    fontSize: vars.font.size14,
    lineHeight: vars.font.lineHeightNormal,
  }),
);
