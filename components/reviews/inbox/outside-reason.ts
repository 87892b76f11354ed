import type { ReviewFilter } from '@/lib/reviews/review-filter';

/**
 * Why the list leaves out the open review, in the words the thread's note uses: it was read under
 * "Unread only", answered under "Awaiting response" or "Overdue", set aside as Done, or the search and the
 * other filters hide it.
 */
export type OutsideReason = 'read' | 'answered' | 'done' | 'filters';

/**
 * The reason, and the smallest change of the filter that lists the review again (the note's
 * button): only the one filter that hides it, so a search the person typed stays. `shows` says
 * whether a filter lists the review (the inbox asks its index).
 */
export function outsideReason(
  filter: ReviewFilter,
  facts: { read: boolean; needsReply: boolean; done: boolean },
  shows: (filter: ReviewFilter) => boolean,
): { reason: OutsideReason; filter: ReviewFilter } {
  if (facts.done && !filter.done) {
    const withDone = { ...filter, done: true };
    return { reason: 'done', filter: shows(withDone) ? withDone : { done: true } };
  }
  const withRead = { ...filter, unread: undefined };
  if (filter.unread && facts.read && shows(withRead)) return { reason: 'read', filter: withRead };
  const withAnswered = { ...filter, awaiting: undefined, overdue: undefined };
  if ((filter.awaiting || filter.overdue) && !facts.needsReply && shows(withAnswered))
    return { reason: 'answered', filter: withAnswered };
  return { reason: 'filters', filter: facts.done ? { done: true } : {} };
}
