import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { chartData, metricColumns } from '@/lib/analytics/report-chart-data';
import { reportCsv, reportFileName } from '@/lib/analytics/report-csv-file';
import { columnsOf, coveredRange, reportColumns } from '@/lib/analytics/report-run';
import { formulaCases, multiLineFormula } from '../csv/formula-cells';
import { MAX_DATES } from './fake-analytics';

describe('report columns and range', () => {
  it('names columns as the service keys rows: dimension keys, then metric labels', () => {
    const request = {
      metrics: ['SEARCHES', 'BRANDD_DAILY_CHECKINS'],
      dimensions: ['WEEKS', 'BRANDD_AGE'],
    } as const;
    expect(reportColumns({ metrics: [...request.metrics], dimensions: [...request.dimensions] })).toEqual([
      'week',
      'age',
      'Searches',
      'BrandD Daily Checkins',
    ]);
    // Rows read from the service's CSV keep its header order.
    expect(
      columnsOf([{ Searches: 1, day: '11/09/26' }], { metrics: ['SEARCHES'], dimensions: ['DAYS'] }),
    ).toEqual(['Searches', 'day']);
  });

  it('covers up to the relevant max date whatever end was asked; the default start counts from there', () => {
    expect(
      coveredRange({ metrics: ['SEARCHES'], dimensions: [], filters: { endDate: '2030-01-01' } }, MAX_DATES),
    ).toEqual({
      start: '2026-08-11',
      end: '2026-11-09',
    });
    expect(coveredRange({ metrics: ['BRANDA_SEARCHES'], dimensions: [] }, MAX_DATES)).toEqual({
      start: '2026-08-03',
      end: '2026-11-01',
    });
  });
});

describe('report CSV', () => {
  it('writes the columns in order, numbers as numbers, and defuses formula-looking text', () => {
    const csv = reportCsv({
      columns: ['location_id', 'Searches'],
      rows: [
        { location_id: '=HYPERLINK("http://evil")', Searches: -3 },
        { location_id: '0042', Searches: 10 },
      ],
    });
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('location_id,Searches');
    expect(lines[1]).toBe(`"'=HYPERLINK(""http://evil"")",-3`);
    expect(lines[2]).toBe('0042,10');
    const parsed = Papa.parse<string[]>(csv).data;
    expect(parsed[1]?.[0]).toBe(`'=HYPERLINK("http://evil")`);
    expect(reportFileName({ start: '2026-08-11', end: '2026-11-09' })).toBe(
      'report-2026-08-11-2026-11-09.csv',
    );
  });
});

describe('report CSV dates', () => {
  it('writes days and weeks as ISO dates, which spreadsheets read the same in every locale', () => {
    const csv = reportCsv({
      columns: ['day', 'week', 'Searches'],
      rows: [{ day: '8/12/26', week: '11/09/26', Searches: 4 }],
    });
    expect(csv.split('\r\n')[1]).toBe('2026-08-12,2026-11-09,4');
  });
});

describe('report CSV escaping', () => {
  it.each(formulaCases)('a multi-line dimension cell starting with %s is escaped', (_name, lead) => {
    const hostile = multiLineFormula(lead);
    const csv = reportCsv({
      columns: ['location_id', 'Searches'],
      rows: [{ location_id: hostile, Searches: -3 }],
    });
    const [, row] = Papa.parse<string[]>(csv, { skipEmptyLines: true }).data;
    expect(row).toEqual([`'${hostile}`, '-3']);
  });
});

describe('report chart data', () => {
  const result = {
    columns: ['day', 'location_id', 'Searches', 'Profile Views'],
    rows: [
      { day: '11/09/26', location_id: 'a', Searches: 1, 'Profile Views': 2 },
      { day: '11/08/26', location_id: 'a', Searches: 3, 'Profile Views': 4 },
      { day: '11/09/26', location_id: 'b', Searches: 5, 'Profile Views': 6 },
    ],
  };

  it('draws a line along the days, adding up the locations of each day, in date order', () => {
    expect(metricColumns(result)).toEqual(['Searches', 'Profile Views']);
    expect(chartData(result, 'Searches')).toEqual({
      kind: 'line',
      axis: 'day',
      points: [
        { key: '2026-11-08', value: 3 },
        { key: '2026-11-09', value: 6 },
      ],
    });
  });

  it('draws bars across a dimension that is not time, and nothing without a dimension', () => {
    const byAge = {
      columns: ['age', 'BrandD Daily Checkins'],
      rows: [{ age: '18-24', 'BrandD Daily Checkins': 4 }],
    };
    expect(chartData(byAge, 'BrandD Daily Checkins')).toEqual({
      kind: 'bar',
      axis: 'age',
      points: [{ key: '18-24', value: 4 }],
    });
    expect(chartData({ columns: ['Searches'], rows: [{ Searches: 1 }] }, 'Searches')).toBeNull();
  });
});
