/**
 * Errors the extension itself raises, each with a kind a UI can branch on and a message a person
 * can act on. They cross messaging as data (lib/errors/error-data.ts), never as thrown objects.
 * Messages never contain a token, key or code.
 */
import type { FieldProblem } from '../settings/connection-validation';

export type ErrorKind =
  /** The connection settings are incomplete or wrong; `problems` says where. */
  | 'invalidSettings'
  /** A sign-in window is already open. */
  | 'busy'
  /** The person closed the sign-in window. */
  | 'cancelled'
  /** The person chose Deny (service.md › Authentication: `access_denied`). */
  | 'accessDenied'
  /** The service refused the request type (`unsupported_response_type`). */
  | 'unsupportedResponseType'
  /** Any other error redirect. */
  | 'authorizationFailed'
  /** The redirect's `state` was not the one this attempt issued, or was used before. */
  | 'stateMismatch'
  /** The sign-in page could not be shown. */
  | 'signInPageFailed'
  /** The code could not be turned into a token (by the service or the broker). */
  | 'exchangeFailed'
  /** The extension may not reach that origin (host permission missing). */
  | 'permissionDenied'
  | 'noAccount'
  /** The account's credential was refused; it must be reconnected. */
  | 'needsSignIn'
  /** "Sign in again" came back from the consent page with another account than the one meant. */
  | 'otherAccount'
  | 'network'
  | 'timeout'
  | 'rateLimited'
  | 'notAllowed'
  | 'notFound'
  /** A value the person chose cannot be used (a date range ending before it starts). */
  | 'invalidInput'
  | 'service'
  | 'unexpectedResponse'
  /** A stored secret could not be read back. */
  | 'storage'
  | 'unknown';

export class AppError extends Error {
  constructor(
    readonly kind: ErrorKind,
    message: string,
    readonly problems?: FieldProblem[],
  ) {
    super(message);
    this.name = 'AppError';
  }
}
