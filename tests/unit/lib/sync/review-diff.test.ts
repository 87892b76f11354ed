import { describe, expect, it } from 'vitest';
import { diffPage, isHistory } from '@/lib/sync/review-diff';

const review = (id: string, updated: string, publisherDate = updated) => ({
  id,
  lastServiceUpdateTime: updated,
  publisherDate,
});
const known = (entries: [string, string][]) => new Map(entries);

describe('diffPage (conventions.md › Reviews: newest update first, ties by id descending)', () => {
  it('stops at the first known review older than the cursor: an idle poll needs one page', () => {
    const page = [
      review('9', '2026-11-20T10:00'),
      review('8', '2026-11-19T09:00'),
      review('7', '2026-11-18T09:00'),
    ];
    const diff = diffPage(page, known(page.map((r) => [r.id, r.lastServiceUpdateTime])), {
      cursor: '2026-11-20T10:00',
      pageFull: true,
    });
    expect(diff.created).toEqual([]);
    expect(diff.edited).toEqual([]);
    expect(diff.continuePaging).toBe(false);
  });

  it('finds new and edited reviews above the known ones', () => {
    const page = [
      review('12', '2026-11-21T08:05'), // new
      review('3', '2026-11-21T08:01'), // edited: a comment was added
      review('11', '2026-11-20T10:00'), // known, unchanged, the cursor's own
      review('10', '2026-11-19T10:00'), // known, older: stop here
      review('2', '2026-11-18T10:00'),
    ];
    const diff = diffPage(
      page,
      known([
        ['3', '2026-10-01T12:00'],
        ['11', '2026-11-20T10:00'],
        ['10', '2026-11-19T10:00'],
        ['2', '2026-11-18T10:00'],
      ]),
      { cursor: '2026-11-20T10:00', pageFull: true },
    );
    expect(diff.created.map((r) => r.id)).toEqual(['12']);
    expect(diff.edited.map((r) => r.id)).toEqual(['3']);
    expect(diff.continuePaging).toBe(false);
    expect(diff.newest).toBe('2026-11-21T08:05');
  });

  it("steps over known reviews in the cursor's minute: an edit in that minute may sort below them", () => {
    const page = [
      review('20', '2026-11-20T10:00'), // known, cursor minute
      review('5', '2026-11-20T10:00'), // edited later in the same minute, lower id
      review('4', '2026-11-19T00:00'), // known, older
    ];
    const diff = diffPage(
      page,
      known([
        ['20', '2026-11-20T10:00'],
        ['5', '2026-11-01T00:00'],
        ['4', '2026-11-19T00:00'],
      ]),
      { cursor: '2026-11-20T10:00', pageFull: true },
    );
    expect(diff.edited.map((r) => r.id)).toEqual(['5']);
    // Same time, same minute as the cursor: only the content can tell an edit.
    expect(diff.recheck.map((r) => r.id)).toEqual(['20']);
    expect(diff.continuePaging).toBe(false);
  });

  it('asks for the next page while a full page holds only news', () => {
    const page = Array.from({ length: 3 }, (_, i) => review(String(100 - i), `2026-11-21T0${9 - i}:00`));
    const diff = diffPage(page, known([]), { cursor: '2026-11-20T10:00', pageFull: true });
    expect(diff.created).toHaveLength(3);
    expect(diff.continuePaging).toBe(true);
  });

  it('ends at a short page (the end of the list)', () => {
    const diff = diffPage([review('1', '2026-11-21T09:00')], known([]), {
      cursor: '2026-11-20T10:00',
      pageFull: false,
    });
    expect(diff.created).toHaveLength(1);
    expect(diff.continuePaging).toBe(false);
  });

  it('ends a full page of nothing new rather than paging on forever', () => {
    const page = [review('3', '2026-11-20T10:00'), review('2', '2026-11-20T10:00')];
    const diff = diffPage(page, known(page.map((r) => [r.id, r.lastServiceUpdateTime])), {
      cursor: '2026-11-20T10:00',
      pageFull: true,
    });
    expect(diff.continuePaging).toBe(false);
  });

  it('with no cursor yet, stops at the first known review', () => {
    const page = [review('2', '2026-11-21T09:00'), review('1', '2026-11-20T09:00')];
    const diff = diffPage(page, known([['1', '2026-11-20T09:00']]), { pageFull: true });
    expect(diff.created.map((r) => r.id)).toEqual(['2']);
    expect(diff.continuePaging).toBe(false);
  });
});

describe('isHistory', () => {
  it('treats a review published before the backfill began as history in the pass right after it', () => {
    expect(isHistory(review('1', '2026-11-21T09:00', '2026-01-01T00:00'), '2026-11-20T10:00')).toBe(true);
    expect(isHistory(review('2', '2026-11-21T09:00', '2026-11-21T09:00'), '2026-11-20T10:00')).toBe(false);
    expect(isHistory(review('3', '2026-11-21T09:00', '2026-01-01T00:00'), undefined)).toBe(false);
  });
});
