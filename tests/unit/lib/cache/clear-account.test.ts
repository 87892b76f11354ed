import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { onCacheChange } from '@/lib/cache/changes';
import { clearAccountCache } from '@/lib/cache/clear-account';
import { openCache } from '@/lib/cache/db';
import { openData } from '@/lib/durable/data-db';

describe('clearAccountCache', () => {
  it("removes one account's records from every store of both databases and keeps the others'", async () => {
    const cache = await openCache();
    const data = await openData();
    for (const accountId of ['a', 'b']) {
      await cache.put('reviews', { accountId, id: '1', updated: '2026-11-01T10:00' });
      await cache.put('syncState', { accountId, cursor: 'x' });
      await cache.put('listings', { accountId, id: 'l1', locationId: 'loc1' });
      await cache.put('snapshots', { accountId, name: 'numbers' });
      await data.put('drafts', { accountId, reviewId: '1', target: 'review', text: 'hi' });
      await data.put('outbox', { accountId, id: `${accountId}-reply` });
      await data.put('marks', { accountId, reviewId: '1', read: false, doneAt: 1 });
    }
    const changes: string[] = [];
    const stop = onCacheChange((change) => changes.push(change.accountId));

    await clearAccountCache('a');

    for (const store of ['reviews', 'syncState', 'listings', 'snapshots'] as const) {
      const left = (await cache.getAll(store)).map((record) => record.accountId);
      expect(left, store).toEqual(['b']);
    }
    for (const store of ['drafts', 'outbox', 'marks'] as const) {
      const left = (await data.getAll(store)).map((record) => record.accountId);
      expect(left, store).toEqual(['b']);
    }
    await expect.poll(() => changes).toEqual(['a']);
    stop();
  });
});
