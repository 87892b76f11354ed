import type { CachedLocation } from '@/lib/listings/listing-cache';

type AddressParts = Pick<CachedLocation, 'address' | 'city' | 'state' | 'zip' | 'countryCode'>;

/** The parts joined by `separator`, leaving out the empty ones (no ", ," for a missing state). */
const join = (separator: string, ...parts: (string | undefined)[]) =>
  parts.filter((part) => part?.trim()).join(separator);

/** Most of continental Europe: the postal code before the city, no state. */
const zipFirst = ({ address, city, zip }: AddressParts) => join(', ', address, join(' ', zip, city));

/** How a country writes an address on one line, for those that differ from North America's. */
const FORMATS: Record<string, (parts: AddressParts) => string> = {
  JP: ({ address, city, state, zip }) => join(' ', zip && `〒${zip}`, join('', state, city, address)),
  GB: ({ address, city, zip }) => join(', ', address, join(' ', city, zip)),
  DE: zipFirst,
  AT: zipFirst,
  CH: zipFirst,
  FR: zipFirst,
  ES: zipFirst,
  IT: zipFirst,
  NL: zipFirst,
  BE: zipFirst,
};

/**
 * A location's postal address on one line, written as its own country writes addresses, whatever
 * the language the panel is in: a Pittsburgh address reads "1631 Highland Ave, Pittsburgh, PA
 * 15212" in German and Japanese too, as mail to it is addressed (a Japanese order run together,
 * "〒15212 PAPittsburgh1631 Highland Ave", could not be read).
 */
export function locationAddress(location: AddressParts): string {
  const format = FORMATS[location.countryCode?.toUpperCase() ?? ''];
  if (format) return format(location);
  const { address, city, state, zip } = location;
  return join(', ', address, city, join(' ', state, zip));
}
