import { describe, expect, it } from 'vitest';
import { DEFAULT_BANDS, dueTimeOf, serviceTime } from '@/lib/reviews/due-time';
import { isReviewSort, sortDate, waitingSince } from '@/lib/reviews/review-sort';
import { comment } from './fixtures';
import { compareBy, dueOrder, type SortFacts } from './sort-orders';

function row(id: string, facts: Partial<SortFacts> = {}): SortFacts {
  const made = {
    id,
    published: '2026-11-10T10:00',
    rating: 3,
    needsReply: false,
    waitingSince: facts.published ?? '2026-11-10T10:00',
    ...facts,
  };
  const due = made.needsReply
    ? dueTimeOf(serviceTime(made.waitingSince), made.rating, DEFAULT_BANDS)
    : undefined;
  return { ...made, due: dueOrder(due, made.waitingSince) };
}

const ROWS: SortFacts[] = [
  row('a', { published: '2026-11-12T09:00', rating: 5 }),
  row('b', { published: '2026-11-10T10:00', rating: 1, needsReply: true, waitingSince: '2026-11-10T10:00' }),
  // The same minute as b: the id decides, the same way every time.
  row('c', { published: '2026-11-10T10:00', rating: 1 }),
  // A follow-up on an old review: waiting since the follow-up, not since the review.
  row('d', { published: '2026-10-01', rating: 2, needsReply: true, waitingSince: '2026-11-11T08:00' }),
  // No date at all: last in both date orders.
  row('e', { published: '', rating: 4, needsReply: true, waitingSince: '' }),
  // A bare date sorts before any time of that day.
  row('f', { published: '2026-11-12', rating: 5 }),
];

const sorted = (sort: Parameters<typeof compareBy>[0]) =>
  [...ROWS].sort(compareBy(sort)).map((facts) => facts.id);

describe('review sort orders', () => {
  it('newest and oldest by the review date, ties by id, a missing date last', () => {
    expect(sorted('newest')).toEqual(['a', 'f', 'c', 'b', 'd', 'e']);
    expect(sorted('oldest')).toEqual(['d', 'b', 'c', 'f', 'a', 'e']);
  });

  it('lowest and highest rating, newest first within a rating', () => {
    expect(sorted('lowest')).toEqual(['c', 'b', 'd', 'e', 'a', 'f']);
    expect(sorted('highest')).toEqual(['a', 'f', 'e', 'd', 'c', 'b']);
  });

  it('waiting longest: awaiting a response first, the longest wait on top, then the rest newest first', () => {
    expect(sorted('waiting')).toEqual(['b', 'd', 'e', 'a', 'f', 'c']);
  });

  it('due soonest: those with a due time first, the earliest on top, then the rest newest first', () => {
    // b (1★) is due a day after 10 Nov 10:00, d (2★) a day after its follow-up of 11 Nov 08:00;
    // e awaits but has no date, so no due time.
    expect(sorted('due')).toEqual(['b', 'd', 'a', 'f', 'c', 'e']);
  });

  it('each row shows the date it is sorted by', () => {
    const followUp = comment({ id: '2', authorRole: 'CONSUMER', publisherDate: '2026-11-11T08:00' });
    const d = {
      publisherDate: '2026-10-01',
      comments: [followUp],
      awaiting: 'COMMENT' as const,
      needsReply: true,
    };
    expect(sortDate(d, 'newest')).toBe('2026-10-01');
    expect(sortDate(d, 'waiting')).toBe('2026-11-11T08:00');
    expect(sortDate(d, 'due')).toBe('2026-11-11T08:00');
    expect(sortDate({ ...d, needsReply: false }, 'waiting')).toBe('2026-10-01');
  });

  it('waits since the customer’s last word', () => {
    const review = { publisherDate: '2026-10-01T10:00', comments: [] };
    expect(waitingSince({ ...review, awaiting: 'REVIEW' })).toBe('2026-10-01T10:00');
    const comments = [
      comment({ id: '1', publisherDate: '2026-10-02T10:00' }),
      comment({ id: '2', authorRole: 'CONSUMER', publisherDate: '2026-11-03T10:00' }),
    ];
    expect(waitingSince({ ...review, comments, awaiting: 'COMMENT' })).toBe('2026-11-03T10:00');
  });

  it('knows its own names only', () => {
    expect(isReviewSort('waiting')).toBe(true);
    expect(isReviewSort('updated')).toBe(false);
    expect(isReviewSort(undefined)).toBe(false);
  });
});
