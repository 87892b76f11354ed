import { AccountLabel } from '@/components/account/account-label';
import { LazyView } from '@/components/shell/lazy-view';
import { Button } from '@/components/ui/button';
import { SidePanelIcon } from '@/components/ui/icons';
import { RelativeTime } from '@/components/ui/relative-time';
import { Stars } from '@/components/ui/stars';
import type { AccountSummary } from '@/lib/accounts/account-items';
import { canReplyToReview } from '@/lib/api/catalog';
import { i18n } from '@/lib/i18n/translate';
import { ask, sendMessage } from '@/lib/messaging';
import type { Names } from '@/lib/names/cached-names';
import type { CachedReview } from '@/lib/reviews/review-cache';
import { isRemoved } from '@/lib/reviews/review-edits';
import { DueLabel } from './due/due-label';
import { serviceDate } from './inbox/service-date';
import type { ReplyComposerProps } from './reply-composer';
import type { ReplyOutboxBlockProps } from './reply-outbox-block';
import { ReviewChangeNote } from './review-change-note';
import { ReviewLanguage } from './review-language';
import { unreadReasonText } from './unread-reason';

// Module-level, so LazyView sees one loader each. The composer and the outbox block are chunks of
// their own: most cards have neither open, so their code and styles stay out of the popup's first
// load (docs/benchmarks.md) until the first Reply, or a card with a reply in the outbox.
const loadComposer = () => import('./reply-composer').then((module) => ({ default: module.ReplyComposer }));
const loadOutboxBlock = () =>
  import('./reply-outbox-block').then((module) => ({ default: module.ReplyOutboxBlock }));

export interface PopupReviewItemProps {
  accountId: string;
  /** All accounts: the account the review belongs to, named on the card. */
  account?: AccountSummary;
  review: CachedReview;
  /** Location and publisher names (lib/names): never their ids. */
  names: Names;
  /** A half-written reply is saved for it. */
  draft?: boolean;
  /** A reply to it is in the outbox (leaving, sent, failed or refused). */
  leaving?: boolean;
  /** Whether this review's quick reply is open (one at a time). */
  replying: boolean;
  onReply: (open: boolean) => void;
  /**
   * Opens the side panel at this review: called first thing in the click, since the panel opens
   * only within the click's user gesture (lib/open-side-panel.ts).
   */
  onOpenInPanel: () => void;
}

/** One review in the popup: rating, where and when, the text (clamped), Reply and the side panel. */
export function PopupReviewItem({
  accountId,
  account,
  review,
  names,
  draft = false,
  leaving = false,
  replying,
  onReply,
  onOpenInPanel,
}: PopupReviewItemProps) {
  const markRead = () => {
    if (!review.read)
      void ask(() => sendMessage('markReviewsRead', { accountId, reviewIds: [review.id], read: true }));
  };
  const author = review.authorName.trim() || i18n.t('popupInbox.anonymous');
  const publisher = names.publisher(review.publisherId);
  const location = names.location(review.locationId);
  // A follow-up or an edit says so on a line of its own; a new review is a short "New" badge.
  const news = !review.read && review.unreadReason && review.unreadReason.kind !== 'new';
  // The business answered last: nothing waits on it (the newest comment is the owner's).
  const answered = canReplyToReview(review.publisherId) && review.awaiting === null;
  // A removed review takes no reply: the service would refuse it (the marker says why).
  const removed = isRemoved(review);
  // Everything from the review is rendered as text (docs/security.md).
  return (
    <li class={review.read ? 'popup-review' : 'popup-review popup-review--unread'}>
      <div class="popup-review__meta">
        <Stars rating={review.rating} size="sm" />
        <span class="popup-review__where">
          <span
            class="popup-review__name"
            title={i18n.t('names.idTitle', { name: publisher, id: review.publisherId })}
          >
            {publisher}
          </span>
          <span aria-hidden="true"> · </span>
          <span
            class="popup-review__name"
            title={i18n.t('names.idTitle', { name: location, id: review.locationId })}
          >
            {location}
          </span>
          <span aria-hidden="true"> · </span>
          <RelativeTime class="popup-review__when" date={serviceDate(review.publisherDate)} />
          <ReviewLanguage language={review.language} class="popup-review__language" separated />
        </span>
        {!review.read && !news && <span class="popup-review__new">{unreadReasonText(undefined)}</span>}
        {draft && <span class="popup-review__draft">{i18n.t('popupInbox.draft')}</span>}
      </div>
      {/* All accounts: its account on a line of its own, so the location and publisher keep theirs. */}
      {account && (
        <p class="popup-review__account">
          <AccountLabel account={account} />
        </p>
      )}
      {news && <p class="popup-review__new popup-review__reason">{unreadReasonText(review.unreadReason)}</p>}
      <ReviewChangeNote review={review} as="p" class="popup-review__change" />
      {review.title && (
        <p class="popup-review__title" lang={review.language}>
          {review.title}
        </p>
      )}
      {review.content && (
        <p class="popup-review__text" lang={review.language}>
          {review.content}
        </p>
      )}
      <div class="popup-review__foot">
        <span class="popup-review__author">{i18n.t('popupInbox.byAuthor', { name: author })}</span>
        {/* The due time says it awaits a response, in the room a narrow card has for one of them. */}
        <DueLabel
          review={review}
          otherwise={
            review.needsReply ? (
              <span class="popup-review__awaiting">{i18n.t('popupInbox.awaiting')}</span>
            ) : (
              answered && <span class="popup-review__answered">{i18n.t('popupInbox.answered')}</span>
            )
          }
        />
        {canReplyToReview(review.publisherId) && !removed && (
          <Button
            size="sm"
            // Answered, the card says so and its Reply stays quiet: the blue ones are what waits.
            variant={replying ? 'secondary' : answered ? 'ghost' : 'primary'}
            aria-expanded={replying}
            onClick={() => {
              if (!replying) markRead();
              onReply(!replying);
            }}
          >
            {i18n.t('popupInbox.reply')}
          </Button>
        )}
        <Button
          size="sm"
          variant="ghost"
          iconOnly
          icon={<SidePanelIcon />}
          onClick={() => {
            onOpenInPanel();
            markRead();
          }}
        >
          {i18n.t('popupInbox.openInPanel')}
        </Button>
      </div>
      {/* The reply as it leaves (Sending… with Undo, Sent ✓, a wait, a refusal), under the review. */}
      {leaving && (
        <LazyView<ReplyOutboxBlockProps>
          load={loadOutboxBlock}
          props={{ accountId, reviewId: review.id, publisher, onTextBack: () => onReply(true) }}
        />
      )}
      {replying && !removed ? (
        <LazyView<ReplyComposerProps>
          load={loadComposer}
          props={{
            accountId,
            review,
            variant: 'quick',
            autoFocus: true,
            onSent: () => onReply(false),
            onCancel: () => onReply(false),
          }}
        />
      ) : removed ? (
        <p class="popup-review__note">{i18n.t('reviewChange.removedNoReply')}</p>
      ) : (
        !canReplyToReview(review.publisherId) && (
          <p class="popup-review__note">{i18n.t('composer.noReplies', { publisher })}</p>
        )
      )}
    </li>
  );
}
