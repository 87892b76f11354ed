import { LIMITS } from './catalog';

/** One listing to opt in: a location at a publisher. */
export interface OptInPair {
  locationId: string;
  publisherId: string;
}

/** One opt-in call: the service opts in every location × publisher of it. */
export interface OptInBatch {
  locationIds: string[];
  publisherIds: string[];
  /** `locationIds.length × publisherIds.length`, at most `LIMITS.optInPairsPerCall`. */
  pairs: number;
}

/**
 * Plans opt-in calls for arbitrary pairs. The service opts in the cross product of its two lists
 * (service.md › Publishers and listings), so a call may only join locations that asked for exactly
 * the same publishers: anything else would opt in a listing nobody selected. Locations are grouped
 * by publisher set, then each group is cut into blocks of at most `LIMITS.optInPairsPerCall` pairs,
 * choosing the block shape that needs the fewest calls. Duplicates are dropped; order follows the
 * input (publishers sorted), so the plan is deterministic.
 *
 * @param maxPairs Pairs allowed per call. @default LIMITS.optInPairsPerCall (100)
 */
export function planOptInBatches(
  pairs: readonly OptInPair[],
  maxPairs: number = LIMITS.optInPairsPerCall,
): OptInBatch[] {
  const publishersByLocation = new Map<string, Set<string>>();
  for (const { locationId, publisherId } of pairs) {
    const publishers = publishersByLocation.get(locationId) ?? new Set<string>();
    publishers.add(publisherId);
    publishersByLocation.set(locationId, publishers);
  }

  const groups = new Map<string, { locationIds: string[]; publisherIds: string[] }>();
  for (const [locationId, publishers] of publishersByLocation) {
    const publisherIds = [...publishers].sort();
    const key = JSON.stringify(publisherIds);
    const group = groups.get(key) ?? { locationIds: [], publisherIds };
    group.locationIds.push(locationId);
    groups.set(key, group);
  }

  const batches: OptInBatch[] = [];
  for (const { locationIds, publisherIds } of groups.values()) {
    const { locationsPerCall, publishersPerCall } = blockShape(
      locationIds.length,
      publisherIds.length,
      maxPairs,
    );
    for (const locationChunk of chunk(locationIds, locationsPerCall))
      for (const publisherChunk of chunk(publisherIds, publishersPerCall))
        batches.push({
          locationIds: locationChunk,
          publisherIds: publisherChunk,
          pairs: locationChunk.length * publisherChunk.length,
        });
  }
  return batches;
}

/** The block (locations × publishers ≤ maxPairs) that covers the group in the fewest calls. */
function blockShape(locations: number, publishers: number, maxPairs: number) {
  let best = { locationsPerCall: 1, publishersPerCall: 1, calls: Number.POSITIVE_INFINITY };
  for (let publishersPerCall = Math.min(publishers, maxPairs); publishersPerCall >= 1; publishersPerCall--) {
    const locationsPerCall = Math.min(locations, Math.floor(maxPairs / publishersPerCall));
    const calls = Math.ceil(locations / locationsPerCall) * Math.ceil(publishers / publishersPerCall);
    if (calls < best.calls) best = { locationsPerCall, publishersPerCall, calls };
  }
  return best;
}

function chunk<T>(values: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < values.length; i += size) out.push(values.slice(i, i + size));
  return out;
}
