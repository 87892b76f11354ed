import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { buildAllAccountsReport, mergeThemes } from '@/lib/reputation/all-accounts-report';
import { buildReputationReport } from '@/lib/reputation/reputation-report';
import type { MentionedTheme } from '@/lib/reputation/theme-quotes';
import { cacheReviews } from '@/lib/reviews/review-cache-writes';
import { reviewKey } from '@/lib/reviews/review-keys';
import { clearStores } from '../../clear-stores';
import { comment, listReview } from '../reviews/fixtures';

const NOW = Date.UTC(2026, 10, 25, 12, 0);
const PERIOD = { kind: 'last', days: 30 } as const;
const day = (d: number) => `2026-11-${String(d).padStart(2, '0')}T12:00`;

beforeEach(async () => {
  fakeBrowser.reset();
  await clearStores();
  await cacheReviews(
    'acme',
    [
      listReview({
        id: 'a1',
        rating: 1,
        content: 'We waited an hour in the lobby.',
        publisherDate: day(20),
        lastServiceUpdateTime: day(20),
      }),
      listReview({
        id: 'a2',
        rating: 5,
        content: 'Lovely staff.',
        publisherDate: day(21),
        lastServiceUpdateTime: day(21),
        comments: [comment({ id: 'r', publisherDate: day(22) })],
      }),
    ],
    () => 'backfill',
    NOW,
  );
  await cacheReviews(
    'bakery',
    [
      listReview({
        id: 'b1',
        rating: 2,
        content: 'Long wait for a loaf.',
        publisherDate: day(22),
        lastServiceUpdateTime: day(22),
      }),
    ],
    () => 'backfill',
    NOW,
  );
});

describe('reputation over every account', () => {
  it('counts every account’s reviews together, and each account apart for its table', async () => {
    const report = await buildAllAccountsReport(['acme', 'bakery'], PERIOD, NOW);
    expect(report.figures.reviews).toBe(3);
    expect(report.figures.distribution).toEqual([1, 1, 0, 0, 1]);
    expect(report.figures.awaiting.count).toBe(2);
    const [acme, bakery] = await Promise.all([
      buildReputationReport('acme', PERIOD, NOW),
      buildReputationReport('bakery', PERIOD, NOW),
    ]);
    expect(report.byAccount).toEqual([
      expect.objectContaining({
        id: 'acme',
        reviews: 2,
        answered: 1,
        responseRate: acme.figures.responseRate,
      }),
      expect.objectContaining({
        id: 'bakery',
        reviews: 1,
        answered: 0,
        responseRate: bakery.figures.responseRate,
      }),
    ]);
    // One account's report has no per-account table.
    expect(acme.byAccount).toBeUndefined();
  });

  it('sums what customers mention across accounts, each quote opening its review in its own account', async () => {
    const report = await buildAllAccountsReport(['acme', 'bakery'], PERIOD, NOW);
    const wait = report.themes.find((theme) => theme.theme === 'wait' && theme.tone === 'complaint');
    expect(wait?.count).toBe(2);
    expect(wait?.quotes.map((quote) => quote.reviewId).sort()).toEqual(
      [reviewKey('acme', 'a1'), reviewKey('bakery', 'b1')].sort(),
    );
  });

  it('merges the themes of accounts: counts added, quotes up to three, most counted first', () => {
    const theme = (
      count: number,
      quotes: string[],
      tone: 'praise' | 'complaint' = 'complaint',
    ): MentionedTheme => ({
      theme: 'wait',
      tone,
      count,
      previous: 1,
      quotes: quotes.map((reviewId) => ({ reviewId, rating: 1, text: reviewId })),
    });
    const merged = mergeThemes([[theme(2, ['a', 'b']), theme(5, ['p'], 'praise')], [theme(4, ['c', 'd'])]]);
    expect(merged.map(({ tone, count, previous }) => [tone, count, previous])).toEqual([
      ['complaint', 6, 2],
      ['praise', 5, 1],
    ]);
    expect(merged[0].quotes.map((quote) => quote.reviewId)).toEqual(['a', 'b', 'c']);
  });
});
