/**
 * What the reputation feature keeps in the cache and answers pages with, and the pages' read of the
 * headline snapshot: IndexedDB only, no client code, so pages may import it freely.
 */

import { openCache } from '../cache/db';
import type { UnreadLanguage } from '../review-language/unread-languages';
import type { TargetBands } from '../reviews/due-time';
import type { Period, PeriodChoice } from './period';
import type { GroupFigures, ReputationFigures } from './reputation-figures';
import type { MentionedTheme } from './theme-quotes';

/** `snapshots` record name of the popup's headline figures. */
export const REPUTATION_HEADLINE = 'reputationHeadline';

/** How far the first download of reviews has come, while it runs: figures are not final yet. */
export interface BackfillProgress {
  done: number;
  total?: number;
}

/** Everything the side panel's Reputation view shows for one period. */
export interface ReputationReport {
  choice: PeriodChoice;
  figures: ReputationFigures;
  /** What customers mention: each theme of the period, once per tone, most counted first. */
  themes: MentionedTheme[];
  backfill: BackfillProgress | null;
  /** The response targets it counted against (Options › Response targets). */
  bands: TargetBands;
  computedAt: number;
  /** How long the worker took to read the facts and compute every figure (the bench's budget). */
  elapsedMs: number;
  /**
   * Reviews in a language the themes cannot read yet, per language, over every cached review of
   * the account, or of every account over All accounts (lib/review-language/unread-languages.ts).
   */
  unreadLanguages?: UnreadLanguage[];
  /** Over All accounts: each account's figures (all-accounts-report.ts); absent for one account. */
  byAccount?: (GroupFigures & { id: string })[];
}

/** The popup's four headline figures (snapshot `reputationHeadline`), for the default period. */
export interface ReputationHeadline {
  accountId: string;
  name: typeof REPUTATION_HEADLINE;
  period: Period;
  figures: Omit<ReputationFigures, 'byLocation' | 'byPublisher' | 'weekly'>;
  backfill: BackfillProgress | null;
  /** Local day it was computed for: a new day moves the period. */
  day: string;
  /** The response targets it counted "needs attention" and "within target" against. */
  bands: TargetBands;
  computedAt: number;
  /** The facts it was computed from (fact-cache.ts › ReadFacts): others make it stale. */
  factsStamp?: string;
}

export async function readReputationHeadline(accountId: string): Promise<ReputationHeadline | undefined> {
  return (await (await openCache()).get('snapshots', [accountId, REPUTATION_HEADLINE])) as
    | ReputationHeadline
    | undefined;
}
