import { RelativeTime } from '@/components/ui/relative-time';
import { Stars } from '@/components/ui/stars';
import { i18n } from '@/lib/i18n/translate';
import type { ReviewEdit } from '@/lib/reviews/review-edits';

/**
 * "Show earlier text" in the thread: how the review read before each edit this extension saw,
 * newest first, rendered as text like the review itself.
 */
export function EarlierText({ edits }: { edits: readonly ReviewEdit[] | undefined }) {
  if (!edits?.length) return null;
  return (
    <details class="review-thread__earlier">
      <summary>{i18n.t('reviewChange.showEarlier')}</summary>
      <ol class="review-thread__earlier-list">
        {[...edits].reverse().map((edit) => (
          <li key={edit.seenAt}>
            <p class="review-thread__earlier-meta">
              <Stars rating={edit.rating} size="sm" /> {i18n.t('reviewChange.changedSeen')}{' '}
              <RelativeTime date={edit.seenAt} />
            </p>
            {edit.title && <p class="review-thread__earlier-title">{edit.title}</p>}
            <p class="review-thread__earlier-text">{edit.content || i18n.t('inbox.ratingOnly')}</p>
          </li>
        ))}
      </ol>
    </details>
  );
}
