/**
 * A fetch that records every request and answers from a script, for unit tests of lib/api.
 * (The integration layer runs the same client against the real emulator.)
 */

export interface RecordedRequest {
  method: string;
  url: URL;
  headers: Headers;
  body: string;
}

export type Answer =
  | Response
  | Error
  | ((request: RecordedRequest, signal: AbortSignal | undefined) => Response | Promise<Response>);

export interface FakeFetch {
  fetch: typeof globalThis.fetch;
  requests: RecordedRequest[];
}

/** Answers requests in order with `answers`; the last one repeats when `repeatLast` is set. */
export function fakeFetch(answers: Answer[], { repeatLast = false } = {}): FakeFetch {
  const requests: RecordedRequest[] = [];
  const queue = [...answers];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const recorded: RecordedRequest = {
      method: request.method,
      url: new URL(request.url),
      headers: request.headers,
      body: request.body ? await request.text() : '',
    };
    requests.push(recorded);
    const answer = queue.length > 1 || !repeatLast ? queue.shift() : queue[0];
    if (answer === undefined)
      throw new Error(`unexpected request ${request.method} ${recorded.url.pathname}`);
    if (answer instanceof Error) throw answer;
    if (typeof answer === 'function') return answer(recorded, init?.signal ?? request.signal);
    return answer.clone();
  };
  return { fetch: fetch as typeof globalThis.fetch, requests };
}

/** A 2xx answer in the service's envelope (service.md › Response envelope). */
export function ok(
  response: unknown,
  init: { status?: number; headers?: Record<string, string> } = {},
): Response {
  return new Response(JSON.stringify({ meta: { uuid: 'u-1', errors: [] }, response }), {
    status: init.status ?? 200,
    headers: { 'content-type': 'application/json', ...init.headers },
  });
}

/** A failed answer with `meta.errors` (conventions.md › Every call). */
export function failed(
  status: number,
  errors: { code: number; message: string; type?: string }[] = [],
  headers: Record<string, string> = {},
): Response {
  const body = {
    meta: { uuid: 'u-2', errors: errors.map((e) => ({ type: 'FATAL_ERROR', ...e })) },
    response: {},
  };
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

export const BASE_URL = 'https://api.example.test';
export const API_KEY = 'key-7f3a9c1e5b2d4608';
export const ACCESS_TOKEN = 'tok-0a1b2c3d4e5f6789abcdef';

/** Retry options that keep tests fast without depending on timing. */
export const FAST_RETRY = { limit: 3, backoffMs: 1, maxBackoffMs: 2, maxRetryAfterSeconds: 60 };
