/**
 * Options of `startEmulator` and the CLI, with their defaults (docs/architecture.md › Emulator
 * CLI).
 */

export interface EmulatorOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  seed?: string | number;
  /** Locations of the primary account (12). */
  locations?: number;
  /** Reviews of the primary account (600); the smaller accounts get as many per location. */
  reviews?: number;
  /**
   * More customer accounts like the primary one (0): each with as many locations and reviews,
   * listed after the others on the consent page. An agency's several large accounts.
   */
  agencyAccounts?: number;
  /**
   * The languages the reviews are written in, each as often (English alone): any of `en`, `de`,
   * `fr`, `es`, `ja`. Only the words and the reviewers' names change with it; ratings, dates,
   * places and publishers stay the seed's.
   */
  languages?: readonly string[];
  /** Emulator-clock time an async report stays PENDING (2000). */
  reportDelayMs?: number;
  /** Emulator-clock time an opted-in listing waits on the publisher before it is LIVE (3 minutes). */
  optInDelayMs?: number;
  /** OAuth redirect domains of the app (chromiumapp.org, extensions.allizom.org, localhost, 127.0.0.1). */
  redirectDomains?: string[];
  /** Start the emulator clock at this instant instead of now (for reproducible tests). */
  now?: number | Date;
  /** Receives one line per request and notable events; nothing is printed when absent. */
  log?: (line: string) => void;
}

export const DEFAULTS = {
  port: 0,
  seed: 'review-desk',
  locations: 12,
  reviews: 600,
  agencyAccounts: 0,
  languages: ['en'],
  reportDelayMs: 2000,
  optInDelayMs: 180_000,
  redirectDomains: ['chromiumapp.org', 'extensions.allizom.org', 'localhost', '127.0.0.1'],
} as const;

export const LIMITS_OF_OPTIONS = {
  locations: { min: 1, max: 50_000 },
  reviews: { min: 0, max: 1_000_000 },
  agencyAccounts: { min: 0, max: 20 },
} as const;
