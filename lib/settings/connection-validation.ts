/**
 * Validation of the connection form, shared by the options page (to explain problems as the person
 * types and to know which origins to ask for) and the background (which never trusts a message).
 * Rules: absolute URLs; `https:` except on loopback, where the emulator runs (docs/security.md
 * model: "over HTTPS except on loopback").
 */
import { i18n } from '../i18n/translate';
import type { ConnectionSettings, ExchangeMode } from './connection-settings';
import { isLoopbackHost } from './loopback-hosts';

export type ConnectionField = 'serviceUrl' | 'authUrl' | 'clientId' | 'appKey' | 'brokerUrl';
/** Fields a problem can point at: the connection form's, and the API-key account form's. */
export type FormField = ConnectionField | 'accountName' | 'accountApiKey';

/** What the form sends. `appKey` is a new key to store; empty keeps the stored one. */
export interface ConnectionInput {
  serviceUrl: string;
  authUrl: string;
  clientId: string;
  exchange: ExchangeMode;
  brokerUrl: string;
  appKey: string;
}

export interface FieldProblem {
  field: FormField;
  message: string;
}

/** The settings to store (without `hasAppKey`) plus the new key, if one was entered. */
export interface ValidConnection {
  settings: Omit<ConnectionSettings, 'hasAppKey'>;
  newAppKey: string | null;
}

export type ConnectionValidation =
  | { ok: true; value: ValidConnection }
  | { ok: false; problems: FieldProblem[] };

const label = (field: ConnectionField): string => i18n.t(`options.connection.${field}`);

/** Checks one base URL; returns it without a trailing slash, or the problem. */
export function checkServiceLikeUrl(
  raw: string,
  field: ConnectionField,
): { ok: true; url: string } | { ok: false; problem: FieldProblem } {
  const fail = (message: string) => ({
    ok: false as const,
    problem: { field, message } satisfies FieldProblem,
  });
  const text = raw.trim();
  if (text === '') return fail(i18n.t('errors.urlMissing', [label(field)]));
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return fail(i18n.t('errors.urlInvalid', [label(field)]));
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    return fail(i18n.t('errors.urlInvalid', [label(field)]));
  if (url.protocol === 'http:' && !isLoopbackHost(url.hostname))
    return fail(i18n.t('errors.urlHttpsRequired', [label(field)]));
  if (url.username || url.password) return fail(i18n.t('errors.urlCredentials', [label(field)]));
  if (url.search || url.hash || text.includes('#') || text.endsWith('?'))
    return fail(i18n.t('errors.urlQuery', [label(field)]));
  return { ok: true, url: `${url.origin}${url.pathname}`.replace(/\/+$/, '') };
}

function checkToken(raw: string, field: 'clientId' | 'appKey'): FieldProblem | null {
  if (raw.trim() === '') return null;
  return /\s/.test(raw.trim()) ? { field, message: i18n.t(`errors.${field}Invalid`) } : null;
}

/**
 * Validates the whole form. `hasStoredAppKey` lets an empty key field mean "keep the stored key".
 */
export function validateConnection(
  input: ConnectionInput,
  { hasStoredAppKey }: { hasStoredAppKey: boolean },
): ConnectionValidation {
  const problems: FieldProblem[] = [];
  const serviceUrl = checkServiceLikeUrl(input.serviceUrl, 'serviceUrl');
  if (!serviceUrl.ok) problems.push(serviceUrl.problem);
  const authUrl = checkServiceLikeUrl(input.authUrl, 'authUrl');
  if (!authUrl.ok) problems.push(authUrl.problem);

  const clientId = input.clientId.trim();
  if (clientId === '') problems.push({ field: 'clientId', message: i18n.t('errors.clientIdMissing') });
  const clientIdProblem = checkToken(input.clientId, 'clientId');
  if (clientIdProblem) problems.push(clientIdProblem);

  let brokerUrl = '';
  let newAppKey: string | null = null;
  if (input.exchange === 'broker') {
    const broker = checkServiceLikeUrl(input.brokerUrl, 'brokerUrl');
    if (broker.ok) brokerUrl = broker.url;
    else problems.push(broker.problem);
  } else {
    const key = input.appKey.trim();
    if (key === '' && !hasStoredAppKey)
      problems.push({ field: 'appKey', message: i18n.t('errors.appKeyMissing') });
    const keyProblem = checkToken(input.appKey, 'appKey');
    if (keyProblem) problems.push(keyProblem);
    if (key !== '') newAppKey = key;
  }

  if (problems.length > 0 || !serviceUrl.ok || !authUrl.ok) return { ok: false, problems };
  return {
    ok: true,
    value: {
      settings: {
        serviceUrl: serviceUrl.url,
        authUrl: authUrl.url,
        clientId,
        exchange: input.exchange,
        brokerUrl,
      },
      newAppKey,
    },
  };
}
