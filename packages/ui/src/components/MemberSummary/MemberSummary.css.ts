import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing, layered } from '../../theme/styleHelpers';

export const root = style(
  layered({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.s8,
    minWidth: 0,
    minHeight: vars.size.touch,
    color: vars.color.textPrimary,
    textDecoration: 'none',
    borderRadius: vars.radius.sm,
    WebkitTapHighlightColor: 'transparent',
    selectors: {
      '&:focus-visible': focusRing(),
    },
  }),
);

/** The avatar's box with the progress ring drawn around it. */
export const ring = style(
  layered({
    position: 'relative',
    display: 'inline-grid',
    placeItems: 'center',
    flexShrink: 0,
    width: `calc(${vars.size.avatar} + ${vars.space.s8})`,
    height: `calc(${vars.size.avatar} + ${vars.space.s8})`,
  }),
);

export const ringArt = style(
  layered({
    position: 'absolute',
    inset: 0,
    width: '100%',
    height: '100%',
    transform: 'rotate(-90deg)',
    fill: 'none',
    strokeWidth: vars.size.focusRing,
  }),
);

export const ringTrack = style(layered({ stroke: vars.color.surface3 }));

export const ringFill = style(layered({ stroke: vars.color.accent, strokeLinecap: 'round' }));

export const avatar = style(layered({ position: 'relative' }));

export const text = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.s2,
    flex: 1,
    minWidth: 0,
    fontFamily: vars.font.body,
    lineHeight: vars.font.lineHeightTight,
  }),
);

export const name = style(
  layered({
    fontSize: vars.font.size14,
    fontWeight: vars.font.weightBold,
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  }),
);

export const rank = style(
  layered({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.s4,
    minWidth: 0,
    color: vars.color.accentText,
    fontSize: vars.font.size12,
    fontWeight: vars.font.weightBold,
    whiteSpace: 'nowrap',
  }),
);

export const label = style(layered({ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' }));

export const percent = style(
  layered({
    flexShrink: 0,
    color: vars.color.textSecondary,
    fontFamily: vars.font.numeric,
    fontVariantNumeric: 'tabular-nums',
  }),
);
