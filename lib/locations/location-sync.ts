/**
 * Locations from the service (service.md › Locations; conventions.md › Locations: `limit` at most
 * 50, `count` the total). There is no call for one location, so re-reading one pages through the
 * list until it turns up.
 */
import type { Location, LocationsApi } from '../api';
import { LIMITS } from '../api/catalog';

/** Every location of the account, page after page at the largest page size. */
export async function fetchAllLocations(api: LocationsApi): Promise<Location[]> {
  const locations: Location[] = [];
  for await (const location of api.iterate({ limit: LIMITS.locationsPage.max })) locations.push(location);
  return locations;
}

/** The location with this id as the service holds it now, or undefined if it is gone. */
export async function fetchLocation(api: LocationsApi, locationId: string): Promise<Location | undefined> {
  for await (const location of api.iterate({ limit: LIMITS.locationsPage.max }))
    if (location.id === locationId) return location;
  return undefined;
}
