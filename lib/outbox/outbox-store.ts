/**
 * The persistent outbox (lib/durable/data-db.ts › outbox, which outlives the cache): every read
 * and write of its records. The background writes; pages read (`readOutbox`). Changes are announced
 * so the composer shows queued → sending → sent/failed/refused as it happens.
 */
import { announceChange } from '../cache/changes';
import { openData } from '../durable/data-db';
import type { OutboxItem } from './outbox-machine';

/** The account's replies in the outbox, newest first; `reviewId` narrows to one review. */
export async function readOutbox(accountId: string, reviewId?: string): Promise<OutboxItem[]> {
  const items = (await (await openData()).getAllFromIndex('outbox', 'byAccount', accountId)) as OutboxItem[];
  return items
    .filter((item) => reviewId === undefined || item.reviewId === reviewId)
    .sort((a, b) => b.queuedAt - a.queuedAt);
}

export async function readOutboxItem(id: string): Promise<OutboxItem | undefined> {
  return (await (await openData()).get('outbox', id)) as OutboxItem | undefined;
}

/** Every reply of every account (the sender's worklist). */
export async function readAllOutboxItems(): Promise<OutboxItem[]> {
  return (await (await openData()).getAll('outbox')) as OutboxItem[];
}

export async function putOutboxItem(item: OutboxItem): Promise<void> {
  await (await openData()).put('outbox', item);
  announceChange({ accountId: item.accountId, stores: ['outbox'] });
}

/**
 * Applies `change` to the stored record in one transaction; `change` returns undefined to leave it
 * as it is. Resolves to the record written, or undefined.
 */
export async function updateOutboxItem(
  id: string,
  change: (item: OutboxItem) => OutboxItem | undefined,
): Promise<OutboxItem | undefined> {
  const tx = (await openData()).transaction('outbox', 'readwrite');
  const current = (await tx.store.get(id)) as OutboxItem | undefined;
  const next = current && change(current);
  if (next) await tx.store.put(next);
  await tx.done;
  if (next) announceChange({ accountId: next.accountId, stores: ['outbox'] });
  return next;
}

export async function deleteOutboxItem(item: OutboxItem): Promise<void> {
  await (await openData()).delete('outbox', item.id);
  announceChange({ accountId: item.accountId, stores: ['outbox'] });
}

/** Deletes the record in one transaction if `when` holds for it; resolves to the record deleted. */
export async function deleteOutboxItemIf(
  id: string,
  when: (item: OutboxItem) => boolean,
): Promise<OutboxItem | undefined> {
  const tx = (await openData()).transaction('outbox', 'readwrite');
  const current = (await tx.store.get(id)) as OutboxItem | undefined;
  const removed = current && when(current) ? current : undefined;
  if (removed) await tx.store.delete(id);
  await tx.done;
  if (removed) announceChange({ accountId: removed.accountId, stores: ['outbox'] });
  return removed;
}
