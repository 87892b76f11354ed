/**
 * How the activity log names what happened and who did it (conventions.md › Analytics): each type
 * by its readable name, a reply to a review as "Review response" (the service files it under
 * SOCIAL_POST), and an action made through the API, as this extension's are, as the account's own
 * rather than "API". A type this extension does not know is shown as the service sent it.
 */

import { ACTIVITY_TYPES, API_ACTOR, type KnownActivityType, REVIEW_RESPONSE_DETAILS } from '../api/catalog';
import { i18n } from '../i18n/translate';

const isKnown = (type: string): type is KnownActivityType =>
  (ACTIVITY_TYPES as readonly string[]).includes(type);

export function activityTypeName(type: string): string {
  return isKnown(type) ? i18n.t(`activity.types.${type}`) : type;
}

/** What the entry was, in the platform's words: "Review response", "Profile update", … */
export function activityKindName(activity: { type: string; details?: string }): string {
  if (activity.type === 'SOCIAL_POST' && activity.details?.startsWith(REVIEW_RESPONSE_DETAILS))
    return i18n.t('activity.reviewResponse');
  return activityTypeName(activity.type);
}

/**
 * "by Maria Lopez", "by the platform" (no actor), and for the API, through which this extension
 * acts: "by Hartmann Local Brands, through the API" (the account; "you" when its name is unknown).
 */
export function activityActorText(actor: string, accountName?: string): string {
  const name = actor.trim();
  if (!name) return i18n.t('activity.by', { actor: i18n.t('activity.platform') });
  if (name === API_ACTOR)
    return i18n.t('activity.byApi', { account: accountName?.trim() || i18n.t('activity.you') });
  return i18n.t('activity.by', { actor: name });
}

/** Every known type with its name, for the filter. */
export const activityTypeOptions = (): { type: KnownActivityType; name: string }[] =>
  ACTIVITY_TYPES.map((type) => ({ type, name: i18n.t(`activity.types.${type}`) }));
