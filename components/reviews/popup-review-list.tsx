import { i18n } from '#i18n';
import '@/assets/styles/reviews/popup-inbox.css';
import type { Names } from '@/lib/names/cached-names';
import type { CachedReview } from '@/lib/reviews/cached-review';
import { PopupReviewItem } from './popup-review-item';

/** What the Reviews tab's cards show: the reviews, their names, which have a draft or a reply leaving. */
export interface Shown {
  reviews: CachedReview[];
  /** How many of `reviews` lead for being overdue (components/reviews/due/overdue-first.ts). */
  lead?: number;
  names: Names;
  drafts: ReadonlySet<string>;
  leaving: ReadonlySet<string>;
}

export interface PopupReviewListProps {
  accountId: string;
  shown: Shown;
  /** The cards to render, in order (the first screen's, or every one). */
  reviews: readonly CachedReview[];
  /** Every cached review of the account, for "30 of 1,204". */
  total: number;
  /** Cards that may be behind the cache (as the popup last drew them): nothing on them acts. */
  inert?: boolean;
  /** The review whose quick reply is open (one at a time). */
  replying?: string;
  onReply: (reviewId: string, open: boolean) => void;
  /** Opens the side panel at the review, synchronously in the click (lib/open-side-panel.ts). */
  onOpenInPanel: (reviewId: string) => void;
}

/**
 * The popup's review cards: the one markup of the Reviews tab, for the live tab
 * (popup-inbox.tsx) and for the first screen painted from the popup's last drawing before the
 * popup's code has loaded (components/shell/popup-first-screen.tsx), so the two never differ.
 */
export function PopupReviewList({
  accountId,
  shown,
  reviews,
  total,
  inert,
  replying,
  onReply,
  onOpenInPanel,
}: PopupReviewListProps) {
  return (
    <div class="popup-inbox" inert={inert}>
      <ul class="popup-inbox__list" aria-label={i18n.t('popupInbox.label')}>
        {reviews.map((review) => (
          <PopupReviewItem
            key={review.id}
            accountId={accountId}
            review={review}
            names={shown.names}
            draft={shown.drafts.has(review.id)}
            leaving={shown.leaving.has(review.id)}
            replying={replying === review.id}
            onReply={(open) => onReply(review.id, open)}
            onOpenInPanel={() => onOpenInPanel(review.id)}
          />
        ))}
      </ul>
      {total > shown.reviews.length && (
        <p class="popup-inbox__more">
          {i18n.t(shown.lead ? 'popupInbox.moreOverdue' : 'popupInbox.more', {
            shown: String(shown.reviews.length),
            total: String(total),
          })}
        </p>
      )}
    </div>
  );
}
