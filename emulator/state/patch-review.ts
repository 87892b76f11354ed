/**
 * The reviewer editing a review, or the publisher removing it (admin `PATCH /reviews/:id`): the
 * fields given are overwritten and, when anything changed, the review's `lastServiceUpdateTime`
 * moves to now, as any change moves it (conventions.md › Reviews). Returns a problem message for a
 * body it cannot accept, before changing anything.
 */
import { REVIEW_STATUSES, type ReviewStatus } from '../../lib/api/catalog';
import type { ReviewRecord } from './model';

type Changes = Partial<Pick<ReviewRecord, 'rating' | 'title' | 'content' | 'status'>>;

const FIELDS = ['rating', 'title', 'content', 'status'] as const;

export function reviewChanges(body: Record<string, unknown>): Changes | string {
  const unknown = Object.keys(body).filter((key) => !(FIELDS as readonly string[]).includes(key));
  if (unknown.length) return `Only ${FIELDS.join(', ')} can change; not ${unknown.join(', ')}.`;
  const { rating, title, content, status } = body;
  if (
    rating !== undefined &&
    (typeof rating !== 'number' || !Number.isInteger(rating) || rating < 1 || rating > 5)
  )
    return 'rating must be a whole number from 1 to 5.';
  for (const [name, value] of [
    ['title', title],
    ['content', content],
  ] as const)
    if (value !== undefined && typeof value !== 'string') return `${name} must be a string.`;
  if (status !== undefined && !(REVIEW_STATUSES as readonly unknown[]).includes(status))
    return `status must be one of ${REVIEW_STATUSES.join(', ')}.`;
  return {
    ...(rating !== undefined ? { rating: rating as number } : {}),
    ...(title !== undefined ? { title: title as string } : {}),
    ...(content !== undefined ? { content: content as string } : {}),
    ...(status !== undefined ? { status: status as ReviewStatus } : {}),
  };
}

/** Whether `changes` would change `review` at all. */
export const changesAnything = (review: ReviewRecord, changes: Changes): boolean =>
  Object.entries(changes).some(([key, value]) => review[key as keyof Changes] !== value);
