/**
 * Host permissions do not outlive their use (README › Permissions): after the connection settings
 * change and after an account is disconnected, the background gives back every optional origin that
 * neither the settings (service, and broker when codes go through one) nor a remaining account
 * (its service) still needs. Loopback hosts are required by the manifest and stay.
 */
import { browser } from '#imports';
import { accountsItem } from '../accounts/account-items';
import { connectionSettings } from './connection-settings';
import { originsToRelease } from './host-permissions';

/** The URLs the background may still fetch from. */
export async function urlsInUse(): Promise<string[]> {
  const [settings, accounts] = await Promise.all([connectionSettings.getValue(), accountsItem.getValue()]);
  return [
    settings.serviceUrl,
    settings.exchange === 'broker' ? settings.brokerUrl : '',
    ...accounts.map((account) => account.serviceUrl),
  ].filter((url) => url !== '');
}

/** Removes the host permissions nothing uses any more; resolves to the origins removed. */
export async function releaseUnusedHostAccess(): Promise<string[]> {
  const manifest = browser.runtime.getManifest();
  // MV3 lists hosts apart; Firefox's MV2 lists them among the permissions.
  const required: string[] = [...(manifest.host_permissions ?? []), ...(manifest.permissions ?? [])];
  const granted = (await browser.permissions.getAll()).origins ?? [];
  const release = originsToRelease(granted, await urlsInUse(), required);
  if (release.length > 0) await browser.permissions.remove({ origins: release });
  return release;
}
