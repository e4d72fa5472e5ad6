import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { layered } from '../../theme/styleHelpers';

export const root = style(
  layered({ display: 'flex', flexDirection: 'column', gap: vars.space.s16, minWidth: 0 }),
);

/** Three columns across the 360-430 px phones the lobby is designed for (and the centred column beyond). */
export const grid = style(
  layered({
    display: 'grid',
    gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
    columnGap: vars.space.s12,
    rowGap: vars.space.s16,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  }),
);

/**
 * Off-screen tiles skip layout and paint. The reserved size approximates a tile (square art plus
 * two text lines) so the scrollbar does not jump; `auto` keeps the real size once seen.
 */
export const cell = style(
  layered({
    minWidth: 0,
    contentVisibility: 'auto',
    containIntrinsicSize: `auto calc(${vars.space.s64} * 2 + ${vars.space.s48})`,
  }),
);

/**
 * A cell of a virtualised grid, placed on its row and column. The containment `content-visibility:
 * auto` gives a cell on screen (so tiles paint as in `cell`), but never the estimated size: the
 * first and last rows are in the page while off screen, and every row is as high as the tallest
 * tile drawn, so an estimate would change them all.
 */
export const placedCell = style(layered({ minWidth: 0, contain: 'layout style paint' }));

export const more = style(layered({ display: 'flex', justifyContent: 'center' }));
