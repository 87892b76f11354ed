import type { CachedReview } from '@/lib/reviews/review-cache';

export interface ThreadComposerProps {
  accountId: string;
  review: CachedReview;
  parent?: { id: string; authorName?: string };
  onSent?: () => void;
  onCancel?: () => void;
  autoFocus?: boolean;
}

/**
 * The slot for the reply composer (components/reviews/reply-composer.tsx, built under issue #5 by
 * the popup's side of the work); empty until that component is in.
 */
export function ThreadComposer(_props: ThreadComposerProps) {
  return null;
}
