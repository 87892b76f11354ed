/**
 * The side panel's "Export CSV": the filtered reviews as a spreadsheet-ready file. Review text is
 * written by strangers, so every cell that a spreadsheet would read as a formula (starting with
 * = + - @, a tab or a carriage return) is prefixed with `'` by the shared writer (lib/csv); everything
 * else is quoted only as CSV needs.
 */
import { writeCsv } from '../csv/csv-writer';
import type { CachedReview } from './cached-review';

export interface CsvLabels {
  /** Column titles, in the order of `CSV_COLUMNS`. */
  headers: Record<CsvColumn, string>;
  yes: string;
  no: string;
  /** Location and publisher names (lib/names: a readable stand-in until the name is known). */
  locationName: (locationId: string) => string;
  publisherName: (publisherId: string) => string;
  /**
   * With All accounts: the account column's title and each review's account name. The column
   * comes first, so a file over several accounts sorts by client in any spreadsheet.
   */
  account?: { header: string; name: (accountId: string) => string };
}

export const CSV_COLUMNS = [
  'id',
  'date',
  'location',
  'publisher',
  'rating',
  'author',
  'title',
  'content',
  'awaiting',
  'url',
] as const;
export type CsvColumn = (typeof CSV_COLUMNS)[number];

/** One row per review, cells in `CSV_COLUMNS` order, not yet escaped. */
export function csvRow(review: CachedReview, labels: CsvLabels): (string | number)[] {
  const row = columnsRow(review, labels);
  return labels.account ? [labels.account.name(review.accountId), ...row] : row;
}

function columnsRow(review: CachedReview, labels: CsvLabels): (string | number)[] {
  const cells: Record<CsvColumn, string | number> = {
    id: review.id,
    date: review.publisherDate,
    location: labels.locationName(review.locationId),
    publisher: labels.publisherName(review.publisherId),
    rating: review.rating,
    author: review.authorName,
    title: review.title ?? '',
    content: review.content,
    awaiting: review.needsReply ? labels.yes : labels.no,
    url: review.url ?? '',
  };
  return CSV_COLUMNS.map((column) => cells[column]);
}

export function reviewsCsv(reviews: readonly CachedReview[], labels: CsvLabels): string {
  return writeCsv({
    fields: [
      ...(labels.account ? [labels.account.header] : []),
      ...CSV_COLUMNS.map((column) => labels.headers[column]),
    ],
    rows: reviews.map((review) => csvRow(review, labels)),
  });
}

/** `reviews-2026-11-23.csv`: the day the file was made. */
export const csvFileName = (now: Date): string => `reviews-${now.toISOString().slice(0, 10)}.csv`;
