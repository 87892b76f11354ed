/**
 * Which desktop notifications a poll's arrivals make (UI.md › Notifications): none when turned off,
 * none for ratings above the chosen one or muted locations, one per review when a single one
 * arrives, and one summary per account when several arrive in the same poll. A review's own
 * notification offers Reply and Mark read; a summary carries the ids of its reviews, so a click
 * opens the inbox on exactly those. Pure.
 */
import { i18n } from '../i18n/translate';
import type { CachedReview } from '../reviews/cached-review';
import type { NotificationSettings } from '../reviews/review-settings';
import { MAX_EXCERPT, MAX_NAME, plainLine, starGlyphs } from './notification-text';

/** Ratings at or below this "need attention" in a summary. */
export const ATTENTION_MAX_RATING = 2;
/** Reviews listed by name in a summary; the rest are counted. */
export const SUMMARY_LINES = 3;

export type ArrivedReview = Pick<
  CachedReview,
  'accountId' | 'id' | 'rating' | 'authorName' | 'content' | 'title' | 'locationId'
>;

export interface PlannedNotification {
  id: string;
  title: string;
  message: string;
  /**
   * The buttons of a review's own notification, in NOTIFICATION_BUTTONS' order. Only Chrome shows
   * them (the notifier leaves them out where a browser has none: docs/firefox.md).
   */
  buttons?: readonly { title: string }[];
}

/** What each button of a review's notification does, by its index (`notifications.onButtonClicked`). */
export const NOTIFICATION_BUTTONS = ['reply', 'markRead'] as const;
export type NotificationButton = (typeof NOTIFICATION_BUTTONS)[number];

/** What a click on a notification opens: one review, the reviews of a summary, or the inbox. */
export interface NotificationTarget {
  accountId: string;
  reviewId?: string;
  /** A summary's reviews (none in a summary shown by an older version, which carried no ids). */
  reviewIds?: string[];
}

const REVIEW_PREFIX = 'review:';
const SUMMARY_PREFIX = 'reviews:';

// Ids are URI-encoded, so neither ':' nor ',' inside one is read as a separator.
const reviewNotificationId = (accountId: string, reviewId: string) =>
  `${REVIEW_PREFIX}${encodeURIComponent(accountId)}:${encodeURIComponent(reviewId)}`;
const summaryNotificationId = (accountId: string, reviewIds: readonly string[], now: number) =>
  `${SUMMARY_PREFIX}${encodeURIComponent(accountId)}:${now}:${reviewIds.map(encodeURIComponent).join(',')}`;

export function notificationTarget(id: string): NotificationTarget | null {
  const [kind, account, rest, ids] = id.split(':');
  if (account === undefined || rest === undefined) return null;
  if (`${kind}:` === REVIEW_PREFIX)
    return { accountId: decodeURIComponent(account), reviewId: decodeURIComponent(rest) };
  if (`${kind}:` !== SUMMARY_PREFIX) return null;
  const reviewIds = ids ? ids.split(',').map(decodeURIComponent) : [];
  return { accountId: decodeURIComponent(account), ...(reviewIds.length ? { reviewIds } : {}) };
}

/** The button a click at `index` on a review's notification meant, if any. */
export const notificationButton = (index: number): NotificationButton | undefined =>
  NOTIFICATION_BUTTONS[index];

/**
 * The side panel's address a notification opens (the inbox's addresses:
 * components/reviews/inbox/inbox-route.ts): the review, with its composer open when `compose`,
 * the inbox narrowed to a summary's reviews, or the inbox.
 */
export function notificationRoute(target: NotificationTarget, compose = false): string {
  const encoded = (ids: readonly string[]) => ids.map(encodeURIComponent).join('/');
  if (target.reviewId) return `#/inbox/review/${encoded([target.reviewId])}${compose ? '/reply' : ''}`;
  if (target.reviewIds?.length) return `#/inbox/reviews/${encoded(target.reviewIds)}`;
  return '#/inbox';
}

const reviewButtons = (): PlannedNotification['buttons'] => [
  { title: i18n.t('reviews.notify.reply') },
  { title: i18n.t('reviews.notify.markRead') },
];

export function wanted(review: ArrivedReview, settings: NotificationSettings): boolean {
  return (
    settings.enabled &&
    review.rating <= settings.maxRating &&
    !(settings.mutedLocations[review.accountId] ?? []).includes(review.locationId)
  );
}

export function planNotifications(
  arrived: readonly ArrivedReview[],
  settings: NotificationSettings,
  locationName: (accountId: string, locationId: string) => string,
  now: number,
): PlannedNotification[] {
  const byAccount = new Map<string, ArrivedReview[]>();
  for (const review of arrived.filter((candidate) => wanted(candidate, settings)))
    byAccount.set(review.accountId, [...(byAccount.get(review.accountId) ?? []), review]);
  return [...byAccount.entries()].map(([accountId, reviews]) => {
    const place = (review: ArrivedReview) => plainLine(locationName(accountId, review.locationId), MAX_NAME);
    return reviews.length === 1
      ? single(reviews[0], place(reviews[0]))
      : summary(accountId, reviews, place, now);
  });
}

/** A review whose rating an edit just lowered, with its edits (the last holds the rating before). */
export type DroppedReview = ArrivedReview & Pick<CachedReview, 'edits'>;

/**
 * One notification per rating drop, when the settings ask for them (and notifications are on, and
 * the location is not muted); the rating filter does not apply: a drop is news at any rating.
 */
export function planRatingDrops(
  drops: readonly DroppedReview[],
  settings: NotificationSettings,
  locationName: (accountId: string, locationId: string) => string,
): PlannedNotification[] {
  if (!settings.enabled || !settings.ratingDrops) return [];
  return drops
    .filter((review) => !(settings.mutedLocations[review.accountId] ?? []).includes(review.locationId))
    .flatMap((review) => {
      const before = review.edits?.at(-1)?.rating;
      if (before === undefined || before <= review.rating) return [];
      const location = plainLine(locationName(review.accountId, review.locationId), MAX_NAME);
      return [
        {
          id: reviewNotificationId(review.accountId, review.id),
          buttons: reviewButtons(),
          title: i18n.t('reviews.notify.dropTitle', { location }),
          message: i18n.t('reviews.notify.dropMessage', {
            author: author(review),
            from: starGlyphs(before),
            to: starGlyphs(review.rating),
          }),
        },
      ];
    });
}

const author = (review: ArrivedReview): string =>
  plainLine(review.authorName, MAX_NAME) || i18n.t('reviews.notify.anonymous');

function single(review: ArrivedReview, location: string): PlannedNotification {
  const words =
    plainLine(review.content || review.title || '', MAX_EXCERPT) || i18n.t('reviews.notify.ratingOnly');
  return {
    id: reviewNotificationId(review.accountId, review.id),
    buttons: reviewButtons(),
    title: i18n.t('reviews.notify.title', { stars: starGlyphs(review.rating), location }),
    message: i18n.t('reviews.notify.message', { author: author(review), text: words }),
  };
}

function summary(
  accountId: string,
  reviews: readonly ArrivedReview[],
  place: (review: ArrivedReview) => string,
  now: number,
): PlannedNotification {
  const attention = reviews.filter((review) => review.rating <= ATTENTION_MAX_RATING).length;
  const count = reviews.length;
  const title = attention
    ? i18n.t('reviews.notify.summaryTitle', count, {
        attention: i18n.t('reviews.notify.attention', attention),
      })
    : i18n.t('reviews.notify.summaryTitleCalm', count);
  // Lowest ratings first: those are the ones to open.
  const listed = [...reviews].sort((a, b) => a.rating - b.rating).slice(0, SUMMARY_LINES);
  const lines = listed.map((review) =>
    i18n.t('reviews.notify.summaryLine', {
      stars: starGlyphs(review.rating),
      author: author(review),
      location: place(review),
    }),
  );
  const more = reviews.length - listed.length;
  if (more > 0) lines.push(i18n.t('reviews.notify.summaryMore', more));
  return {
    id: summaryNotificationId(
      accountId,
      reviews.map((review) => review.id),
      now,
    ),
    title,
    message: lines.join('\n'),
  };
}
