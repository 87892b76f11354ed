/**
 * Sends what the outbox holds: every reply that is due, one attempt each, then sets the outbox
 * alarm for the next automatic retry. Runs in the background only (the one caller of the service).
 *
 * Before any attempt after the first, and for a reply found `sending` after the worker died, it
 * reads the review back and marks the reply sent if it is already there instead of posting again.
 * An attempt that ends without an answer is read back at once: the reply may be there already,
 * even twice (the browser may resend a POST whose connection dropped), and a reply found more than
 * once is marked doubled so that the person is told (reply-match.ts).
 * A cut-off reply shows as `checking` and is read back only once its request can no longer land
 * (outbox-machine.ts › UNSURE_WAIT_MS); the alarm set as each attempt begins wakes a new worker
 * for that.
 */
import type { ReviewsApi } from '../api';
import { DAY } from '../clock/durations';
import { clearDraftIfUnchanged } from '../reviews/reply-drafts';
import { addPostedComment, replaceThread } from '../reviews/review-cache-writes';
import { scheduleOutboxAlarm } from './outbox-alarm';
import {
  isDoubled,
  isDue,
  markCutOff,
  markFailed,
  markRefused,
  markSent,
  mustReadBack,
  nextHoldEnd,
  nextWakeUp,
  type OutboxItem,
  startAttempt,
} from './outbox-machine';
import { deleteOutboxItem, readAllOutboxItems, readOutboxItem, updateOutboxItem } from './outbox-store';
import { answerLost, classifyReplyFailure } from './reply-failure';
import { type ReadBack, readBackVerdict } from './reply-match';

export interface OutboxDeps {
  /** The account's reviews API (lib/accounts/account-client.ts in the extension). */
  openReviews(accountId: string): Promise<Pick<ReviewsApi, 'get' | 'comment'>>;
  now(): number;
  random?(): number;
  /** Keeps the worker running a little longer (an extension API call resets Chrome's idle timer). */
  keepAlive?(): Promise<unknown>;
}

/**
 * Sent replies stay visible (✓ sent) for a week, then leave the outbox; a doubled one stays until
 * the person dismisses it, as its notice says something the thread alone does not.
 */
export const KEEP_SENT_MS = 7 * DAY;

// Attempts running in this worker. A `sending` record not in here was cut off by a dead worker.
const inFlight = new Set<string>();
// Inside an attempt, its own id is in `inFlight`; the record checks use an empty set instead.
const NONE: ReadonlySet<string> = new Set();
let running: Promise<void> | undefined;
let again = false;

export const isReplyInFlight = (id: string): boolean => inFlight.has(id);

/**
 * Attempts every due reply. Calls made while a pass runs fold into one more pass after it, so a
 * reply queued meanwhile is not left waiting for the alarm.
 */
export function sendDueReplies(deps: OutboxDeps): Promise<void> {
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    try {
      do {
        again = false;
        await sendPass(deps);
      } while (again);
    } finally {
      running = undefined;
    }
  })();
  return running;
}

async function sendPass(deps: OutboxDeps): Promise<void> {
  const items = await readAllOutboxItems();
  const now = deps.now();
  for (const item of items) {
    if (item.status === 'sent' && !isDoubled(item) && (item.sentAt ?? 0) < now - KEEP_SENT_MS)
      await deleteOutboxItem(item);
    // Its worker died mid-request: say so (not "failed") until the read-back can decide.
    if (item.status === 'sending' && !inFlight.has(item.id))
      await updateOutboxItem(item.id, (current) =>
        inFlight.has(current.id) ? undefined : markCutOff(current),
      );
  }
  // From the records first: the browser may have dropped the alarm (a restart, an update), and a
  // pass cut off midway must still leave a wake-up behind.
  await rearmAlarm(deps);
  await Promise.all(items.filter((item) => isDue(item, now, inFlight)).map((item) => attempt(item.id, deps)));
  await rearmAlarm(deps);
}

/**
 * The outbox alarm, from the records: the next retry, or the end of a running attempt's wait. A
 * reply held for its undo window (at most 30 s) also gets a timer for the window's end, as alarms
 * fire no sooner than 30 s: while this worker lives the reply goes within moments of the window's
 * end; should the worker die first, the alarm sends it.
 */
export async function rearmAlarm(deps: OutboxDeps): Promise<void> {
  const items = await readAllOutboxItems();
  await scheduleOutboxAlarm(nextWakeUp(items), deps.now());
  wakeAtHoldEnd(nextHoldEnd(items, deps.now()), deps);
}

/** Steps short enough that each keep-alive call lands well inside Chrome's 30 s idle limit. */
const KEEP_ALIVE_STEP_MS = 10_000;
let holdTimer: ReturnType<typeof setTimeout> | undefined;

function wakeAtHoldEnd(end: number | undefined, deps: OutboxDeps): void {
  clearTimeout(holdTimer);
  holdTimer = undefined;
  if (end === undefined) return;
  const tick = () => {
    const left = end - deps.now();
    if (left <= 0) {
      holdTimer = undefined;
      void sendDueReplies(deps);
      return;
    }
    void deps.keepAlive?.().catch(() => {});
    holdTimer = setTimeout(tick, Math.min(left, KEEP_ALIVE_STEP_MS));
  };
  tick();
}

async function attempt(id: string, deps: OutboxDeps): Promise<void> {
  if (inFlight.has(id)) return;
  inFlight.add(id);
  try {
    const item = await readOutboxItem(id);
    if (!item || !isDue(item, deps.now(), NONE)) return;
    let api: Pick<ReviewsApi, 'get' | 'comment'>;
    try {
      api = await deps.openReviews(item.accountId);
    } catch (error) {
      // No client (e.g. the account needs sign-in): nothing was sent, so no attempt is counted.
      const failure = classifyReplyFailure(error);
      await updateOutboxItem(id, (current) =>
        isDue(current, deps.now(), NONE)
          ? markFailed(current, failure.problem, deps.now(), failure)
          : undefined,
      );
      return;
    }
    let readBack = false;
    // Re-checked inside the transaction: the person may have discarded it meanwhile.
    const started = await updateOutboxItem(id, (current) => {
      if (!isDue(current, deps.now(), NONE)) return undefined;
      readBack = mustReadBack(current);
      return startAttempt(current, deps.now());
    });
    if (!started) return;
    // Set before the request: should this worker die with it, the alarm starts another.
    await rearmAlarm(deps);
    let posted = false;
    try {
      if (readBack) {
        const found = await readBackReply(api, started);
        if (found.kind !== 'notLanded') return await sent(started, found, deps);
      }
      posted = true;
      const comment = await api.comment(started.reviewId, {
        content: started.content,
        visibility: started.visibility,
        ...(started.parentId ? { parentId: started.parentId } : {}),
      });
      await sent(started, { kind: 'once', comment }, deps);
    } catch (error) {
      // No answer to the post: it may have landed, perhaps twice. Found there, it is sent (and the
      // person told if doubled); not found, it proves nothing yet, and the retry waits as usual.
      if (posted && answerLost(error)) {
        const found = await readBackReply(api, started).catch(() => undefined);
        if (found && found.kind !== 'notLanded') return await sent(started, found, deps);
      }
      const failure = classifyReplyFailure(error);
      await updateOutboxItem(id, (current) =>
        failure.retryable
          ? markFailed(current, failure.problem, deps.now(), {
              retryAfterMs: failure.retryAfterMs,
              random: deps.random,
            })
          : markRefused(current, failure.problem),
      );
    }
  } finally {
    inFlight.delete(id);
  }
}

/**
 * Reads the review back: the copies of this reply it holds. The thread in the cache takes the
 * service's comments, so every copy shows there too. Comments other replies of the outbox hold as
 * theirs are not copies of this one (the same words sent twice on purpose).
 */
async function readBackReply(api: Pick<ReviewsApi, 'get'>, item: OutboxItem): Promise<ReadBack> {
  const review = await api.get(item.reviewId);
  await replaceThread(item.accountId, item.reviewId, review.comments);
  const claimed = new Set<string>();
  for (const other of await readAllOutboxItems())
    if (other.id !== item.id && other.reviewId === item.reviewId && other.accountId === item.accountId)
      for (const commentId of [other.commentId, ...(other.extraCommentIds ?? [])])
        if (commentId) claimed.add(commentId);
  return readBackVerdict(item, review.comments, claimed);
}

/** The reply is on the service (once or more): record it, show it in the cached thread, clear its draft. */
async function sent(
  item: OutboxItem,
  found: Exclude<ReadBack, { kind: 'notLanded' }>,
  deps: OutboxDeps,
): Promise<void> {
  const extra = found.kind === 'doubled' ? found.extra.map((copy) => copy.id) : [];
  await updateOutboxItem(item.id, (current) => markSent(current, found.comment.id, deps.now(), extra));
  await addPostedComment(item.accountId, item.reviewId, found.comment);
  await clearDraftIfUnchanged(item.accountId, item.reviewId, item.parentId, item.content);
}
