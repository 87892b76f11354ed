/**
 * The connection settings as stored (docs/architecture.md › Contracts › Settings): where the
 * service and its
 * sign-in page are, the OAuth client id, and how the sign-in code is exchanged. No secret lives
 * here: the app key itself is in the vault; `hasAppKey` only says whether one is stored, so pages
 * can render the form without asking the background.
 */
import { storage } from '#imports';
import { buildDefaults } from './build-defaults';

/** How a sign-in code becomes a token (service.md › Authentication, step 4). */
export type ExchangeMode = 'appKey' | 'broker';

export interface ConnectionSettings {
  serviceUrl: string;
  authUrl: string;
  clientId: string;
  exchange: ExchangeMode;
  brokerUrl: string;
  /** Whether an app API key is stored (encrypted) in the vault. */
  hasAppKey: boolean;
}

export function defaultConnectionSettings(): ConnectionSettings {
  return {
    ...buildDefaults(),
    exchange: 'appKey',
    brokerUrl: '',
    // Whether a key is stored is known to the background alone, which says so here once it has
    // sealed one (the demo build's key at first run included): pages never see a build-time key.
    hasAppKey: false,
  };
}

export const connectionSettings = storage.defineItem<ConnectionSettings>('local:settings.connection', {
  fallback: defaultConnectionSettings(),
  version: 1,
});
