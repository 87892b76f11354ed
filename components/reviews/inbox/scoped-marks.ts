import { ask, type Result, sendMessage } from '@/lib/messaging';
import { keysByAccount, type ReviewScope } from '@/lib/reviews/review-keys';

export interface ScopedMarks {
  /** Marks the reviews of these keys read or unread: one message per account, each to its own. */
  markRead(keys: readonly string[], read: boolean): void;
  /** Sets the review of this key aside as Done, or back in the Inbox, in its own account. */
  setDone(key: string, done: boolean): void;
}

/**
 * Read and Done from a list of keys (lib/reviews/review-keys.ts): each goes to the background for
 * the review's own account, which writes it in that account's turn with its own credential
 * (lib/durable/account-turns.ts). `report` hears each answer.
 */
export function scopedMarks(scope: ReviewScope, report: (result: Result<unknown>) => void): ScopedMarks {
  return {
    markRead(keys, read) {
      for (const [accountId, reviewIds] of keysByAccount(scope, keys))
        void ask(() => sendMessage('markReviewsRead', { accountId, reviewIds, read })).then(report);
    },
    setDone(key, done) {
      const { accountId, reviewId } = scope.split(key);
      void ask(() => sendMessage('markReviewsDone', { accountId, reviewIds: [reviewId], done })).then(report);
    },
  };
}
