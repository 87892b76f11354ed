import { useEffect, useState } from 'preact/hooks';
import { useCacheRead } from '@/components/cache/use-cache-read';
import { ReplyComposer } from '@/components/reviews/reply-composer';
import { ReplyOutboxBlock } from '@/components/reviews/reply-outbox-block';
import { useReplyOutbox } from '@/components/reviews/use-reply-outbox';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { RelativeTime } from '@/components/ui/relative-time';
import { SafeLink } from '@/components/ui/safe-link';
import { LoadingBlock } from '@/components/ui/spinner';
import { Stars } from '@/components/ui/stars';
import { canReplyToComment, canReplyToReview } from '@/lib/api/catalog';
import { i18n } from '@/lib/i18n/translate';
import type { Names } from '@/lib/names/cached-names';
import { copiesOnService } from '@/lib/outbox/outbox-machine';
import { type CachedReview, type CommentNode, type OutboxItem, readThread } from '@/lib/reviews/review-cache';
import { isRemoved } from '@/lib/reviews/review-edits';
import { DueLabel } from '../due/due-label';
import { ReviewChangeNote } from '../review-change-note';
import { ReviewLanguage } from '../review-language';
import { CommentTree } from './comment-tree';
import { EarlierText } from './earlier-text';
import { ReadingAid } from './reading-aid';
import { serviceDate } from './service-date';

type Thread = { review: CachedReview; thread: CommentNode[] };

function commentIdsOf(nodes: readonly CommentNode[], into = new Set<string>()): Set<string> {
  for (const node of nodes) {
    into.add(node.comment.id);
    commentIdsOf(node.replies, into);
  }
  return into;
}

/**
 * The thread's comments that this browser sent (the outbox's `sent` records), to mark Sent ✓, each
 * with the number of copies of its reply on the service (more than one: the reply was doubled).
 */
function useSentComments(accountId: string, reviewId: string): ReadonlyMap<string, number> {
  const items = useReplyOutbox(accountId, reviewId, null).items;
  const sent = new Map<string, number>();
  for (const item of items ?? [])
    for (const id of [item.commentId, ...(item.extraCommentIds ?? [])])
      if (item.status === 'sent' && id) sent.set(id, copiesOnService(item));
  return sent;
}

/** The review and its thread from the cache, read again whenever the account's reviews change. */
const useThread = (accountId: string, reviewId: string) =>
  useCacheRead(accountId, ['reviews'], reviewId, () =>
    readThread(accountId, reviewId).then(
      (value): { value: Thread | null; error?: unknown } => ({ value: value ?? null }),
      (error: unknown) => ({ value: null, error }),
    ),
  );

export interface ReviewThreadProps {
  accountId: string;
  reviewId: string;
  /** Opens with the composer's text box focused (a notification's Reply: inbox-route.ts). */
  compose?: boolean;
  names: Names;
  onToggleRead(review: CachedReview): void;
  /** Sets the review aside as Done, or back into the Inbox. */
  onToggleDone(review: CachedReview): void;
  /** A reply to the review itself went into the outbox. */
  onReplySent?(item: OutboxItem): void;
}

/** The detail column: the review, its comments nested by `parentId`, and the composer under it. */
export function ReviewThread({
  accountId,
  reviewId,
  compose = false,
  names,
  onToggleRead,
  onToggleDone,
  onReplySent,
}: ReviewThreadProps) {
  const read = useThread(accountId, reviewId);
  const thread = read?.value;
  const [parent, setParent] = useState<{ id: string; authorName?: string }>();
  // Bumped when an undone reply's text is the draft again: the composer remounts and reads it.
  const [composerRound, setComposerRound] = useState(0);
  useEffect(() => setParent(undefined), [reviewId]);
  const sent = useSentComments(accountId, reviewId);
  if (read === undefined) return <LoadingBlock />;
  if (read.error !== undefined)
    return (
      <EmptyState title={i18n.t('inbox.readFailed')} compact>
        {read.error instanceof Error ? read.error.message : String(read.error)}
      </EmptyState>
    );
  if (!thread)
    return (
      <EmptyState title={i18n.t('inbox.thread.missingTitle')} compact>
        {i18n.t('sidepanel.detailMissing')}
      </EmptyState>
    );
  const { review } = thread;
  const location = names.location(review.locationId);
  const publisher = names.publisher(review.publisherId);
  // A removed review takes no reply (the service would refuse it); it stays readable, marked.
  const removed = isRemoved(review);
  const commentReplies = canReplyToComment(review.publisherId) && !removed;
  return (
    <article
      class="review-thread"
      data-review-id={review.id}
      aria-labelledby="review-thread-title"
      tabIndex={-1}
    >
      <header class="review-thread__head">
        <Stars rating={review.rating} />
        <h2 class="review-thread__title" id="review-thread-title">
          {review.authorName || i18n.t('inbox.anonymous')}
        </h2>
        <p class="review-thread__meta">
          <span title={i18n.t('names.idTitle', { name: location, id: review.locationId })}>{location}</span> ·{' '}
          <span title={i18n.t('names.idTitle', { name: publisher, id: review.publisherId })}>
            {publisher}
          </span>{' '}
          · <RelativeTime date={serviceDate(review.publisherDate)} />
          <ReviewLanguage language={review.language} class="review-thread__language" separated />
        </p>
        <ReviewChangeNote review={review} as="p" class="review-thread__change" />
        <DueLabel review={review} class="review-thread__due" />
        <div class="review-thread__actions">
          {canReplyToReview(review.publisherId) && !removed && (
            <Button
              size="sm"
              variant="primary"
              onClick={() => {
                // Back to replying to the review itself, then into its text box.
                setParent(undefined);
                requestAnimationFrame(() =>
                  document.querySelector<HTMLElement>('[data-reply-text]')?.focus(),
                );
              }}
            >
              {i18n.t('inbox.thread.reply')}
            </Button>
          )}
          <Button size="sm" variant="ghost" onClick={() => onToggleRead(review)}>
            {review.read ? i18n.t('inbox.markUnread') : i18n.t('inbox.markRead')}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => onToggleDone(review)}>
            {review.doneAt === undefined ? i18n.t('inbox.done') : i18n.t('inbox.undone')}
          </Button>
          {review.url && <SafeLink href={review.url}>{i18n.t('inbox.thread.open', { publisher })}</SafeLink>}
        </div>
      </header>
      {review.title && (
        <h3 class="review-thread__review-title" lang={review.language}>
          {review.title}
        </h3>
      )}
      <p class="review-thread__text" lang={review.language}>
        {review.content || i18n.t('inbox.ratingOnly')}
      </p>
      <ReadingAid review={review} />
      <EarlierText edits={review.edits} />
      <section class="review-thread__comments" aria-label={i18n.t('inbox.thread.comments')}>
        <CommentTree
          nodes={thread.thread}
          replyingTo={parent?.id}
          sent={sent}
          onReply={
            commentReplies
              ? (comment) => setParent({ id: comment.id, authorName: comment.authorName || undefined })
              : undefined
          }
        />
        {/* Replies on their way, once each: a sent one is the thread's comment, marked Sent ✓. */}
        <ReplyOutboxBlock
          accountId={accountId}
          reviewId={review.id}
          publisher={publisher}
          shownComments={commentIdsOf(thread.thread)}
          onTextBack={(item) => {
            setParent(item.parentId ? { id: item.parentId } : undefined);
            setComposerRound((round) => round + 1);
          }}
        />
      </section>
      {removed ? (
        <p class="review-thread__removed">{i18n.t('reviewChange.removedNoReply')}</p>
      ) : (
        <section class="review-thread__composer" aria-label={i18n.t('inbox.thread.composer')}>
          {/* The full composer; it says so itself where the publisher takes no replies, or none to comments. */}
          <ReplyComposer
            key={`${review.id}/${parent?.id ?? ''}/${composerRound}`}
            variant="full"
            accountId={accountId}
            review={review}
            parent={parent}
            autoFocus={parent !== undefined || compose}
            onCancel={parent ? () => setParent(undefined) : undefined}
            onSent={(item) => {
              setParent(undefined);
              if (item.parentId === undefined) onReplySent?.(item);
            }}
          />
        </section>
      )}
    </article>
  );
}
