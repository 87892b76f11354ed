/**
 * Readable names of the activity types (conventions.md › Analytics); a type this extension does
 * not know is shown as the service sent it.
 */
import { i18n } from '#i18n';
import { ACTIVITY_TYPES, type KnownActivityType } from '../api/catalog';

const NAMES: Record<KnownActivityType, () => string> = {
  SOCIAL_POST: () => i18n.t('activity.types.SOCIAL_POST'),
  PROFILE_UPDATE: () => i18n.t('activity.types.PROFILE_UPDATE'),
  LOCATION_UPDATED: () => i18n.t('activity.types.LOCATION_UPDATED'),
  PUBLISHER_SUGGESTION_CREATED: () => i18n.t('activity.types.PUBLISHER_SUGGESTION_CREATED'),
  PUBLISHER_SUGGESTION_APPROVED: () => i18n.t('activity.types.PUBLISHER_SUGGESTION_APPROVED'),
  PUBLISHER_SUGGESTION_REJECTED: () => i18n.t('activity.types.PUBLISHER_SUGGESTION_REJECTED'),
  REVIEW_CREATED: () => i18n.t('activity.types.REVIEW_CREATED'),
  LISTING_LIVE: () => i18n.t('activity.types.LISTING_LIVE'),
  DUPLICATE_SUPPRESSED: () => i18n.t('activity.types.DUPLICATE_SUPPRESSED'),
};

const isKnown = (type: string): type is KnownActivityType =>
  (ACTIVITY_TYPES as readonly string[]).includes(type);

export function activityTypeName(type: string): string {
  return isKnown(type) ? NAMES[type]() : type;
}

/** Every known type with its name, for the filter. */
export const activityTypeOptions = (): { type: KnownActivityType; name: string }[] =>
  ACTIVITY_TYPES.map((type) => ({ type, name: NAMES[type]() }));
