/**
 * An IndexedDB database's schema as plain data (its version, and per store its key path, key
 * generator and indexes), so two databases, one upgraded and one made fresh, compare with toEqual.
 */
export interface Schema {
  version: number;
  stores: Record<string, { keyPath: unknown; autoIncrement: boolean; indexes: Record<string, unknown> }>;
}

export function schemaOf(db: IDBDatabase): Schema {
  const names = [...db.objectStoreNames].sort();
  const stores: Schema['stores'] = {};
  if (names.length === 0) return { version: db.version, stores };
  const tx = db.transaction(names);
  for (const name of names) {
    const store = tx.objectStore(name);
    const indexes: Record<string, unknown> = {};
    for (const indexName of [...store.indexNames].sort()) {
      const index = store.index(indexName);
      indexes[indexName] = { keyPath: index.keyPath, unique: index.unique, multiEntry: index.multiEntry };
    }
    stores[name] = { keyPath: store.keyPath, autoIncrement: store.autoIncrement, indexes };
  }
  return { version: db.version, stores };
}
