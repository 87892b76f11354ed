import type { RefObject } from 'preact';
import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import { type CellPosition, clampCell, type GridBounds, moveCell } from './listing-matrix-nav';

export interface GridFocus {
  /** The cell holding the grid's one tab stop, kept inside the grid. */
  here: CellPosition;
  /** 0 for the cell holding the tab stop, -1 for the others. */
  tabIndexAt: (row: number, col: number) => 0 | -1;
  onKeyDown: (event: KeyboardEvent) => void;
  onFocusIn: (event: FocusEvent) => void;
}

/**
 * The roving tabindex of a grid whose focusable cells carry `data-cell="row:col"`: a move key
 * (listing-matrix-nav.ts) takes the tab stop to the next cell, `reveal` scrolls it into view, and
 * once it is rendered it takes the focus; a click or Tab into a cell takes the tab stop there.
 */
export function useGridFocus(
  bounds: GridBounds,
  container: RefObject<HTMLElement | null>,
  reveal: (cell: CellPosition) => void,
): GridFocus {
  const [active, setActive] = useState<CellPosition>({ row: 1, col: 1 });
  const pendingFocus = useRef(false);
  const here = clampCell(active, bounds);

  useLayoutEffect(() => {
    if (!pendingFocus.current) return;
    pendingFocus.current = false;
    container.current
      ?.querySelector<HTMLElement>(`[data-cell="${here.row}:${here.col}"]`)
      ?.focus({ preventScroll: true });
  });

  return {
    here,
    tabIndexAt: (row, col) => (row === here.row && col === here.col ? 0 : -1),
    onKeyDown: (event) => {
      if (!(event.target instanceof Element) || !event.target.closest('[data-cell]')) return;
      const next = moveCell(here, event, bounds);
      if (!next) return;
      event.preventDefault();
      setActive(next);
      pendingFocus.current = true;
      reveal(next);
    },
    onFocusIn: (event) => {
      const cell = (event.target as Element).closest('[data-cell]')?.getAttribute('data-cell');
      if (!cell) return;
      const [row = 0, col = 0] = cell.split(':').map(Number);
      if (row !== here.row || col !== here.col) setActive({ row, col });
    },
  };
}
