/**
 * Readable names and tones of listing and suggestion statuses. The known ones come from the
 * catalogue (lib/api/catalog.ts); a status the service adds later is shown as it is.
 */

import type { ChipTone } from '@/components/ui/chip';
import {
  type KnownListingStatus,
  type KnownSuggestionStatus,
  LISTING_STATUSES,
  SUGGESTION_STATUSES,
} from '@/lib/api/catalog';
import { i18n } from '@/lib/i18n/translate';

const LISTING_TONES: Record<KnownListingStatus, ChipTone> = {
  LIVE: 'success',
  OPTED_OUT: 'neutral',
  WAITING_ON_SERVICE: 'info',
  WAITING_ON_CUSTOMER: 'warning',
  WAITING_ON_PUBLISHER: 'info',
  UNAVAILABLE: 'danger',
};

export function listingStatusLabel(status: string): string {
  return (LISTING_STATUSES as readonly string[]).includes(status)
    ? i18n.t(`listings.status.${status as KnownListingStatus}`)
    : status;
}

export function listingStatusTone(status: string): ChipTone {
  return LISTING_TONES[status as KnownListingStatus] ?? 'neutral';
}

export function suggestionStatusLabel(status: string): string {
  return (SUGGESTION_STATUSES as readonly string[]).includes(status)
    ? i18n.t(`suggestions.status.${status as KnownSuggestionStatus}`)
    : status;
}

/** The location fields a publisher suggests changes to (service.md › Location). */
const FIELDS = [
  'phone',
  'websiteUrl',
  'description',
  'address',
  'address2',
  'locationName',
  'city',
  'zip',
  'featuredMessage',
] as const;
const isKnownField = (field: string): field is (typeof FIELDS)[number] =>
  (FIELDS as readonly string[]).includes(field);

/** A location field's readable name, as a label ("Phone"); an unknown field keeps its service name. */
export function fieldLabel(field: string): string {
  return isKnownField(field) ? i18n.t(`suggestions.fields.${field}`) : field;
}

/**
 * The field's name inside a sentence ("… keeps its phone."): a word of its own per language, since
 * lower-casing the label is wrong where nouns keep their capital.
 */
export function fieldInSentence(field: string): string {
  return isKnownField(field) ? i18n.t(`suggestions.fieldsInSentence.${field}`) : field;
}
