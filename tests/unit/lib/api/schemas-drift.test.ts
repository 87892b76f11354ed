import { describe, expect, it } from 'vitest';
import {
  activityListSchema,
  listingListSchema,
  locationListSchema,
  reportStatusSchema,
  reviewListSchema,
  reviewSchema,
  suggestionListSchema,
} from '../../../../lib/api';
import { activity, comment, listing, location, review, suggestion } from './fixtures';

describe('schemas: drift the client must survive (conventions.md)', () => {
  it('ignores unknown fields everywhere', () => {
    const data = reviewListSchema.parse({
      count: 1,
      averageRating: 5,
      nextPage: 'x',
      reviews: [{ ...review(1), sentiment: 'positive', comments: [{ ...comment(2), likes: 3 }] }],
    });
    expect(data.reviews[0]).not.toHaveProperty('sentiment');
    expect(data).not.toHaveProperty('nextPage');
  });

  it('keeps unknown enum values as strings', () => {
    expect(
      listingListSchema.parse({ count: 1, listings: [listing('l', 'SUPPRESSED')] }).listings[0]?.status,
    ).toBe('SUPPRESSED');
    expect(activityListSchema.parse({ activities: [activity(1, 'NEW_KIND')] }).activities[0]?.type).toBe(
      'NEW_KIND',
    );
    expect(reportStatusSchema.parse({ status: 'FAILED', url: null })).toEqual({ status: 'FAILED', url: '' });
    expect(
      suggestionListSchema.parse({ count: 1, suggestions: [{ ...suggestion('s'), status: 'WITHDRAWN' }] })
        .suggestions[0]?.status,
    ).toBe('WITHDRAWN');
    const c = reviewSchema.parse(
      review(1, { comments: [comment(2, { authorRole: 'MODERATOR', visibility: 'FRIENDS' })] }),
    );
    expect(c.comments[0]).toMatchObject({ authorRole: 'MODERATOR', visibility: 'FRIENDS' });
  });

  it('accepts ids that arrive as strings, and parentId as a number', () => {
    const data = reviewSchema.parse(
      review(1, { id: 'r-1', comments: [comment(2, { id: 'c-2', parentId: 5 })] }),
    );
    expect(data.id).toBe('r-1');
    expect(data.comments[0]).toMatchObject({ id: 'c-2', parentId: '5' });
  });

  it('accepts missing optional fields', () => {
    const { title, url, ...bare } = review(1);
    const data = reviewSchema.parse({
      ...bare,
      content: undefined,
      authorName: undefined,
      comments: undefined,
    });
    expect(data).toMatchObject({ content: '', authorName: '', comments: [] });
    expect([data.title, data.url]).toEqual([undefined, undefined]);
    const { localPhone, ...loc } = location('1', { localPhone: 'x' });
    expect(locationListSchema.parse({ count: 1, locations: [loc] }).locations).toHaveLength(1);
    expect(activityListSchema.parse({ activities: [] }).count).toBeUndefined();
    expect(reviewListSchema.parse({ count: 0, reviews: [] }).averageRating).toBeNull();
    const { originalContent, ...sug } = suggestion('s');
    expect(
      suggestionListSchema.parse({
        count: 1,
        suggestions: [{ ...sug, dateResolved: '2017-05-03', resolvedBy: 'me' }],
      }).suggestions[0],
    ).toMatchObject({ originalContent: '', dateResolved: '2017-05-03', resolvedBy: 'me' });
  });

  it('shows list-valued suggestion content as text', () => {
    const data = suggestionListSchema.parse({
      count: 1,
      suggestions: [{ ...suggestion('s'), fieldName: 'categoryIds', suggestedContent: [1, 2] }],
    });
    expect(data.suggestions[0]?.suggestedContent).toBe('1, 2');
  });
});
