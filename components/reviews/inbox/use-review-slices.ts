import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import type { CachedReview } from '@/lib/reviews/review-cache';
import { readReviewsByIds, readReviewsByKeys } from '@/lib/reviews/review-cache';
import type { ReviewScope } from '@/lib/reviews/review-keys';

/** The reviews of these keys, each from its account, in the order given, in one read. */
export function readKeys(scope: ReviewScope, keys: readonly string[]): Promise<CachedReview[]> {
  if (!scope.merged) return readReviewsByIds(scope.accountIds[0] ?? '', keys);
  return readReviewsByKeys(
    keys.map((key) => {
      const { accountId, reviewId } = scope.split(key);
      return [accountId, reviewId];
    }),
  );
}

/** Records kept at most; beyond it, only the ones last asked for stay (scrolling 100,000 rows). */
const KEEP = 1_500;

interface Entry {
  review: CachedReview;
  /** The index version it was read at; older entries show until their fresh copy arrives. */
  version: number;
}

export interface ReviewSlices {
  get(id: string): CachedReview | undefined;
  /** Makes sure these reviews are read (at the current version); re-renders when they arrive. */
  request(ids: readonly string[]): void;
}

/**
 * The whole records of the rows on screen, read by key in one short read per scroll step (the list
 * itself only knows ids, from the in-memory index). `version` changes when the cache changed: rows
 * on screen are then read again. Over several accounts the ids are keys (review-keys.ts), each
 * read from its account.
 */
export function useReviewSlices(scope: ReviewScope, version: number): ReviewSlices {
  const entries = useRef(new Map<string, Entry>());
  const pending = useRef(new Set<string>());
  const [, setTick] = useState(0);
  useEffect(() => {
    entries.current = new Map();
    pending.current = new Set();
  }, [scope.id]);
  const request = useCallback(
    (ids: readonly string[]) => {
      const missing = ids.filter(
        (id) => !pending.current.has(id) && (entries.current.get(id)?.version ?? -1) < version,
      );
      if (missing.length === 0) return;
      for (const id of missing) pending.current.add(id);
      void readKeys(scope, missing)
        .then((reviews) => {
          const map = entries.current;
          if (map.size + reviews.length > KEEP) {
            const keep = new Set(ids);
            for (const id of map.keys()) if (!keep.has(id)) map.delete(id);
          }
          for (const review of reviews) map.set(scope.keyOf(review), { review, version });
          setTick((tick) => tick + 1);
        })
        // A failed read leaves its rows loading; the index's build reports a broken cache.
        .catch(() => undefined)
        .finally(() => {
          for (const id of missing) pending.current.delete(id);
        });
    },
    [scope, version],
  );
  return { get: (id) => entries.current.get(id)?.review, request };
}
