/**
 * OAuth sign-in, run by the background (service.md › Authentication): the browser's identity
 * window shows the consent page, the redirect comes back to `identity.getRedirectURL()` — the same
 * URI in the authorize and token calls — its `state` is checked once, and the code is exchanged.
 */

import { browser } from '#imports';
import { type AccountSummary, readAccountsView } from '../accounts/account-items';
import { findAccount, saveAccount } from '../accounts/account-registry';
import { buildAuthorizeUrl, parseAuthRedirect } from '../api/oauth';
import { AppError } from '../errors/app-error';
import { i18n } from '../i18n/translate';
import { hasStoredAppKey } from '../settings/app-key';
import { connectionSettings } from '../settings/connection-settings';
import { validateConnection } from '../settings/connection-validation';
import { hasHostAccess, originsToRequest } from '../settings/host-permissions';
import { expectAuthWindow } from './auth-window';
import { exchangeForGrant } from './code-exchange';
import { consumeState, discardState, issueState } from './oauth-state';
import { decideSignIn, type SignInDecision } from './sign-in-decision';

let inProgress = false;

/** OAuth account ids: the grant's app-specific account id, so reconnecting replaces, not duplicates. */
export const oauthAccountId = (appSpecificAccountId: string): string => `oauth-${appSpecificAccountId}`;

/** The account the consent gave (saved), and what that did (sign-in-decision.ts). */
export interface SignInOutcome {
  account: AccountSummary;
  decision: SignInDecision;
}

/**
 * `expectedAccountId`: the account "Sign in again" was pressed for. The consent page cannot be told
 * which account to offer, so the answer is checked against it (sign-in-decision.ts).
 */
export async function signInWithOAuth(expectedAccountId?: string): Promise<SignInOutcome> {
  if (inProgress) throw new AppError('busy', i18n.t('auth.busy'));
  inProgress = true;
  try {
    return await runFlow(expectedAccountId);
  } finally {
    inProgress = false;
  }
}

async function runFlow(expectedAccountId: string | undefined): Promise<SignInOutcome> {
  const expected = expectedAccountId === undefined ? undefined : await findAccount(expectedAccountId);
  if (expectedAccountId !== undefined && !expected) throw new AppError('noAccount', i18n.t('accounts.gone'));
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
  const id = oauthAccountId(grant.appSpecificAccountId);
  const { accounts, activeAccountId } = await readAccountsView();
  const decision = decideSignIn({ expected, returnedId: id, accounts, activeAccountId });
  const account = await saveAccount(
    {
      id,
      name: grant.accountName || i18n.t('accounts.unnamed'),
      mode: 'oauth',
      serviceUrl: settings.serviceUrl,
    },
    { accessToken: grant.access_token },
    { activate: decision.activate },
  );
  return { account, decision };
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
