/**
 * The side panel's chosen sort order (review-sort.ts), kept across openings as a settings item
 * (docs/architecture.md › Contracts › Settings). An unknown stored value reads as the default.
 */
import { storage } from '#imports';
import { isReviewSort, type ReviewSort } from './review-sort';

export const inboxSortItem = storage.defineItem<ReviewSort>('local:settings.inbox.sort', {
  fallback: 'newest',
  version: 1,
});

/** The stored order as the inbox uses it: anything unknown (an older build's, a hand edit) is the default. */
export const inboxSortOf = (stored: unknown): ReviewSort => (isReviewSort(stored) ? stored : 'newest');

export const saveInboxSort = (sort: ReviewSort): Promise<void> => inboxSortItem.setValue(sort);
