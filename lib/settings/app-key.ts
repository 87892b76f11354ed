/**
 * The app API key (the OAuth client secret, service.md › Authentication step 4), kept only in the
 * vault. Background only. The demo build's key (demo-build.ts) is sealed into the vault on first
 * run, once: if the person later removes or replaces it, it is not brought back.
 */
import { storage } from '#imports';
import { deleteSecret, hasSecret, openSecret, sealSecret } from '../vault/token-vault';
import { APP_KEY_SLOT } from '../vault/vault-slots';
import { connectionSettings } from './connection-settings';
import { DEMO_MODE } from './demo-build';

/**
 * Folded at build time: outside the demo build the secret is not even referenced, so it cannot be
 * bundled (and such a build refuses to start with one anyway, wxt.config.ts). Only the background
 * imports this module, so no page chunk carries it.
 */
const buildTimeAppKey = (): string =>
  import.meta.env.MODE === DEMO_MODE ? (import.meta.env.WXT_CLIENT_SECRET ?? '') : '';

const buildKeySeeded = storage.defineItem<boolean>('local:settings.buildKeySeeded', { fallback: false });

let seeding: Promise<void> | null = null;

/** Seals the build-time key into the vault on first run. Safe to call often. */
export function seedBuildTimeAppKey(): Promise<void> {
  seeding ??= (async () => {
    const clientSecret = buildTimeAppKey();
    if (!clientSecret || (await buildKeySeeded.getValue())) return;
    if (!(await hasSecret(APP_KEY_SLOT))) {
      await sealSecret(APP_KEY_SLOT, clientSecret);
      const settings = await connectionSettings.getValue();
      await connectionSettings.setValue({ ...settings, hasAppKey: true });
    }
    await buildKeySeeded.setValue(true);
  })().finally(() => {
    seeding = null;
  });
  return seeding;
}

/** The stored app key, decrypted, or undefined when there is none. */
export async function readAppKey(): Promise<string | undefined> {
  await seedBuildTimeAppKey();
  return openSecret(APP_KEY_SLOT);
}

/** Stores a new app key (or forgets the stored one) and records in settings whether one is kept. */
export async function storeAppKey(key: string | null): Promise<void> {
  await seedBuildTimeAppKey();
  if (key === null) await deleteSecret(APP_KEY_SLOT);
  else await sealSecret(APP_KEY_SLOT, key);
  const settings = await connectionSettings.getValue();
  await connectionSettings.setValue({ ...settings, hasAppKey: key !== null });
}

export async function hasStoredAppKey(): Promise<boolean> {
  await seedBuildTimeAppKey();
  return hasSecret(APP_KEY_SLOT);
}
