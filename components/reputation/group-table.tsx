import { useMemo, useState } from 'preact/hooks';
import { filterRouteHash } from '@/components/reviews/inbox/inbox-route';
import { Button } from '@/components/ui/button';
import { saveCsvFile } from '@/components/ui/save-file';
import { i18n } from '@/lib/i18n/translate';
import { groupTableCsv } from '@/lib/reputation/reputation-csv';
import type { GroupFigures } from '@/lib/reputation/reputation-figures';
import { formatCount, formatDuration, formatPercent, formatRating } from './format-figures';

export type GroupRow = GroupFigures & { id: string };
/** What a row is: a location, a publisher, or (All accounts) an account. */
export type GroupKind = 'locations' | 'publishers' | 'accounts';
type Column = 'name' | 'reviews' | 'averageRating' | 'responseRate' | 'medianResponseMs';
interface Sort {
  column: Column;
  ascending: boolean;
}

const COLUMNS: Column[] = ['name', 'reviews', 'averageRating', 'responseRate', 'medianResponseMs'];
/** Worst first: the lowest rating, then the lowest response rate, then the slowest answers. */
const WORST_FIRST: Sort = { column: 'averageRating', ascending: true };

const headerOf = (column: Column, kind: GroupKind): string =>
  column === 'name' ? i18n.t(`reputation.table.${kind}`) : i18n.t(`reputation.table.${column}`);

/** Rows sorted by `sort`; rows with no value for the column go last either way. Pure. */
export function sortRows(rows: readonly GroupRow[], sort: Sort, nameOf: (id: string) => string): GroupRow[] {
  const cellOf = (row: GroupRow): number | string | undefined =>
    sort.column === 'name' ? nameOf(row.id) : row[sort.column];
  return [...rows].sort((a, b) => {
    const x = cellOf(a);
    const y = cellOf(b);
    if (x === undefined || y === undefined) return x === y ? 0 : x === undefined ? 1 : -1;
    const order = typeof x === 'string' ? x.localeCompare(String(y)) : x - (y as number);
    if (order !== 0) return sort.ascending ? order : -order;
    // Ties on the worst-first column fall to the response rate, then the number of reviews.
    return (a.responseRate ?? 101) - (b.responseRate ?? 101) || b.reviews - a.reviews;
  });
}

const GROUP_FILTER: Record<GroupKind, 'locationIds' | 'publisherIds' | 'accountIds'> = {
  locations: 'locationIds',
  publishers: 'publisherIds',
  accounts: 'accountIds',
};

/**
 * The inbox on exactly a row's reviews, as many as its Reviews column says: its location,
 * publisher or account, published in the period, Done ones too, as the figures count them.
 */
export function groupRouteHash(kind: GroupKind, id: string, period: { start: number; end: number }): string {
  return filterRouteHash({
    [GROUP_FILTER[kind]]: [id],
    since: period.start,
    before: period.end,
    counted: true,
  });
}

/** "67% of 3": the response rate with the reviews that can be answered, which it is over. */
export const rateCell = (row: GroupRow): string =>
  i18n.t('reputation.table.rateOf', {
    rate: row.responseRate === undefined ? '—' : formatPercent(row.responseRate),
    count: formatCount(row.answerable),
  });

/**
 * The figures per location (or publisher), sortable by any column, worst first on request; a
 * location's row opens the inbox filtered to it. The response rate says how many reviews it is
 * over ("67% of 3"), so a row of 8 reviews does not read as 8 answered. "Download CSV" saves the
 * table as shown, the rate and that count in columns of their own.
 */
export function GroupTable({
  kind,
  rows,
  nameOf,
  fileName,
  onOpen,
}: {
  kind: GroupKind;
  rows: readonly GroupRow[];
  nameOf: (id: string) => string;
  fileName: string;
  /** Opens the inbox on exactly the row's reviews (`groupRouteHash`). */
  onOpen?: (id: string) => void;
}) {
  const [sort, setSort] = useState<Sort>(WORST_FIRST);
  const sorted = useMemo(() => sortRows(rows, sort, nameOf), [rows, sort, nameOf]);
  const toggle = (column: Column) =>
    setSort((current) =>
      current.column === column
        ? { column, ascending: !current.ascending }
        : { column, ascending: column === 'name' || column === 'medianResponseMs' },
    );
  const download = () =>
    saveCsvFile(
      groupTableCsv(sorted, {
        headers: [
          headerOf('name', kind),
          headerOf('reviews', kind),
          headerOf('averageRating', kind),
          i18n.t('reputation.table.answerableCsv'),
          i18n.t('reputation.table.responseRateCsv'),
          i18n.t('reputation.table.medianHoursCsv'),
          i18n.t('reputation.table.withinTargetCsv'),
        ],
        nameOf,
      }),
      fileName,
    );
  return (
    <div class="group-table">
      <div class="group-table__tools">
        <Button size="sm" variant="secondary" onClick={() => setSort(WORST_FIRST)}>
          {i18n.t('reputation.table.worstFirst')}
        </Button>
        <Button size="sm" variant="secondary" onClick={download}>
          {i18n.t('reputation.table.download')}
        </Button>
      </div>
      <p class="reputation-note">{i18n.t('reputation.table.rateNote')}</p>
      <div class="group-table__scroll">
        <table>
          <thead>
            <tr>
              {COLUMNS.map((column) => (
                <th
                  key={column}
                  scope="col"
                  aria-sort={
                    sort.column === column ? (sort.ascending ? 'ascending' : 'descending') : undefined
                  }
                >
                  <button type="button" class="group-table__sort" onClick={() => toggle(column)}>
                    {headerOf(column, kind)}
                    <span aria-hidden="true">
                      {sort.column === column ? (sort.ascending ? ' ▲' : ' ▼') : ''}
                    </span>
                  </button>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {sorted.map((row) => (
              <tr key={row.id} data-group={row.id}>
                <th scope="row" title={row.id}>
                  {onOpen ? (
                    <button type="button" class="group-table__open" onClick={() => onOpen(row.id)}>
                      {nameOf(row.id)}
                    </button>
                  ) : (
                    nameOf(row.id)
                  )}
                </th>
                <td>{row.reviews}</td>
                <td>{row.averageRating === undefined ? '—' : formatRating(row.averageRating)}</td>
                <td>{rateCell(row)}</td>
                <td>{row.medianResponseMs === undefined ? '—' : formatDuration(row.medianResponseMs)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
