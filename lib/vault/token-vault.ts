/**
 * The token vault (DESIGN.md › Security model): access tokens and the app key, encrypted at rest
 * with AES-GCM under a non-extractable key that is generated once and kept in IndexedDB. Only the
 * ciphertext, its IV and the key handle are stored; the key's bytes cannot be read by script, so a
 * copy of the extension's storage does not reveal a secret. Decrypt only in the background.
 *
 * Each secret is bound to its slot name (GCM additional data), so a ciphertext moved to another
 * slot does not decrypt. A fresh 96-bit IV is drawn for every encryption.
 */
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';

export const VAULT_DB_NAME = 'review-desk-vault';
const MASTER_KEY = 'master';

interface Sealed {
  iv: Uint8Array<ArrayBuffer>;
  data: ArrayBuffer;
}

interface VaultSchema extends DBSchema {
  keys: { key: string; value: CryptoKey };
  secrets: { key: string; value: Sealed };
}

/** A secret could not be read back: wrong key, tampered data, or a missing key. Never carries data. */
export class VaultError extends Error {
  constructor(readonly slot: string) {
    super(`The stored secret "${slot}" could not be decrypted.`);
    this.name = 'VaultError';
  }
}

let dbPromise: Promise<IDBPDatabase<VaultSchema>> | null = null;
let keyPromise: Promise<CryptoKey> | null = null;

function db(): Promise<IDBPDatabase<VaultSchema>> {
  dbPromise ??= openDB<VaultSchema>(VAULT_DB_NAME, 1, {
    upgrade(database) {
      database.createObjectStore('keys');
      database.createObjectStore('secrets');
    },
  });
  return dbPromise;
}

async function loadOrCreateKey(): Promise<CryptoKey> {
  const database = await db();
  const existing = await database.get('keys', MASTER_KEY);
  if (existing) return existing;
  const created = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, [
    'encrypt',
    'decrypt',
  ]);
  try {
    // `add`, not `put`: if another context created the key meanwhile, keep theirs.
    await database.add('keys', created, MASTER_KEY);
    return created;
  } catch {
    const winner = await database.get('keys', MASTER_KEY);
    if (!winner) throw new Error('The vault key could not be stored.');
    return winner;
  }
}

function masterKey(): Promise<CryptoKey> {
  keyPromise ??= loadOrCreateKey().catch((error) => {
    keyPromise = null;
    throw error;
  });
  return keyPromise;
}

const encoder = new TextEncoder();

/** Encrypts `plaintext` and stores it under `slot`, replacing what was there. */
export async function sealSecret(slot: string, plaintext: string): Promise<void> {
  const key = await masterKey();
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const data = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: encoder.encode(slot) },
    key,
    encoder.encode(plaintext),
  );
  await (await db()).put('secrets', { iv, data }, slot);
}

/** The secret stored under `slot`, or undefined when there is none. Throws VaultError if unreadable. */
export async function openSecret(slot: string): Promise<string | undefined> {
  const sealed = await (await db()).get('secrets', slot);
  if (!sealed) return undefined;
  try {
    const key = await masterKey();
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: sealed.iv, additionalData: encoder.encode(slot) },
      key,
      sealed.data,
    );
    return new TextDecoder().decode(plain);
  } catch {
    throw new VaultError(slot);
  }
}

export async function hasSecret(slot: string): Promise<boolean> {
  return (await (await db()).getKey('secrets', slot)) !== undefined;
}

export async function deleteSecret(slot: string): Promise<void> {
  await (await db()).delete('secrets', slot);
}

/** Forgets the cached connection and key, so tests (and a wiped profile) start over. */
export function resetVaultHandles(): void {
  dbPromise?.then((database) => database.close()).catch(() => {});
  dbPromise = null;
  keyPromise = null;
}
