import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { openDB } from 'idb';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  deleteSecret,
  hasSecret,
  openSecret,
  resetVaultHandles,
  sealSecret,
  VAULT_DB_NAME,
  VaultError,
} from '@/lib/vault/token-vault';

const TOKEN = 'tok_live_5f1a2b3c4d5e6f708192a3b4c5d6e7f8';

/** Every value stored in every object store of the vault database. */
async function everythingStored(): Promise<unknown[]> {
  const db = await openDB(VAULT_DB_NAME);
  const values: unknown[] = [];
  for (const name of db.objectStoreNames) values.push(...(await db.getAll(name)));
  db.close();
  return values;
}

function containsText(value: unknown, needle: string): boolean {
  const bytes = new TextEncoder().encode(needle);
  const search = (data: Uint8Array) => {
    outer: for (let i = 0; i + bytes.length <= data.length; i++) {
      for (let j = 0; j < bytes.length; j++) if (data[i + j] !== bytes[j]) continue outer;
      return true;
    }
    return false;
  };
  if (typeof value === 'string') return value.includes(needle);
  if (value instanceof ArrayBuffer) return search(new Uint8Array(value));
  if (ArrayBuffer.isView(value))
    return search(new Uint8Array(value.buffer, value.byteOffset, value.byteLength));
  if (value && typeof value === 'object')
    return Object.values(value).some((member) => containsText(member, needle));
  return false;
}

beforeEach(() => {
  resetVaultHandles();
  globalThis.indexedDB = new IDBFactory();
});

describe('token vault', () => {
  it('round-trips a secret', async () => {
    await sealSecret('account:a', TOKEN);
    expect(await openSecret('account:a')).toBe(TOKEN);
    expect(await hasSecret('account:a')).toBe(true);
    expect(await openSecret('account:missing')).toBeUndefined();
  });

  it('keeps only ciphertext at rest, under a non-extractable key', async () => {
    await sealSecret('account:a', TOKEN);
    const stored = await everythingStored();
    expect(stored.some((value) => containsText(value, TOKEN))).toBe(false);
    const key = stored.find((value): value is CryptoKey => value instanceof CryptoKey);
    expect(key?.extractable).toBe(false);
    await expect(crypto.subtle.exportKey('raw', key!)).rejects.toThrow();
  });

  it('uses a fresh IV for every encryption', async () => {
    await sealSecret('account:a', TOKEN);
    const first = (await everythingStored()).find((v) => !(v instanceof CryptoKey)) as {
      iv: Uint8Array;
      data: ArrayBuffer;
    };
    await sealSecret('account:a', TOKEN);
    const second = (await everythingStored()).find((v) => !(v instanceof CryptoKey)) as {
      iv: Uint8Array;
      data: ArrayBuffer;
    };
    expect(Array.from(second.iv)).not.toEqual(Array.from(first.iv));
    expect(new Uint8Array(second.data)).not.toEqual(new Uint8Array(first.data));
  });

  it('fails with a VaultError, carrying no secret, when the key is not the one that sealed it', async () => {
    await sealSecret('account:a', TOKEN);
    const db = await openDB(VAULT_DB_NAME);
    const otherKey = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, [
      'encrypt',
      'decrypt',
    ]);
    await db.put('keys', otherKey, 'master');
    db.close();
    resetVaultHandles();
    const failure = await openSecret('account:a').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(VaultError);
    expect(String((failure as Error).message)).not.toContain(TOKEN);
  });

  it('rejects a ciphertext that was tampered with or moved to another slot', async () => {
    await sealSecret('account:a', TOKEN);
    const db = await openDB(VAULT_DB_NAME);
    const sealed = await db.get('secrets', 'account:a');
    await db.put('secrets', sealed, 'account:b');
    const bytes = new Uint8Array(sealed.data.slice(0));
    bytes[0] ^= 1;
    await db.put('secrets', { ...sealed, data: bytes.buffer }, 'account:c');
    db.close();
    await expect(openSecret('account:b')).rejects.toBeInstanceOf(VaultError);
    await expect(openSecret('account:c')).rejects.toBeInstanceOf(VaultError);
    expect(await openSecret('account:a')).toBe(TOKEN);
  });

  it('keeps one key when several contexts create it at once', async () => {
    await Promise.all([sealSecret('one', 'first secret'), sealSecret('two', 'second secret')]);
    resetVaultHandles();
    expect(await openSecret('one')).toBe('first secret');
    expect(await openSecret('two')).toBe('second secret');
    const keys = (await everythingStored()).filter((value) => value instanceof CryptoKey);
    expect(keys).toHaveLength(1);
  });

  it('forgets a deleted secret', async () => {
    await sealSecret('account:a', TOKEN);
    await deleteSecret('account:a');
    expect(await openSecret('account:a')).toBeUndefined();
    expect(await hasSecret('account:a')).toBe(false);
  });
});
