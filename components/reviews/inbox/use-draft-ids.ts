import { useEffect, useState } from 'preact/hooks';
import { onCacheChange } from '@/lib/cache/changes';
import { readDraftReviewIds } from '@/lib/reviews/review-cache';

/** The ids of the account's reviews with a saved draft, kept current as drafts are typed or sent. */
export function useDraftIds(accountId: string): ReadonlySet<string> {
  const [ids, setIds] = useState<ReadonlySet<string>>(new Set());
  useEffect(() => {
    let live = true;
    const read = () =>
      void readDraftReviewIds(accountId)
        .then((next) => {
          if (live) setIds(next);
        })
        .catch(() => undefined);
    read();
    const stop = onCacheChange((change) => {
      if (change.accountId === accountId && change.stores.includes('drafts')) read();
    });
    return () => {
      live = false;
      stop();
    };
  }, [accountId]);
  return ids;
}
