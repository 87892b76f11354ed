import '../../i18n-setup';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { displayNames } from '@/lib/names/display-name';
import { toCachedReview } from '@/lib/reviews/cached-review';
import { CSV_COLUMNS, type CsvLabels, csvFileName, csvRow, reviewsCsv } from '@/lib/reviews/review-csv';
import { formulaCases, multiLineFormula } from '../csv/formula-cells';
import { listReview } from './fixtures';

const names = displayNames({
  locations: new Map([['loc1', 'Downtown']]),
  publishers: new Map([['BRANDB', 'BrandB Social']]),
});
const labels: CsvLabels = {
  headers: Object.fromEntries(
    CSV_COLUMNS.map((column) => [column, column.toUpperCase()]),
  ) as CsvLabels['headers'],
  yes: 'yes',
  no: 'no',
  locationName: names.location,
  publisherName: names.publisher,
};

const cached = (overrides: Parameters<typeof listReview>[0]) =>
  toCachedReview('acc', listReview(overrides), undefined, { origin: 'backfill', now: 0 });

describe('review CSV', () => {
  it('one row per review in the column order, names where known, readable stand-ins otherwise', () => {
    const review = cached({
      id: '42',
      locationId: 'loc1',
      publisherId: 'BRANDB',
      rating: 2,
      title: 'Late',
      content: 'Waited, a long time\n"forty" minutes',
      authorName: 'Jordan P.',
      url: 'https://example.com/r/42',
      publisherDate: '2026-11-20T14:05',
    });
    expect(csvRow(review, labels)).toEqual([
      '42',
      '2026-11-20T14:05',
      'Downtown',
      'BrandB Social',
      2,
      'Jordan P.',
      'Late',
      'Waited, a long time\n"forty" minutes',
      'yes',
      'https://example.com/r/42',
    ]);
    const unnamed = cached({
      locationId: '1003',
      publisherId: 'BRANDCMYBUSINESS',
      url: undefined,
      title: undefined,
    });
    expect(csvRow(unnamed, labels)).toEqual(
      expect.arrayContaining(['Location 1003', 'Brandcmybusiness', '']),
    );
  });

  it('round-trips through a CSV parser: header, quotes, commas and line breaks intact', () => {
    const reviews = [
      cached({ id: '1', content: 'Plain' }),
      cached({ id: '2', content: 'Commas, "quotes"\nand lines' }),
    ];
    const text = reviewsCsv(reviews, labels);
    const [header, ...rows] = Papa.parse<string[]>(text, { skipEmptyLines: true }).data;
    expect(header).toEqual(CSV_COLUMNS.map((column) => column.toUpperCase()));
    expect(rows.map((row) => row[7])).toEqual(['Plain', 'Commas, "quotes"\nand lines']);
  });

  it('cells a spreadsheet would run as formulas get a leading apostrophe', () => {
    const reviews = [
      cached({ id: '1', content: '=HYPERLINK("http://evil","click")', authorName: '+1 555', title: '-2+3' }),
      cached({ id: '2', content: '@SUM(A1)', authorName: '\tTabbed', title: 'Fine = fine' }),
    ];
    const [, first, second] = Papa.parse<string[]>(reviewsCsv(reviews, labels), {
      skipEmptyLines: true,
    }).data;
    expect(first[7]).toBe(`'=HYPERLINK("http://evil","click")`);
    expect(first[5]).toBe("'+1 555");
    expect(first[6]).toBe("'-2+3");
    expect(second[7]).toBe("'@SUM(A1)");
    expect(second[5]).toBe("'\tTabbed");
    // Only a leading sign is dangerous.
    expect(second[6]).toBe('Fine = fine');
  });

  it.each(formulaCases)('a multi-line author, title or text starting with %s is escaped', (_name, lead) => {
    const hostile = multiLineFormula(lead);
    const review = cached({ id: '1', authorName: hostile, title: hostile, content: hostile });
    const [, row] = Papa.parse<string[]>(reviewsCsv([review], labels), { skipEmptyLines: true }).data;
    expect([row?.[5], row?.[6], row?.[7]]).toEqual([`'${hostile}`, `'${hostile}`, `'${hostile}`]);
  });

  it('names the file after the day', () => {
    expect(csvFileName(new Date('2026-11-23T13:00:00Z'))).toBe('reviews-2026-11-23.csv');
  });
});
