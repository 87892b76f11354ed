/**
 * Credentials (service.md › Authentication): app API keys, OAuth authorization codes and access
 * tokens. Keys and the client id are derived from the seed so that a restarted emulator keeps
 * the extension's settings valid; codes and tokens are random and live in memory only.
 */
import { randomBytes } from 'node:crypto';
import { DAY_MS, MINUTE_MS } from '../core/dates';
import { hashString, mix } from '../core/random';

/** Authorization codes are one-time and short-lived. */
export const CODE_LIFETIME_MS = 5 * MINUTE_MS;

export interface OAuthApp {
  name: string;
  clientId: string;
  /** The app's API key: the OAuth `client_secret` (service.md › OAuth). */
  clientSecret: string;
  ownerAccountId: string;
  redirectDomains: string[];
}

interface CodeGrant {
  clientId: string;
  redirectUri: string;
  accountId: string;
  expiresAt: number;
  used: boolean;
}

interface TokenGrant {
  accountId: string;
  clientId: string;
  revoked: boolean;
}

export function seededHex(seed: string, topic: string, length: number): string {
  const base = hashString(`${seed}:${topic}`);
  let out = '';
  for (let i = 0; out.length < length; i++) out += mix(base, i).toString(16).padStart(8, '0');
  return out.slice(0, length);
}

export class CredentialStore {
  private readonly apiKeys = new Map<string, string>();
  private readonly codes = new Map<string, CodeGrant>();
  private readonly tokens = new Map<string, TokenGrant>();

  constructor(readonly app: OAuthApp) {
    this.apiKeys.set(app.clientSecret, app.ownerAccountId);
  }

  addApiKey(key: string, accountId: string): void {
    this.apiKeys.set(key, accountId);
  }

  accountForApiKey(key: string): string | undefined {
    return this.apiKeys.get(key);
  }

  /** The account of a live token, or undefined when unknown or revoked (service answers 401 code 25). */
  accountForToken(token: string): string | undefined {
    const grant = this.tokens.get(token);
    return grant && !grant.revoked ? grant.accountId : undefined;
  }

  issueCode(clientId: string, redirectUri: string, accountId: string, now: number): string {
    const code = randomBytes(18).toString('base64url');
    this.codes.set(code, {
      clientId,
      redirectUri,
      accountId,
      expiresAt: now + CODE_LIFETIME_MS,
      used: false,
    });
    return code;
  }

  /** Checks a code against the exchange request; returns the problem, or the account on success. */
  redeemCode(
    code: string,
    clientId: string,
    redirectUri: string,
    now: number,
  ): { accountId: string } | { problem: string } {
    const grant = this.codes.get(code);
    if (!grant || grant.clientId !== clientId) return { problem: 'The authorization code is not valid.' };
    if (grant.used) return { problem: 'The authorization code has already been used.' };
    if (grant.expiresAt < now) return { problem: 'The authorization code has expired.' };
    // service.md › Authentication step 4: identical to the authorize request's redirect_uri.
    if (grant.redirectUri !== redirectUri)
      return { problem: 'redirect_uri does not match the one of the authorization request.' };
    grant.used = true;
    return { accountId: grant.accountId };
  }

  issueToken(clientId: string, accountId: string): string {
    const token = randomBytes(32).toString('base64url');
    this.tokens.set(token, { accountId, clientId, revoked: false });
    return token;
  }

  /** Revokes one token, or all of them; returns how many were live. */
  revoke(token?: string): number {
    let count = 0;
    for (const [value, grant] of this.tokens)
      if ((token === undefined || value === token) && !grant.revoked) {
        grant.revoked = true;
        count++;
      }
    return count;
  }

  /** service.md › Token grant: an id specific to the app, stable for an app and an account. */
  appSpecificAccountId(accountId: string): string {
    return String((hashString(`${this.app.clientId}:${accountId}`) % 900_000_000) + 100_000_000);
  }

  /** Drops codes long past their lifetime so a long-running emulator does not grow. */
  sweep(now: number): void {
    for (const [code, grant] of this.codes) if (grant.expiresAt + DAY_MS < now) this.codes.delete(code);
  }
}
