/** Errors the service answers with: its codes, the types of `meta.errors`, and OAuth redirect errors. */

/** Error codes of conventions.md › Every call and the areas. */
export const ERROR_CODES = {
  unknownApiKey: 1,
  notAllowed: 4,
  unknownPath: 7,
  badParameter: 21,
  missingValue: 22,
  unknownAccessToken: 25,
  quotaExceeded: 42,
  locationNotFound: 2000,
  reviewNotFound: 2500,
  publisherTakesNoReplies: 2503,
  badParentId: 2504,
  startAfterEnd: 5021,
  reportNotFound: 5062,
  unknownActivityType: 5060,
  suggestionNotFound: 7300,
  suggestionNotPending: 7304,
} as const;

/** conventions.md › Every call: `type` of an element of `meta.errors`. */
export const API_ERROR_TYPES = ['FATAL_ERROR', 'NON_FATAL_ERROR', 'WARNING'] as const;
export type KnownApiErrorType = (typeof API_ERROR_TYPES)[number];

/** service.md › Authentication: `error` values of a failed authorization redirect. */
export const OAUTH_ERRORS = ['access_denied', 'unsupported_response_type'] as const;
export type KnownOAuthError = (typeof OAUTH_ERRORS)[number];
