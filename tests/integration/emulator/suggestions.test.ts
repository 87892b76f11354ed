import { describe, expect, it } from 'vitest';
import {
  ERROR_CODES,
  LIMITS,
  PENDING_SUGGESTION_STATUS,
  SUGGESTION_STATUSES,
  SUGGESTIONS_PUBLISHER,
} from '../../../lib/api/catalog';
import { codes, ME, useEmulator } from './support';

const ctx = useEmulator({ locations: 12 });

interface Suggestion {
  id: string;
  publisherId: string;
  locationId: string;
  dateCreated: string;
  dateResolved?: string;
  fieldName: string;
  status: string;
  resolvedBy?: string;
  originalContent: string;
  suggestedContent: string;
}

const PATH = `${ME}/netlistings/publishersuggestions`;

async function pending(): Promise<Suggestion[]> {
  const reply = await ctx.client.get(PATH, { query: { statuses: PENDING_SUGGESTION_STATUS, limit: 50 } });
  return reply.body.response.suggestions;
}

async function location(id: string) {
  const reply = await ctx.client.get(`${ME}/locations`, { query: { limit: 50 } });
  return reply.body.response.locations.find((l: { id: string }) => l.id === id);
}

describe('GET /netlistings/publishersuggestions', () => {
  it('pages 10 by default (at most 50) and returns only BRANDCMYBUSINESS suggestions of every status', async () => {
    const first = await ctx.client.get(PATH);
    expect(first.body.response.suggestions).toHaveLength(LIMITS.suggestionsPage.default);
    const all = await ctx.client.get(PATH, { query: { limit: LIMITS.suggestionsPage.max } });
    const list: Suggestion[] = all.body.response.suggestions;
    expect(list.length).toBe(Math.min(all.body.response.count, LIMITS.suggestionsPage.max));
    expect(new Set(list.map((s) => s.publisherId))).toEqual(new Set([SUGGESTIONS_PUBLISHER]));
    for (const s of list) {
      expect(SUGGESTION_STATUSES).toContain(s.status);
      expect(s.dateCreated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(s.originalContent).not.toBe(s.suggestedContent);
    }
    const tooMany = await ctx.client.get(PATH, { query: { limit: 51 } });
    expect(codes(tooMany)).toEqual([ERROR_CODES.badParameter]);
  });

  it('holds pending suggestions whose originalContent is the location’s current value', async () => {
    const list = await pending();
    expect(list.length).toBeGreaterThan(0);
    for (const s of list) {
      expect(s.status).toBe(PENDING_SUGGESTION_STATUS);
      expect(s).not.toHaveProperty('dateResolved');
      expect((await location(s.locationId))[s.fieldName]).toBe(s.originalContent);
    }
  });

  it('filters by location, publisher and status', async () => {
    const [s] = await pending();
    const byLocation = await ctx.client.get(PATH, { query: { locationIds: s.locationId, limit: 50 } });
    expect(byLocation.body.response.suggestions.every((x: Suggestion) => x.locationId === s.locationId)).toBe(
      true,
    );
    const otherPublisher = await ctx.client.get(PATH, { query: { publisherIds: 'BRANDA' } });
    expect(otherPublisher.body.response).toEqual({ count: 0, suggestions: [] });
    const resolved = await ctx.client.get(PATH, {
      query: { statuses: '[ACCEPTED,REJECTED,EXPIRED]', limit: 50 },
    });
    expect(
      resolved.body.response.suggestions.every(
        (x: Suggestion) => x.status !== PENDING_SUGGESTION_STATUS && x.dateResolved,
      ),
    ).toBe(true);
    const bad = await ctx.client.get(PATH, { query: { statuses: 'MAYBE' } });
    expect(codes(bad)).toEqual([ERROR_CODES.badParameter]);
  });
});

describe('PUT /netlistings/publishersuggestions/<id>', () => {
  it('accepting writes suggestedContent into the location; a second decision is 409 code 7304', async () => {
    const [s] = await pending();
    const reply = await ctx.client.put(`${PATH}/${s.id}`, { query: { status: 'ACCEPTED' } });
    expect(reply.status).toBe(200);
    expect(reply.body.meta.errors).toEqual([]);
    expect((await location(s.locationId))[s.fieldName]).toBe(s.suggestedContent);
    const after = await ctx.client.get(PATH, { query: { locationIds: s.locationId, limit: 50 } });
    expect(after.body.response.suggestions.find((x: Suggestion) => x.id === s.id)).toMatchObject({
      status: 'ACCEPTED',
      resolvedBy: 'API',
    });
    const again = await ctx.client.put(`${PATH}/${s.id}`, { query: { status: 'REJECTED' } });
    expect([again.status, codes(again)]).toEqual([409, [ERROR_CODES.suggestionNotPending]]);
  });

  it('rejecting leaves the location as it was and is logged', async () => {
    const [s] = await pending();
    const reply = await ctx.client.put(`${PATH}/${s.id}`, { query: { status: 'REJECTED' } });
    expect(reply.status).toBe(200);
    expect((await location(s.locationId))[s.fieldName]).toBe(s.originalContent);
    const activity = await ctx.client.post(`${ME}/analytics/activity`, { limit: 1 });
    expect(activity.body.response.activities[0]).toMatchObject({
      type: 'PUBLISHER_SUGGESTION_REJECTED',
      actor: 'API',
      locationId: s.locationId,
    });
    // The field in words a person reads in the log, never its name in the API.
    const words = {
      phone: 'phone number',
      websiteUrl: 'website',
      description: 'description',
      address: 'address',
    };
    expect(activity.body.response.activities[0].details).toMatch(
      new RegExp(`^Rejected a suggestion from .+ \\(${words[s.fieldName as keyof typeof words]}\\)$`),
    );
  });

  it('answers an unknown id with 404 code 7300 and a bad status with 21 or 22', async () => {
    const unknown = await ctx.client.put(`${PATH}/999999999`, { query: { status: 'ACCEPTED' } });
    expect([unknown.status, codes(unknown)]).toEqual([404, [ERROR_CODES.suggestionNotFound]]);
    const [s] = await pending();
    const missing = await ctx.client.put(`${PATH}/${s.id}`);
    expect([missing.status, codes(missing)]).toEqual([400, [ERROR_CODES.missingValue]]);
    const wrong = await ctx.client.put(`${PATH}/${s.id}`, { query: { status: 'MAYBE' } });
    expect([wrong.status, codes(wrong)]).toEqual([400, [ERROR_CODES.badParameter]]);
  });
});
