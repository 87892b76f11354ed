import { describe, expect, it } from 'vitest';
import {
  activityListSchema,
  activityRequestSchema,
  apiErrorItemSchema,
  envelopeSchema,
  listingListSchema,
  locationListSchema,
  maxDatesSchema,
  newCommentSchema,
  publisherSchema,
  reportRequestSchema,
  reportRowSchema,
  reportStatusSchema,
  reviewListSchema,
  reviewSchema,
  suggestionListSchema,
  tokenGrantSchema,
} from '../../../../lib/api';
import { activity, listing, location, publisher, review, suggestion } from './fixtures';

describe('schemas: the shapes service.md shows', () => {
  it('reads a location list and keeps localPhone optional', () => {
    const data = locationListSchema.parse({
      count: 2,
      locations: [location('1'), location('2', { localPhone: '555' })],
    });
    expect(data.count).toBe(2);
    expect(data.locations[0]?.localPhone).toBeUndefined();
    expect(data.locations[1]?.localPhone).toBe('555');
  });

  it('reads publishers, listings, suggestions and max dates', () => {
    expect(publisherSchema.parse(publisher('BRANDA')).alternateBrands[0]).toEqual({
      name: 'Sister site',
      url: '',
    });
    expect(listingListSchema.parse({ count: 1, listings: [listing('l1')] }).listings[0]?.status).toBe('LIVE');
    const suggestions = suggestionListSchema.parse({ count: 1, suggestions: [suggestion('s1')] });
    expect(suggestions.suggestions[0]?.id).toBe('s1');
    expect(suggestions.suggestions[0]?.dateResolved).toBeUndefined();
    expect(maxDatesSchema.parse({ standardMaxDate: '2017-05-20', brandAMaxDate: '2017-05-14' })).toEqual({
      standardMaxDate: '2017-05-20',
      brandAMaxDate: '2017-05-14',
    });
  });

  it('turns numeric review, comment and suggestion ids into strings', () => {
    const list = reviewListSchema.parse({ count: 1, averageRating: 4, reviews: [review(42)] });
    expect(list.reviews[0]?.id).toBe('42');
    expect(list.reviews[0]?.comments[0]?.id).toBe('942');
    expect(suggestionListSchema.parse({ count: 1, suggestions: [suggestion(7)] }).suggestions[0]?.id).toBe(
      '7',
    );
  });

  it('reads both forms of a review: list (date-time) and single (date, email)', () => {
    const single = reviewSchema.parse({
      ...review(1),
      publisherDate: '2017-05-01',
      lastServiceUpdateTime: undefined,
      lastServiceUpdateDate: '2017-05-02',
      authorEmail: 'ann@example.com',
    });
    expect(single).toMatchObject({ publisherDate: '2017-05-01', lastServiceUpdateDate: '2017-05-02' });
    expect(single.authorEmail).toBe('ann@example.com');
    expect(single.lastServiceUpdateTime).toBeUndefined();
  });

  it('keeps iMillis of an activity date and drops the chronology', () => {
    const wire = {
      ...activity(1_495_000_000_000),
      date: { iMillis: 1_495_000_000_000, iChronology: { iBase: { iMinDaysInFirstWeek: 4 } } },
    };
    const data = activityListSchema.parse({ count: 1, activities: [wire] });
    expect(data.activities[0]?.date).toEqual({ iMillis: 1_495_000_000_000 });
  });

  it('wraps a payload in the envelope and reads meta.errors', () => {
    const schema = envelopeSchema(maxDatesSchema);
    const parsed = schema.parse({
      meta: { uuid: 'x', errors: [{ code: 42, type: 'FATAL_ERROR', message: 'quota' }] },
      response: { standardMaxDate: '2017-05-20', brandAMaxDate: '2017-05-14' },
    });
    expect(parsed.meta.errors[0]).toEqual({ code: 42, type: 'FATAL_ERROR', message: 'quota' });
    expect(apiErrorItemSchema.parse({ code: 7, message: 'x' }).type).toBeUndefined();
  });

  it('reads a token grant', () => {
    expect(
      tokenGrantSchema.parse({ access_token: 't', appSpecificAccountId: 123, accountName: 'Acme' }),
    ).toEqual({
      access_token: 't',
      appSpecificAccountId: '123',
      accountName: 'Acme',
    });
  });

  it('reads report rows and statuses', () => {
    expect(reportRowSchema.parse({ 'NetListings Live': 3, day: '5/01/17' })).toEqual({
      'NetListings Live': 3,
      day: '5/01/17',
    });
    expect(reportStatusSchema.parse({ status: 'PENDING', url: '' })).toEqual({ status: 'PENDING', url: '' });
  });
});

describe('schemas: malformed payloads name the field path', () => {
  it('names the path of a wrong type', () => {
    const reviews = [review(1), review(2), review(3), { ...review(4), rating: 'five' }];
    const result = envelopeSchema(reviewListSchema).safeParse({
      meta: { errors: [] },
      response: { count: 4, averageRating: 4, reviews },
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['response', 'reviews', 3, 'rating']);
    expect(result.error?.issues[0]?.message).toContain('expected number');
  });

  it('refuses a missing required field and a non-id id', () => {
    const { locationName, ...loc } = location('1');
    expect(locationListSchema.safeParse({ count: 1, locations: [loc] }).success).toBe(false);
    const bad = reviewSchema.safeParse({ ...review(1), id: null });
    expect(bad.error?.issues[0]?.message).toContain('expected an id');
  });
});

describe('schemas: request bodies', () => {
  it('validates a report request against the catalogue', () => {
    expect(reportRequestSchema.safeParse({ metrics: ['SEARCHES'], dimensions: ['DAYS'] }).success).toBe(true);
    expect(reportRequestSchema.safeParse({ metrics: ['NOPE'], dimensions: [] }).success).toBe(false);
  });

  it('limits the activity page to 200 and checks dates', () => {
    expect(
      activityRequestSchema.safeParse({ limit: 200, filters: { startDate: '2017-01-01' } }).success,
    ).toBe(true);
    expect(activityRequestSchema.safeParse({ limit: 201 }).success).toBe(false);
    expect(activityRequestSchema.safeParse({ filters: { endDate: '1/2/17' } }).success).toBe(false);
  });

  it('refuses a blank reply but sends the text as typed', () => {
    expect(newCommentSchema.safeParse({ content: '  \n' }).success).toBe(false);
    expect(newCommentSchema.parse({ content: ' Thanks! \n', visibility: 'PUBLIC' })).toEqual({
      content: ' Thanks! \n',
      visibility: 'PUBLIC',
    });
    expect(newCommentSchema.safeParse({ content: 'x', visibility: 'SECRET' }).success).toBe(false);
  });
});
