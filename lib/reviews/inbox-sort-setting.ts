/**
 * The side panel's chosen sort order (review-sort.ts), kept across openings as a settings item
 * (DESIGN.md › Contracts › Settings). An unknown stored value reads as the default.
 */
import { storage } from '#imports';
import { isReviewSort, type ReviewSort } from './review-sort';

export const inboxSortItem = storage.defineItem<ReviewSort>('local:settings.inbox.sort', {
  fallback: 'newest',
  version: 1,
});

export async function readInboxSort(): Promise<ReviewSort> {
  const value = await inboxSortItem.getValue();
  return isReviewSort(value) ? value : 'newest';
}

export const saveInboxSort = (sort: ReviewSort): Promise<void> => inboxSortItem.setValue(sort);
