/**
 * Turning the authorization code into a token grant (service.md › Authentication, steps 4–5),
 * either directly with the person's app key, or through a token broker that holds the key
 * server-side (broker/): `POST {brokerUrl}` with `{ code, redirectUri }` answers the grant.
 */

import { refuseRedirects } from '../api/no-redirect';
import { exchangeCode } from '../api/oauth';
import { type TokenGrant, tokenGrantSchema } from '../api/schemas/oauth';
import { AppError } from '../errors/app-error';
import { i18n } from '../i18n/translate';
import { readAppKey } from '../settings/app-key';
import type { ConnectionSettings } from '../settings/connection-settings';

const EXCHANGE_TIMEOUT_MS = 20_000;

export interface ExchangeInput {
  settings: ConnectionSettings;
  code: string;
  redirectUri: string;
}

export function exchangeForGrant(input: ExchangeInput): Promise<TokenGrant> {
  return input.settings.exchange === 'broker' ? exchangeViaBroker(input) : exchangeWithAppKey(input);
}

async function exchangeWithAppKey({ settings, code, redirectUri }: ExchangeInput): Promise<TokenGrant> {
  const clientSecret = await readAppKey();
  if (!clientSecret) throw new AppError('invalidSettings', i18n.t('auth.noAppKey'));
  try {
    return await exchangeCode({
      baseUrl: settings.serviceUrl,
      clientId: settings.clientId,
      clientSecret,
      code,
      redirectUri,
      timeoutMs: EXCHANGE_TIMEOUT_MS,
    });
  } catch (error) {
    throw exchangeError(error, new URL(settings.serviceUrl).host);
  }
}

function exchangeError(error: unknown, host: string): AppError {
  const name = error instanceof Error ? error.name : '';
  if (name === 'RedirectError')
    return new AppError('exchangeFailed', i18n.t('auth.exchangeRedirected', [host]));
  if (name === 'NetworkError' || name === 'TimeoutError')
    return new AppError('exchangeFailed', i18n.t('auth.exchangeUnreachable', [host]));
  const status = (error as { status?: number }).status;
  // service.md › Authentication step 4: 400 is the code (used, expired, other redirect URI),
  // 401 the app's client id or key.
  if (status === 400) return new AppError('exchangeFailed', i18n.t('auth.exchangeCodeRefused'));
  return new AppError('exchangeFailed', i18n.t('auth.exchangeRefused', [String(status ?? '?')]));
}

interface BrokerFailure {
  message?: unknown;
}

async function exchangeViaBroker({ settings, code, redirectUri }: ExchangeInput): Promise<TokenGrant> {
  const host = new URL(settings.brokerUrl).host;
  let response: Response;
  try {
    // The code is a bearer secret until exchanged: a redirect must not carry it elsewhere.
    const send = refuseRedirects(() => fetch, { what: 'broker', secrets: [code] });
    response = await send(settings.brokerUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ code, redirectUri }),
      credentials: 'omit',
      signal: AbortSignal.timeout(EXCHANGE_TIMEOUT_MS),
    });
  } catch (error) {
    if (error instanceof Error && error.name === 'RedirectError')
      throw new AppError('exchangeFailed', i18n.t('auth.brokerRedirected', [host]));
    throw new AppError('exchangeFailed', i18n.t('auth.brokerUnreachable', [host]));
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const said = (body as BrokerFailure | null)?.message;
    const reason = typeof said === 'string' && said.length <= 300 ? said : `HTTP ${response.status}`;
    throw new AppError('exchangeFailed', i18n.t('auth.brokerRefused', [reason]));
  }
  const grant = tokenGrantSchema.safeParse(body);
  if (!grant.success) throw new AppError('exchangeFailed', i18n.t('auth.brokerBadAnswer'));
  return grant.data;
}
