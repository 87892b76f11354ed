import { describe, expect, it } from 'vitest';
import { blocksOf, clampCell, itemsOfBlocks, moveCell } from '@/components/listings/listing-matrix-nav';

// 500 locations × 60 publishers; row 0 and column 0 are the headers.
const bounds = { rows: 500, cols: 60, page: 10 };

describe('listings grid keyboard moves', () => {
  it('arrows move one cell and stop at the edges, headers included', () => {
    expect(moveCell({ row: 5, col: 5 }, { key: 'ArrowRight' }, bounds)).toEqual({ row: 5, col: 6 });
    expect(moveCell({ row: 5, col: 5 }, { key: 'ArrowLeft' }, bounds)).toEqual({ row: 5, col: 4 });
    expect(moveCell({ row: 5, col: 5 }, { key: 'ArrowUp' }, bounds)).toEqual({ row: 4, col: 5 });
    expect(moveCell({ row: 5, col: 5 }, { key: 'ArrowDown' }, bounds)).toEqual({ row: 6, col: 5 });
    expect(moveCell({ row: 1, col: 1 }, { key: 'ArrowUp' }, bounds)).toEqual({ row: 0, col: 1 });
    expect(moveCell({ row: 0, col: 0 }, { key: 'ArrowUp' }, bounds)).toEqual({ row: 0, col: 0 });
    expect(moveCell({ row: 0, col: 0 }, { key: 'ArrowLeft' }, bounds)).toEqual({ row: 0, col: 0 });
    expect(moveCell({ row: 500, col: 60 }, { key: 'ArrowDown' }, bounds)).toEqual({ row: 500, col: 60 });
    expect(moveCell({ row: 500, col: 60 }, { key: 'ArrowRight' }, bounds)).toEqual({ row: 500, col: 60 });
  });

  it('Home/End go along the row; with Ctrl or ⌘ to the grid’s corners', () => {
    expect(moveCell({ row: 7, col: 9 }, { key: 'Home' }, bounds)).toEqual({ row: 7, col: 0 });
    expect(moveCell({ row: 7, col: 9 }, { key: 'End' }, bounds)).toEqual({ row: 7, col: 60 });
    expect(moveCell({ row: 7, col: 9 }, { key: 'Home', ctrlKey: true }, bounds)).toEqual({ row: 0, col: 0 });
    expect(moveCell({ row: 7, col: 9 }, { key: 'End', metaKey: true }, bounds)).toEqual({
      row: 500,
      col: 60,
    });
  });

  it('Page Up/Down move a page of rows, clamped', () => {
    expect(moveCell({ row: 7, col: 3 }, { key: 'PageDown' }, bounds)).toEqual({ row: 17, col: 3 });
    expect(moveCell({ row: 7, col: 3 }, { key: 'PageUp' }, bounds)).toEqual({ row: 0, col: 3 });
    expect(moveCell({ row: 495, col: 3 }, { key: 'PageDown' }, bounds)).toEqual({ row: 500, col: 3 });
    expect(moveCell({ row: 7, col: 3 }, { key: 'PageDown' }, { ...bounds, page: 0 })).toEqual({
      row: 8,
      col: 3,
    });
  });

  it('other keys are not moves; a place outside the grid comes back inside', () => {
    expect(moveCell({ row: 1, col: 1 }, { key: ' ' }, bounds)).toBeUndefined();
    expect(moveCell({ row: 1, col: 1 }, { key: 'a' }, bounds)).toBeUndefined();
    // A filter left 3 rows and 2 columns: the old place is clamped before moving.
    const small = { rows: 3, cols: 2, page: 10 };
    expect(clampCell({ row: 40, col: 9 }, small)).toEqual({ row: 3, col: 2 });
    expect(moveCell({ row: 40, col: 9 }, { key: 'ArrowLeft' }, small)).toEqual({ row: 3, col: 1 });
  });
});

describe('listings grid blocks of locations', () => {
  it('rows on screen map to the blocks that hold them, each once and in order', () => {
    expect(blocksOf([12, 11, 19, 20, 3], 10)).toEqual([0, 1, 2]);
    expect(blocksOf([-1, 499], 10)).toEqual([49]);
    expect(blocksOf([], 10)).toEqual([]);
  });

  it('a block’s items are its slice of the list; the last block may be short', () => {
    const all = Array.from({ length: 25 }, (_, i) => i);
    expect(itemsOfBlocks(all, [0, 2], 10)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 20, 21, 22, 23, 24]);
    expect(itemsOfBlocks(all, [5], 10)).toEqual([]);
  });
});
