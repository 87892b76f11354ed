import { describe, expect, it } from 'vitest';
import { outsideListAction, stepPosition } from '@/components/reviews/inbox/inbox-cursor';

describe('stepPosition', () => {
  it('goes on from the selected row, and stops at the ends', () => {
    expect(stepPosition({ position: 2, count: 5, direction: 'next' })).toBe(3);
    expect(stepPosition({ position: 2, count: 5, direction: 'previous' })).toBe(1);
    expect(stepPosition({ position: 4, count: 5, direction: 'next' })).toBe(4);
    expect(stepPosition({ position: 0, count: 5, direction: 'previous' })).toBe(0);
  });

  it('with no selected row, starts at the top', () => {
    expect(stepPosition({ position: -1, count: 5, direction: 'next' })).toBe(0);
    expect(stepPosition({ position: -1, count: 5, direction: 'previous' })).toBe(0);
    expect(stepPosition({ position: -1, count: 0, direction: 'next' })).toBeUndefined();
  });

  it('when the selected row left the list, j takes the row that took its place and k the one before', () => {
    // Row 2 of 6 was marked read under "Unread only": five rows are left, row 2 is the next one.
    expect(stepPosition({ position: -1, anchor: 2, count: 5, direction: 'next' })).toBe(2);
    expect(stepPosition({ position: -1, anchor: 2, count: 5, direction: 'previous' })).toBe(1);
    // It was the last row: j stays on the new last row.
    expect(stepPosition({ position: -1, anchor: 5, count: 5, direction: 'next' })).toBe(4);
    expect(stepPosition({ position: -1, anchor: 5, count: 5, direction: 'previous' })).toBe(4);
    expect(stepPosition({ position: -1, anchor: 0, count: 5, direction: 'previous' })).toBe(0);
  });
});

describe('outsideListAction', () => {
  const base = { open: true, inList: false, filterChanged: true, unsentText: false };

  it('does nothing while the list shows the open review, or nothing is open', () => {
    expect(outsideListAction({ ...base, inList: true })).toBe('none');
    expect(outsideListAction({ ...base, open: false })).toBe('none');
  });

  it("closes the thread the person's own search or filter hid, when nothing is typed for it", () => {
    expect(outsideListAction(base)).toBe('close');
  });

  it('keeps a thread with a reply typed or saved, marked as outside the list', () => {
    expect(outsideListAction({ ...base, unsentText: true })).toBe('banner');
  });

  it('keeps a review that left the list by its own change (read, Done, answered), marked', () => {
    expect(outsideListAction({ ...base, filterChanged: false })).toBe('banner');
  });
});
