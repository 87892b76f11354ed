import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { DIMENSIONS, ERROR_CODES, LIMITS, METRIC_IDS, METRICS } from '../../../lib/api/catalog';
import { codes, ME, useEmulator } from './support';

const ctx = useEmulator({ locations: 5, reportDelayMs: 5_000 });
const REPORTS = `${ME}/analytics/reports`;
const DAY = 86_400_000;

const isoToMdy = (iso: string): string => {
  const [y, m, d] = iso.split('-');
  return `${Number(m)}/${d}/${y.slice(2)}`;
};
const addDays = (iso: string, days: number): string =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

async function maxDates(): Promise<{ standardMaxDate: string; brandAMaxDate: string }> {
  return (await ctx.client.get(`${ME}/analytics/maxdates`)).body.response;
}

describe('GET /analytics/maxdates', () => {
  it('trails today by about two weeks; publisher A ends on a fortnight boundary (a Sunday)', async () => {
    const { standardMaxDate, brandAMaxDate } = await maxDates();
    expect(standardMaxDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const lag = (Date.now() - Date.parse(standardMaxDate)) / DAY;
    expect(lag).toBeGreaterThanOrEqual(14);
    expect(lag).toBeLessThan(15);
    expect(brandAMaxDate <= standardMaxDate).toBe(true);
    expect(new Date(`${brandAMaxDate}T00:00:00Z`).getUTCDay()).toBe(0);
    expect((Date.parse(standardMaxDate) - Date.parse(brandAMaxDate)) / DAY).toBeLessThan(14);
  });
});

describe('POST /analytics/reports (synchronous)', () => {
  it('returns daily rows keyed by labels and `day`, defaulting to the 90 days up to the max date', async () => {
    const { standardMaxDate } = await maxDates();
    const reply = await ctx.client.post(REPORTS, {
      metrics: ['SEARCHES', 'PROFILE_VIEWS'],
      dimensions: ['DAYS'],
    });
    expect(reply.status).toBe(200);
    const rows = reply.body.response.data;
    expect(rows).toHaveLength(LIMITS.reportDefaultRangeDays + 1);
    expect(Object.keys(rows[0])).toEqual(['day', METRICS.SEARCHES.label, METRICS.PROFILE_VIEWS.label]);
    expect(rows[0].day).toBe(isoToMdy(addDays(standardMaxDate, -LIMITS.reportDefaultRangeDays)));
    expect(rows.at(-1).day).toBe(isoToMdy(standardMaxDate));
    for (const row of rows) expect(row.day).toMatch(/^\d{1,2}\/\d{2}\/\d{2}$/);
    expect(rows.every((r: Record<string, number>) => Number.isInteger(r.Searches) && r.Searches > 0)).toBe(
      true,
    );
  });

  it('clamps a late endDate to the max date and keeps an earlier one', async () => {
    const { standardMaxDate } = await maxDates();
    const late = await ctx.client.post(REPORTS, {
      metrics: ['SEARCHES'],
      dimensions: ['DAYS'],
      filters: { startDate: addDays(standardMaxDate, -2), endDate: addDays(standardMaxDate, 30) },
    });
    expect(late.body.response.data.map((r: { day: string }) => r.day)).toEqual(
      [-2, -1, 0].map((d) => isoToMdy(addDays(standardMaxDate, d))),
    );
    const early = await ctx.client.post(REPORTS, {
      metrics: ['SEARCHES'],
      dimensions: [],
      filters: { startDate: addDays(standardMaxDate, -9), endDate: addDays(standardMaxDate, -3) },
    });
    const days = await ctx.client.post(REPORTS, {
      metrics: ['SEARCHES'],
      dimensions: ['DAYS'],
      filters: { startDate: addDays(standardMaxDate, -9), endDate: addDays(standardMaxDate, -3) },
    });
    // Without a time dimension, one row sums the range.
    expect(early.body.response.data).toEqual([
      { Searches: days.body.response.data.reduce((s: number, r: { Searches: number }) => s + r.Searches, 0) },
    ]);
  });

  it('keys weeks by their Monday and splits check-ins by one BRANDD_ dimension, parts adding up', async () => {
    const body = {
      metrics: ['BRANDD_DAILY_CHECKINS'],
      filters: { startDate: '2026-01-05', endDate: '2026-01-18' },
    };
    const total = await ctx.client.post(REPORTS, { ...body, dimensions: ['WEEKS'] });
    expect(total.body.response.data.map((r: { week: string }) => r.week)).toEqual(['1/05/26', '1/12/26']);
    for (const dimension of ['BRANDD_GENDER', 'BRANDD_AGE', 'BRANDD_TIME'] as const) {
      const split = await ctx.client.post(REPORTS, { ...body, dimensions: ['WEEKS', dimension] });
      const { key, values } = DIMENSIONS[dimension];
      const rows = split.body.response.data;
      expect(rows).toHaveLength(2 * values.length);
      expect(new Set(rows.map((r: Record<string, string>) => r[key]))).toEqual(new Set(values));
      const sum = rows
        .filter((r: { week: string }) => r.week === '1/05/26')
        .reduce((s: number, r: Record<string, number>) => s + r['BrandD Daily Checkins'], 0);
      expect(sum).toBe(total.body.response.data[0]['BrandD Daily Checkins']);
    }
  });

  it('gives NETLISTINGS_LIVE per location equal to the location’s LIVE listings', async () => {
    const { standardMaxDate } = await maxDates();
    const reply = await ctx.client.post(REPORTS, {
      metrics: ['NETLISTINGS_LIVE'],
      dimensions: ['LOCATION_IDS'],
      filters: { startDate: standardMaxDate, endDate: standardMaxDate },
    });
    const rows = reply.body.response.data;
    expect(rows.length).toBe(5);
    for (const row of rows) {
      const listings = await ctx.client.get(`${ME}/netlistings/listings`, {
        query: { locationIds: row.location_id },
      });
      const live = listings.body.response.listings.filter(
        (l: { status: string }) => l.status === 'LIVE',
      ).length;
      expect(row['NetListings Live']).toBe(live);
    }
  });

  it('follows the catalogue’s rules with its codes', async () => {
    const cases: [unknown, number][] = [
      [{ metrics: [], dimensions: [] }, ERROR_CODES.missingValue],
      [{ metrics: ['SEARCHES'] }, ERROR_CODES.missingValue],
      [{ metrics: ['NOPE'], dimensions: [] }, ERROR_CODES.badParameter],
      [{ metrics: ['SEARCHES'], dimensions: ['DAYS', 'WEEKS'] }, ERROR_CODES.badParameter],
      [{ metrics: ['SEARCHES'], dimensions: ['BRANDD_AGE', 'BRANDD_TIME'] }, ERROR_CODES.badParameter],
      [{ metrics: [...METRIC_IDS, ...METRIC_IDS.slice(0, 3)], dimensions: [] }, ERROR_CODES.badParameter],
      [
        { metrics: ['SEARCHES'], dimensions: [], filters: { startDate: '2026-02-30' } },
        ERROR_CODES.badParameter,
      ],
      [
        {
          metrics: ['SEARCHES'],
          dimensions: [],
          filters: { startDate: '2026-03-02', endDate: '2026-03-01' },
        },
        ERROR_CODES.startAfterEnd,
      ],
      ['not json', ERROR_CODES.badParameter],
    ];
    for (const [body, code] of cases) {
      const reply = await ctx.client.post(REPORTS, body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(codes(reply)[0], JSON.stringify(body)).toBe(code);
      expect(reply.body.response).toEqual({});
    }
  });
});

describe('asynchronous reports', () => {
  it('is PENDING with an empty url, then DONE with a CSV that downloads without a credential', async () => {
    const body = {
      metrics: ['SEARCHES', 'NETLISTINGS_LIVE'],
      dimensions: ['DAYS', 'LOCATION_IDS'],
      filters: { startDate: '2026-03-01', endDate: '2026-03-03' },
    };
    const sync = await ctx.client.post(REPORTS, body);
    const started = await ctx.client.post(REPORTS, body, { query: { async: true } });
    expect(started.body.response).toEqual({ id: expect.any(String) });
    const statusPath = `${ME}/analytics/standardreports/${started.body.response.id}`;
    expect((await ctx.client.get(statusPath)).body.response).toEqual({ status: 'PENDING', url: '' });
    await ctx.client.advance(5_000);
    const done = (await ctx.client.get(statusPath)).body.response;
    expect(done.status).toBe('DONE');
    expect(done.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/.+\.csv$/);
    expect(done.url).not.toContain(ctx.client.emu.apiKey);
    const csv = await fetch(done.url);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const parsed = Papa.parse<Record<string, string>>(await csv.text(), {
      header: true,
      skipEmptyLines: true,
    });
    expect(parsed.meta.fields).toEqual(Object.keys(sync.body.response.data[0]));
    expect(parsed.data.map((r) => Object.values(r).join())).toEqual(
      sync.body.response.data.map((r: object) => Object.values(r).join()),
    );
    const guessed = await fetch(done.url.replace(/\/[^/]+\.csv$/, '/guess.csv'));
    expect(guessed.status).toBe(404);
  });

  it('answers an unknown report id with 404 code 5062', async () => {
    const reply = await ctx.client.get(`${ME}/analytics/standardreports/123456789`);
    expect([reply.status, codes(reply)]).toEqual([404, [ERROR_CODES.reportNotFound]]);
  });
});
