import { AccountLabel } from '@/components/account/account-label';
import { routeHash } from '@/components/shell/side-panel-route';
import { pure } from '@/components/ui/pure';
import { RelativeTime } from '@/components/ui/relative-time';
import { Stars } from '@/components/ui/stars';
import type { AccountSummary } from '@/lib/accounts/account-items';
import { i18n } from '@/lib/i18n/translate';
import type { Names } from '@/lib/names/cached-names';
import type { CachedReview, PendingReply } from '@/lib/reviews/review-cache';
import { type ReviewSort, sortDate } from '@/lib/reviews/review-sort';
import { DueLabel } from '../due/due-label';
import { PendingReplyText } from '../pending-reply-note';
import { hasChangeNote, ReviewChangeNote } from '../review-change-note';
import { ReviewLanguage } from '../review-language';
import { unreadReasonText } from '../unread-reason';
import { serviceDate } from './service-date';

export interface ReviewRowProps {
  review: CachedReview | undefined;
  id: string | undefined;
  /** The list's selection: one row, the keyboard's place in the list. */
  selected: boolean;
  /** Its thread is the one open beside the list. */
  open?: boolean;
  /** The list's one tab stop (roving tabindex): the others are reached with j/k or the arrows. */
  tabbable?: boolean;
  /** 1-based place among all matches: the list is virtualized, so most rows are not in the DOM. */
  at: number;
  /** How many matches there are. */
  of: number;
  names: Names;
  /** The list's order; the row shows the date it is sorted by. @default 'newest' */
  sort?: ReviewSort;
  /** A half-written reply is saved for it. */
  draft?: boolean;
  /** Its reply in the outbox, not sent or sent twice (use-inbox-reads.ts). */
  pending?: PendingReply;
  /** All accounts: the account the review belongs to, named on the row. */
  account?: AccountSummary;
}

/**
 * One row of the list, a fixed height (the virtualizer places rows without measuring them): an
 * option of the list box that is also a link to the review's thread (Enter or a click opens it). Review words are rendered as text; CSS clamps them to two lines.
 */
function Row({
  review,
  id,
  selected,
  open = false,
  tabbable = false,
  at,
  of,
  names,
  sort = 'newest',
  draft = false,
  pending,
  account,
}: ReviewRowProps) {
  if (!review || id === undefined)
    return (
      <div
        class="inbox-row inbox-row--loading"
        role="option"
        aria-selected="false"
        aria-busy="true"
        tabIndex={-1}
        aria-setsize={of}
        aria-posinset={at}
      >
        <span class="visually-hidden">{i18n.t('common.loading')}</span>
      </div>
    );
  const unread = !review.read;
  const location = names.location(review.locationId);
  const publisher = names.publisher(review.publisherId);
  const reason = unread && review.unreadReason && review.unreadReason.kind !== 'new';
  // The title leads the excerpt: it is often the whole complaint ("Dishonest").
  const title = review.title?.trim();
  const content = review.content.trim();
  return (
    <a
      class="inbox-row"
      href={routeHash('inbox', 'review', id)}
      role="option"
      aria-selected={selected ? 'true' : 'false'}
      aria-current={open ? 'true' : undefined}
      aria-setsize={of}
      aria-posinset={at}
      tabIndex={tabbable ? 0 : -1}
      data-unread={unread ? 'true' : undefined}
      data-review-id={id}
    >
      <span class="inbox-row__head">
        {unread && <span class="inbox-row__dot" aria-hidden="true" />}
        {unread && <span class="visually-hidden">{i18n.t('inbox.unread')} </span>}
        <Stars rating={review.rating} size="sm" />
        {draft && <span class="inbox-row__draft">{i18n.t('inbox.draft')}</span>}
        <span class="inbox-row__author">{review.authorName || i18n.t('inbox.anonymous')}</span>
        <DueLabel review={review} />
        <RelativeTime class="inbox-row__date" date={serviceDate(sortDate(review, sort))} />
      </span>
      <span class="inbox-row__meta">
        <ReviewChangeNote review={review} class="inbox-row__change" />
        {hasChangeNote(review) && ' · '}
        {reason && <span class="inbox-row__reason">{unreadReasonText(review.unreadReason)} · </span>}
        {account && <AccountLabel account={account} />}
        {account && ' '}
        <span class="inbox-row__where">
          {location} · {publisher}
        </span>
        {review.needsReply && <span class="inbox-row__awaiting"> · {i18n.t('inbox.awaiting')}</span>}
        <ReviewLanguage language={review.language} class="inbox-row__language" separated />
        <PendingReplyText pending={pending} class="inbox-row__pending" />
      </span>
      <span class="inbox-row__text" lang={review.language}>
        {title && <span class="inbox-row__title">{title}</span>}
        {title && content && ' — '}
        {content || (!title && i18n.t('inbox.ratingOnly'))}
      </span>
    </a>
  );
}

/** A row, drawn again only when what it shows changed (the list renders on every scroll step). */
export const ReviewRow = pure(Row);
