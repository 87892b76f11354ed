/**
 * The popup's chosen Sort, the side panel's orders and words (review-sort.ts), kept across
 * openings as a settings item of its own (docs/architecture.md › Contracts › Settings): the
 * popup's short list and the panel's long one are sorted for different jobs.
 */
import { storage } from '#imports';
import type { ReviewSort } from './review-sort';

export const popupSortItem = storage.defineItem<ReviewSort>('local:settings.popup.sort', {
  fallback: 'newest',
  version: 1,
});
