/**
 * How the backfill stores its pages (account-poller.ts): each page received is staged with the
 * progress it makes, and the staged pages are written together, in one transaction that also
 * saves that progress, so the sync's progress never runs ahead of the reviews it stored (a worker
 * stopped mid-backfill resumes after the last page written). The same backfill rebuilds a dropped
 * cache: each review takes its marks (review-marks.ts), read once, and none is announced.
 */
import { PagingError, type Review } from '../api';
import { EXTRA_PAGES } from '../api/paging';
import type { LocalFields } from '../reviews/cached-review';
import { cacheReviews, readCachedIds } from '../reviews/review-cache-writes';
import { readAccountMarks } from '../reviews/review-marks';
import { dayOf, later } from './service-time';
import type { SyncState } from './sync-state';

export class BackfillWrites {
  private staged: { reviews: Review[]; pages: number; progress: Partial<SyncState> } | undefined;
  /** Every review id the account has cached, read at the first write and kept up since. */
  private known: Set<string> | undefined;
  /** Every marked review of the account, read at the first write (what the cache lacks takes them). */
  private marks: ReadonlyMap<string, LocalFields> | undefined;
  /**
   * Where the list ends as the run's first page counted it: the run goes at most EXTRA_PAGES past
   * it, so a `count` that grows with every page cannot keep it going. Per run, so a service that
   * behaves again lets the next run finish.
   */
  private firstCount: number | undefined;

  constructor(private readonly accountId: string) {}

  /** Pages staged and not written yet. */
  get pages(): number {
    return this.staged?.pages ?? 0;
  }

  /** `state` as it will be once the staged pages are written: what the next request is planned on. */
  planned(state: SyncState): SyncState {
    return this.staged ? { ...state, ...this.staged.progress } : state;
  }

  /**
   * Stages a history page (`total`: the list's count as the page says) after the pages staged
   * already; returns whether the backfill is complete with it. The newest `maxReviews` are kept:
   * the backfill ends there, noting that older ones were left out. A walk that would go on
   * EXTRA_PAGES past what the run's first page counted throws a PagingError, nothing of the
   * page staged and the backfill not complete: the next run goes on from the pages stored.
   */
  stage(
    state: SyncState,
    page: readonly Review[],
    total: number,
    limit: number,
    maxReviews: number,
  ): boolean {
    const base = this.planned(state);
    const backfill = base.backfill;
    if (!backfill) throw new Error('No backfill is under way.');
    const reviews = page.slice(0, Math.max(0, maxReviews - backfill.offset));
    const offset = backfill.offset + reviews.length;
    const top = backfill.top ?? reviews[0]?.lastServiceUpdateTime;
    // The list ends with this page, none of it cut off for the cache's size.
    const ended = reviews.length === page.length && (page.length < limit || offset >= total);
    this.firstCount ??= total;
    const firstCount = this.firstCount;
    if (!ended && offset < maxReviews && offset >= firstCount + EXTRA_PAGES * limit)
      throw new PagingError(`The service kept sending reviews past the ${firstCount} it counted at first.`, {
        kind: 'reviewsPastCount',
        limit: firstCount,
      });
    const complete = ended || offset >= maxReviews;
    const progress: Partial<SyncState> = complete
      ? {
          // The first incremental pass looks back to where the backfill began (review-diff.ts).
          backfill: null,
          cursor: later(base.cursor, top),
          quietBefore: top,
          // Removals from the day the backfill began on; the first look is due at the next pass.
          removedCheck: { at: 0, since: dayOf(top) ?? dayOf(base.cursor) ?? '1970-01-01' },
          olderLeftOut: ended ? undefined : offset,
        }
      : { backfill: { ...backfill, offset, top, total } };
    this.staged = {
      reviews: [...(this.staged?.reviews ?? []), ...reviews],
      pages: this.pages + 1,
      progress,
    };
    return complete;
  }

  /**
   * Writes the staged pages with `state` and their progress; resolves to that progress (none
   * when nothing was staged). On a failure nothing is written and the pages stay staged.
   */
  async write(state: SyncState, now: number): Promise<Partial<SyncState> | undefined> {
    if (!this.staged) return undefined;
    const { reviews, progress } = this.staged;
    // No other writer adds reviews while a run syncs the account: a review whose id the cache
    // did not hold when this backfill first wrote, nor since, is new, and is written unread.
    if (!this.known || !this.marks)
      [this.known, this.marks] = await Promise.all([
        readCachedIds(this.accountId),
        readAccountMarks(this.accountId),
      ]);
    const known = this.known;
    await cacheReviews(this.accountId, reviews, () => 'backfill', now, {
      syncState: { ...state, ...progress },
      mayBeCached: (id) => known.has(id),
      marks: this.marks,
    });
    for (const review of reviews) known.add(review.id);
    this.staged = undefined;
    return progress;
  }
}
