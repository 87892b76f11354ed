/**
 * A history of actions on an account (service.md › Activity; types of conventions.md ›
 * Analytics), by named users, by "API", or by the platform itself (empty actor).
 */
import { ACTIVITY_TYPES, type KnownActivityType } from '../../lib/api/catalog';
import { DAY_MS, MINUTE_MS } from '../core/dates';
import { Rng } from '../core/random';
import type { Account, ActivityRecord, PublisherRecord } from '../state/model';

const SPAN_MS = 548 * DAY_MS;
const POSTS = [
  'Happy Friday! Stop by this weekend and say hello.',
  'We are hiring! Ask at the front desk for details.',
  'Holiday hours: we close at 3pm on the 24th.',
  'Thank you for 500 five-star reviews!',
];
const PROFILE_PARTS = ['hours', 'photos', 'holiday hours', 'logo', 'payment options'];
const LOCATION_FIELDS = ['phone', 'description', 'website', 'featured message', 'categories'];
const SYSTEM_TYPES = new Set<KnownActivityType>([
  'PUBLISHER_SUGGESTION_CREATED',
  'REVIEW_CREATED',
  'LISTING_LIVE',
  'DUPLICATE_SUPPRESSED',
]);

export function describeActivity(
  rng: Rng,
  type: KnownActivityType,
  publisher: PublisherRecord,
): { details: string; content: string } {
  switch (type) {
    case 'SOCIAL_POST':
      return { details: `Posted to ${publisher.name}`, content: rng.pick(POSTS) };
    case 'PROFILE_UPDATE':
      return { details: `Updated ${rng.pick(PROFILE_PARTS)}`, content: '' };
    case 'LOCATION_UPDATED':
      return { details: `Location updated: ${rng.pick(LOCATION_FIELDS)}`, content: '' };
    case 'PUBLISHER_SUGGESTION_CREATED':
      return { details: `${publisher.name} suggested a change`, content: '' };
    case 'PUBLISHER_SUGGESTION_APPROVED':
      return { details: `Accepted a suggestion from ${publisher.name}`, content: '' };
    case 'PUBLISHER_SUGGESTION_REJECTED':
      return { details: `Rejected a suggestion from ${publisher.name}`, content: '' };
    case 'REVIEW_CREATED':
      return { details: `New ${rng.int(1, 5)}-star review on ${publisher.name}`, content: '' };
    case 'LISTING_LIVE':
      return { details: `Listing is live on ${publisher.name}`, content: '' };
    case 'DUPLICATE_SUPPRESSED':
      return { details: `Duplicate listing suppressed on ${publisher.name}`, content: '' };
  }
}

export function generateActivity(
  seed: string,
  account: Account,
  publishers: PublisherRecord[],
  users: string[],
  anchor: number,
): ActivityRecord[] {
  if (account.locations.length === 0) return [];
  const rng = Rng.for(seed, `activity:${account.id}`);
  const count = Math.min(Math.max(150, account.locations.length * 25), 20_000);
  const suggester = publishers.find((p) => p.id === 'BRANDCMYBUSINESS') ?? publishers[0];
  const list: ActivityRecord[] = [];
  for (let i = 0; i < count; i++) {
    const type = rng.pick(ACTIVITY_TYPES);
    const publisher = type.startsWith('PUBLISHER_SUGGESTION') ? suggester : rng.pick(publishers);
    const { details, content } = describeActivity(rng, type, publisher);
    list.push({
      time: anchor - Math.floor((rng.next() * SPAN_MS) / MINUTE_MS) * MINUTE_MS,
      accountId: account.id,
      locationId: rng.pick(account.locations).fields.id,
      details,
      content,
      type,
      actor: SYSTEM_TYPES.has(type) ? '' : rng.chance(0.25) ? 'API' : rng.pick(users),
    });
  }
  return list;
}
