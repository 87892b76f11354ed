import { i18n } from '@/lib/i18n/translate';
import '@/assets/styles/reviews/popup-inbox.css';
import type { AccountSummary } from '@/lib/accounts/account-items';
import { canReplyToReview } from '@/lib/api/catalog';
import { formatNumber } from '@/lib/i18n/format';
import type { Names } from '@/lib/names/cached-names';
import type { CachedReview } from '@/lib/reviews/cached-review';
import type { ReviewSort } from '@/lib/reviews/review-sort';
import { PopupReviewItem } from './popup-review-item';
import { SortSelect } from './sort-select';

/** What the Reviews tab's cards show: the reviews, their names, which have a draft or a reply leaving. */
export interface Shown {
  reviews: CachedReview[];
  /** How many of `reviews` lead for being overdue (components/reviews/due/overdue-first.ts). */
  lead?: number;
  names: Names;
  drafts: ReadonlySet<string>;
  leaving: ReadonlySet<string>;
  /** The Sort they are listed in (absent: newest, what is overdue leading). */
  sort?: ReviewSort;
}

export interface PopupReviewListProps {
  /**
   * How the list names a review (lib/reviews/review-keys.ts: its id, or with All accounts its
   * account and id): the keys of `drafts`, `leaving`, `replying`. @default the id
   */
  keyOf?: (review: CachedReview) => string;
  /** All accounts: each card names the account its review belongs to. */
  accountOf?: (review: CachedReview) => AccountSummary | undefined;
  shown: Shown;
  /** The cards to render, in order (the first screen's, or every one). */
  reviews: readonly CachedReview[];
  /** Every cached review of the account, for "30 of 1,204". */
  total: number;
  /** Cards that may be behind the cache (as the popup last drew them): nothing on them acts. */
  inert?: boolean;
  /** The key of the review whose quick reply is open (one at a time). */
  replying?: string;
  onReply: (reviewId: string, open: boolean) => void;
  /** Opens the side panel at the review, synchronously in the click (lib/open-side-panel.ts). */
  onOpenInPanel: (reviewId: string) => void;
  /** Opens the side panel on exactly these reviews (their keys): a folded publisher's line. */
  onOpenReviews?: (keys: string[]) => void;
  /** Lists the reviews in another Sort (remembered: use-popup-sort.ts). */
  onSort?: (sort: ReviewSort) => void;
}

/**
 * The popup's review cards: the one markup of the Reviews tab, for the live tab
 * (popup-inbox.tsx) and for the first screen painted from the popup's last drawing before the
 * popup's code has loaded (components/shell/popup-first-screen.tsx), so the two never differ.
 */
const byId = (review: CachedReview) => review.id;

/** A publisher's reviews that cannot be answered here, folded into one line where the first stood. */
interface Folded {
  publisherId: string;
  reviews: CachedReview[];
}

/**
 * The cards in order, each publisher that takes no replies folded into one entry (per account
 * too, with All accounts), at the place of its first review: those cards offer nothing to do.
 */
export function foldNoReplies(reviews: readonly CachedReview[]): (CachedReview | Folded)[] {
  const entries: (CachedReview | Folded)[] = [];
  const folds = new Map<string, Folded>();
  for (const review of reviews) {
    if (canReplyToReview(review.publisherId)) {
      entries.push(review);
      continue;
    }
    const at = `${review.accountId} ${review.publisherId}`;
    const fold = folds.get(at);
    if (fold) fold.reviews.push(review);
    else {
      const created = { publisherId: review.publisherId, reviews: [review] };
      folds.set(at, created);
      entries.push(created);
    }
  }
  return entries;
}

/** "Yelp: 4 reviews, replies not possible here", opening those in the side panel. */
function NoRepliesLine({ publisher, count, onOpen }: { publisher: string; count: number; onOpen(): void }) {
  return (
    <li class="popup-review popup-review--folded">
      <button type="button" class="popup-review__fold" onClick={onOpen}>
        {i18n.t('popupInbox.noReplies', count, { publisher })}
      </button>
    </li>
  );
}

export function PopupReviewList({
  keyOf = byId,
  accountOf,
  shown,
  reviews,
  total,
  inert,
  replying,
  onReply,
  onOpenInPanel,
  onOpenReviews,
  onSort,
}: PopupReviewListProps) {
  const sort = shown.sort ?? 'newest';
  return (
    <div class="popup-inbox" inert={inert}>
      <SortSelect class="popup-inbox__sort" value={sort} onChange={onSort} />
      <ul class="popup-inbox__list" aria-label={i18n.t(`inbox.sort.list.${sort}`)}>
        {foldNoReplies(reviews).map((entry) => {
          if (!('id' in entry)) {
            const keys = entry.reviews.map(keyOf);
            return (
              <NoRepliesLine
                key={`fold:${keys[0]}`}
                publisher={shown.names.publisher(entry.publisherId)}
                count={keys.length}
                onOpen={() => onOpenReviews?.(keys)}
              />
            );
          }
          const review = entry;
          const key = keyOf(review);
          // Every action of a card goes to its review's own account.
          return (
            <PopupReviewItem
              key={key}
              accountId={review.accountId}
              account={accountOf?.(review)}
              review={review}
              names={shown.names}
              draft={shown.drafts.has(key)}
              leaving={shown.leaving.has(key)}
              replying={replying === key}
              onReply={(open) => onReply(key, open)}
              onOpenInPanel={() => onOpenInPanel(key)}
            />
          );
        })}
      </ul>
      {total > shown.reviews.length && (
        <p class="popup-inbox__more">
          {i18n.t(
            sort !== 'newest'
              ? 'popupInbox.moreSorted'
              : shown.lead
                ? 'popupInbox.moreOverdue'
                : 'popupInbox.more',
            {
              shown: formatNumber(shown.reviews.length),
              total: formatNumber(total),
            },
          )}
        </p>
      )}
    </div>
  );
}
