/**
 * The token vault (docs/security.md): access tokens and the app key, encrypted at rest
 * with AES-GCM. What this protects against and what it does not is in docs/security.md › Token
 * vault.
 *
 * Two keys. The disk key is non-extractable, generated once and kept in IndexedDB next to the
 * ciphertext: script cannot read its bytes, but the browser writes them into the profile folder.
 * With "Forget sign-ins when the browser closes" on, account credentials are sealed under the
 * session key instead (session-key.ts), which is never written to disk, so after a restart they
 * cannot be decrypted and the accounts need sign-in again. The app key always uses the disk key: it
 * configures the extension and is not a sign-in. Every secret records the id of the key that
 * sealed it, so switching the mode can re-encrypt without losing one, and a secret whose session
 * key is gone reads as absent rather than as tampered.
 *
 * Each secret is bound to its slot name (GCM additional data), so a ciphertext moved to another
 * slot does not decrypt. A fresh 96-bit IV is drawn for every encryption. Decrypt only in the
 * background.
 */
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import { takingTurns } from '../durable/account-turns';
import { forgetSignInsItem } from '../settings/forget-sign-ins';
import {
  currentSessionKey,
  dropSessionKey,
  ensureSessionKey,
  resetSessionKeyHandle,
  SESSION_KEY_PREFIX,
} from './session-key';
import { isSignInSlot } from './vault-slots';

export const VAULT_DB_NAME = 'review-desk-vault';
const MASTER_KEY = 'master';

interface Sealed {
  iv: Uint8Array<ArrayBuffer>;
  data: ArrayBuffer;
  /** The id of the key that sealed it: `master` (also when absent: older records) or a session key's. */
  key?: string;
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

// Sealing and switching the mode take turns, so no secret is sealed under a key being retired.
let exclusive = takingTurns();

interface SealingKey {
  id: string;
  key: CryptoKey;
}

const diskKey = async (): Promise<SealingKey> => ({ id: MASTER_KEY, key: await masterKey() });

async function sealingKeyFor(slot: string): Promise<SealingKey> {
  if (isSignInSlot(slot) && (await forgetSignInsItem.getValue())) return ensureSessionKey();
  return diskKey();
}

/** The key with this id, or undefined when it is a session key of an earlier browser session. */
async function keyById(id: string): Promise<CryptoKey | undefined> {
  if (id === MASTER_KEY) return masterKey();
  const session = await currentSessionKey();
  return session?.id === id ? session.key : undefined;
}

const encoder = new TextEncoder();

async function encrypt(slot: string, plaintext: string, sealing: SealingKey): Promise<Sealed> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const data = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: encoder.encode(slot) },
    sealing.key,
    encoder.encode(plaintext),
  );
  return { iv, data, key: sealing.id };
}

/** Encrypts `plaintext` and stores it under `slot`, replacing what was there. */
export function sealSecret(slot: string, plaintext: string): Promise<void> {
  return exclusive(async () => {
    const sealed = await encrypt(slot, plaintext, await sealingKeyFor(slot));
    await (await db()).put('secrets', sealed, slot);
  });
}

/**
 * The secret stored under `slot`, or undefined when there is none or it was sealed under a session
 * key that is gone (the browser closed). Throws VaultError if it is there but unreadable.
 */
export async function openSecret(slot: string): Promise<string | undefined> {
  const sealed = await (await db()).get('secrets', slot);
  if (!sealed) return undefined;
  try {
    const key = await keyById(sealed.key ?? MASTER_KEY);
    if (!key) return undefined;
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

/** The slots whose secret was sealed under a session key that is gone: forgotten sign-ins. */
export async function lostSecrets(): Promise<string[]> {
  const database = await db();
  const current = (await currentSessionKey())?.id;
  const lost: string[] = [];
  let cursor = await database.transaction('secrets').store.openCursor();
  while (cursor) {
    const id = cursor.value.key;
    if (id?.startsWith(SESSION_KEY_PREFIX) && id !== current) lost.push(cursor.key);
    cursor = await cursor.continue();
  }
  return lost;
}

/**
 * Turns "Forget sign-ins when the browser closes" on or off. Every account credential is decrypted
 * and sealed again under the key of the new mode before the mode changes, so nothing is lost; only
 * then is the session key dropped (off). A credential already lost is left for the accounts to
 * report as needing sign-in.
 */
export function setForgetSignIns(on: boolean): Promise<void> {
  return exclusive(async () => {
    const target = on ? await ensureSessionKey() : await diskKey();
    const database = await db();
    for (const slot of await database.getAllKeys('secrets')) {
      if (!isSignInSlot(slot)) continue;
      const plaintext = await openSecret(slot).catch(() => undefined);
      if (plaintext === undefined) continue;
      await database.put('secrets', await encrypt(slot, plaintext, target), slot);
    }
    await forgetSignInsItem.setValue(on);
    if (!on) await dropSessionKey();
  });
}

/** Forgets the cached connection and keys, so tests (and a wiped profile) start over. */
export function resetVaultHandles(): void {
  dbPromise?.then((database) => database.close()).catch(() => {});
  dbPromise = null;
  keyPromise = null;
  exclusive = takingTurns();
  resetSessionKeyHandle();
}
