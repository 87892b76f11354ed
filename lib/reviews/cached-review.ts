/**
 * The shape of a review in the cache (lib/cache/db.ts › reviews) and the pure rules that derive its
 * local fields: when it was last updated, whether it awaits a response, whether it was read, and
 * its rank in the inbox. Read, Done and the earlier texts (`LocalFields`) are copies of the review's
 * marks (review-marks.ts), which outlive the cache: every write takes them from there.
 */
import type { Comment, Review } from '../api';
import { type AwaitingKind, awaitingResponse, needsReply } from './awaiting-response';
import { readStateAfter, type UnreadReason } from './read-state';
import { editsAfter, type ReviewEdit } from './review-edits';

export type { UnreadReason } from './read-state';

/** `backfill`: history fetched once after connecting (read, never notified); `poll`: arrived since. */
export type ReviewOrigin = 'backfill' | 'poll';

export type CachedReview = Omit<Review, 'lastServiceUpdateTime' | 'lastServiceUpdateDate'> & {
  accountId: string;
  /** lastServiceUpdateTime, `YYYY-MM-DDThh:mm` on the service's clock (conventions.md › Reviews). */
  updated: string;
  /** conventions.md › Reviews › awaitingResponse, computed locally. */
  awaiting: AwaitingKind | null;
  /** Awaiting a response on a publisher that takes replies: what the badge counts. */
  needsReply: boolean;
  read: boolean;
  /** Why it is unread, when an update made it so (read-state.ts); absent once read. */
  unreadReason?: UnreadReason;
  /** 0–3, see `inboxRank`; counted per account in the inbox tally (inbox-tally.ts). */
  inboxRank: number;
  /** Local time the review entered the cache. */
  firstSeenAt: number;
  /** Local time it was announced (or passed over by the notification settings); backfill: never. */
  notifiedAt?: number;
  /** How it read before the reviewer changed it, oldest first, the last few (review-edits.ts). */
  edits?: ReviewEdit[];
  /**
   * Local time the person set it aside as Done: out of the side panel's Inbox, still on the
   * service. An update that makes it unread brings it back.
   */
  doneAt?: number;
  /**
   * The language its title and text are in, told on the device when they were first written
   * (lib/review-language); absent when too short to tell: it then reads as the account's usual one.
   */
  language?: string;
  /** Its row in the side panel's projection (review-rows.ts), given once when it entered the cache. */
  row?: number;
};

/**
 * What the person made of a review and what the service cannot give again: kept in its marks
 * (review-marks.ts), copied onto the cached record.
 */
export type LocalFields = Pick<CachedReview, 'read' | 'unreadReason' | 'doneAt' | 'edits'>;

/** A review with no marks: read, not Done, never edited. */
export const UNMARKED: LocalFields = { read: true };

export const isUnmarked = (local: LocalFields): boolean =>
  local.read && local.doneAt === undefined && !local.edits?.length;

/** The local fields of a record, without any that are absent or moot (a reason while read). */
export function localOf(record: LocalFields): LocalFields {
  const { read, unreadReason, doneAt, edits } = record;
  return {
    read,
    ...(!read && unreadReason ? { unreadReason } : {}),
    ...(doneAt !== undefined ? { doneAt } : {}),
    ...(edits?.length ? { edits } : {}),
  };
}

export const sameLocal = (a: LocalFields, b: LocalFields): boolean =>
  JSON.stringify(localOf(a)) === JSON.stringify(localOf(b));

/** The record with these local fields (and the inbox rank that follows from them). */
export function withLocal(record: CachedReview, local: LocalFields): CachedReview {
  const { unreadReason: _reason, doneAt: _done, edits: _edits, ...rest } = record;
  return { ...rest, ...localOf(local), inboxRank: inboxRank(local.read, record.needsReply) };
}

/** What the person sets by hand: read or unread, Done or back in the Inbox. */
export interface Triage {
  read?: boolean;
  done?: boolean;
}

/** The record after the person's triage at `now`; marked unread by hand, it carries no reason. */
export function withTriage(record: CachedReview, { read, done }: Triage, now: number): CachedReview {
  const local = localOf(record);
  if (read !== undefined) {
    local.read = read;
    delete local.unreadReason;
  }
  if (done !== undefined) local.doneAt = done ? now : undefined;
  return withLocal(record, local);
}

/** Higher ranks come first in the inbox: unread before read, then awaiting a reply before not. */
export const inboxRank = (read: boolean, replyNeeded: boolean): number =>
  (read ? 0 : 2) + (replyNeeded ? 1 : 0);

/**
 * The list form carries `lastServiceUpdateTime`; the single-review form only a date
 * (service.md › Review). A date alone never replaces a known time.
 */
function updatedOf(review: Review, previous?: CachedReview): string {
  if (review.lastServiceUpdateTime) return review.lastServiceUpdateTime;
  if (previous) return previous.updated;
  return `${review.lastServiceUpdateDate ?? review.publisherDate.slice(0, 10)}T00:00`;
}

/**
 * Whether a fetched review says anything the cached one does not. Times are to the minute, so an
 * edit or a comment in the same minute as the last update leaves `updated` as it was: the content
 * is compared too.
 */
export function sameReview(cached: CachedReview, review: Review): boolean {
  if (review.lastServiceUpdateTime !== undefined && review.lastServiceUpdateTime !== cached.updated)
    return false;
  const thread = (comments: readonly Comment[]) =>
    comments
      .map((c) => [c.id, c.message, c.visibility ?? '', c.parentId ?? ''].join('\u0000'))
      .join('\u0001');
  return (
    cached.rating === review.rating &&
    cached.content === review.content &&
    cached.title === review.title &&
    cached.authorName === review.authorName &&
    (cached.status ?? '') === (review.status ?? '') &&
    thread(cached.comments) === thread(review.comments)
  );
}

/**
 * The cached form of a fetched review. `previous` is the cached record, its local fields taken
 * from the review's marks; a review the cache does not hold takes `marks` when it has any (a cache
 * dropped and rebuilt), else what its origin says.
 */
export function toCachedReview(
  accountId: string,
  review: Review,
  previous: CachedReview | undefined,
  context: { origin: ReviewOrigin; now: number; marks?: LocalFields },
): CachedReview {
  const { lastServiceUpdateTime: _time, lastServiceUpdateDate: _date, ...fields } = review;
  const replyNeeded = needsReply(review);
  const record = {
    ...fields,
    // The list form dates to the minute, the single form to the day: keep the finer one.
    publisherDate:
      previous && fields.publisherDate.length < previous.publisherDate.length
        ? previous.publisherDate
        : fields.publisherDate,
    accountId,
    updated: updatedOf(review, previous),
    awaiting: awaitingResponse(review.comments),
    needsReply: replyNeeded,
    // Set with the other local fields below (withLocal).
    read: true,
    inboxRank: 0,
    firstSeenAt: previous?.firstSeenAt ?? context.now,
    ...(previous?.notifiedAt !== undefined ? { notifiedAt: previous.notifiedAt } : {}),
  };
  if (!previous) return withLocal(record, context.marks ?? readStateAfter(review, undefined, context.origin));
  const { read, unreadReason } = sameReview(previous, review)
    ? previous
    : readStateAfter(review, previous, context.origin);
  return withLocal(record, {
    read,
    unreadReason,
    edits: editsAfter(previous, review, context.now),
    // An update that makes it unread brings it back to the Inbox.
    doneAt: read ? previous.doneAt : undefined,
  });
}

/** The record with its comment thread replaced (a reply just sent, or a thread read back). */
export function withComments(record: CachedReview, comments: readonly Comment[]): CachedReview {
  const replyNeeded = needsReply({ publisherId: record.publisherId, comments });
  return {
    ...record,
    comments: [...comments],
    awaiting: awaitingResponse(comments),
    needsReply: replyNeeded,
    inboxRank: inboxRank(record.read, replyNeeded),
  };
}
