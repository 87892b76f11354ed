/**
 * The log of requests to the service (admin `GET /__emulator/requests`), so tests can count calls.
 * Credentials and one-time secrets never reach it (docs/security.md).
 */

const SECRET_PARAMS = new Set(['api_key', 'access_token', 'code', 'client_secret']);
const MAX_ENTRIES = 10_000;

export interface LoggedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  status: number;
  dropped?: boolean;
  time: string;
  durationMs: number;
}

export function redactQuery(params: URLSearchParams): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of params) query[key] = SECRET_PARAMS.has(key) ? '[redacted]' : value;
  return query;
}

/** A path with its secret segments hidden (report download tokens). */
export const redactPath = (path: string): string =>
  path.replace(/^(\/downloads\/reports\/[^/]+\/)[^/]+(\.csv)$/, '$1[redacted]$2');

export class RequestLog {
  private entries: LoggedRequest[] = [];

  add(entry: LoggedRequest): void {
    this.entries.push(entry);
    if (this.entries.length > MAX_ENTRIES) this.entries = this.entries.slice(-MAX_ENTRIES / 2);
  }

  list(): LoggedRequest[] {
    return this.entries.slice();
  }

  clear(): number {
    const count = this.entries.length;
    this.entries = [];
    return count;
  }
}
