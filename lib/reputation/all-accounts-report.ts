/**
 * Reputation over every account (All accounts): the figures of all their cached reviews counted
 * together, as for one account of their total size, with each account's own figures for the
 * per-account table, and what customers mention summed across accounts. Reads the facts of each
 * account as one account's report does (fact-cache.ts); no request to the service.
 */

import { AppError } from '../errors/app-error';
import { i18n } from '../i18n/translate';
import { readAccountLanguages } from '../review-language/language-tally';
import { unreadLanguages } from '../review-language/unread-languages';
import type { TargetBands } from '../reviews/due-time';
import { bandsFor, readResponseTargets } from '../reviews/response-targets';
import { reviewKey } from '../reviews/review-keys';
import { readReviewFacts } from './fact-cache';
import { type PeriodChoice, resolvePeriod } from './period';
import { computeFigures } from './reputation-figures';
import type { ReputationReport } from './reputation-records';
import { backfillProgress } from './reputation-report';
import type { ReviewFact } from './review-facts';
import { countThemes } from './theme-counts';
import { type MentionedTheme, QUOTES, quoteThemes } from './theme-quotes';

/**
 * Each account's themes as one list: the counts of a theme and tone added up, its quotes taken
 * from each account in turn (the accounts' own newest first) up to QUOTES; most counted first.
 */
export function mergeThemes(perAccount: readonly (readonly MentionedTheme[])[]): MentionedTheme[] {
  const merged = new Map<string, MentionedTheme>();
  for (const themes of perAccount)
    for (const theme of themes) {
      const key = `${theme.theme}:${theme.tone}`;
      const known = merged.get(key);
      if (!known) merged.set(key, { ...theme, quotes: [...theme.quotes] });
      else {
        known.count += theme.count;
        known.previous += theme.previous;
        known.quotes.push(...theme.quotes.slice(0, Math.max(0, QUOTES - known.quotes.length)));
      }
    }
  return [...merged.values()].sort((a, b) => b.count - a.count);
}

export async function buildAllAccountsReport(
  accountIds: readonly string[],
  choice: PeriodChoice,
  now: number,
): Promise<ReputationReport> {
  const started = performance.now();
  const period = resolvePeriod(choice, now);
  if (!period) throw new AppError('invalidInput', i18n.t('reputation.errors.badPeriod'));
  const targets = await readResponseTargets();
  const read = await Promise.all(
    accountIds.map(async (accountId) => ({
      accountId,
      facts: (await readReviewFacts(accountId)).facts,
      backfill: await backfillProgress(accountId, now),
      bands: bandsFor(targets, accountId),
    })),
  );
  // Every account's facts in turn, each counted against its own account's targets: the figures
  // ask for a fact's targets as they count it, while its account's facts are the ones going by.
  let going: TargetBands = read[0]?.bands ?? bandsFor(targets, '');
  function* allFacts(): Generator<ReviewFact> {
    for (const each of read) {
      going = each.bands;
      yield* each.facts;
    }
  }
  const figures = computeFigures(allFacts(), period, { now, bands: () => going });
  // Each account's own figures, for its row (the table reads the group figures of each).
  const byAccount = read.map(({ accountId, facts, bands }) => {
    const {
      byLocation: _l,
      byPublisher: _p,
      weekly: _w,
      ...own
    } = computeFigures(facts, period, {
      now,
      bands,
    });
    return { id: accountId, ...own };
  });
  const themes = mergeThemes(
    await Promise.all(
      read.map(async ({ accountId, facts }) =>
        // A quote opens its review in the All-accounts inbox, which names reviews by key.
        (await quoteThemes(accountId, countThemes(facts, period))).map((theme) => ({
          ...theme,
          quotes: theme.quotes.map((quote) => ({ ...quote, reviewId: reviewKey(accountId, quote.reviewId) })),
        })),
      ),
    ),
  );
  // The first download of any account still running: the figures say they are not complete.
  const running = read.filter((each) => each.backfill !== null);
  const backfill =
    running.length === 0
      ? null
      : { done: running.reduce((sum, each) => sum + (each.backfill?.done ?? 0), 0) };
  const languages = await Promise.all(read.map(({ accountId }) => readAccountLanguages(accountId)));
  return {
    choice,
    figures,
    themes,
    unreadLanguages: unreadLanguages(...languages),
    backfill,
    // What "needs attention" is said against: the targets for every account (an account's own
    // targets, where set, still count its reviews).
    bands: targets.all,
    computedAt: now,
    elapsedMs: Math.round(performance.now() - started),
    byAccount,
  };
}
