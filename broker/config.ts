/**
 * The broker's configuration. It holds the app key (the OAuth client secret of service.md ›
 * Authentication) so that no extension user ever receives it; nothing here is ever logged.
 */

import type { RateLimitConfig } from './client-rate-limit';
import { publicHostProblem } from './host-allow-list';
import { redirectUriProblem } from './redirect-allow-list';

export interface BrokerConfig {
  /** `{base_url}` of the service, where `POST /oauth2/accesstoken` lives. */
  serviceUrl: string;
  clientId: string;
  /** The app API key. Secret. */
  clientSecret: string;
  /**
   * Origins allowed to call the broker: exact (`chrome-extension://ndmnoaedffkkeamoghhfimmkgjnmpeai`)
   * or with `*` standing for any run of characters (`moz-extension://*`, whose id differs per profile).
   */
  allowedOrigins: string[];
  /**
   * The exact redirect URIs of the broker's own app (`https://<extension id>.chromiumapp.org/`,
   * `https://<hash>.extensions.allizom.org/`). Any other `redirectUri` is refused with 400.
   */
  redirectUris: string[];
  /**
   * The hosts requests must be addressed to (`Host`): `name` on any port or `name:port`, e.g.
   * `broker.example.com`. Any other host is answered 421, so a DNS-rebinding page cannot use the
   * broker through a person's browser. @default 127.0.0.1, localhost and [::1] (where it listens by default)
   */
  publicHosts?: string[];
  /** Requests one client address may make per window. @default { limit: 10, windowMs: 60000 } */
  rateLimit?: RateLimitConfig;
  /**
   * The address a request came from, the key of the rate limit. On Node it is the socket's peer
   * address; on an edge runtime pass the platform's (e.g. its client-IP header, which only the
   * platform can set). @default the Node socket's remote address, else one shared bucket
   */
  clientAddress?: (request: Request, env: unknown) => string | undefined;
  /** The clock of the rate limit (tests). @default Date.now */
  now?: () => number;
  /** Time limit of the exchange with the service. @default 15000 */
  timeoutMs?: number;
  /** The fetch used to reach the service (tests). @default globalThis.fetch */
  fetch?: typeof globalThis.fetch;
}

export class BrokerConfigError extends Error {
  override name = 'BrokerConfigError';
}

const REQUIRED = [
  'BROKER_SERVICE_URL',
  'BROKER_CLIENT_ID',
  'BROKER_CLIENT_SECRET',
  'BROKER_ALLOWED_ORIGINS',
  'BROKER_REDIRECT_URIS',
] as const;

/** Reads the configuration from environment variables, naming every one that is missing. */
export function configFromEnv(env: Record<string, string | undefined>): BrokerConfig {
  const missing = REQUIRED.filter((name) => !env[name]?.trim());
  if (missing.length)
    throw new BrokerConfigError(
      `Missing environment variable${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}. ` +
        'See the README (Token broker) for what each holds.',
    );
  const serviceUrl = env.BROKER_SERVICE_URL!.trim().replace(/\/+$/, '');
  try {
    new URL(serviceUrl);
  } catch {
    throw new BrokerConfigError(`BROKER_SERVICE_URL is not an absolute URL: ${serviceUrl}`);
  }
  const redirectUris = list(env.BROKER_REDIRECT_URIS!);
  const problems = redirectUris.map(redirectUriProblem).filter((problem) => problem !== undefined);
  if (problems.length)
    throw new BrokerConfigError(
      `BROKER_REDIRECT_URIS: ${problems.join('; ')}. List the exact redirect URIs registered for your app.`,
    );
  const publicHosts = env.BROKER_PUBLIC_HOST?.trim() ? list(env.BROKER_PUBLIC_HOST) : undefined;
  const hostProblems = (publicHosts ?? []).map(publicHostProblem).filter((problem) => problem !== undefined);
  if (hostProblems.length)
    throw new BrokerConfigError(
      `BROKER_PUBLIC_HOST: ${hostProblems.join('; ')}. List the host names the broker is reached at.`,
    );
  return {
    serviceUrl,
    redirectUris,
    publicHosts,
    rateLimit: rateLimitFromEnv(env.BROKER_RATE_LIMIT),
    clientId: env.BROKER_CLIENT_ID!.trim(),
    clientSecret: env.BROKER_CLIENT_SECRET!.trim(),
    allowedOrigins: list(env.BROKER_ALLOWED_ORIGINS!),
  };
}

const list = (value: string): string[] =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** `BROKER_RATE_LIMIT`: requests per client address per minute (default 10). */
function rateLimitFromEnv(value: string | undefined): RateLimitConfig | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const limit = Number(value);
  if (!Number.isInteger(limit) || limit < 1)
    throw new BrokerConfigError(
      `BROKER_RATE_LIMIT must be a whole number of requests per minute, 1 or more: ${value}`,
    );
  return { limit, windowMs: 60_000 };
}
