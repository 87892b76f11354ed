import { describe, expect, it } from 'vitest';
import { ERROR_CODES, LIMITS } from '../../../lib/api/catalog';
import { codes, ME, useEmulator } from './support';

const ctx = useEmulator({ locations: 3, reviews: 30 });

describe('rate limiting per credential', () => {
  it('counts down Rate-Limit-Remaining and resets at the top of the next UTC hour', async () => {
    const a = await ctx.client.get(`${ME}/locations`);
    const b = await ctx.client.get(`${ME}/reviews`);
    expect(Number(b.headers.get('rate-limit-remaining'))).toBe(
      Number(a.headers.get('rate-limit-remaining')) - 1,
    );
    const reset = Number(b.headers.get('rate-limit-reset'));
    expect(reset).toBe((Math.floor(Date.now() / 3_600_000) + 1) * 3600);
  });

  it('answers 429 code 42 with Retry-After once the quota is used, for that hour', async () => {
    await ctx.client.admin('POST', '/faults', { quotaRemaining: 2 });
    const one = await ctx.client.get(`${ME}/locations`);
    expect(one.headers.get('rate-limit-remaining')).toBe('1');
    const two = await ctx.client.get(`${ME}/locations`);
    expect([two.status, two.headers.get('rate-limit-remaining')]).toEqual([200, '0']);
    const over = await ctx.client.get(`${ME}/locations`);
    expect([over.status, codes(over)]).toEqual([429, [ERROR_CODES.quotaExceeded]]);
    expect(over.body.response).toEqual({});
    const retryAfter = Number(over.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(over.headers.get('rate-limit-remaining')).toBe('0');

    // The next hour brings a fresh quota.
    await ctx.client.advance(retryAfter * 1000);
    const fresh = await ctx.client.get(`${ME}/locations`);
    expect(fresh.status).toBe(200);
    expect(Number(fresh.headers.get('rate-limit-remaining'))).toBe(LIMITS.requestsPerHour - 1);
    await ctx.client.admin('DELETE', '/faults');
  });

  it('keeps separate counts for separate credentials', async () => {
    await ctx.client.admin('POST', '/faults', { quotaRemaining: 1 });
    expect((await ctx.client.get(`${ME}/locations`)).status).toBe(200);
    expect((await ctx.client.get(`${ME}/locations`)).status).toBe(429);
    const other = await ctx.client.get(`${ME}/locations`, { auth: { api_key: ctx.client.emu.clientSecret } });
    expect(other.status).toBe(200);
    await ctx.client.admin('DELETE', '/faults');
    expect((await ctx.client.get(`${ME}/locations`)).status).toBe(200);
  });
});
