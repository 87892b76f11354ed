/**
 * What one fetched page of the incremental poll means, given what the cache holds. Pure.
 *
 * conventions.md › Reviews orders the list newest `lastServiceUpdateTime` first (ties by id
 * descending) and changes that time whenever a review or any of its comments changes. So once a
 * review shows up unchanged and strictly older than the newest time the last pass saw (`cursor`),
 * everything after it is older still and unchanged: paging stops there. Reviews in the cursor's own
 * minute are stepped over, not stopped at: times are to the minute, and a review edited later in
 * that minute may sort below one already known. Those are handed back as `recheck`: an edit in the
 * same minute as the last update leaves the time as it was, so only their content can tell.
 */

export interface PageReview {
  id: string;
  lastServiceUpdateTime?: string;
  publisherDate: string;
}

export interface PageDiff<R extends PageReview> {
  /** Not in the cache. */
  created: R[];
  /** In the cache with another update time (edited, or a comment added). */
  edited: R[];
  /** In the cache with the same time, in the cursor's minute or later: compare their content. */
  recheck: R[];
  /** Whether the next page may hold more news. */
  continuePaging: boolean;
  /** The newest update time on this page. */
  newest?: string;
}

export interface DiffOptions {
  /** The newest update time the previous pass saw; undefined: none completed yet. */
  cursor?: string;
  /** Whether the page was full (a short page is the end of the list). */
  pageFull: boolean;
}

export function diffPage<R extends PageReview>(
  page: readonly R[],
  known: ReadonlyMap<string, string>,
  options: DiffOptions,
): PageDiff<R> {
  const diff: PageDiff<R> = { created: [], edited: [], recheck: [], continuePaging: false };
  let reachedKnownPast = false;
  for (const review of page) {
    const updated = review.lastServiceUpdateTime ?? '';
    if (diff.newest === undefined || updated > diff.newest) diff.newest = updated;
    const cachedUpdate = known.get(review.id);
    if (cachedUpdate === undefined) diff.created.push(review);
    else if (cachedUpdate !== updated) diff.edited.push(review);
    else if (options.cursor === undefined || updated < options.cursor) {
      reachedKnownPast = true;
      break;
    } else diff.recheck.push(review);
  }
  // A full page of nothing new (only cursor-minute reviews already known) ends the pass too: more
  // than a page of updates within one minute is not worth unbounded paging every poll.
  const anyNews = diff.created.length + diff.edited.length > 0;
  diff.continuePaging = options.pageFull && !reachedKnownPast && anyNews;
  return diff;
}

/**
 * Right after the backfill, a review missing from the cache may be an old one that moved up the
 * order while the backfill paged past it (it was edited meanwhile), not an arrival: one published
 * before the backfill began is treated as history, not announced.
 */
export function isHistory(review: PageReview, quietBefore: string | undefined): boolean {
  return quietBefore !== undefined && review.publisherDate < quietBefore;
}
