/**
 * How the backfill stores its pages (account-poller.ts): each page received is staged with the
 * progress it makes, and the staged pages are written together, in one transaction that also
 * saves that progress, so the sync's progress never runs ahead of the reviews it stored (a worker
 * stopped mid-backfill resumes after the last page written). The same backfill rebuilds a dropped
 * cache: each review takes its marks (review-marks.ts), read once, and none is announced.
 */
import type { Review } from '../api';
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
   * already; returns whether the backfill is complete with it.
   */
  stage(state: SyncState, reviews: readonly Review[], total: number, limit: number): boolean {
    const base = this.planned(state);
    const backfill = base.backfill;
    if (!backfill) throw new Error('No backfill is under way.');
    const offset = backfill.offset + reviews.length;
    const top = backfill.top ?? reviews[0]?.lastServiceUpdateTime;
    const complete = reviews.length < limit || offset >= total;
    const progress: Partial<SyncState> = complete
      ? {
          // The first incremental pass looks back to where the backfill began (review-diff.ts).
          backfill: null,
          cursor: later(base.cursor, top),
          quietBefore: top,
          // Removals from the day the backfill began on; the first look is due at the next pass.
          removedCheck: { at: 0, since: dayOf(top) ?? dayOf(base.cursor) ?? '1970-01-01' },
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
