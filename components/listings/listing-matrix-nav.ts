/**
 * The wide listings grid's geometry, kept pure so that tests check it without a DOM: where a key
 * moves the focused cell (the ARIA grid pattern's keys, one tab stop for the whole grid), and
 * which blocks of locations the rows on screen belong to (their listings are read and fetched a
 * block at a time, so a small scroll does not ask again).
 */

/**
 * A cell of the grid. Row 0 is the publishers' header row and column 0 the locations' header
 * column; body cells are rows 1…rows and columns 1…cols.
 */
export interface CellPosition {
  row: number;
  col: number;
}

export interface GridBounds {
  /** Body rows (locations). */
  rows: number;
  /** Body columns (publishers). */
  cols: number;
  /** Rows moved by Page Up / Page Down. */
  page: number;
}

export interface MoveKey {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
}

const clamp = (value: number, max: number) => Math.max(0, Math.min(max, value));

/** A position kept inside the grid (after rows or columns went away with a filter). */
export function clampCell(position: CellPosition, bounds: GridBounds): CellPosition {
  return { row: clamp(position.row, bounds.rows), col: clamp(position.col, bounds.cols) };
}

/**
 * Where a key moves the focus, or undefined when the key is not a move (the caller then leaves
 * the event alone). Arrows move one cell, Home/End to the row's first/last cell (with Ctrl or ⌘,
 * the grid's first/last), Page Up/Down by `page` rows; moves stop at the edges.
 */
export function moveCell(from: CellPosition, event: MoveKey, bounds: GridBounds): CellPosition | undefined {
  const whole = event.ctrlKey || event.metaKey;
  const { row, col } = clampCell(from, bounds);
  const to = (r: number, c: number) => clampCell({ row: r, col: c }, bounds);
  switch (event.key) {
    case 'ArrowUp':
      return to(row - 1, col);
    case 'ArrowDown':
      return to(row + 1, col);
    case 'ArrowLeft':
      return to(row, col - 1);
    case 'ArrowRight':
      return to(row, col + 1);
    case 'Home':
      return whole ? to(0, 0) : to(row, 0);
    case 'End':
      return whole ? to(bounds.rows, bounds.cols) : to(row, bounds.cols);
    case 'PageUp':
      return to(row - Math.max(1, bounds.page), col);
    case 'PageDown':
      return to(row + Math.max(1, bounds.page), col);
    default:
      return undefined;
  }
}

/** The blocks (of `size` locations, counted from 0) that hold these location indexes, in order. */
export function blocksOf(indexes: Iterable<number>, size: number): number[] {
  const blocks = new Set<number>();
  for (const index of indexes) if (index >= 0) blocks.add(Math.floor(index / size));
  return [...blocks].sort((a, b) => a - b);
}

/** The items of these blocks, in order. */
export function itemsOfBlocks<T>(all: readonly T[], blocks: readonly number[], size: number): T[] {
  return blocks.flatMap((block) => all.slice(block * size, (block + 1) * size));
}
