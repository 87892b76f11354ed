import ky, { type KyInstance } from 'ky';
import type { z } from 'zod';
import { readBoundedText } from './bounded-body';
import { failureToError } from './failure-to-error';
import { refuseRedirects } from './no-redirect';
import { type RateLimitInfo, readRateLimit } from './rate-limit';
import { type BodyContext, readEnvelope } from './read-payload';
import { buildUrl, type QueryParams, withOriginParams } from './request-url';
import { kyRetryOptions, type RetryOptions } from './retry-policy';

export interface TransportConfig {
  baseUrl: string;
  /** Added to every request on `baseUrl`'s origin and nowhere else: the version and the credential. */
  originParams: QueryParams;
  /** Credential values, scrubbed from every error text. */
  secrets: readonly string[];
  timeoutMs: number;
  retry: Required<RetryOptions>;
  /** @default globalThis.fetch, looked up at call time */
  fetch?: typeof globalThis.fetch;
  /** @default undefined */
  onRateLimit?: (info: RateLimitInfo) => void;
  /** `token` for the OAuth code exchange, whose refusals read differently. @default 'api' */
  context?: 'api' | 'token';
}

export interface SendInit {
  method: 'GET' | 'POST' | 'PUT';
  /** Members that are `undefined` are left out. @default {} */
  query?: QueryParams;
  /** A JSON body. @default undefined */
  json?: unknown;
  /** A form-encoded body. @default undefined */
  form?: URLSearchParams;
  /** @default 'application/json' */
  accept?: string;
  /** @default undefined */
  signal?: AbortSignal;
}

/** Options every endpoint function takes as its last argument. */
export interface CallOptions {
  /** Aborts this call (and its retries); the promise rejects with the signal's reason. @default undefined */
  signal?: AbortSignal;
}

export interface SentResponse extends BodyContext {
  text: string;
  headers: Headers;
}

/** The one path every request takes: URL, credential, timeout, retries, quota headers, error mapping. */
export interface Transport {
  readonly baseUrl: string;
  /** Sends one call (`target`: a path under `baseUrl`, or an absolute URL); resolves on 2xx only. */
  send(target: string, init: SendInit): Promise<SentResponse>;
  /** Sends one call and returns the enveloped payload (service.md › Response envelope). */
  call<T extends z.ZodType>(target: string, init: SendInit, payload: T): Promise<z.output<T>>;
  /** As `call`, but an empty 2xx body reads as `undefined` instead of a `SchemaError`. */
  callAllowingEmpty<T extends z.ZodType>(
    target: string,
    init: SendInit,
    payload: T,
  ): Promise<z.output<T> | undefined>;
}

export function createTransport(config: TransportConfig): Transport {
  const { baseUrl, secrets, timeoutMs } = config;
  const client: KyInstance = ky.create({
    timeout: timeoutMs,
    retry: kyRetryOptions(config.retry),
    // Never follow a redirect with the credential (no-redirect.ts); set on the Request too, so a
    // caller's own fetch that passes only the Request keeps it.
    redirect: 'manual',
    // ky calls `options.fetch(...)` as a method; a bare native fetch would throw "Illegal invocation".
    fetch: refuseRedirects(() => config.fetch ?? globalThis.fetch, {
      what: config.context ?? 'api',
      secrets,
    }),
    hooks: {
      afterResponse: [
        (_request, _options, response) => {
          const info = config.onRateLimit && readRateLimit(response.headers);
          if (!info) return;
          try {
            config.onRateLimit?.(info);
          } catch {
            // A faulty listener must not fail (or, through ky, retry) the call it observes.
          }
        },
      ],
    },
  });

  async function send(target: string, init: SendInit): Promise<SentResponse> {
    const url = withOriginParams(buildUrl(baseUrl, target, init.query), baseUrl, config.originParams);
    const { signal } = init;
    try {
      const response = await client(url, {
        method: init.method,
        json: init.json,
        body: init.form,
        headers: { accept: init.accept ?? 'application/json' },
        signal,
      });
      const text = await readBoundedText(response, { url: url.href, secrets, timeoutMs });
      return { status: response.status, text, headers: response.headers, url: url.href, secrets };
    } catch (failure) {
      throw await failureToError(failure, { url, secrets, timeoutMs, signal, context: config.context });
    }
  }

  async function callAllowingEmpty<T extends z.ZodType>(target: string, init: SendInit, payload: T) {
    const sent = await send(target, init);
    // service.md › Publishers and listings: opt-in answers "an empty 200".
    if (sent.text.trim() === '') return undefined;
    return readEnvelope(sent.text, payload, sent);
  }

  return {
    baseUrl,
    send,
    callAllowingEmpty,
    async call(target, init, payload) {
      const sent = await send(target, init);
      return readEnvelope(sent.text, payload, sent);
    },
  };
}
