/**
 * Readable names and tones of listing and suggestion statuses. The known ones come from the
 * catalogue (lib/api/catalog.ts); a status the service adds later is shown as it is.
 */
import { i18n } from '#i18n';
import type { ChipTone } from '@/components/ui/chip';
import {
  type KnownListingStatus,
  type KnownSuggestionStatus,
  LISTING_STATUSES,
  SUGGESTION_STATUSES,
} from '@/lib/api/catalog';

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

const FIELD_LABELS: Record<string, () => string> = {
  phone: () => i18n.t('suggestions.fields.phone'),
  websiteUrl: () => i18n.t('suggestions.fields.websiteUrl'),
  description: () => i18n.t('suggestions.fields.description'),
  address: () => i18n.t('suggestions.fields.address'),
  address2: () => i18n.t('suggestions.fields.address2'),
  locationName: () => i18n.t('suggestions.fields.locationName'),
  city: () => i18n.t('suggestions.fields.city'),
  zip: () => i18n.t('suggestions.fields.zip'),
  featuredMessage: () => i18n.t('suggestions.fields.featuredMessage'),
};

/** A location field's readable name, as a label ("Phone"); an unknown field keeps its service name. */
export function fieldLabel(field: string): string {
  return FIELD_LABELS[field]?.() ?? field;
}

const FIELDS_IN_SENTENCE: Record<string, () => string> = {
  phone: () => i18n.t('suggestions.fieldsInSentence.phone'),
  websiteUrl: () => i18n.t('suggestions.fieldsInSentence.websiteUrl'),
  description: () => i18n.t('suggestions.fieldsInSentence.description'),
  address: () => i18n.t('suggestions.fieldsInSentence.address'),
  address2: () => i18n.t('suggestions.fieldsInSentence.address2'),
  locationName: () => i18n.t('suggestions.fieldsInSentence.locationName'),
  city: () => i18n.t('suggestions.fieldsInSentence.city'),
  zip: () => i18n.t('suggestions.fieldsInSentence.zip'),
  featuredMessage: () => i18n.t('suggestions.fieldsInSentence.featuredMessage'),
};

/**
 * The field's name inside a sentence ("… keeps its phone."): a word of its own per language, since
 * lower-casing the label is wrong where nouns keep their capital.
 */
export function fieldInSentence(field: string): string {
  return FIELDS_IN_SENTENCE[field]?.() ?? field;
}
