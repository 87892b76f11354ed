/**
 * Reviews in other languages, end to end below the UI: the emulator seeded with `--languages`
 * over real HTTP, the worker's sync telling each review's language once as it caches it, the
 * account's usual language, and what "What customers mention" could not read.
 */
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { openCache } from '@/lib/cache/db';
import { DEFAULT_PERIOD } from '@/lib/reputation/period';
import { buildReputationReport } from '@/lib/reputation/reputation-report';
import { letterCount, MIN_LETTERS, wordsOf } from '@/lib/review-language/detect-language';
import { readAccountLanguages, usualLanguage } from '@/lib/review-language/language-tally';
import type { CachedReview } from '@/lib/reviews/cached-review';
import { syncAllAccounts } from '@/lib/sync/sync-runner';
import { readReviews } from '../unit/lib/reviews/read-reviews';
import { ACCOUNT, clearCache, connectAccount, type Harness, startHarness, syncDeps } from './sync-harness';

let harness: Harness | undefined;

async function backfill(languages: string[], reviews = 300): Promise<CachedReview[]> {
  fakeBrowser.reset();
  await clearCache();
  harness = await startHarness({ reviews, languages });
  await connectAccount(harness, 'Maison Lefèvre');
  const run = await syncAllAccounts('startup', syncDeps(harness));
  expect(run.accounts[0].error).toBeUndefined();
  return (await readReviews(ACCOUNT)).reviews;
}

afterEach(async () => {
  await harness?.close();
  harness = undefined;
});
afterAll(() => clearCache());

const share = (reviews: readonly CachedReview[], test: (review: CachedReview) => boolean) =>
  reviews.filter(test).length / reviews.length;

describe('an account seeded in French', () => {
  it('caches each review with its language: French when long enough to tell, none when too short', async () => {
    const reviews = await backfill(['fr']);
    expect(reviews.length).toBeGreaterThan(250);
    const telling = reviews.filter((review) => letterCount(wordsOf(review)) >= MIN_LETTERS);
    const short = reviews.filter((review) => letterCount(wordsOf(review)) < MIN_LETTERS);
    expect(share(telling, (review) => review.language === 'fr')).toBeGreaterThanOrEqual(0.95);
    expect(short.every((review) => review.language === undefined)).toBe(true);

    // The account's usual language, which the short ones read as, is French.
    expect(usualLanguage(await readAccountLanguages(ACCOUNT))).toBe('fr');

    // The French lexicon reads them: the seed's themes come back, and none is counted as unread.
    const report = await buildReputationReport(ACCOUNT, DEFAULT_PERIOD, harness?.now() ?? Date.now());
    expect(report.themes.length).toBeGreaterThan(0);
    expect(report.unreadLanguages?.find((entry) => entry.language === 'fr')).toBeUndefined();
    const readAsFrench = reviews.filter((review) => (review.language ?? 'fr') === 'fr').length;
    expect(readAsFrench / reviews.length).toBeGreaterThanOrEqual(0.95);
  });

  it('tells a review again when the reviewer rewrites it, and keeps it when only its thread moves', async () => {
    const reviews = await backfill(['fr'], 120);
    const review = reviews.find((candidate) => candidate.language === 'fr') as CachedReview;
    const base = harness?.emulator.baseUrl;
    const patch = await fetch(`${base}/__emulator/reviews/${review.id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ content: 'Il personale è stato gentilissimo e il caffè era davvero ottimo.' }),
    });
    expect(patch.ok).toBe(true);
    await syncAllAccounts('alarm', syncDeps(harness as Harness));
    const cache = await openCache();
    const rewritten = (await cache.get('reviews', [ACCOUNT, review.id])) as CachedReview;
    expect(rewritten.language).toBe('it');

    const other = reviews.find((candidate) => candidate.language === 'fr' && candidate.id !== review.id);
    const comment = await fetch(`${base}/__emulator/reviews/${other?.id}/comments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'Merci !' }),
    });
    expect(comment.ok).toBe(true);
    await syncAllAccounts('alarm', syncDeps(harness as Harness));
    const answered = (await cache.get('reviews', [ACCOUNT, other?.id as string])) as CachedReview;
    expect(answered.comments.at(-1)?.message).toBe('Merci !');
    expect(answered.language).toBe('fr');
  });
});

describe('an account seeded in five languages', () => {
  it('holds reviews in each, about as many of each, each told as written', async () => {
    const reviews = await backfill(['en', 'de', 'fr', 'es', 'ja'], 500);
    const told = reviews.filter((review) => review.language);
    for (const language of ['en', 'de', 'fr', 'es', 'ja']) {
      const mine = share(told, (review) => review.language === language);
      expect(mine, language).toBeGreaterThan(0.12);
      expect(mine, language).toBeLessThan(0.28);
    }
    expect(
      share(told, (review) => ['en', 'de', 'fr', 'es', 'ja'].includes(review.language ?? '')),
    ).toBeGreaterThan(0.97);
    // Each of the five is read for themes by its own lexicon: only the library's rare misreadings
    // (Spanish as Portuguese, say) are counted as unread, each small.
    const report = await buildReputationReport(
      ACCOUNT,
      { kind: 'last', days: 548 },
      harness?.now() ?? Date.now(),
    );
    expect(report.themes.length).toBeGreaterThan(0);
    const unread = report.unreadLanguages ?? [];
    expect(unread.filter((entry) => ['en', 'de', 'fr', 'es', 'ja'].includes(entry.language))).toEqual([]);
    expect(unread.every((entry) => entry.count <= 5)).toBe(true);
  });
});
