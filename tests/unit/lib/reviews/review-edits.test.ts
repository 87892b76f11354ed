import { describe, expect, it } from 'vitest';
import { sameReview, toCachedReview } from '@/lib/reviews/cached-review';
import { isRemoved, MAX_EDITS, ratingChange, ratingDropped } from '@/lib/reviews/review-edits';
import { comment, listReview } from './fixtures';

const NOW = 1_800_000_000_000;
const first = toCachedReview('acc', listReview({ rating: 2, title: 'Meh' }), undefined, {
  origin: 'backfill',
  now: NOW,
});
const updated = (changes: Parameters<typeof listReview>[0], previous = first, now = NOW + 60_000) =>
  toCachedReview(
    'acc',
    listReview({ rating: 2, title: 'Meh', lastServiceUpdateTime: '2026-11-21T10:00', ...changes }),
    previous,
    {
      origin: 'poll',
      now,
    },
  );

describe('edits of a review (review-edits.ts)', () => {
  it('a rating change keeps the old rating and text, with the time it was seen', () => {
    const edited = updated({ rating: 4 });
    expect(edited.edits).toEqual([
      { rating: 2, title: 'Meh', content: 'Friendly staff.', seenAt: NOW + 60_000 },
    ]);
    expect(ratingChange(edited)).toEqual({ from: 2, to: 4 });
    expect(edited).toMatchObject({ read: false, unreadReason: { kind: 'edited' } });
  });

  it('a text change is an edit too, with no rating change to show', () => {
    const edited = updated({ content: 'Staff were rude.' });
    expect(edited.edits).toEqual([
      { rating: 2, title: 'Meh', content: 'Friendly staff.', seenAt: NOW + 60_000 },
    ]);
    expect(ratingChange(edited)).toBeUndefined();
    expect(updated({ title: 'Awful' }).edits).toHaveLength(1);
  });

  it('a customer’s comment alone is not an edit', () => {
    const followUp = updated({ comments: [comment({ authorRole: 'CONSUMER', message: 'Still waiting' })] });
    expect(followUp.edits).toBeUndefined();
    expect(followUp.unreadReason).toEqual({ kind: 'comment', authorName: 'Acme Dental' });
  });

  it('our own reply is not an edit and leaves earlier edits as they were', () => {
    const edited = updated({ rating: 4 });
    const replied = updated({ rating: 4, comments: [comment()] }, edited, NOW + 120_000);
    expect(replied.edits).toEqual(edited.edits);
    expect(updated({ comments: [comment()] }).edits).toBeUndefined();
  });

  it(`keeps the last ${MAX_EDITS} edits, so the oldest kept rating is what "★old → ★new" shows`, () => {
    let record = first;
    for (const [i, rating] of [3, 4, 5, 1, 2].entries()) record = updated({ rating }, record, NOW + i);
    expect(record.edits?.map((edit) => edit.rating)).toEqual([4, 5, 1]);
    expect(ratingChange(record)).toEqual({ from: 4, to: 2 });
  });

  it('a rating drop is a lower rating than the one before this update', () => {
    expect(ratingDropped(first, updated({ rating: 1 }))).toBe(true);
    expect(ratingDropped(first, updated({ rating: 4 }))).toBe(false);
    expect(ratingDropped(undefined, first)).toBe(false);
  });

  it('a review coming back REMOVED is a change of the record, marked removed', () => {
    const live = updated({ status: 'LIVE' });
    expect(isRemoved(live)).toBe(false);
    expect(
      sameReview(
        live,
        listReview({ rating: 2, title: 'Meh', lastServiceUpdateTime: '2026-11-21T10:00', status: 'REMOVED' }),
      ),
    ).toBe(false);
    const removed = updated({ status: 'REMOVED' }, live);
    expect(isRemoved(removed)).toBe(true);
    expect(removed.edits).toBeUndefined();
  });
});
