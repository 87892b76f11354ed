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
