import {
  useCallback,
  useDeferredValue,
  useEffect,
  useLayoutEffect,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { defaultRangeExtractor, useWindowVirtualizer, type Range } from '@tanstack/react-virtual';

export interface VirtualRowsProps {
  /** The grid (a `ul` whose rows are `1fr` each, so every row, drawn or not, has a tile's height). */
  list: RefObject<HTMLUListElement | null>;
  count: number;
  columns: number;
  /** Draws the cell of a game: an `li` with `aria-posinset` (index + 1) placed on its row and column. */
  renderCell: (index: number) => ReactNode;
}

/** Rows drawn beyond the view on each side, so a fast scroll finds tiles there. */
const OVERSCAN_ROWS = 3;
/** Until the grid is measured: about a tile row of a phone. */
const ROW_GUESS_PX = 180;

/** The focused tile's row and the rows on either side (none without a focused tile). */
function focusRows(focusRow: number | null, rows: number): number[] {
  if (focusRow === null) return [];
  return [focusRow - 1, focusRow, focusRow + 1].filter((r) => r >= 0 && r < rows);
}

/**
 * The cells of the rows near the view (the page scrolls, not the grid) for a long game grid:
 * TanStack Virtual's window virtualiser picks the rows; the grid itself places them, so the page's
 * height is the whole list's from the start and a row that comes or goes moves nothing. Always
 * drawn as well: the first and last rows (Tab from above the list reaches the first game, Shift+Tab
 * from below it the last) and the focused tile's row with the rows on either side (a focused tile
 * is never removed, and Tab and Shift+Tab move to the next and previous games).
 */
export function VirtualRows({ list, count, columns, renderCell }: VirtualRowsProps) {
  const rows = Math.ceil(count / columns);
  const [box, setBox] = useState({ top: 0, stride: 0 });
  const [focusRow, setFocusRow] = useState<number | null>(null);

  // Where the grid starts in the page and how far apart its rows are, read from the grid itself:
  // again when it or anything in the page changes size (a banner closed, fonts loaded).
  useLayoutEffect(() => {
    const ul = list.current;
    if (!ul) return;
    const measure = () => {
      const rect = ul.getBoundingClientRect();
      const gap = Number.parseFloat(getComputedStyle(ul).rowGap) || 0;
      const next = { top: rect.top + window.scrollY, stride: (rect.height + gap) / rows };
      setBox((b) =>
        Math.abs(b.top - next.top) < 0.5 && Math.abs(b.stride - next.stride) < 0.5 ? b : next,
      );
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(ul);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [list, rows]);

  // The row of the focused tile, followed through focus moves (not through the window losing focus).
  useEffect(() => {
    const ul = list.current;
    if (!ul) return;
    const rowOf = (el: Element | null) => {
      const li = el?.closest('li[aria-posinset]');
      if (!li || !ul.contains(li)) return null;
      return Math.floor((Number(li.getAttribute('aria-posinset')) - 1) / columns);
    };
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onIn = (event: FocusEvent) => {
      clearTimeout(timer);
      setFocusRow(rowOf(event.target instanceof Element ? event.target : null));
    };
    // The element focused next is known once focusout is over (none when the window lost focus).
    const onOut = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setFocusRow(rowOf(document.activeElement)));
    };
    ul.addEventListener('focusin', onIn);
    ul.addEventListener('focusout', onOut);
    return () => {
      clearTimeout(timer);
      ul.removeEventListener('focusin', onIn);
      ul.removeEventListener('focusout', onOut);
    };
  }, [list, columns]);

  const rangeExtractor = useCallback(
    (range: Range) => {
      const shown = new Set(defaultRangeExtractor(range));
      shown.add(0);
      shown.add(range.count - 1);
      for (const r of focusRows(focusRow, range.count)) shown.add(r);
      return [...shown].sort((a, b) => a - b);
    },
    [focusRow],
  );

  const stride = box.stride || ROW_GUESS_PX;
  const virtualizer = useWindowVirtualizer({
    count: rows,
    estimateSize: () => stride,
    scrollMargin: box.top,
    overscan: OVERSCAN_ROWS,
    rangeExtractor,
    initialRect: { width: window.innerWidth, height: window.innerHeight },
  });
  // The row height is an estimate the virtualiser keeps per row: start again when it changes.
  useLayoutEffect(() => {
    virtualizer.measure();
  }, [virtualizer, stride]);

  // The rows drawn follow the scroll a moment behind it: React draws the new rows in the
  // background, in slices between frames, not in the scroll's own frame. The rows beyond the view
  // (OVERSCAN_ROWS) are there meanwhile; the focused row is in both lists.
  const wanted = virtualizer
    .getVirtualItems()
    .map((row) => row.index)
    .join(' ');
  const drawn = new Set(useDeferredValue(wanted).split(' ').filter(Boolean).map(Number));
  for (const row of focusRows(focusRow, rows)) drawn.add(row);
  const cells: ReactNode[] = [];
  for (const row of [...drawn].sort((a, b) => a - b))
    for (let i = row * columns; i < Math.min(count, (row + 1) * columns); i++)
      cells.push(renderCell(i));
  return cells;
}
