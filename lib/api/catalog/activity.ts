/** The activity log: the entry types the service names. */

export const ACTIVITY_TYPES = [
  'SOCIAL_POST',
  'PROFILE_UPDATE',
  'LOCATION_UPDATED',
  'PUBLISHER_SUGGESTION_CREATED',
  'PUBLISHER_SUGGESTION_APPROVED',
  'PUBLISHER_SUGGESTION_REJECTED',
  'REVIEW_CREATED',
  'LISTING_LIVE',
  'DUPLICATE_SUPPRESSED',
] as const;
export type KnownActivityType = (typeof ACTIVITY_TYPES)[number];

/**
 * The service files a reply to a review under SOCIAL_POST; its `details` then begin with these
 * words ("Replied to a review on BrandB"), which is how the log tells a review response apart.
 */
export const REVIEW_RESPONSE_DETAILS = 'Replied to a review';

/** The `actor` of an action made through the API, as this extension makes every one of its own. */
export const API_ACTOR = 'API';
