/**
 * The emulator answers in the shapes the client reads: every payload parses with lib/api's zod
 * schemas without losing a field the client relies on.
 */
import { describe, expect, it } from 'vitest';
import {
  activityListSchema,
  listingListSchema,
  locationListSchema,
  maxDatesSchema,
  publisherListSchema,
  reportDataSchema,
  reportStatusSchema,
  reviewListSchema,
  reviewSchema,
  startedReportSchema,
  suggestionListSchema,
} from '../../../lib/api/schemas';
import { ME, useEmulator } from './support';

const ctx = useEmulator({ locations: 4, reviews: 120 });

describe('contract with the client’s schemas', () => {
  it('locations, publishers, listings and suggestions parse', async () => {
    const locations = locationListSchema.parse((await ctx.client.get(`${ME}/locations`)).body.response);
    expect(locations.locations.length).toBe(4);
    expect(
      publisherListSchema.parse((await ctx.client.get(`${ME}/netlistings/publishers`)).body.response).length,
    ).toBeGreaterThan(60);
    expect(
      listingListSchema.parse((await ctx.client.get(`${ME}/netlistings/listings`)).body.response).listings,
    ).toHaveLength(100);
    const suggestions = suggestionListSchema.parse(
      (await ctx.client.get(`${ME}/netlistings/publishersuggestions`, { query: { limit: 50 } })).body
        .response,
    );
    expect(suggestions.suggestions.length).toBeGreaterThan(0);
  });

  it('reviews, a single review and a created comment parse', async () => {
    const list = reviewListSchema.parse(
      (await ctx.client.get(`${ME}/reviews`, { query: { limit: 100 } })).body.response,
    );
    expect(list.reviews).toHaveLength(100);
    const one = reviewSchema.parse(
      (await ctx.client.get(`${ME}/reviews/${list.reviews[0].id}`)).body.response,
    );
    expect(one.authorEmail).toBeTruthy();
    const social = list.reviews.find((r) => r.publisherId === 'BRANDB');
    const created = await ctx.client.post(`${ME}/reviews/${social?.id}/comments`, { content: 'Thank you!' });
    const after = reviewSchema.parse((await ctx.client.get(`${ME}/reviews/${social?.id}`)).body.response);
    expect(after.comments.at(-1)?.id).toBe(String(created.body.response.id));
  });

  it('reports, report status, max dates and activity parse', async () => {
    const body = { metrics: ['SEARCHES'], dimensions: ['DAYS'] };
    expect(
      reportDataSchema.parse((await ctx.client.post(`${ME}/analytics/reports`, body)).body.response).data
        .length,
    ).toBe(91);
    const started = startedReportSchema.parse(
      (await ctx.client.post(`${ME}/analytics/reports`, body, { query: { async: true } })).body.response,
    );
    expect(
      reportStatusSchema.parse(
        (await ctx.client.get(`${ME}/analytics/standardreports/${started.id}`)).body.response,
      ).status,
    ).toBe('PENDING');
    expect(
      maxDatesSchema.parse((await ctx.client.get(`${ME}/analytics/maxdates`)).body.response).standardMaxDate,
    ).toMatch(/^\d{4}-/);
    expect(
      activityListSchema.parse((await ctx.client.post(`${ME}/analytics/activity`, {})).body.response)
        .activities,
    ).toHaveLength(50);
  });
});
