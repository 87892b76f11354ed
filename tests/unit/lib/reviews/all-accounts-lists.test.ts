import '../../i18n-setup';
import 'fake-indexeddb/auto';
import Papa from 'papaparse';
import { beforeEach, describe, expect, it } from 'vitest';
import { displayNames } from '@/lib/names/display-name';
import { type CachedReview, toCachedReview } from '@/lib/reviews/cached-review';
import { mergeNewest, readCardDetailsOfAccounts, readNewestOfAccounts } from '@/lib/reviews/merged-reviews';
import { saveDraft } from '@/lib/reviews/reply-drafts';
import { cacheReviews } from '@/lib/reviews/review-cache-writes';
import { CSV_COLUMNS, type CsvLabels, reviewsCsv } from '@/lib/reviews/review-csv';
import { reviewKey } from '@/lib/reviews/review-keys';
import { clearStores } from '../../clear-stores';
import { listReview } from './fixtures';

const NOW = 1_800_000_000_000;
const review = (accountId: string, id: string, day: number): CachedReview =>
  toCachedReview(
    accountId,
    listReview({ id, publisherDate: `2026-11-${String(day).padStart(2, '0')}T09:00` }),
    undefined,
    { origin: 'backfill', now: 0 },
  );

beforeEach(clearStores);

describe('the popup’s list over several accounts', () => {
  it('merges each account’s newest-first list into one, newest first, up to the limit', () => {
    const acme = [review('acme', 'a3', 9), review('acme', 'a2', 5), review('acme', 'a1', 1)];
    const bakery = [review('bakery', 'b2', 7), review('bakery', 'b1', 5)];
    const merged = mergeNewest([acme, bakery, []], 4);
    expect(merged.map((one) => `${one.accountId}/${one.id}`)).toEqual([
      'acme/a3',
      'bakery/b2',
      // The same day: the larger id first, as each account's index reads it.
      'bakery/b1',
      'acme/a2',
    ]);
    expect(mergeNewest([acme, bakery], 10)).toHaveLength(5);
  });

  it('reads the newest of every account from the cache, each card’s draft keyed by its account', async () => {
    const at = (day: number) => `2026-11-${String(day).padStart(2, '0')}T09:00`;
    await cacheReviews('acme', [listReview({ id: '7', publisherDate: at(2) })], () => 'poll', NOW);
    await cacheReviews('bakery', [listReview({ id: '7', publisherDate: at(4) })], () => 'poll', NOW);
    await saveDraft({ accountId: 'bakery', reviewId: '7', text: 'Thank you' });
    const newest = await readNewestOfAccounts(['acme', 'bakery'], 30);
    expect(newest.map((one) => one.accountId)).toEqual(['bakery', 'acme']);
    const details = await readCardDetailsOfAccounts(newest);
    // The same id in two accounts: only the account that has the draft says so.
    expect([...details.drafts]).toEqual([reviewKey('bakery', '7')]);
  });
});

describe('the CSV over several accounts', () => {
  const names = displayNames({ locations: new Map(), publishers: new Map() });
  const labels: CsvLabels = {
    headers: Object.fromEntries(CSV_COLUMNS.map((column) => [column, column])) as CsvLabels['headers'],
    yes: 'yes',
    no: 'no',
    locationName: names.location,
    publisherName: names.publisher,
  };

  it('gains an account column first, naming each review’s account', () => {
    const csv = reviewsCsv([review('acme', '1', 2), review('bakery', '1', 3)], {
      ...labels,
      account: {
        header: 'account',
        name: (id) => ({ acme: 'Acme Dental', bakery: 'Bakery Group' })[id] ?? id,
      },
    });
    const rows = Papa.parse<string[]>(csv.trim()).data;
    expect(rows[0]).toEqual(['account', ...CSV_COLUMNS]);
    expect(rows.slice(1).map((row) => [row[0], row[1]])).toEqual([
      ['Acme Dental', '1'],
      ['Bakery Group', '1'],
    ]);
  });

  it('has no account column over one account', () => {
    const rows = Papa.parse<string[]>(reviewsCsv([review('acme', '1', 2)], labels).trim()).data;
    expect(rows[0]).toEqual([...CSV_COLUMNS]);
  });
});
