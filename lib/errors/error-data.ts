/**
 * Turns anything thrown in the background into data for messaging (docs/architecture.md ›
 * Contracts › Messaging: errors come back as data, with a message a person can act on). Errors of the API
 * client are recognised by name, so this module (and the pages importing its types) pulls in no
 * client code. Every message goes through `redactText`, whatever its origin.
 */

import type { PagingBound } from '../api/errors';
import { redactText } from '../api/redact';
import { formatNumber } from '../i18n/format';
import { i18n } from '../i18n/translate';
import type { FieldProblem } from '../settings/connection-validation';
import { AppError, type ErrorKind } from './app-error';

export interface ErrorData {
  kind: ErrorKind;
  message: string;
  /** For `invalidSettings`: which field is wrong and why. */
  problems?: FieldProblem[];
}

export type Result<T> = { ok: true; value: T } | { ok: false; error: ErrorData };

interface ApiLikeError {
  name: string;
  message?: string;
  status?: number;
  /** TooLargeError's cap. */
  limitBytes?: number;
  /** PagingError's bound. */
  bound?: PagingBound;
}

/** A bound the client keeps against a service that answers badly, in the person's language. */
function boundWords(error: ApiLikeError): string | undefined {
  if (error.limitBytes !== undefined)
    return i18n.t('errors.tooLarge', { megabytes: formatNumber(Math.round(error.limitBytes / 1024 / 1024)) });
  if (error.bound?.kind === 'pastCount')
    return i18n.t('errors.pagesPastCount', { pages: formatNumber(error.bound.limit) });
  if (error.bound?.kind === 'tooManyItems')
    return i18n.t('errors.tooManyItems', { items: formatNumber(error.bound.limit) });
  if (error.bound?.kind === 'reviewsPastCount')
    return i18n.t('reviews.sync.pastCount', { counted: formatNumber(error.bound.limit) });
  if (error.bound?.kind === 'passTooLong')
    return i18n.t('reviews.sync.passTooLong', { kept: formatNumber(error.bound.limit) });
  return undefined;
}

function fromApiError(error: ApiLikeError): ErrorData | null {
  switch (error.name) {
    case 'AuthError':
      return { kind: 'needsSignIn', message: i18n.t('errors.needsSignInGeneric') };
    case 'RateLimitError':
      return { kind: 'rateLimited', message: i18n.t('errors.rateLimited') };
    case 'NetworkError':
      return { kind: 'network', message: i18n.t('errors.network') };
    case 'TimeoutError':
      return { kind: 'timeout', message: i18n.t('errors.timeout') };
    case 'RedirectError':
      return { kind: 'service', message: i18n.t('errors.redirected') };
    // Bounds the client keeps against a service that answers badly: what happened and what to do,
    // in the person's language (the API client's own words are English, for logs and scripts).
    case 'TooLargeError':
    case 'PagingError':
      return { kind: 'service', message: boundWords(error) ?? i18n.t('errors.unknown') };
    case 'SchemaError':
      return { kind: 'unexpectedResponse', message: i18n.t('errors.unexpectedResponse') };
    case 'ApiError': {
      const status = error.status ?? 0;
      if (status === 401) return { kind: 'needsSignIn', message: i18n.t('errors.needsSignInGeneric') };
      if (status === 403) return { kind: 'notAllowed', message: i18n.t('errors.notAllowed') };
      if (status === 404) return { kind: 'notFound', message: i18n.t('errors.notFound') };
      if (status === 429) return { kind: 'rateLimited', message: i18n.t('errors.rateLimited') };
      if (status >= 500)
        return { kind: 'service', message: i18n.t('errors.serviceTrouble', [String(status)]) };
      return { kind: 'service', message: i18n.t('errors.serviceRefused', [error.message ?? String(status)]) };
    }
    case 'VaultError':
      return { kind: 'storage', message: i18n.t('errors.vault') };
    default:
      return null;
  }
}

/** The data form of `error`. */
export function toErrorData(error: unknown): ErrorData {
  let data: ErrorData;
  if (error instanceof AppError)
    data = { kind: error.kind, message: error.message, problems: error.problems };
  else if (error instanceof Error)
    data = fromApiError(error) ?? { kind: 'unknown', message: i18n.t('errors.unknown') };
  else data = { kind: 'unknown', message: i18n.t('errors.unknown') };
  const clean: ErrorData = { ...data, message: redactText(data.message) };
  if (!clean.problems) delete clean.problems;
  return clean;
}

/** Runs `task`, answering its value or its error as data. */
export async function asResult<T>(task: () => Promise<T>): Promise<Result<T>> {
  try {
    return { ok: true, value: await task() };
  } catch (error) {
    const data = toErrorData(error);
    // Unexpected failures only, and by name and kind: raw messages may quote URLs or bodies.
    if (!(error instanceof AppError))
      console.warn(
        '[review-desk] request failed:',
        error instanceof Error ? error.name : typeof error,
        data.kind,
      );
    return { ok: false, error: data };
  }
}
