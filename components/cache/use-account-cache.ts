import { useCacheRead as useCacheReadByKey } from '@/components/cache/use-cache-read';
import type { CacheStore } from '@/lib/cache/db';

/**
 * use-cache-read.ts with the read first and an optional fallback: reads now and
 * again on every change to `stores` of this account; `key` names what `read` depends on besides
 * the account. When the cache cannot be read at all, `fallback` (if given) is shown instead of
 * loading forever. (The analytics views use this form.)
 */
export function useAccountCache<T>(
  accountId: string,
  stores: readonly CacheStore[],
  read: () => Promise<T>,
  key = '',
  fallback?: T,
): T | undefined {
  return useCacheReadByKey(accountId, stores, `${accountId}\n${key}`, () =>
    fallback === undefined ? read() : read().catch(() => fallback),
  );
}
