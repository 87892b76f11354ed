/** Listings and publisher suggestions: their statuses, and the one publisher that suggests. */

/** Listing statuses seen (service.md shows two; conventions.md adds four). Others may appear. */
export const LISTING_STATUSES = [
  'LIVE',
  'OPTED_OUT',
  'WAITING_ON_SERVICE',
  'WAITING_ON_CUSTOMER',
  'WAITING_ON_PUBLISHER',
  'UNAVAILABLE',
] as const;
export type KnownListingStatus = (typeof LISTING_STATUSES)[number];

/** conventions.md › Listings: opted-in listings leave OPTED_OUT for this status, then go LIVE. */
export const OPTED_IN_STATUS = 'WAITING_ON_PUBLISHER';

/** Publisher suggestion statuses; `WAITING_ON_CUSTOMER` means pending. */
export const SUGGESTION_STATUSES = ['WAITING_ON_CUSTOMER', 'ACCEPTED', 'REJECTED', 'EXPIRED'] as const;
export type KnownSuggestionStatus = (typeof SUGGESTION_STATUSES)[number];
export const PENDING_SUGGESTION_STATUS = 'WAITING_ON_CUSTOMER';

/** The only publisher whose suggestions the service returns (service.md › Publisher suggestion). */
export const SUGGESTIONS_PUBLISHER = 'BRANDCMYBUSINESS';

/** service.md › Publisher suggestion: the statuses a caller may set on a pending suggestion. */
export const SUGGESTION_RESOLUTIONS = ['ACCEPTED', 'REJECTED'] as const;
export type SuggestionResolution = (typeof SUGGESTION_RESOLUTIONS)[number];

/**
 * service.md says "a fixed placeholder text appears where no screenshot exists" without giving it.
 * The emulator sends this one; the UI treats any value that is not an http(s) URL as "no screenshot".
 */
export const SCREENSHOT_PLACEHOLDER = 'Screenshot not available';
