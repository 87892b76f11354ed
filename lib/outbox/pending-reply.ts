/**
 * What a review card says about a reply to it still in the outbox, without opening the composer:
 * the one reply that most needs saying (a refusal, then a wait, then one on its way), and a sent
 * reply the service saved more than once. Pure; the cards read the records from the outbox
 * (outbox-store.ts › readOutbox).
 */
import { copiesOnService, isDoubled, nextAttemptTime, type OutboxItem } from './outbox-machine';

export type PendingReply =
  | { kind: 'sending' }
  | { kind: 'checking' }
  /** Failed this time and tried again; `at` is the next automatic try. */
  | { kind: 'waiting'; at: number }
  /** Failed, and the automatic tries are used up: only the person's Retry is left. */
  | { kind: 'stopped' }
  | { kind: 'refused' }
  /** Sent, and on the service more than once (the browser resent it): `copies` of it. */
  | { kind: 'doubled'; copies: number };

const RANK: Record<PendingReply['kind'], number> = {
  refused: 0,
  stopped: 1,
  doubled: 2,
  waiting: 3,
  checking: 4,
  sending: 5,
};

function describeItem(item: OutboxItem): PendingReply | undefined {
  switch (item.status) {
    case 'queued':
    case 'sending':
      return { kind: 'sending' };
    case 'checking':
      return { kind: 'checking' };
    case 'failed': {
      const at = nextAttemptTime(item);
      return at === undefined ? { kind: 'stopped' } : { kind: 'waiting', at };
    }
    case 'refused':
      return { kind: 'refused' };
    case 'sent':
      return isDoubled(item) ? { kind: 'doubled', copies: copiesOnService(item) } : undefined;
  }
}

/** The reply to show on the card among a review's outbox records; undefined when none needs saying. */
export function pendingReply(items: readonly OutboxItem[]): PendingReply | undefined {
  let shown: PendingReply | undefined;
  for (const item of items) {
    const pending = describeItem(item);
    if (pending && (!shown || RANK[pending.kind] < RANK[shown.kind])) shown = pending;
  }
  return shown;
}
