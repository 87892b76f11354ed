/**
 * Locations chosen by what a caller knows of them: ids, folders, countries, labels. The review
 * list (`locationIds`, `folderId`, `countries`, `locationLabels`) and a report's filters
 * (`locationIds`, `folderIds`, `countries`, `locationLabels`) both ask this. Each kind given
 * narrows the choice; within one list any item matches. Countries compare without case.
 */
import type { LocationRecord } from './model';

export interface LocationSelector {
  locationIds?: readonly string[];
  folderIds?: readonly string[];
  countries?: readonly string[];
  labels?: readonly string[];
}

/** The locations the selector picks, in the account's order; undefined when it picks by nothing. */
export function selectLocations(
  locations: readonly LocationRecord[],
  selector: LocationSelector,
): LocationRecord[] | undefined {
  const tests: ((location: LocationRecord) => boolean)[] = [];
  const { locationIds, folderIds, countries, labels } = selector;
  if (locationIds) {
    const ids = new Set(locationIds);
    tests.push((l) => ids.has(l.fields.id));
  }
  if (folderIds) {
    const ids = new Set(folderIds);
    tests.push((l) => ids.has(l.fields.folderId));
  }
  if (countries) {
    const codes = new Set(countries.map((code) => code.toUpperCase()));
    tests.push((l) => codes.has(l.fields.countryCode.toUpperCase()));
  }
  if (labels) {
    const wanted = new Set(labels);
    tests.push((l) => l.fields.labels.some((label) => wanted.has(label)));
  }
  if (tests.length === 0) return undefined;
  return locations.filter((location) => tests.every((test) => test(location)));
}
