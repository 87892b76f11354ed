import { ReplyComposer } from '@/components/reviews/reply-composer';
import type { CachedReview } from '@/lib/reviews/review-cache';

export interface ThreadComposerProps {
  accountId: string;
  review: CachedReview;
  /** The comment being answered; absent for a reply to the review. */
  parent?: { id: string; authorName?: string };
  onSent?: () => void;
  /** Given only while answering a comment: Cancel (or Esc) goes back to replying to the review. */
  onCancel?: () => void;
  autoFocus?: boolean;
}

/**
 * The thread's composer: the shared reply composer (components/reviews/reply-composer.tsx) in its
 * full variant. It says so itself where the publisher takes no replies, or none to comments.
 */
export function ThreadComposer(props: ThreadComposerProps) {
  return <ReplyComposer {...props} variant="full" />;
}
