import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningEmulator, startEmulator } from '../../../emulator/index';
import { EmulatorClient, ME } from './support';

// Same seed, same instant: the same platform. One instant for all three so no midnight can split them.
const now = Date.now();
let a: EmulatorClient;
let b: EmulatorClient;
let other: EmulatorClient;

beforeAll(async () => {
  const start = (seed: string): Promise<RunningEmulator> =>
    startEmulator({ seed, now, locations: 5, reviews: 150 });
  [a, b, other] = (await Promise.all([start('alpha'), start('alpha'), start('beta')])).map(
    (e) => new EmulatorClient(e),
  );
});
afterAll(async () => {
  await Promise.all([a, b, other].map((c) => c?.emu.close()));
});

/** A response with the emulator's own address (screenshot links) written as BASE. */
const payload = async (client: EmulatorClient, path: string, query = {}) =>
  JSON.parse((await client.get(path, { query })).text.replaceAll(client.emu.baseUrl, 'BASE')).response;

describe('determinism for a seed', () => {
  const paths: [string, Record<string, unknown>][] = [
    [`${ME}/locations`, { limit: 50 }],
    [`${ME}/netlistings/publishers`, {}],
    [`${ME}/netlistings/listings`, { offset: 17 }],
    [`${ME}/netlistings/publishersuggestions`, { limit: 50 }],
    [`${ME}/reviews`, { limit: 100, offset: 20 }],
    [`${ME}/analytics/maxdates`, {}],
  ];

  it.each(paths)('gives the same %s for the same seed', async (path, query) => {
    expect(await payload(a, path, query)).toEqual(await payload(b, path, query));
  });

  it('gives the same activity log and reports for the same seed', async () => {
    const activity = async (c: EmulatorClient) =>
      (await c.post(`${ME}/analytics/activity`, { limit: 200 })).body.response;
    expect(await activity(a)).toEqual(await activity(b));
    const report = {
      metrics: ['SEARCHES', 'NETLISTINGS_LIVE', 'BRANDD_DAILY_CHECKINS'],
      dimensions: ['WEEKS', 'LOCATION_IDS'],
    };
    const rows = async (c: EmulatorClient) =>
      (await c.post(`${ME}/analytics/reports`, report)).body.response.data;
    expect(await rows(a)).toEqual(await rows(b));
  });

  it('gives the same credentials for the same seed, and other data and credentials for another', async () => {
    expect([a.emu.clientId, a.emu.clientSecret, a.emu.apiKey]).toEqual([
      b.emu.clientId,
      b.emu.clientSecret,
      b.emu.apiKey,
    ]);
    expect(a.emu.apiKey).not.toBe(other.emu.apiKey);
    expect(await payload(a, `${ME}/locations`)).not.toEqual(await payload(other, `${ME}/locations`));
    expect(await payload(a, `${ME}/reviews`)).not.toEqual(await payload(other, `${ME}/reviews`));
  });
});
