/// <reference types="chrome" />
import { expect, type Worker } from '@playwright/test';
import { readCachedRecords } from '../../shared/cache-reader';

/**
 * What the extension keeps, read from inside its origin: for the "no secret in plain text" checks
 * of the sign-in spec and the security drills.
 */

/** The stored accounts, as the background keeps them (no secrets in there). */
export function storedAccounts(worker: Worker): Promise<{ id: string; name: string; status: string }[]> {
  return worker.evaluate(async () => {
    const { 'accounts.list': list } = await chrome.storage.local.get('accounts.list');
    return (list ?? []) as { id: string; name: string; status: string }[];
  });
}

/** The first account's access token, recovered the only way there is: the vault key, in the worker. */
export function decryptFirstToken(worker: Worker): Promise<string> {
  return worker.evaluate(async () => {
    const { 'accounts.list': list } = await chrome.storage.local.get('accounts.list');
    const slot = `account:${(list as { id: string }[])[0].id}`;
    const db: IDBDatabase = await new Promise((resolve, reject) => {
      const open = indexedDB.open('review-desk-vault');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const read = <T>(store: string, key: string) =>
      new Promise<T>((resolve) => {
        const request = db.transaction(store).objectStore(store).get(key);
        request.onsuccess = () => resolve(request.result as T);
      });
    const key = await read<CryptoKey>('keys', 'master');
    const sealed = await read<{ iv: Uint8Array<ArrayBuffer>; data: ArrayBuffer }>('secrets', slot);
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: sealed.iv, additionalData: new TextEncoder().encode(slot) },
      key,
      sealed.data,
    );
    db.close();
    return (JSON.parse(new TextDecoder().decode(plain)) as { accessToken: string }).accessToken;
  });
}

/**
 * Everything the extension stored, as one string: every storage area, every IndexedDB database
 * and store, and Cache Storage, with binary values as latin1 text so a plaintext secret would show.
 */
export function dumpExtensionStorage(worker: Worker): Promise<string> {
  return worker.evaluate(async () => {
    const asText = (value: unknown): unknown => {
      if (value instanceof ArrayBuffer) return new TextDecoder('latin1').decode(value);
      if (ArrayBuffer.isView(value)) return new TextDecoder('latin1').decode(value as Uint8Array);
      if (value instanceof CryptoKey) return `CryptoKey(extractable=${value.extractable})`;
      if (Array.isArray(value)) return value.map(asText);
      if (value && typeof value === 'object')
        return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, asText(v)]));
      return value;
    };
    const areas: Record<string, unknown> = {};
    for (const area of ['local', 'session', 'sync'] as const)
      areas[area] = await chrome.storage[area].get(null);
    const databases: Record<string, unknown> = {};
    for (const info of await indexedDB.databases()) {
      const db: IDBDatabase = await new Promise((resolve, reject) => {
        const open = indexedDB.open(info.name!);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      for (const store of db.objectStoreNames) {
        databases[`${info.name}/${store}`] = await new Promise((resolve) => {
          const request = db.transaction(store).objectStore(store).getAll();
          request.onsuccess = () => resolve(asText(request.result));
        });
      }
      db.close();
    }
    const cached: Record<string, unknown> = {};
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      cached[name] = await Promise.all(
        (await cache.keys()).map(async (r) => `${r.url} ${await (await cache.match(r))?.text()}`),
      );
    }
    return JSON.stringify({ areas, databases, caches: cached });
  });
}

/** Each account's sync bookkeeping from the cache (lib/sync/sync-state.ts), as far as tests read it. */
export interface SyncStateView {
  accountId: string;
  backfill: { offset: number } | null;
  lastRunAt?: number;
  lastSuccessAt?: number;
  lastError?: { kind: string; message: string; at: number };
  retryAfterUntil?: number;
  /** Set while a run is going (lib/sync/sync-state.ts). */
  syncingSince?: number;
}

export function readSyncStates(worker: Worker): Promise<SyncStateView[]> {
  return readCachedRecords<SyncStateView>(worker, 'syncState');
}

/**
 * Fires the scheduled poll now: a one-shot alarm with the sync alarm's name runs the background's
 * real alarm handler (the periodic alarm is re-created at the next worker start). Resolves to the
 * worker's clock at that moment.
 */
export async function firePollAlarm(worker: Worker): Promise<number> {
  // A run already going (a page's own refresh on opening) would be joined by the alarm's and miss
  // what the test added since it began: let it end first.
  await expect
    .poll(async () => (await readSyncStates(worker)).every((state) => state.syncingSince === undefined), {
      timeout: 30_000,
    })
    .toBe(true);
  return worker.evaluate(() => {
    const now = Date.now();
    chrome.alarms.create('reviews-sync', { when: now }); // lib/sync/sync-alarm.ts › SYNC_ALARM
    return now;
  });
}

/**
 * Fires the scheduled poll and waits until every account has polled since and its run has ended;
 * resolves to the first account's sync state. The alarm may join a run a page's opening began a
 * moment before, whose request was still out: then that run's answer, not a run of its own, is
 * what comes after the alarm. A run skipped offline counts by its noted error.
 */
export async function pollOnce(worker: Worker): Promise<SyncStateView> {
  const firedAt = await firePollAlarm(worker);
  await expect
    .poll(
      async () =>
        (await readSyncStates(worker)).every(
          (state) =>
            state.syncingSince === undefined &&
            Math.max(state.lastRunAt ?? 0, state.lastSuccessAt ?? 0, state.lastError?.at ?? 0) >= firedAt,
        ),
      { timeout: 30_000 },
    )
    .toBe(true);
  const [state] = await readSyncStates(worker);
  if (!state) throw new Error('pollOnce: no account is connected');
  return state;
}
