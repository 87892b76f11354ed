/**
 * Readable names of the activity types (conventions.md › Analytics); a type this extension does
 * not know is shown as the service sent it.
 */
import { i18n } from '#i18n';
import { ACTIVITY_TYPES, type KnownActivityType } from '../api/catalog';

const isKnown = (type: string): type is KnownActivityType =>
  (ACTIVITY_TYPES as readonly string[]).includes(type);

export function activityTypeName(type: string): string {
  return isKnown(type) ? i18n.t(`activity.types.${type}`) : type;
}

/** Every known type with its name, for the filter. */
export const activityTypeOptions = (): { type: KnownActivityType; name: string }[] =>
  ACTIVITY_TYPES.map((type) => ({ type, name: i18n.t(`activity.types.${type}`) }));
