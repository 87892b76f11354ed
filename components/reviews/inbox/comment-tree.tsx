import { Button } from '@/components/ui/button';
import { RelativeTime } from '@/components/ui/relative-time';
import { DEFAULT_COMMENT_VISIBILITY } from '@/lib/api/catalog';
import { i18n } from '@/lib/i18n/translate';
import { timesText } from '@/lib/outbox/doubled-reply-text';
import type { CommentNode } from '@/lib/reviews/review-cache';
import { serviceDate } from './service-date';

export interface CommentTreeProps {
  nodes: readonly CommentNode[];
  /** Present where the publisher takes replies to comments (catalog.ts › canReplyToComment). */
  onReply?: (comment: CommentNode['comment']) => void;
  /** The comment being answered, whose Reply shows as pressed. */
  replyingTo?: string;
  /**
   * Comments this browser sent (the outbox says so), with the copies of their reply on the service:
   * marked Sent ✓, or "Sent twice" on each copy of a reply the service saved more than once.
   */
  sent?: ReadonlyMap<string, number>;
}

const roleLabel = (role: string): string =>
  role === 'BUSINESS_OWNER' ? i18n.t('inbox.thread.owner') : i18n.t('inbox.thread.customer');

/** A review's comments, replies nested under what they answer (`parentId`), as nested lists. */
export function CommentTree({ nodes, onReply, replyingTo, sent }: CommentTreeProps) {
  if (nodes.length === 0) return null;
  return (
    <ul class="comment-tree">
      {nodes.map(({ comment, replies }) => {
        const visibility = comment.visibility ?? DEFAULT_COMMENT_VISIBILITY;
        return (
          <li key={comment.id} class="comment-tree__item" data-comment-id={comment.id}>
            <article class="comment" data-role={comment.authorRole}>
              <header class="comment__head">
                <span class="comment__author">{comment.authorName || roleLabel(comment.authorRole)}</span>
                <span class="comment__meta">
                  {roleLabel(comment.authorRole)} ·{' '}
                  {visibility === 'PUBLIC' ? i18n.t('inbox.thread.public') : i18n.t('inbox.thread.private')} ·{' '}
                  <RelativeTime date={serviceDate(comment.publisherDate)} />
                  {sent?.has(comment.id) && (
                    <span
                      class={
                        (sent.get(comment.id) ?? 1) > 1
                          ? 'comment__sent comment__sent--doubled'
                          : 'comment__sent'
                      }
                    >
                      {' '}
                      ·{' '}
                      {(sent.get(comment.id) ?? 1) > 1
                        ? i18n.t('composer.status.sentCopies', {
                            times: timesText(sent.get(comment.id) ?? 1),
                          })
                        : i18n.t('composer.status.sent')}
                    </span>
                  )}
                </span>
              </header>
              <p class="comment__text">{comment.message}</p>
              {onReply && (
                <Button
                  size="sm"
                  variant="ghost"
                  aria-pressed={replyingTo === comment.id}
                  aria-label={i18n.t('inbox.thread.replyTo', {
                    author: comment.authorName || roleLabel(comment.authorRole),
                  })}
                  onClick={() => onReply(comment)}
                >
                  {i18n.t('inbox.thread.reply')}
                </Button>
              )}
            </article>
            <CommentTree nodes={replies} onReply={onReply} replyingTo={replyingTo} sent={sent} />
          </li>
        );
      })}
    </ul>
  );
}
