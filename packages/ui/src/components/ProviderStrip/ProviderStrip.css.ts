import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing, layered, pressable } from '../../theme/styleHelpers';

export const root = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.s8,
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
    paddingInlineStart: vars.space.s16,
  }),
);

export const title = style(
  layered({
    margin: 0,
    color: vars.color.textPrimary,
    fontSize: vars.font.size16,
    fontWeight: vars.font.weightBold,
  }),
);

export const more = style(
  layered({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.s2,
    minHeight: vars.size.touch,
    marginInlineStart: 'auto',
    paddingInline: vars.space.s12,
    border: 'none',
    borderRadius: vars.radius.full,
    background: 'transparent',
    color: vars.color.accentText,
    font: 'inherit',
    fontSize: vars.font.size14,
    fontWeight: vars.font.weightSemibold,
    textDecoration: 'none',
    cursor: 'pointer',
    selectors: {
      '&:focus-visible': focusRing({ inset: true }),
    },
  }),
);

export const list = style(
  layered({
    display: 'grid',
    gridAutoFlow: 'column',
    gap: vars.space.s8,
    margin: 0,
    paddingBlock: vars.space.s2,
    paddingInline: vars.space.s16,
    listStyle: 'none',
  }),
);

/** Scroll row: as many logos as there are, swiped sideways. */
export const scroll = style(
  layered({
    gridAutoColumns: `calc(${vars.space.s64} + ${vars.space.s40})`,
    overflowX: 'auto',
    overscrollBehaviorX: 'contain',
    scrollbarWidth: 'none',
    scrollSnapType: 'x proximity',
    scrollPaddingInline: vars.space.s16,
    selectors: { '&::-webkit-scrollbar': { display: 'none' } },
  }),
);

/** Row: a fixed number of logos sharing the width; the rest are one "more" away. */
export const row = style(layered({ gridAutoColumns: 'minmax(0, 1fr)' }));

export const logoButton = style(
  layered(pressable(), {
    position: 'relative',
    display: 'grid',
    placeItems: 'center',
    boxSizing: 'border-box',
    width: '100%',
    aspectRatio: '2',
    minHeight: vars.size.touch,
    padding: vars.space.s8,
    border: 'none',
    borderRadius: vars.radius.md,
    background: vars.color.surface2,
    boxShadow: `inset 0 0 0 ${vars.size.hairline} ${vars.color.border}`,
    color: vars.color.textPrimary,
    font: 'inherit',
    fontSize: vars.font.size12,
    fontWeight: vars.font.weightBold,
    textDecoration: 'none',
    scrollSnapAlign: 'start',
    cursor: 'pointer',
    WebkitTapHighlightColor: 'transparent',
    selectors: {
      '&[aria-pressed="true"]': {
        boxShadow: `inset 0 0 0 ${vars.size.focusRing} ${vars.color.accent}`,
      },
      '&:focus-visible': focusRing(),
    },
  }),
);

/**
 * Vendors serve white logos, so each sits on a dark plate (the overlay token is dark in every mode)
 * inside the tile, leaving a rim for the selection ring.
 */
export const plate = style(
  layered({
    position: 'absolute',
    inset: vars.space.s4,
    display: 'grid',
    placeItems: 'center',
    padding: vars.space.s4,
    borderRadius: vars.radius.sm,
    background: vars.color.overlay,
  }),
);

export const logo = style(
  layered({
    display: 'block',
    width: '100%',
    height: '100%',
    objectFit: 'contain',
  }),
);

export const logoText = style(
  layered({
    maxWidth: '100%',
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  }),
);
