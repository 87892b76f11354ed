/**
 * The broker's configuration. It holds the app key (the OAuth client secret of service.md ›
 * Authentication) so that no extension user ever receives it; nothing here is ever logged.
 */

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
  return {
    serviceUrl,
    clientId: env.BROKER_CLIENT_ID!.trim(),
    clientSecret: env.BROKER_CLIENT_SECRET!.trim(),
    allowedOrigins: env
      .BROKER_ALLOWED_ORIGINS!.split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
  };
}
