import { useCacheRead } from '@/components/cache/use-cache-read';
import { formatNumber } from '@/lib/i18n/format';
import { i18n } from '@/lib/i18n/translate';
import type { ReviewScope } from '@/lib/reviews/review-keys';
import { readOlderLeftOut } from '@/lib/sync/kept-reviews';

const STORES = ['syncState'] as const;

/**
 * Under the list, when a backfill stopped at the reviews the cache keeps per account
 * (lib/sync/kept-reviews.ts): the list is not the account's whole history, and says so.
 */
export function OlderLeftOut({ scope }: { scope: ReviewScope }) {
  const kept = useCacheRead(scope.accountIds, STORES, `olderLeftOut:${scope.id}`, () =>
    readOlderLeftOut(scope.accountIds),
  );
  if (kept === undefined) return null;
  return <p class="inbox-column__left-out">{i18n.t('inbox.olderLeftOut', { kept: formatNumber(kept) })}</p>;
}
