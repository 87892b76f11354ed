/**
 * Change events of the cache and of the durable database (lib/durable/data-db.ts): a writer
 * announces which stores of which account it wrote, and open pages re-read them. BroadcastChannel
 * reaches every extension page and the worker of the same origin, with no message routing through
 * the background.
 */
import type { DataStore } from '../durable/data-db';
import type { CacheStore } from './db';

const CHANNEL = 'review-desk-cache';

/** A store whose change is announced; the marks' show as `reviews`, whose copies of them moved. */
export type ChangedStore = CacheStore | Exclude<DataStore, 'marks'>;

export interface CacheChange {
  accountId: string;
  stores: ChangedStore[];
}

/** Tells every open page that these stores of this account changed. */
export function announceChange(change: CacheChange): void {
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage(change);
  channel.close();
}

/** Calls `listener` on every change; returns the function that stops listening. */
export function onCacheChange(listener: (change: CacheChange) => void): () => void {
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (event: MessageEvent<CacheChange>) => listener(event.data);
  return () => channel.close();
}
