/**
 * Saving the connection settings (background side of the options page's Save). Validates again —
 * a message is never trusted — stores the plain settings, and keeps the app key in the vault only.
 * Choosing a token broker forgets the stored app key: a secret not needed is not kept; likewise the
 * host access to a service or broker no longer used is given back.
 */

import { clearSettingsFailure } from '../auth/sign-in-status';
import { AppError } from '../errors/app-error';
import { i18n } from '../i18n/translate';
import { hasStoredAppKey, storeAppKey } from './app-key';
import { type ConnectionSettings, connectionSettings } from './connection-settings';
import { type ConnectionInput, validateConnection } from './connection-validation';
import { releaseUnusedHostAccess } from './host-access-release';

export async function saveConnection(input: ConnectionInput): Promise<ConnectionSettings> {
  const checked = validateConnection(input, { hasStoredAppKey: await hasStoredAppKey() });
  if (!checked.ok) throw new AppError('invalidSettings', i18n.t('errors.invalidSettings'), checked.problems);
  const { settings, newAppKey } = checked.value;
  const keep = settings.exchange === 'appKey';
  await connectionSettings.setValue({
    ...settings,
    hasAppKey: keep && (newAppKey !== null || (await hasStoredAppKey())),
  });
  if (!keep) await storeAppKey(null);
  else if (newAppKey !== null) await storeAppKey(newAppKey);
  // The settings are saved whatever happens here; a failed release is retried at the next change.
  await releaseUnusedHostAccess().catch(() => {});
  // "Finish the connection settings first" is no longer true: it leaves every page.
  await clearSettingsFailure();
  return connectionSettings.getValue();
}
