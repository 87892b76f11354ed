/**
 * One way for Node-side tests and benchmarks to read the extension's cache (lib/cache/db.ts) from
 * inside the extension: `readCachedRecords` / `countCachedRecords` on an extension page or the
 * service worker (a Playwright Page or Worker, a puppeteer Page). `readCacheInPage` runs in the
 * extension and is sent there as source, so it uses nothing from outside its own body.
 */
import { CACHE_DB_NAME } from '../../lib/cache/db-name';

export interface CacheQuery {
  database: string;
  /** An IndexedDB object store of the cache (lib/cache/db.ts › CacheSchema). */
  objectStore: string;
  read: 'getAll' | 'count';
}

/** An extension page or worker that runs a function there with one argument. */
export interface CacheHost {
  evaluate(read: typeof readCacheInPage, query: CacheQuery): Promise<unknown>;
}

/** Every record of one object store of the cache (`[]` before it exists). */
export async function readCachedRecords<T>(host: CacheHost, objectStore: string): Promise<T[]> {
  return (await host.evaluate(readCacheInPage, {
    database: CACHE_DB_NAME,
    objectStore,
    read: 'getAll',
  })) as T[];
}

/** How many records one object store of the cache holds (0 before it exists). */
export async function countCachedRecords(host: CacheHost, objectStore: string): Promise<number> {
  return (await host.evaluate(readCacheInPage, {
    database: CACHE_DB_NAME,
    objectStore,
    read: 'count',
  })) as number;
}

/** Every record of the object store, or how many it holds; nothing (`[]` or 0) before it exists. */
export async function readCacheInPage({ database, objectStore, read }: CacheQuery): Promise<unknown> {
  const nothing = read === 'count' ? 0 : [];
  // Opening a database that is not there would create it empty, under the background's feet.
  if (!(await indexedDB.databases()).some((info) => info.name === database)) return nothing;
  const db: IDBDatabase = await new Promise((resolve, reject) => {
    const open = indexedDB.open(database);
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error);
  });
  try {
    if (!db.objectStoreNames.contains(objectStore)) return nothing;
    return await new Promise((resolve, reject) => {
      const request = db.transaction(objectStore).objectStore(objectStore)[read]();
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
  } finally {
    db.close();
  }
}
