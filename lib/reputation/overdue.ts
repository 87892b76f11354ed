/**
 * Overdue reviews counted from the facts (review-facts.ts): awaiting an answer that can be given,
 * not Done, past their response target (lib/reviews/due-time.ts). One rule for the badge's
 * overdue count and Reputation's "needs attention", so the two always agree; and the reviews due
 * first, which the popup leads with.
 */
import { announceChange } from '../cache/changes';
import { openCache } from '../cache/db';
import { DUE_FIRST, DUE_FIRST_LIMIT, type DueFirst } from '../reviews/due-first';
import { dueTimeOf, type TargetBands } from '../reviews/due-time';
import { bandsFor, readResponseTargets } from '../reviews/response-targets';
import { readReviewFacts } from './fact-cache';
import type { ReviewFact } from './review-facts';

export function isOverdue(fact: ReviewFact, bands: TargetBands, now: number): boolean {
  if (fact.waitingSince === undefined || fact.done) return false;
  const due = dueTimeOf(fact.waitingSince, fact.rating, bands);
  return due !== undefined && now > due;
}

/**
 * The account's overdue reviews at `now`, from the facts this worker holds (fact-cache.ts); only
 * those rated `maxRating` or less, and not those in `except`, when given (the badge's 1–2★ ones
 * not already counted as new).
 */
export async function countOverdue(
  accountId: string,
  bands: TargetBands,
  now: number,
  { maxRating = 5, except }: { maxRating?: number; except?: ReadonlySet<string> } = {},
): Promise<number> {
  const { facts } = await readReviewFacts(accountId);
  let count = 0;
  for (const fact of facts)
    if (fact.rating <= maxRating && isOverdue(fact, bands, now) && !except?.has(fact.id)) count++;
  return count;
}

/** The ids of the `limit` awaiting facts due first (not Done, with a target), earliest first. */
export function dueFirstIds(facts: Iterable<ReviewFact>, bands: TargetBands, limit: number): string[] {
  const due: { id: string; at: number }[] = [];
  for (const fact of facts) {
    if (fact.waitingSince === undefined || fact.done) continue;
    const at = dueTimeOf(fact.waitingSince, fact.rating, bands);
    if (at === undefined) continue;
    // Kept sorted and short: a backlog of thousands is walked once, with no sort of them all.
    if (due.length === limit && at >= due[limit - 1].at) continue;
    let i = due.length;
    while (i > 0 && due[i - 1].at > at) i--;
    due.splice(i, 0, { id: fact.id, at });
    if (due.length > limit) due.pop();
  }
  return due.map((entry) => entry.id);
}

/** After a sync: the account's reviews due first, for the popup (lib/reviews/due-first.ts). */
export async function refreshDueFirst(accountId: string): Promise<void> {
  const [{ facts }, targets] = await Promise.all([readReviewFacts(accountId), readResponseTargets()]);
  const ids = dueFirstIds(facts, bandsFor(targets, accountId), DUE_FIRST_LIMIT);
  const db = await openCache();
  const stored = (await db.get('snapshots', [accountId, DUE_FIRST])) as DueFirst | undefined;
  if (stored && stored.ids.join() === ids.join()) return;
  const record: DueFirst = { accountId, name: DUE_FIRST, ids };
  await db.put('snapshots', record as unknown as DueFirst & { [field: string]: unknown });
  announceChange({ accountId, stores: ['snapshots'] });
}
