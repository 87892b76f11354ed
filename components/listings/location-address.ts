import { i18n } from '@/lib/i18n/translate';
import type { CachedLocation } from '@/lib/listings/listing-cache';

/** A location's postal address on one line, in the order the locale file gives. */
export function locationAddress(
  location: Pick<CachedLocation, 'address' | 'city' | 'state' | 'zip'>,
): string {
  return i18n.t('locations.address', {
    address: location.address,
    city: location.city,
    state: location.state,
    zip: location.zip,
  });
}
