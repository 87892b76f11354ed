/**
 * Page tokens of the lists that page by token (`VERSION_GATES`): opaque to the caller, signed so
 * that a forged or altered one is refused, bound to the account and to the filters of the first
 * page, and short-lived. A token carries a keyset cursor (the sort key of the last item it
 * followed), not an offset: items arriving ahead of the cursor while a caller pages never shift
 * the pages after it (emulator/README.md › Page tokens says what that guarantees).
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { badParameter } from '../core/api-error';

/** How long a token is honoured, on the emulator's clock. */
export const PAGE_TOKEN_TTL_MS = 60 * 60 * 1000;

export interface TokenScope {
  /** Which list: a reviews token is no locations token. */
  list: 'reviews' | 'locations';
  accountId: string;
  /** The filters of the first page, as `filtersHash` reads them. */
  filters: string;
}

interface Payload {
  l: string;
  a: string;
  f: string;
  c: unknown;
  x: number;
}

/** A stable digest of parsed filters: members in name order, list items sorted, absent ones left out. */
export function filtersHash(filters: object): string {
  const canonical = Object.entries(filters)
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([key, value]) => [key, Array.isArray(value) ? [...value].map(String).sort() : value])
    .sort(([a], [b]) => String(a).localeCompare(String(b)));
  return createHash('sha256').update(JSON.stringify(canonical)).digest('base64url').slice(0, 22);
}

export class PageTokens {
  /** Per emulator run: a restart makes every token it gave out unreadable, as an expiry would. */
  private readonly secret = randomBytes(32);

  private sign(body: string): Buffer {
    return createHmac('sha256', this.secret).update(body).digest();
  }

  issue(scope: TokenScope, cursor: unknown, now: number): string {
    const payload: Payload = {
      l: scope.list,
      a: scope.accountId,
      f: scope.filters,
      c: cursor,
      x: now + PAGE_TOKEN_TTL_MS,
    };
    const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
    return `${body}.${this.sign(body).toString('base64url')}`;
  }

  /** The cursor of a token this emulator issued for `scope`; anything else is a 400 saying what to do. */
  read(token: string, scope: TokenScope, now: number): unknown {
    const [body, signature, extra] = token.split('.');
    const given = Buffer.from(signature ?? '', 'base64url');
    const expected = body ? this.sign(body) : undefined;
    if (
      extra !== undefined ||
      !expected ||
      given.length !== expected.length ||
      !timingSafeEqual(given, expected)
    )
      throw badParameter(
        'pageToken is not a token this service issued: ask for the first page again, without pageToken.',
      );
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString()) as Payload;
    if (payload.l !== scope.list || payload.a !== scope.accountId)
      throw badParameter(
        'pageToken belongs to another list: ask for the first page again, without pageToken.',
      );
    if (payload.x <= now)
      throw badParameter('pageToken has expired: ask for the first page again, without pageToken.');
    if (payload.f !== scope.filters)
      throw badParameter(
        'pageToken was issued for other filters: send the filters of the first page with it, or start again without pageToken.',
      );
    return payload.c;
  }
}
