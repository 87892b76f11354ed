/**
 * The order suggestions are shown in (pending first). Pure.
 */
import { PENDING_SUGGESTION_STATUS } from '../api/catalog';

export interface OrderableSuggestion {
  id: string;
  status: string;
  dateCreated: string;
  dateResolved?: string;
}

export const isPending = (suggestion: { status: string }): boolean =>
  suggestion.status === PENDING_SUGGESTION_STATUS;

/**
 * Pending first, oldest first among them (the longest waiting needs an answer soonest); then the
 * resolved ones, most recently resolved first. Ties by id, so the order is stable.
 */
export function orderSuggestions<T extends OrderableSuggestion>(suggestions: readonly T[]): T[] {
  return [...suggestions].sort((a, b) => {
    const pa = isPending(a);
    const pb = isPending(b);
    if (pa !== pb) return pa ? -1 : 1;
    if (pa) return a.dateCreated.localeCompare(b.dateCreated) || a.id.localeCompare(b.id);
    const ra = a.dateResolved ?? a.dateCreated;
    const rb = b.dateResolved ?? b.dateCreated;
    return rb.localeCompare(ra) || b.id.localeCompare(a.id);
  });
}
