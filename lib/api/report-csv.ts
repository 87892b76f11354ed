import Papa from 'papaparse';
import { DIMENSIONS } from './catalog';
import { SchemaError } from './errors';
import type { BodyContext } from './read-payload';
import type { ReportRow } from './schemas/analytics';

// conventions.md › Analytics: the CSV header holds the same keys as the synchronous rows.
const DIMENSION_KEYS: ReadonlySet<string> = new Set(Object.values(DIMENSIONS).map((d) => d.key));
const NUMBER = /^-?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/**
 * Reads the CSV of an asynchronous report into rows like the synchronous ones: metric cells as
 * numbers, dimension cells (`day`, `location_id`, `age`, …) kept as text even when they look
 * numeric, since a location id `0042` must stay `0042`.
 */
export function parseReportCsv(text: string, context: BodyContext): ReportRow[] {
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (header) => header.trim(),
  });
  if (parsed.errors.length) {
    const issues = parsed.errors.slice(0, 3).map((error) => ({
      path: error.row === undefined ? 'csv' : `csv row ${error.row + 2}`,
      message: error.message,
    }));
    throw new SchemaError(
      `The service sent something unexpected: the report file is not valid CSV (${issues
        .map((issue) => `${issue.path}: ${issue.message}`)
        .join('; ')}). Run the report again; if it keeps happening, the extension may need an update.`,
      { ...context, issues },
    );
  }
  return parsed.data.map((record) => {
    const row: ReportRow = {};
    for (const [key, cell] of Object.entries(record)) {
      const value = (cell ?? '').trim();
      row[key] = !DIMENSION_KEYS.has(key) && NUMBER.test(value) ? Number(value) : value;
    }
    return row;
  });
}
