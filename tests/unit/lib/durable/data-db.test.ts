/**
 * The durable database's migrations (lib/durable/data-db.ts): a database of every earlier version,
 * holding records, opened today keeps every record and has the schema of a database made fresh.
 * Today there is one migration; the next one adds its version's records to SAMPLES.
 */
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { openDB } from 'idb';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DATA_DB_NAME, DATA_MIGRATIONS, DATA_VERSION, type Migration, migrate } from '@/lib/durable/data-db';
import { type Schema, schemaOf } from '../../schema-of';

type Records = Record<string, Record<string, unknown>[]>;

/**
 * What a database of each version holds (index k: version k + 1), as it was written then. A
 * migration that reshapes records also says here what they read as after it.
 */
const SAMPLES: Records[] = [
  {
    outbox: [
      { id: 'r1', accountId: 'acc', reviewId: '7', content: 'Thank you!', status: 'queued', queuedAt: 1 },
    ],
    drafts: [{ accountId: 'acc', reviewId: '8', target: 'review', text: 'Half wri', updatedAt: 2 }],
    marks: [
      { accountId: 'acc', reviewId: '9', read: false, unreadReason: { kind: 'new' } },
      { accountId: 'acc', reviewId: '10', read: true, doneAt: 3 },
      { accountId: 'other', reviewId: '10', read: true, edits: [{ rating: 2, content: 'Cold', seenAt: 4 }] },
    ],
  },
];

/** Every sample record a database of `version` holds. */
const samplesUpTo = (version: number): Records => {
  const all: Records = {};
  for (const records of SAMPLES.slice(0, version))
    for (const [store, list] of Object.entries(records)) all[store] = [...(all[store] ?? []), ...list];
  return all;
};

/** Builds a database of `version` by the first `version` migrations, with its samples. */
async function databaseAt(version: number, migrations: readonly Migration[]): Promise<void> {
  if (version === 0) return;
  const db = await openDB(DATA_DB_NAME, version, {
    upgrade: (db, old, _new, tx) => void migrate(db as never, old, tx as never, migrations.slice(0, version)),
  });
  for (const [store, records] of Object.entries(samplesUpTo(version)))
    for (const record of records) await db.put(store, record);
  db.close();
}

/** Opens the database with `migrations` as openData does, and reads it back. */
async function openWith(migrations: readonly Migration[]): Promise<{ schema: Schema; records: Records }> {
  const db = await openDB(DATA_DB_NAME, migrations.length, {
    upgrade: (db, old, _new, tx) => void migrate(db as never, old, tx as never, migrations),
  });
  const records: Records = {};
  for (const store of [...db.objectStoreNames]) records[store] = await db.getAll(store);
  const schema = schemaOf(db as unknown as IDBDatabase);
  db.close();
  return { schema, records };
}

/** What goes wrong when a database of each earlier version is opened with `migrations`. */
async function upgradeProblems(migrations: readonly Migration[]): Promise<string[]> {
  globalThis.indexedDB = new IDBFactory();
  const fresh = (await openWith(migrations)).schema;
  const problems: string[] = [];
  for (let version = 0; version <= migrations.length; version++) {
    globalThis.indexedDB = new IDBFactory();
    await databaseAt(version, migrations);
    const { schema, records } = await openWith(migrations);
    if (JSON.stringify(schema) !== JSON.stringify(fresh)) problems.push(`version ${version}: schema differs`);
    for (const [store, expected] of Object.entries(samplesUpTo(version))) {
      const key = (record: Record<string, unknown>) => JSON.stringify(record);
      const found = new Set((records[store] ?? []).map(key));
      for (const record of expected)
        if (!found.has(key(record))) problems.push(`version ${version}: ${store} lost ${key(record)}`);
    }
  }
  return problems;
}

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  vi.resetModules();
});

describe('the durable database', () => {
  it('opened at any earlier version, keeps every record and ends as a fresh one', async () => {
    expect(DATA_VERSION).toBe(DATA_MIGRATIONS.length);
    expect(SAMPLES).toHaveLength(DATA_VERSION);
    expect(await upgradeProblems(DATA_MIGRATIONS)).toEqual([]);
  });

  it('openData runs the migrations an older database lacks', async () => {
    for (let version = 0; version < DATA_VERSION; version++) {
      globalThis.indexedDB = new IDBFactory();
      vi.resetModules();
      await databaseAt(version, DATA_MIGRATIONS);
      const { openData } = await import('@/lib/durable/data-db');
      const db = await openData();
      expect(db.version).toBe(DATA_VERSION);
      const upgraded = schemaOf(db as unknown as IDBDatabase);
      db.close();
      globalThis.indexedDB = new IDBFactory();
      expect(upgraded).toEqual((await openWith(DATA_MIGRATIONS)).schema);
    }
  });

  it('tells a migration that loses records, or a schema a fresh database does not have', async () => {
    const recreatesMarks: Migration = (db) => {
      db.deleteObjectStore('marks');
      db.createObjectStore('marks', { keyPath: ['accountId', 'reviewId'] });
    };
    expect(await upgradeProblems([...DATA_MIGRATIONS, recreatesMarks])).toContainEqual(
      expect.stringMatching(/^version 1: marks lost/),
    );
    const makesStoreOnlyToMove: Migration = async (db, tx) => {
      const done = await tx.objectStore('marks').getAll();
      if (done.length > 0) db.createObjectStore('done' as 'marks', { keyPath: ['accountId', 'reviewId'] });
    };
    expect(await upgradeProblems([...DATA_MIGRATIONS, makesStoreOnlyToMove])).toContainEqual(
      'version 1: schema differs',
    );
  });
});
