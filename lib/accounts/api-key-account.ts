/**
 * API-key mode (service.md › Authentication, credential 1): a customer's own app key used directly
 * instead of OAuth. The person names the account; the key is checked against the service before it
 * is kept (so a typo is caught now, not at the next sync) and is then only in the vault.
 */

import { createApiClient } from '../api';
import { AuthError } from '../api/errors';
import { AppError } from '../errors/app-error';
import { i18n } from '../i18n/translate';
import { connectionSettings } from '../settings/connection-settings';
import { checkServiceLikeUrl } from '../settings/connection-validation';
import { hasHostAccess, originsToRequest } from '../settings/host-permissions';
import type { AccountSummary } from './account-items';
import { accountsItem } from './account-items';
import { readCredential, saveAccount } from './account-registry';

export const ACCOUNT_NAME_MAX = 80;

export interface ApiKeyAccountInput {
  name: string;
  apiKey: string;
}

export async function addApiKeyAccount(input: ApiKeyAccountInput): Promise<AccountSummary> {
  const name = input.name.trim();
  const apiKey = input.apiKey.trim();
  const problems = [];
  if (name === '')
    problems.push({ field: 'accountName' as const, message: i18n.t('errors.accountNameMissing') });
  else if (name.length > ACCOUNT_NAME_MAX)
    problems.push({
      field: 'accountName' as const,
      message: i18n.t('errors.accountNameTooLong', [String(ACCOUNT_NAME_MAX)]),
    });
  if (apiKey === '')
    problems.push({ field: 'accountApiKey' as const, message: i18n.t('errors.accountApiKeyMissing') });
  else if (/\s/.test(apiKey))
    problems.push({ field: 'accountApiKey' as const, message: i18n.t('errors.accountApiKeyInvalid') });
  if (problems.length) throw new AppError('invalidSettings', i18n.t('errors.invalidAccount'), problems);

  const settings = await connectionSettings.getValue();
  const service = checkServiceLikeUrl(settings.serviceUrl, 'serviceUrl');
  if (!service.ok) throw new AppError('invalidSettings', i18n.t('auth.finishSettings'), [service.problem]);
  if (!(await hasHostAccess(originsToRequest([service.url]))))
    throw new AppError('permissionDenied', i18n.t('auth.noHostAccess'));

  try {
    await createApiClient({ baseUrl: service.url, credential: { apiKey } }).locations.list({ limit: 1 });
  } catch (error) {
    if (error instanceof AuthError)
      throw new AppError('invalidSettings', i18n.t('errors.invalidAccount'), [
        { field: 'accountApiKey', message: i18n.t('errors.accountApiKeyRefused') },
      ]);
    throw error;
  }

  // The same key added again renames the existing account rather than duplicating it.
  const existing = await findApiKeyAccount(apiKey, service.url);
  return saveAccount(
    { id: existing ?? `key-${crypto.randomUUID()}`, name, mode: 'apiKey', serviceUrl: service.url },
    { apiKey },
  );
}

async function findApiKeyAccount(apiKey: string, serviceUrl: string): Promise<string | undefined> {
  for (const account of await accountsItem.getValue()) {
    if (account.mode !== 'apiKey' || account.serviceUrl !== serviceUrl) continue;
    const credential = await readCredential(account.id).catch(() => undefined);
    if (credential && 'apiKey' in credential && credential.apiKey === apiKey) return account.id;
  }
  return undefined;
}
