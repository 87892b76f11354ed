import { describe, expect, it } from 'vitest';
import { reviewThemes } from '@/lib/reputation/review-facts';
import { toCachedReview } from '@/lib/reviews/cached-review';
import { isEmptyFilter, type ReviewFilter, themeChoice, themeChoiceOf } from '@/lib/reviews/review-filter';
import { factsMatcher, reviewFacts, rowMatcher } from './filter-oracle';
import { comment, listReview } from './fixtures';

const cached = (overrides: Parameters<typeof listReview>[0] = {}, read = true) =>
  toCachedReview('acc', listReview(overrides), undefined, { origin: read ? 'backfill' : 'poll', now: 0 });

describe('review filter', () => {
  it('an empty filter: no value, empty strings, false and empty lists all count as none', () => {
    expect(isEmptyFilter({})).toBe(true);
    expect(isEmptyFilter({ text: '', locationIds: [], awaiting: false, minRating: undefined })).toBe(true);
    expect(isEmptyFilter({ minRating: 1 })).toBe(false);
    expect(isEmptyFilter({ text: 'x' })).toBe(false);
  });

  it('rating range and publication days are inclusive; days read from the minute form and the date form', () => {
    const matches = rowMatcher({
      minRating: 2,
      maxRating: 4,
      fromDate: '2026-11-05',
      toDate: '2026-11-06',
    });
    expect(matches(cached({ rating: 2, publisherDate: '2026-11-05T00:00' }))).toBe(true);
    expect(matches(cached({ rating: 4, publisherDate: '2026-11-06' }))).toBe(true);
    expect(matches(cached({ rating: 5, publisherDate: '2026-11-06T23:59' }))).toBe(false);
    expect(matches(cached({ rating: 1, publisherDate: '2026-11-05T10:00' }))).toBe(false);
    expect(matches(cached({ rating: 3, publisherDate: '2026-11-07T00:00' }))).toBe(false);
    expect(matches(cached({ rating: 3, publisherDate: '2026-11-04T23:59' }))).toBe(false);
  });

  it('locations and publishers: any of the chosen ids', () => {
    const matches = rowMatcher({ locationIds: ['a', 'b'], publisherIds: ['BRANDB'] });
    expect(matches(cached({ locationId: 'b', publisherId: 'BRANDB' }))).toBe(true);
    expect(matches(cached({ locationId: 'c', publisherId: 'BRANDB' }))).toBe(false);
    expect(matches(cached({ locationId: 'a', publisherId: 'BRANDA' }))).toBe(false);
  });

  it('awaiting means a reply can and should be given; unread means not read yet', () => {
    const awaiting = rowMatcher({ awaiting: true });
    expect(awaiting(cached({ publisherId: 'BRANDB' }))).toBe(true);
    // Nobody answered, but the publisher takes no replies: nothing to do.
    expect(awaiting(cached({ publisherId: 'BRANDA' }))).toBe(false);
    expect(awaiting(cached({ publisherId: 'BRANDB', comments: [comment()] }))).toBe(false);
    const unread = rowMatcher({ unread: true });
    expect(unread(cached({}, false))).toBe(true);
    expect(unread(cached({}, true))).toBe(false);
  });

  it('text: trimmed, case-insensitive, over text, title, author and comments', () => {
    const review = cached({
      content: 'The Parking was full',
      title: 'Busy Saturday',
      authorName: 'Jordan P.',
      comments: [comment({ message: 'We added ten SPACES' })],
    });
    for (const text of ['  parking ', 'saturday', 'JORDAN', 'ten spaces'])
      expect(rowMatcher({ text })(review)).toBe(true);
    expect(rowMatcher({ text: 'valet' })(review)).toBe(false);
    expect(rowMatcher({ text: '   ' })(review)).toBe(true);
  });

  it('the projection answers exactly as the whole review does', () => {
    const reviews = [
      cached({ rating: 1, content: 'Cold', publisherId: 'BRANDB' }, false),
      cached({ rating: 5, content: 'Warm', publisherId: 'BRANDA', publisherDate: '2026-10-01' }),
    ];
    const filters = [
      { text: 'cold' },
      { minRating: 3 },
      { unread: true },
      { awaiting: true },
      { toDate: '2026-10-31' },
      { theme: 'quality:complaint' as const },
    ];
    for (const filter of filters)
      for (const review of reviews)
        expect(rowMatcher(filter, undefined, reviewThemes)(review)).toBe(
          factsMatcher(filter)(reviewFacts(review, reviewThemes(review))),
        );
  });

  it('theme: any mention of it, or only its complaints or its compliments', () => {
    const rude = cached({ rating: 1, content: 'The receptionist was rude and we waited an hour.' });
    const mixed = cached({ rating: 3, content: 'Rude at the desk, but the nurse was lovely.' });
    const booked = cached({ rating: 4, content: 'I booked online for Tuesday.' });
    const shown = (theme: ReviewFilter['theme']) =>
      [rude, mixed, booked].filter(rowMatcher({ theme }, undefined, reviewThemes)).map((r) => r.content);
    expect(shown('staff')).toEqual([rude.content, mixed.content]);
    expect(shown('staff:complaint')).toEqual([rude.content, mixed.content]);
    expect(shown('staff:praise')).toEqual([mixed.content]);
    expect(shown('wait:praise')).toEqual([]);
    expect(shown('booking')).toEqual([booked.content]);
    // Without the themes read, nothing raises one.
    expect(rowMatcher({ theme: 'staff' })(rude)).toBe(false);
  });

  it('reads a theme choice: a theme, with a tone or not; anything else is none', () => {
    expect(themeChoiceOf('wait')).toEqual({ theme: 'wait' });
    expect(themeChoiceOf('wait:complaint')).toEqual({ theme: 'wait', tone: 'complaint' });
    expect(themeChoiceOf(themeChoice('parking', 'praise'))).toEqual({ theme: 'parking', tone: 'praise' });
    for (const value of ['', 'waiting', 'wait:neutral', 'wait:complaint:x', 'constructor', undefined])
      expect(themeChoiceOf(value), String(value)).toBeUndefined();
  });
});
