/**
 * The popup's listings summary and the pending-suggestions count, read from the cache alone. Kept
 * apart from listing-cache.ts so the popup's first load (its tab badge) pulls in nothing else.
 */
import { openCache } from '../cache/db';
import { LISTING_SUMMARY, type ListingSummary } from './listing-records';

export async function readListingSummary(accountId: string): Promise<ListingSummary | undefined> {
  return (await (await openCache()).get('snapshots', [accountId, LISTING_SUMMARY])) as unknown as
    | ListingSummary
    | undefined;
}
