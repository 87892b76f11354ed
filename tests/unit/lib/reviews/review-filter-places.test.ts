import { describe, expect, it } from 'vitest';
import { toCachedReview } from '@/lib/reviews/cached-review';
import { type PlaceFacts, placeChoices, placeFacts } from '@/lib/reviews/place-facts';
import { isEmptyFilter } from '@/lib/reviews/review-filter';
import { factsMatcher, reviewFacts, rowMatcher } from './filter-oracle';
import { comment, listReview } from './fixtures';

const cached = (overrides: Parameters<typeof listReview>[0] = {}) =>
  toCachedReview('acc', listReview(overrides), undefined, { origin: 'backfill', now: 0 });

const places = new Map<string, PlaceFacts>([
  ['a', { folderId: '41', countryCode: 'US', labels: ['Flagship', 'Downtown'] }],
  ['b', { folderId: '42', countryCode: 'US', labels: [] }],
  ['c', { folderId: '41', countryCode: 'CA', labels: ['Downtown'] }],
]);

describe('review filter: the service-era filters over the cache', () => {
  it('folder, country and label come from the review location; together they narrow', () => {
    const at = (locationId: string) => cached({ locationId });
    const pick = (filter: Parameters<typeof rowMatcher>[0]) =>
      ['a', 'b', 'c', 'unknown'].filter((id) => rowMatcher(filter, places)(at(id)));
    expect(pick({ folderId: '41' })).toEqual(['a', 'c']);
    expect(pick({ country: 'us' })).toEqual(['a', 'b']);
    expect(pick({ label: 'Downtown' })).toEqual(['a', 'c']);
    expect(pick({ folderId: '41', country: 'CA' })).toEqual(['c']);
    expect(pick({ label: 'Flagship', locationIds: ['c'] })).toEqual([]);
    // A location the cache does not know matches no location fact, and without places nothing does.
    expect(rowMatcher({ folderId: '41' })(at('a'))).toBe(false);
  });

  it('customer follow-ups: a comment that is not the business own', () => {
    const followUps = rowMatcher({ followUps: true });
    expect(followUps(cached({ comments: [] }))).toBe(false);
    expect(followUps(cached({ comments: [comment({ authorRole: 'BUSINESS_OWNER' })] }))).toBe(false);
    expect(
      followUps(
        cached({
          comments: [comment({ authorRole: 'BUSINESS_OWNER' }), comment({ id: '9', authorRole: 'CONSUMER' })],
        }),
      ),
    ).toBe(true);
  });

  it('reviewer email: the whole address without case, only where the cache holds one', () => {
    const email = rowMatcher({ authorEmail: ' Pat@Example.org ' });
    expect(email(cached({ authorEmail: 'pat@example.ORG' }))).toBe(true);
    expect(email(cached({ authorEmail: 'xpat@example.org' }))).toBe(false);
    expect(email(cached({}))).toBe(false);
  });

  it('the new filters count as filters, and the projection answers as the whole review', () => {
    expect(isEmptyFilter({ followUps: false, authorEmail: '', folderId: undefined })).toBe(true);
    expect(isEmptyFilter({ label: 'Downtown' })).toBe(false);
    const reviews = [
      cached({ locationId: 'a', authorEmail: 'x@y.z', comments: [comment({ authorRole: 'CONSUMER' })] }),
      cached({ locationId: 'b' }),
    ];
    for (const filter of [
      { followUps: true },
      { authorEmail: 'x@y.z' },
      { country: 'US', label: 'Flagship' },
    ])
      for (const review of reviews)
        expect(rowMatcher(filter, places)(review)).toBe(factsMatcher(filter, places)(reviewFacts(review)));
  });

  it('reads cached locations leniently and offers their distinct folders (with their locations), countries and labels', () => {
    expect(placeFacts({ folderId: 41, countryCode: 'us', labels: ['Pilot', 7, null] })).toEqual({
      folderId: '41',
      countryCode: 'US',
      labels: ['Pilot', '7'],
    });
    expect(placeFacts({})).toEqual({ folderId: '', countryCode: '', labels: [] });
    expect(placeChoices(places)).toEqual({
      folders: [
        { id: '41', locationIds: ['a', 'c'] },
        { id: '42', locationIds: ['b'] },
      ],
      countries: ['CA', 'US'],
      labels: ['Downtown', 'Flagship'],
    });
  });
});
