/**
 * Listings of every location at every publisher that serves its country (service.md › Listing,
 * conventions.md › Listings). They are derived, not stored: a status is a hash of the seed, the
 * location and the publisher, and only listings changed through the API are kept, so ten thousand
 * locations cost no memory.
 */
import { type KnownListingStatus, SCREENSHOT_PLACEHOLDER } from '../../lib/api/catalog';
import { dayNumber } from '../core/dates';
import { unit } from '../core/random';
import { slug } from '../data/generate-locations';
import type { Account, LocationRecord, PublisherRecord } from './model';

const MAJOR = new Set(['BRANDA', 'BRANDB', 'BRANDCMYBUSINESS', 'BRANDD']);
/** Percentages of listings in each status. */
type Weights = readonly (readonly [KnownListingStatus, number])[];
const MAJOR_WEIGHTS: Weights = [
  ['LIVE', 86],
  ['OPTED_OUT', 6],
  ['WAITING_ON_PUBLISHER', 3],
  ['WAITING_ON_SERVICE', 2],
  ['UNAVAILABLE', 3],
];
const OTHER_WEIGHTS: Weights = [
  ['LIVE', 60],
  ['OPTED_OUT', 15],
  ['WAITING_ON_PUBLISHER', 8],
  ['WAITING_ON_SERVICE', 5],
  ['WAITING_ON_CUSTOMER', 5],
  ['UNAVAILABLE', 7],
];

interface Override {
  location: LocationRecord;
  publisher: PublisherRecord;
  status: KnownListingStatus;
  liveAt: number;
}

export interface LiveTransition {
  location: LocationRecord;
  publisher: PublisherRecord;
  time: number;
}

export interface ListingFilter {
  locationIds?: string[];
  publisherIds?: string[];
}

const pick = (weights: Weights, roll: number): KnownListingStatus => {
  let left = roll * 100;
  for (const [status, weight] of weights) {
    left -= weight;
    if (left < 0) return status;
  }
  return weights[0][0];
};

export class ListingStore {
  /** Ordered by id: listings are ordered first by publisher, then by location. */
  readonly publishers: PublisherRecord[];
  private readonly publisherIndex = new Map<string, number>();
  private readonly overrides = new Map<string, Override>();
  private pending: Override[] = [];
  private readonly eligibleCache = new Map<string, LocationRecord[]>();
  private readonly liveDays = new Map<number, Int32Array>();

  constructor(
    private readonly seedHash: number,
    publishers: PublisherRecord[],
    private readonly anchorDay: number,
    private readonly optInDelayMs: number,
    private readonly screenshotBase: () => string,
  ) {
    this.publishers = publishers.slice().sort((a, b) => (a.id < b.id ? -1 : 1));
    this.publishers.forEach((p, i) => {
      this.publisherIndex.set(p.id, i);
    });
  }

  publisher(id: string): PublisherRecord | undefined {
    const at = this.publisherIndex.get(id);
    return at === undefined ? undefined : this.publishers[at];
  }

  serves = (publisher: PublisherRecord, location: LocationRecord): boolean =>
    publisher.supportedCountries.includes(location.fields.countryCode);

  private key = (location: LocationRecord, p: number): string => `${location.index}:${p}`;

  status(location: LocationRecord, publisher: PublisherRecord): KnownListingStatus {
    const p = this.publisherIndex.get(publisher.id) ?? 0;
    const override = this.overrides.size ? this.overrides.get(this.key(location, p)) : undefined;
    if (override) return override.status;
    const weights = MAJOR.has(publisher.id) ? MAJOR_WEIGHTS : OTHER_WEIGHTS;
    return pick(weights, unit(this.seedHash, 7, location.index, p));
  }

  listingJson(location: LocationRecord, publisher: PublisherRecord) {
    const p = this.publisherIndex.get(publisher.id) ?? 0;
    const status = this.status(location, publisher);
    const id = String(100_000_000 + location.index * 100 + p);
    const hasShot = status === 'LIVE' && unit(this.seedHash, 9, location.index, p) < 0.8;
    return {
      id,
      locationId: location.fields.id,
      publisherId: publisher.id,
      status,
      listingUrl: `https://www.${slug(publisher.name)}.example/biz/${slug(location.fields.locationName)}-${slug(location.fields.city)}-${location.fields.id}`,
      screenShotUrl: hasShot ? `${this.screenshotBase()}/screenshots/${id}.svg` : SCREENSHOT_PLACEHOLDER,
    };
  }

  /** The locations of the account that a publisher serves, in account order. */
  private eligible(account: Account, publisher: PublisherRecord): LocationRecord[] {
    const key = `${account.id}:${publisher.supportedCountries.join(',')}`;
    let list = this.eligibleCache.get(key);
    if (!list) {
      list = account.locations.filter((l) => this.serves(publisher, l));
      this.eligibleCache.set(key, list);
    }
    return list;
  }

  list(account: Account, filter: ListingFilter, offset: number, limit: number) {
    const pubIds = filter.publisherIds && new Set(filter.publisherIds);
    const locIds = filter.locationIds && new Set(filter.locationIds);
    const publishers = pubIds ? this.publishers.filter((p) => pubIds.has(p.id)) : this.publishers;
    const locations = locIds ? account.locations.filter((l) => locIds.has(l.fields.id)) : undefined;
    let count = 0;
    const listings: ReturnType<ListingStore['listingJson']>[] = [];
    for (const publisher of publishers) {
      const served = locations
        ? locations.filter((l) => this.serves(publisher, l))
        : this.eligible(account, publisher);
      for (let i = Math.max(0, offset - count); i < served.length && listings.length < limit; i++)
        listings.push(this.listingJson(served[i], publisher));
      count += served.length;
    }
    return { count, listings };
  }

  /** conventions.md › Listings: selected OPTED_OUT listings become WAITING_ON_PUBLISHER, then LIVE. */
  optIn(locations: LocationRecord[], publishers: PublisherRecord[], now: number): Override[] {
    const changed: Override[] = [];
    for (const location of locations)
      for (const publisher of publishers) {
        if (!this.serves(publisher, location) || this.status(location, publisher) !== 'OPTED_OUT') continue;
        const override: Override = {
          location,
          publisher,
          status: 'WAITING_ON_PUBLISHER',
          liveAt: now + this.optInDelayMs,
        };
        this.overrides.set(this.key(location, this.publisherIndex.get(publisher.id) ?? 0), override);
        this.liveDays.delete(location.index);
        this.pending.push(override);
        changed.push(override);
      }
    return changed;
  }

  /** Moves opted-in listings whose wait is over to LIVE; returns them for the activity log. */
  settle(now: number): LiveTransition[] {
    const done: LiveTransition[] = [];
    if (this.pending.length === 0) return done;
    this.pending = this.pending.filter((override) => {
      if (override.liveAt > now) return true;
      override.status = 'LIVE';
      this.liveDays.delete(override.location.index);
      done.push({ location: override.location, publisher: override.publisher, time: override.liveAt });
      return false;
    });
    return done;
  }

  /** NETLISTINGS_LIVE of a location on a day: its listings that were live by then. */
  liveCountOn(location: LocationRecord, day: number): number {
    let days = this.liveDays.get(location.index);
    if (!days) {
      const list: number[] = [];
      this.publishers.forEach((publisher, p) => {
        if (!this.serves(publisher, location) || this.status(location, publisher) !== 'LIVE') return;
        const override = this.overrides.get(this.key(location, p));
        list.push(
          override
            ? dayNumber(override.liveAt)
            : this.anchorDay - 20 - Math.floor(unit(this.seedHash, 8, location.index, p) * 520),
        );
      });
      days = Int32Array.from(list.sort((a, b) => a - b));
      this.liveDays.set(location.index, days);
    }
    let lo = 0;
    let hi = days.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (days[mid] <= day) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}
