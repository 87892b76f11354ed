/** The API version the client pins, and what each version date switches on. */

/**
 * The API version date sent as `v` on every call (conventions.md › Every call: pinned, not "today").
 * At or past every gate below: the client pages by offset, and the sync's look for removed reviews
 * needs `VERSION_GATES.reviewStatus`.
 */
export const API_VERSION = '20170901';

/**
 * Behaviour that the request's `v` switches on (the platform's client specs of 2016–2018): a
 * request whose `v` is at least the date gets it. emulator/README.md lists each with its gate.
 */
export const VERSION_GATES = {
  /** Reviews gain `status`, and the list its `status` filter. */
  reviewStatus: '20170830',
  /** Reviews list: `pageToken` in, `nextPageToken` out. */
  reviewPageTokens: '20170901',
  /** Locations list: no source dates it; the reviews list's gate is used (emulator/README.md). */
  locationPageTokens: '20170901',
} as const;

/** Whether a request of version `v` (`YYYYMMDD`) gets the behaviour gated at `gate`. */
export const versionAtLeast = (v: string, gate: string): boolean => v >= gate;
