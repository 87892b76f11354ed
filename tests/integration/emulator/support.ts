/**
 * A thin client for the emulator tests: plain `fetch` over loopback, the service's `v` and the
 * primary account's API key added unless a test says otherwise.
 */
import { afterAll, beforeAll } from 'vitest';
import { type EmulatorOptions, type RunningEmulator, startEmulator } from '../../../emulator/index';
import { API_VERSION } from '../../../lib/api/catalog';

// biome-ignore lint/suspicious/noExplicitAny: tests read replies as the JSON they are and assert on it
export interface Reply<T = any> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export type Query = Record<string, string | number | boolean | undefined>;

export interface CallOptions {
  query?: Query;
  json?: unknown;
  /** `false` sends no credential; a string replaces the whole credential query. */
  auth?: false | { api_key?: string; access_token?: string };
  version?: string | false;
}

export async function read(response: Response): Promise<Reply> {
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {}
  return { status: response.status, headers: response.headers, body, text };
}

export class EmulatorClient {
  constructor(readonly emu: RunningEmulator) {}

  url(path: string, { query = {}, auth, version }: CallOptions = {}): string {
    const params = new URLSearchParams();
    if (version !== false) params.set('v', version ?? API_VERSION);
    const credential = auth === undefined ? { api_key: this.emu.apiKey } : auth;
    if (credential) for (const [k, v] of Object.entries(credential)) if (v !== undefined) params.set(k, v);
    for (const [k, v] of Object.entries(query)) if (v !== undefined) params.set(k, String(v));
    return `${this.emu.baseUrl}${path}?${params}`;
  }

  async call(method: string, path: string, options: CallOptions = {}): Promise<Reply> {
    const init: RequestInit = { method };
    if (options.json !== undefined) {
      init.body = typeof options.json === 'string' ? options.json : JSON.stringify(options.json);
      init.headers = { 'Content-Type': 'application/json' };
    }
    return read(await fetch(this.url(path, options), init));
  }

  get(path: string, options?: CallOptions): Promise<Reply> {
    return this.call('GET', path, options);
  }

  post(path: string, json: unknown, options: CallOptions = {}): Promise<Reply> {
    return this.call('POST', path, { ...options, json });
  }

  put(path: string, options?: CallOptions): Promise<Reply> {
    return this.call('PUT', path, options);
  }

  async admin(method: string, path: string, json?: unknown): Promise<Reply> {
    return read(
      await fetch(`${this.emu.baseUrl}/__emulator${path}`, {
        method,
        ...(json !== undefined
          ? { body: JSON.stringify(json), headers: { 'Content-Type': 'application/json' } }
          : {}),
      }),
    );
  }

  /** Moves the emulator clock forward. */
  advance(ms: number): Promise<Reply> {
    return this.admin('POST', '/clock', { advanceMs: ms });
  }
}

/** One emulator for a test file: started before its tests, closed after. */
export function useEmulator(options: EmulatorOptions = {}): { client: EmulatorClient } {
  const holder = {} as { client: EmulatorClient };
  beforeAll(async () => {
    holder.client = new EmulatorClient(
      await startEmulator({ locations: 6, reviews: 240, seed: 'tests', ...options }),
    );
  });
  afterAll(async () => {
    await holder.client?.emu.close();
  });
  return holder;
}

/** The error codes of a failed envelope. */
export const codes = (reply: Reply): number[] =>
  (reply.body?.meta?.errors ?? []).map((e: { code: number }) => e.code);

export const ME = '/v2/accounts/me';
