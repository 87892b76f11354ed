/**
 * Computes the reputation figures in the background, from the cached reviews only: the side
 * panel's report for any period (the figures and what customers mention), and the popup's headline snapshot, which is brought up to date
 * after each sync only when the reviews or the day changed.
 */

import { announceChange } from '../cache/changes';
import { openCache } from '../cache/db';
import { AppError } from '../errors/app-error';
import { i18n } from '../i18n/translate';
import { readAccountLanguages } from '../review-language/language-tally';
import { unreadLanguages } from '../review-language/unread-languages';
import { bandsFor, readResponseTargets } from '../reviews/response-targets';
import { loadSyncState } from '../sync/sync-state';
import { readReviewFacts } from './fact-cache';
import { DEFAULT_PERIOD, localDay, type PeriodChoice, resolvePeriod } from './period';
import { computeFigures } from './reputation-figures';
import {
  type BackfillProgress,
  REPUTATION_HEADLINE,
  type ReputationHeadline,
  type ReputationReport,
  readReputationHeadline,
} from './reputation-records';
import { countThemes } from './theme-counts';
import { quoteThemes } from './theme-quotes';

/** Headline figures older than this are computed again even with no news: waiting ages move. */
const HEADLINE_MAX_AGE_MS = 60 * 60_000;
/** While the first download runs, the headline is computed this often at most. */
const BACKFILL_HEADLINE_EVERY_MS = 5 * 60_000;

export async function backfillProgress(accountId: string, now: number): Promise<BackfillProgress | null> {
  const { backfill } = await loadSyncState(accountId, now);
  if (!backfill) return null;
  return { done: backfill.offset, ...(backfill.total !== undefined ? { total: backfill.total } : {}) };
}

export async function buildReputationReport(
  accountId: string,
  choice: PeriodChoice,
  now: number,
): Promise<ReputationReport> {
  const started = performance.now();
  const period = resolvePeriod(choice, now);
  if (!period) throw new AppError('invalidInput', i18n.t('reputation.errors.badPeriod'));
  const [targets, backfill, languages] = await Promise.all([
    readResponseTargets(),
    backfillProgress(accountId, now),
    readAccountLanguages(accountId),
  ]);
  const bands = bandsFor(targets, accountId);
  const { facts } = await readReviewFacts(accountId);
  const figures = computeFigures(facts, period, { now, bands });
  const themes = await quoteThemes(accountId, countThemes(facts, period));
  return {
    choice,
    figures,
    themes,
    unreadLanguages: unreadLanguages(languages),
    backfill,
    bands,
    computedAt: now,
    elapsedMs: Math.round(performance.now() - started),
  };
}

/**
 * The popup's headline for the default period, written to the cache when the reviews changed, a
 * new day began, the first download moved on, or it is over an hour old.
 */
export async function refreshReputationHeadline(accountId: string, now: number): Promise<ReputationHeadline> {
  const [cached, targets, backfill] = await Promise.all([
    readReputationHeadline(accountId),
    readResponseTargets(),
    backfillProgress(accountId, now),
  ]);
  const bands = bandsFor(targets, accountId);
  if (backfill && cached?.backfill && now - cached.computedAt < BACKFILL_HEADLINE_EVERY_MS) return cached;
  const { facts, stamp } = await readReviewFacts(accountId);
  const day = localDay(now);
  const fresh =
    cached &&
    cached.factsStamp === stamp &&
    cached.day === day &&
    cached.bands?.low === bands.low &&
    cached.bands?.rest === bands.rest &&
    now - cached.computedAt < HEADLINE_MAX_AGE_MS &&
    (cached.backfill === null) === (backfill === null);
  if (fresh) return cached;
  const period = resolvePeriod(DEFAULT_PERIOD, now)!;
  const {
    byLocation: _l,
    byPublisher: _p,
    weekly: _w,
    ...figures
  } = computeFigures(facts, period, { now, bands });
  const headline: ReputationHeadline = {
    accountId,
    name: REPUTATION_HEADLINE,
    period,
    figures,
    backfill,
    day,
    bands,
    computedAt: now,
    factsStamp: stamp,
  };
  await (await openCache()).put(
    'snapshots',
    headline as unknown as ReputationHeadline & { [field: string]: unknown },
  );
  announceChange({ accountId, stores: ['snapshots'] });
  return headline;
}
