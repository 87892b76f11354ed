import { DUE_FIRST_LIMIT } from '@/lib/reviews/due-first';
import { bandsFor, type ResponseTargets, reviewDueTime } from '@/lib/reviews/due-time';
import type { CachedReview } from '@/lib/reviews/review-cache';

/**
 * The popup's order: the reviews overdue at `now` first, the most overdue at the top (as Due
 * soonest orders them), out of those the background noted as due first (lib/reviews/due-first.ts)
 * and the newest alike, at most DUE_FIRST_LIMIT so the newest still show below them; then the
 * newest, each review once, as many as before. `lead`: how many lead.
 */
export function overdueFirst(
  newest: readonly CachedReview[],
  dueFirst: readonly CachedReview[],
  targets: ResponseTargets,
  now: number,
): { reviews: CachedReview[]; lead: number } {
  const overdue = new Map<string, { review: CachedReview; at: number }>();
  for (const review of [...dueFirst, ...newest]) {
    const at = reviewDueTime(review, bandsFor(targets, review.accountId));
    if (at !== undefined && now > at) overdue.set(review.id, { review, at });
  }
  const lead = [...overdue.values()]
    .sort((a, b) => a.at - b.at)
    .slice(0, DUE_FIRST_LIMIT)
    .map((entry) => entry.review);
  const led = new Set(lead.map((review) => review.id));
  const rest = newest.filter((review) => !led.has(review.id));
  return { reviews: [...lead, ...rest].slice(0, Math.max(newest.length, lead.length)), lead: lead.length };
}
