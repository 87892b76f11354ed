/**
 * Wipes one account's data (Disconnect): what the person made in the durable database first, then
 * the cache, each in one transaction, in turn with the account's review writes so none lands
 * between the two.
 */
import { inTurn } from '../durable/account-turns';
import { DATA_STORES, openData } from '../durable/data-db';
import { announceChange } from './changes';
import { accountRange, CACHE_STORES, openCache } from './db';

export function clearAccountCache(accountId: string): Promise<void> {
  return inTurn(accountId, async () => {
    const data = (await openData()).transaction([...DATA_STORES], 'readwrite');
    const outbox = data.objectStore('outbox');
    await Promise.all([
      // Keyed by its own id: found through the account index.
      ...(await outbox.index('byAccount').getAllKeys(accountId)).map((key) => outbox.delete(key)),
      data.objectStore('drafts').delete(accountRange(accountId)),
      data.objectStore('marks').delete(accountRange(accountId)),
      data.done,
    ]);
    const cache = (await openCache()).transaction([...CACHE_STORES], 'readwrite');
    await Promise.all([
      ...CACHE_STORES.map((name) =>
        name === 'syncState'
          ? cache.objectStore(name).delete(accountId)
          : cache.objectStore(name).delete(accountRange(accountId)),
      ),
      cache.done,
    ]);
    announceChange({ accountId, stores: [...CACHE_STORES, 'drafts', 'outbox'] });
  });
}
