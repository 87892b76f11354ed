/**
 * Publisher suggestions (conventions.md › Publisher suggestions): pending ones whose
 * `originalContent` is the location's current value, and a history of resolved ones. Only the
 * search-engine business profile suggests (catalog SUGGESTIONS_PUBLISHER).
 */
import { PENDING_SUGGESTION_STATUS, SUGGESTIONS_PUBLISHER } from '../../lib/api/catalog';
import { DAY_MS, HOUR_MS } from '../core/dates';
import { Rng } from '../core/random';
import type { Account, LocationRecord, SuggestionRecord } from '../state/model';
import type { IdCounter } from './generate-comments';

type Field = SuggestionRecord['fieldName'];
const FIELDS: Field[] = ['phone', 'websiteUrl', 'description', 'address'];
const EXTRA_SENTENCES = [
  'Free parking behind the building.',
  'Wheelchair accessible entrance on the side street.',
  'Open late on Fridays.',
  'Now accepting online bookings.',
];

/** What the publisher proposes instead of the current value. */
export function proposeChange(rng: Rng, location: LocationRecord, field: Field): string {
  const current = location.fields[field];
  switch (field) {
    case 'phone':
      return current.replace(/\d{4}$/, String(rng.int(1000, 9999)));
    case 'websiteUrl':
      return `${current}/${location.fields.city.toLowerCase().replace(/[^a-z]+/g, '-')}`;
    case 'description':
      return `${current} ${rng.pick(EXTRA_SENTENCES)}`;
    case 'address':
      return current.replace(/^\d+/, (n) => String(Number(n) + rng.int(1, 40) * 2));
  }
}

export function generateSuggestions(
  seed: string,
  account: Account,
  users: string[],
  anchor: number,
  ids: IdCounter,
): SuggestionRecord[] {
  const rng = Rng.for(seed, `suggestions:${account.id}`);
  const list: SuggestionRecord[] = [];
  for (const location of account.locations) {
    const fields = rng.sample(FIELDS, FIELDS.length);
    // One pending suggestion per field at most, so accepting one never makes another stale.
    if (rng.chance(0.45))
      list.push(suggestion(rng, location, fields[0], anchor, ids, PENDING_SUGGESTION_STATUS));
    if (rng.chance(0.15))
      list.push(suggestion(rng, location, fields[1], anchor, ids, PENDING_SUGGESTION_STATUS));
    if (rng.chance(0.4)) {
      const status = rng.weighted([
        ['ACCEPTED', 4],
        ['REJECTED', 3],
        ['EXPIRED', 2],
      ]);
      const resolved = suggestion(rng, location, fields[2], anchor - rng.int(60, 300) * DAY_MS, ids, status);
      if (status === 'ACCEPTED') {
        // The location already holds what was accepted; the original was the value before.
        resolved.suggestedContent = resolved.originalContent;
        resolved.originalContent = proposeChange(rng, location, fields[2]);
      }
      resolved.dateResolved = resolved.dateCreated + rng.int(1, 20) * DAY_MS;
      if (status !== 'EXPIRED') resolved.resolvedBy = rng.chance(0.7) ? rng.pick(users) : 'API';
      list.push(resolved);
    }
  }
  return list;
}

function suggestion(
  rng: Rng,
  location: LocationRecord,
  fieldName: Field,
  until: number,
  ids: IdCounter,
  status: string,
): SuggestionRecord {
  return {
    id: String(ids.next++),
    accountId: location.fields.accountId,
    publisherId: SUGGESTIONS_PUBLISHER,
    locationId: location.fields.id,
    dateCreated: until - rng.int(1, 60 * 24) * HOUR_MS,
    fieldName,
    status,
    originalContent: location.fields[fieldName],
    suggestedContent: proposeChange(rng, location, fieldName),
  };
}
