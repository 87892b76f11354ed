import { describe, expect, it } from 'vitest';
import { ApiError, createApiClient, type OptInBatchResult } from '../../../../lib/api';
import { API_KEY, BASE_URL, failed, fakeFetch, ok } from './fake-fetch';

const pairsFor = (locations: number, publishers: string[]) =>
  Array.from({ length: locations }, (_, l) =>
    publishers.map((p) => ({ locationId: `L${l}`, publisherId: p })),
  ).flat();

describe('listings.optIn runs the plan call by call', () => {
  it('keeps going after a failed call and says which one failed', async () => {
    const fake = fakeFetch([
      ok({}),
      failed(403, [{ code: 4, message: 'Not allowed for this account' }]),
      ok({}),
    ]);
    const api = createApiClient({ baseUrl: BASE_URL, credential: { apiKey: API_KEY }, fetch: fake.fetch });
    const seen: OptInBatchResult[] = [];
    // 250 pairs of one publisher: 100 + 100 + 50.
    const results = await api.listings.optIn(pairsFor(250, ['A']), { onBatch: (r) => seen.push(r) });

    expect(fake.requests).toHaveLength(3);
    expect(results.map((r) => [r.pairs, r.ok])).toEqual([
      [100, true],
      [100, false],
      [50, true],
    ]);
    expect(results[1]?.error).toBeInstanceOf(ApiError);
    expect(results[1]?.error?.status).toBe(403);
    expect(results[1]?.error?.message).toContain('Not allowed for this account');
    expect(seen).toEqual(results);
    const sentLocations = fake.requests.map((r) =>
      r.url.searchParams.get('locationIds')!.slice(1, -1).split(','),
    );
    expect(sentLocations.flat()).toHaveLength(250);
  });

  it('does not retry a failed PUT (503)', async () => {
    const fake = fakeFetch([failed(503)]);
    const api = createApiClient({ baseUrl: BASE_URL, credential: { apiKey: API_KEY }, fetch: fake.fetch });
    const [result] = await api.listings.optIn(pairsFor(1, ['A']));
    expect(fake.requests).toHaveLength(1);
    expect(result).toMatchObject({ ok: false, error: { status: 503, retryable: true } });
  });

  it('refuses ids that would change the meaning of the bracketed list, before any call', async () => {
    const fake = fakeFetch([]);
    const api = createApiClient({ baseUrl: BASE_URL, credential: { apiKey: API_KEY }, fetch: fake.fetch });
    await expect(api.listings.optIn([{ locationId: '1,2', publisherId: 'A' }])).rejects.toThrow(
      /cannot be sent safely/,
    );
    expect(fake.requests).toHaveLength(0);
  });
});
