import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import { onCacheChange } from '@/lib/cache/changes';
import { mergeNewest } from '@/lib/reviews/merged-reviews';
import type { CachedReview } from '@/lib/reviews/review-cache';
import { readNewest } from '@/lib/reviews/review-cache';
import type { ReviewScope } from '@/lib/reviews/review-keys';
import { FIRST_SCREEN, takeFirstScreen } from './first-screen';

const PAGE = FIRST_SCREEN;

export interface OffsetSlices {
  /**
   * How many rows to offer: those read so far, plus a page while the last page read was full (the
   * list grows as it is scrolled; counting 100,000 records would take seconds).
   */
  total?: number;
  at(index: number): CachedReview | undefined;
  /** A review read by offset, by id: the row's record until the index's own read of it arrives. */
  find(id: string): CachedReview | undefined;
  /** Where a loaded review sits; -1 when its page is not loaded. */
  indexOf(id: string): number;
  /** `again`: read pages already loaded too. */
  request(first: number, last: number, again?: boolean): void;
}

/**
 * A page of the unfiltered list. Over several accounts, the first `offset + PAGE` of each account
 * merged (the list's first N are among each account's first N), then the page: dearer as the page
 * is further down, and only read while the index is built.
 */
async function readPage(scope: ReviewScope, offset: number): Promise<CachedReview[]> {
  if (!scope.merged) return readNewest(scope.accountIds[0] ?? '', { offset, limit: PAGE });
  const each = await Promise.all(
    scope.accountIds.map((accountId) => readNewest(accountId, { limit: offset + PAGE })),
  );
  return mergeNewest(each, offset + PAGE).slice(offset);
}

/**
 * The unfiltered list straight from the `byPublished` index (review-cache.ts › readNewest), 50 at a
 * time by offset: what the panel shows while the in-memory index (review-index.ts) is still being
 * built, which at 100,000 reviews takes seconds. No record is read beyond the pages on screen.
 */
export function useOffsetSlices(
  scope: ReviewScope,
  enabled: boolean,
  /** Hears every read, so the index's scan can let it go first. */
  track?: (read: Promise<unknown>) => void,
): OffsetSlices {
  // The first rows as the panel last drew them, so the first frame has rows (first-screen.ts).
  const [firstPage] = useState(() => (enabled ? takeFirstScreen(scope.id, 'newest') : undefined));
  const pages = useRef(new Map<number, CachedReview[]>(firstPage ? [[0, firstPage]] : []));
  // They may be behind the cache: read again at once, the truth replaces them.
  const provisional = useRef(firstPage !== undefined);
  const pending = useRef(new Set<number>());
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    const stop = onCacheChange((change) => {
      if (!scope.accountIds.includes(change.accountId) || !change.stores.includes('reviews')) return;
      pages.current = new Map();
      setGeneration((value) => value + 1);
    });
    return stop;
  }, [scope.id, enabled]);
  const request = useCallback(
    (first: number, last: number, again = false) => {
      if (!enabled) return;
      for (let page = Math.floor(first / PAGE); page <= Math.floor(last / PAGE); page++) {
        if ((pages.current.has(page) && !again) || pending.current.has(page)) continue;
        pending.current.add(page);
        const read = readPage(scope, page * PAGE)
          .then((reviews) => {
            pages.current.set(page, reviews);
            setGeneration((value) => value + 1);
          })
          // A failed read leaves its rows loading; the index's build reports a broken cache.
          .catch(() => undefined)
          .finally(() => pending.current.delete(page));
        track?.(read);
      }
    },
    [scope, enabled, generation],
  );
  useEffect(() => {
    if (enabled && provisional.current) {
      provisional.current = false;
      request(0, 0, true);
    }
    // The first page, so the list has something to show and to grow from.
    if (enabled && !pages.current.has(0)) request(0, 0);
  });
  let total: number | undefined;
  if (enabled && pages.current.size > 0) {
    const last = Math.max(...pages.current.keys());
    const lastPage = pages.current.get(last) ?? [];
    total = last * PAGE + lastPage.length + (lastPage.length === PAGE ? PAGE : 0);
  }
  return {
    total,
    at: (index) => pages.current.get(Math.floor(index / PAGE))?.[index % PAGE],
    find: (id) => {
      for (const reviews of pages.current.values()) {
        const review = reviews.find((candidate) => scope.keyOf(candidate) === id);
        if (review) return review;
      }
      return undefined;
    },
    indexOf: (id) => {
      for (const [page, reviews] of pages.current) {
        const at = reviews.findIndex((review) => scope.keyOf(review) === id);
        if (at >= 0) return page * PAGE + at;
      }
      return -1;
    },
    request,
  };
}
