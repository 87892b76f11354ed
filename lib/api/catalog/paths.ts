/** The endpoints of service.md, as paths the client and the emulator both build. */

const ME = '/v2/accounts/me';

/**
 * Paths of service.md › Endpoints, relative to `{base_url}` (OAuth authorize: to `{auth_url}`).
 * `me` resolves to the account of the credential; `appSpecificAccountId` cannot replace it.
 */
export const API_PATHS = {
  authorize: '/oauth2/authorize',
  accessToken: '/oauth2/accesstoken',
  locations: `${ME}/locations`,
  publishers: `${ME}/netlistings/publishers`,
  listings: `${ME}/netlistings/listings`,
  optIn: `${ME}/netlistings/listings/optin`,
  suggestions: `${ME}/netlistings/publishersuggestions`,
  suggestion: (id: string) => `${ME}/netlistings/publishersuggestions/${encodeURIComponent(id)}`,
  reports: `${ME}/analytics/reports`,
  standardReport: (id: string) => `${ME}/analytics/standardreports/${encodeURIComponent(id)}`,
  maxDates: `${ME}/analytics/maxdates`,
  activity: `${ME}/analytics/activity`,
  reviews: `${ME}/reviews`,
  review: (id: string) => `${ME}/reviews/${encodeURIComponent(id)}`,
  reviewComments: (id: string) => `${ME}/reviews/${encodeURIComponent(id)}/comments`,
} as const;
