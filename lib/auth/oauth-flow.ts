/**
 * OAuth sign-in, run by the background (service.md › Authentication): the browser's identity
 * window shows the consent page, the redirect comes back to `identity.getRedirectURL()` — the same
 * URI in the authorize and token calls — its `state` is checked once, and the code is exchanged.
 */

import { i18n } from '#i18n';
import { browser } from '#imports';
import type { AccountSummary } from '../accounts/account-items';
import { saveAccount } from '../accounts/account-registry';
import { buildAuthorizeUrl, parseAuthRedirect } from '../api/oauth';
import { AppError } from '../errors/app-error';
import { hasStoredAppKey } from '../settings/app-key';
import { connectionSettings } from '../settings/connection-settings';
import { validateConnection } from '../settings/connection-validation';
import { hasHostAccess, originsToRequest } from '../settings/host-permissions';
import { expectAuthWindow } from './auth-window';
import { exchangeForGrant } from './code-exchange';
import { consumeState, discardState, issueState } from './oauth-state';

let inProgress = false;

/** OAuth account ids: the grant's app-specific account id, so reconnecting replaces, not duplicates. */
export const oauthAccountId = (appSpecificAccountId: string): string => `oauth-${appSpecificAccountId}`;

export async function signInWithOAuth(): Promise<AccountSummary> {
  if (inProgress) throw new AppError('busy', i18n.t('auth.busy'));
  inProgress = true;
  try {
    return await runFlow();
  } finally {
    inProgress = false;
  }
}

async function runFlow(): Promise<AccountSummary> {
  const settings = await connectionSettings.getValue();
  const checked = validateConnection(
    { ...settings, appKey: '' },
    { hasStoredAppKey: settings.exchange === 'appKey' && (await hasStoredAppKey()) },
  );
  if (!checked.ok) throw new AppError('invalidSettings', i18n.t('auth.finishSettings'), checked.problems);
  const origins = originsToRequest([
    settings.serviceUrl,
    settings.exchange === 'broker' ? settings.brokerUrl : '',
  ]);
  if (!(await hasHostAccess(origins))) throw new AppError('permissionDenied', i18n.t('auth.noHostAccess'));

  const redirectUri = browser.identity.getRedirectURL();
  const state = await issueState();
  const url = buildAuthorizeUrl({
    authUrl: settings.authUrl,
    clientId: settings.clientId,
    redirectUri,
    state,
  });

  let responseUrl: string | undefined;
  const stopExpecting = expectAuthWindow();
  try {
    responseUrl = await browser.identity.launchWebAuthFlow({ url, interactive: true });
  } catch (error) {
    await discardState(state);
    throw launchError(error, settings.authUrl);
  } finally {
    stopExpecting();
  }
  if (!responseUrl) {
    await discardState(state);
    throw new AppError('cancelled', i18n.t('auth.cancelled'));
  }

  const redirect = parseAuthRedirect(responseUrl);
  // Checked before anything else in the redirect is believed, error or code alike: it must be this
  // attempt's state, and unused (consumeState forgets it, so a replay fails).
  const accepted = (await consumeState(redirect.state)) && redirect.state === state;
  if (!accepted) {
    await discardState(state);
    throw new AppError('stateMismatch', i18n.t('auth.stateMismatch'));
  }
  if ('error' in redirect) throw redirectError(redirect.error, redirect.errorDescription);

  const grant = await exchangeForGrant({ settings, code: redirect.code, redirectUri });
  return saveAccount(
    {
      id: oauthAccountId(grant.appSpecificAccountId),
      name: grant.accountName || i18n.t('accounts.unnamed'),
      mode: 'oauth',
      serviceUrl: settings.serviceUrl,
    },
    { accessToken: grant.access_token },
  );
}

/**
 * Chrome rejects with "The user did not approve access." when the window is closed; Firefox with
 * "User cancelled or denied access."; a page that fails to load gives other texts.
 */
function launchError(error: unknown, authUrl: string): AppError {
  const text =
    error instanceof Error ? error.message : String((error as { message?: unknown })?.message ?? '');
  if (/did not approve|cancel+ed|denied|closed/i.test(text))
    return new AppError('cancelled', i18n.t('auth.cancelled'));
  return new AppError('signInPageFailed', i18n.t('auth.pageFailed', [new URL(authUrl).host]));
}

/** service.md › Authentication › OAuth failure values of `error`. */
function redirectError(error: string, description?: string): AppError {
  if (error === 'access_denied') return new AppError('accessDenied', i18n.t('auth.accessDenied'));
  if (error === 'unsupported_response_type')
    return new AppError('unsupportedResponseType', i18n.t('auth.unsupportedResponseType'));
  const detail = description ? `${error}: ${description.slice(0, 200)}` : error.slice(0, 100);
  return new AppError('authorizationFailed', i18n.t('auth.authorizationFailed', [detail]));
}
