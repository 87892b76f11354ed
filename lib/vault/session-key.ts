/**
 * The vault's session key, for "Forget sign-ins when the browser closes": an AES-GCM key whose only
 * copy outside memory is in `storage.session`, which the browser keeps in memory and empties when
 * it closes (and when the extension is reloaded or updated). Session storage holds JSON only, so
 * the key is generated extractable and kept there as a JWK; the worker uses a non-extractable copy.
 * Each key has an id, which every secret sealed under it records, so a secret sealed under a
 * session key that is gone is known to be lost rather than mistaken for tampering.
 *
 * Why sign-ins are sealed directly under this key rather than by wrapping the disk key with it:
 * a wrapped disk key would make every secret, the app key included, unreadable after a restart,
 * and the app key configures the extension rather than signing anyone in. Direct sealing keeps
 * one key per secret, and the mode switch is a plain re-encryption of the sign-in slots.
 */
import { storage } from '#imports';

interface StoredSessionKey {
  id: string;
  jwk: JsonWebKey;
}

export interface SessionKey {
  id: string;
  key: CryptoKey;
}

/** Key ids of session keys start with this; the disk key's id is `master`. */
export const SESSION_KEY_PREFIX = 'session:';

const sessionKeyItem = storage.defineItem<StoredSessionKey | null>('session:vault.sessionKey', {
  fallback: null,
});

let current: Promise<SessionKey | undefined> | null = null;

const usable = (jwk: JsonWebKey) =>
  crypto.subtle.importKey('jwk', jwk, { name: 'AES-GCM' }, false, ['encrypt', 'decrypt']);

async function load(): Promise<SessionKey | undefined> {
  const stored = await sessionKeyItem.getValue();
  return stored ? { id: stored.id, key: await usable(stored.jwk) } : undefined;
}

/** The session key of this browser session, or undefined when there is none (yet, or any more). */
export function currentSessionKey(): Promise<SessionKey | undefined> {
  current ??= load().catch((error) => {
    current = null;
    throw error;
  });
  return current;
}

/** The session key, created now if this browser session has none. Callers serialise (token-vault). */
export async function ensureSessionKey(): Promise<SessionKey> {
  const existing = await currentSessionKey();
  if (existing) return existing;
  const generated = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, [
    'encrypt',
    'decrypt',
  ]);
  const stored = {
    id: `${SESSION_KEY_PREFIX}${crypto.randomUUID()}`,
    jwk: await crypto.subtle.exportKey('jwk', generated),
  };
  await sessionKeyItem.setValue(stored);
  const created = { id: stored.id, key: await usable(stored.jwk) };
  current = Promise.resolve(created);
  return created;
}

/** Forgets the session key (when the mode is switched off and nothing is sealed under it any more). */
export async function dropSessionKey(): Promise<void> {
  await sessionKeyItem.removeValue();
  current = Promise.resolve(undefined);
}

/** Forgets the cached key, so tests (and a restarted browser) read session storage again. */
export function resetSessionKeyHandle(): void {
  current = null;
}
