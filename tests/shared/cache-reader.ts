/**
 * One way for Node-side tests and benchmarks to read the extension's cache (lib/cache/db.ts) and
 * its durable database (lib/durable/data-db.ts) from inside the extension: `readCachedRecords` /
 * `countCachedRecords` on an extension page or the service worker (a Playwright Page or Worker, a
 * puppeteer Page), by store name, in whichever of the two holds that store. `readCacheInPage` runs
 * in the extension and is sent there as source, so it uses nothing from outside its own body.
 */
import { CACHE_DB_NAME } from '../../lib/cache/db';
import { DATA_DB_NAME, DATA_STORES, type DataStore } from '../../lib/durable/data-db';

export interface CacheQuery {
  database: string;
  /** An IndexedDB object store of either database (CacheSchema or DataSchema). */
  objectStore: string;
  read: 'getAll' | 'count';
}

/** The database that holds `objectStore`. */
const databaseOf = (objectStore: string): string =>
  DATA_STORES.includes(objectStore as DataStore) ? DATA_DB_NAME : CACHE_DB_NAME;

/** An extension page or worker that runs a function there with one argument. */
export interface CacheHost {
  evaluate(read: typeof readCacheInPage, query: CacheQuery): Promise<unknown>;
}

/** Every record of one object store (`[]` before it exists). */
export async function readCachedRecords<T>(host: CacheHost, objectStore: string): Promise<T[]> {
  return (await host.evaluate(readCacheInPage, {
    database: databaseOf(objectStore),
    objectStore,
    read: 'getAll',
  })) as T[];
}

/** How many records one object store holds (0 before it exists). */
export async function countCachedRecords(host: CacheHost, objectStore: string): Promise<number> {
  return (await host.evaluate(readCacheInPage, {
    database: databaseOf(objectStore),
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
