/**
 * The Reputation view's table as a CSV file: one row per location (or publisher) with its
 * figures, the response rate beside the reviews that can be answered, which it counts, as on
 * screen, and the share answered within the response target. Names are written by people outside the business, so cells go through the same
 * formula escaping as every export.
 */
import { writeCsv } from '../csv/csv-writer';
import type { GroupFigures } from './reputation-figures';

export interface GroupCsvLabels {
  headers: [
    name: string,
    reviews: string,
    averageRating: string,
    answerable: string,
    responseRate: string,
    medianHours: string,
    withinTarget: string,
  ];
  nameOf: (id: string) => string;
}

export function groupTableCsv(
  rows: readonly (GroupFigures & { id: string })[],
  labels: GroupCsvLabels,
): string {
  return writeCsv({
    fields: labels.headers,
    rows: rows.map((row) => [
      labels.nameOf(row.id),
      row.reviews,
      row.averageRating === undefined ? '' : Math.round(row.averageRating * 10) / 10,
      row.answerable,
      row.responseRate ?? '',
      row.medianResponseMs === undefined ? '' : Math.round(row.medianResponseMs / 360_000) / 10,
      row.withinTarget ?? '',
    ]),
  });
}

/** `reputation-locations-2026-10-27-2026-11-25.csv`: what and which days. */
export const groupTableFileName = (
  kind: 'locations' | 'publishers' | 'accounts',
  from: string,
  to: string,
): string => `reputation-${kind}-${from}-${to}.csv`;
