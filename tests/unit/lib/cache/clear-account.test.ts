import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { onCacheChange } from '../../../../lib/cache/changes';
import { clearAccountCache } from '../../../../lib/cache/clear-account';
import { openCache } from '../../../../lib/cache/db';

describe('clearAccountCache', () => {
  it("removes one account's records from every store and keeps the others'", async () => {
    const db = await openCache();
    for (const accountId of ['a', 'b']) {
      await db.put('reviews', { accountId, id: '1', updated: '2026-11-01T10:00' });
      await db.put('drafts', { accountId, reviewId: '1', target: 'review', text: 'hi' });
      await db.put('outbox', { accountId, id: `${accountId}-reply` });
      await db.put('syncState', { accountId, cursor: 'x' });
      await db.put('listings', { accountId, id: 'l1', locationId: 'loc1' });
      await db.put('snapshots', { accountId, name: 'numbers' });
    }
    const changes: string[] = [];
    const stop = onCacheChange((change) => changes.push(change.accountId));

    await clearAccountCache('a');

    for (const store of ['reviews', 'drafts', 'outbox', 'syncState', 'listings', 'snapshots'] as const) {
      const left = (await db.getAll(store)).map((record) => record.accountId);
      expect(left, store).toEqual(['b']);
    }
    await expect.poll(() => changes).toEqual(['a']);
    stop();
  });
});
