import { i18n } from '@/lib/i18n/translate';
import type { CachedReview } from '@/lib/reviews/review-cache';
import { isRemoved, ratingChange } from '@/lib/reviews/review-edits';

/** Whether the review carries a change marker. */
export const hasChangeNote = (review: Pick<CachedReview, 'status' | 'edits' | 'rating'>): boolean =>
  isRemoved(review) || (review.edits?.length ?? 0) > 0;

/** "Removed by the publisher", or "Edited ★2 → ★4" (just "Edited" when the rating stayed); empty otherwise. */
export function reviewChangeText(review: Pick<CachedReview, 'status' | 'edits' | 'rating'>): string {
  if (isRemoved(review)) return i18n.t('reviewChange.removed');
  if (!review.edits?.length) return '';
  const change = ratingChange(review);
  return change
    ? i18n.t('reviewChange.editedRating', { from: String(change.from), to: String(change.to) })
    : i18n.t('reviewChange.edited');
}

/**
 * The small marker on a popup card, a side-panel row or the thread head: the review was edited by
 * the reviewer (with the rating before and after) or removed by the publisher.
 */
export function ReviewChangeNote({
  review,
  as: Tag = 'span',
  class: className,
}: {
  review: Pick<CachedReview, 'status' | 'edits' | 'rating'>;
  as?: 'span' | 'p';
  class?: string;
}) {
  const text = reviewChangeText(review);
  if (!text) return null;
  return (
    <Tag class={className} data-review-change={isRemoved(review) ? 'removed' : 'edited'}>
      {text}
    </Tag>
  );
}
