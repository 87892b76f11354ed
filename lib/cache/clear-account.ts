/** Wipes everything cached for one account (Disconnect), in one transaction. */
import { announceChange } from './changes';
import { accountRange, CACHE_STORES, openCache } from './db';

export async function clearAccountCache(accountId: string): Promise<void> {
  const db = await openCache();
  const tx = db.transaction([...CACHE_STORES], 'readwrite');
  const deletions: Promise<unknown>[] = [];
  for (const name of CACHE_STORES) {
    if (name === 'outbox') {
      // Keyed by its own id: go through the account index.
      const store = tx.objectStore('outbox');
      for (const key of await store.index('byAccount').getAllKeys(accountId))
        deletions.push(store.delete(key));
    } else if (name === 'syncState') {
      deletions.push(tx.objectStore('syncState').delete(accountId));
    } else {
      deletions.push(tx.objectStore(name).delete(accountRange(accountId)));
    }
  }
  await Promise.all([...deletions, tx.done]);
  announceChange({ accountId, stores: [...CACHE_STORES] });
}
