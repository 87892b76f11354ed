import type { CachedLocation } from '@/lib/listings/listing-cache';

/** Locations whose name, city, address, zip or phone contains every word of `query` (any case). */
export function searchLocations(locations: readonly CachedLocation[], query: string): CachedLocation[] {
  const words = query.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...locations];
  return locations.filter((location) => {
    const text = [
      location.locationName,
      location.city,
      location.state,
      location.address,
      location.zip,
      location.phone,
    ]
      .join(' ')
      .toLocaleLowerCase();
    return words.every((word) => text.includes(word));
  });
}
