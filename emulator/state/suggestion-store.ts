/**
 * Publisher suggestions per account, newest first (conventions.md › Publisher suggestions).
 */
import { dayNumber, isoDay } from '../core/dates';
import type { SuggestionRecord } from './model';

export interface SuggestionFilter {
  locationIds?: string[];
  publisherIds?: string[];
  statuses?: string[];
}

const day = (ms: number): string => isoDay(dayNumber(ms));

export function suggestionJson(s: SuggestionRecord) {
  return {
    id: s.id,
    publisherId: s.publisherId,
    locationId: s.locationId,
    dateCreated: day(s.dateCreated),
    ...(s.dateResolved !== undefined ? { dateResolved: day(s.dateResolved) } : {}),
    fieldName: s.fieldName,
    status: s.status,
    ...(s.resolvedBy !== undefined ? { resolvedBy: s.resolvedBy } : {}),
    originalContent: s.originalContent,
    suggestedContent: s.suggestedContent,
  };
}

export class SuggestionStore {
  private readonly byAccount = new Map<string, SuggestionRecord[]>();
  private readonly byId = new Map<string, SuggestionRecord>();

  constructor(suggestions: SuggestionRecord[]) {
    const sorted = suggestions
      .slice()
      .sort((a, b) => b.dateCreated - a.dateCreated || Number(b.id) - Number(a.id));
    for (const s of sorted) {
      this.byId.set(s.id, s);
      const list = this.byAccount.get(s.accountId) ?? [];
      list.push(s);
      this.byAccount.set(s.accountId, list);
    }
  }

  /** A suggestion of this account, or undefined (another account's is as unknown as a missing one). */
  get(accountId: string, id: string): SuggestionRecord | undefined {
    const s = this.byId.get(id);
    return s && s.accountId === accountId ? s : undefined;
  }

  list(accountId: string, filter: SuggestionFilter, offset: number, limit: number) {
    const locations = filter.locationIds && new Set(filter.locationIds);
    const publishers = filter.publisherIds && new Set(filter.publisherIds);
    const statuses = filter.statuses && new Set(filter.statuses);
    const matches = (this.byAccount.get(accountId) ?? []).filter(
      (s) =>
        (!locations || locations.has(s.locationId)) &&
        (!publishers || publishers.has(s.publisherId)) &&
        (!statuses || statuses.has(s.status)),
    );
    return { count: matches.length, suggestions: matches.slice(offset, offset + limit).map(suggestionJson) };
  }
}
