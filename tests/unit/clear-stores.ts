/**
 * Empties every store of the cache and of the durable database (lib/durable/data-db.ts): a clean
 * slate for the next test of the same file. The marks outlive the cache, so a test that cleared the
 * cache alone would find the last test's marks on its reviews.
 */
import { CACHE_STORES, openCache } from '@/lib/cache/db';
import { DATA_STORES, openData } from '@/lib/durable/data-db';

export async function clearStores(): Promise<void> {
  const cache = await openCache();
  for (const store of CACHE_STORES) await cache.clear(store);
  const data = await openData();
  for (const store of DATA_STORES) await data.clear(store);
}
