import { describe, expect, it } from 'vitest';
import { MAX_WAIT_MS, retryAfterMs } from '@/lib/api/rate-limit';

const NOW = Date.UTC(2026, 10, 27, 12, 0);
const headers = (values: Record<string, string>) => new Headers(values);

describe('retryAfterMs', () => {
  it('reads seconds, an HTTP date, or the quota reset', () => {
    expect(retryAfterMs(headers({ 'Retry-After': '30' }), NOW)).toBe(30_000);
    expect(retryAfterMs(headers({ 'Retry-After': new Date(NOW + 90_000).toUTCString() }), NOW)).toBe(90_000);
    expect(retryAfterMs(headers({ 'Rate-Limit-Reset': String((NOW + 120_000) / 1000) }), NOW)).toBe(120_000);
    expect(retryAfterMs(headers({}), NOW)).toBeUndefined();
  });

  it('waits an hour at most: a longer Retry-After or reset is the service’s mistake', () => {
    expect(MAX_WAIT_MS).toBe(3_600_000);
    expect(retryAfterMs(headers({ 'Retry-After': '999999999' }), NOW)).toBe(MAX_WAIT_MS);
    expect(retryAfterMs(headers({ 'Retry-After': 'Fri, 01 Jan 2100 00:00:00 GMT' }), NOW)).toBe(MAX_WAIT_MS);
    expect(retryAfterMs(headers({ 'Rate-Limit-Reset': String(NOW / 1000 + 400 * 3600) }), NOW)).toBe(
      MAX_WAIT_MS,
    );
    expect(retryAfterMs(headers({ 'Retry-After': '-5' }), NOW)).toBe(0);
  });
});
