/**
 * The life of a reply in the outbox, as pure transitions (unit-tested in tests/unit/lib/outbox).
 *
 *   held ─(undo window over)─▶ queued ──send──▶ sending ──201──────────────▶ sent
 *     ▲                 │ ├─ already there (read back) ▶ sent (doubled, when twice or more)
 *     ▲                 │ ├─ no answer, read back at once: there ▶ sent (doubled, when twice or more)
 *     │                 │ ├─ 4xx ──────────────────────▶ refused   (the service's message; never retried)
 *     │                 │ └─ the worker died ──▶ checking ──wait over──▶ read back, then sent or resent
 *     └──retry/alarm── failed ◀─ network, timeout, 5xx, 429, 401
 *
 * A reply is first held for the person's undo window: a `queued` record with no attempt begun
 * and `nextAttemptAt` at the window's end. Undo deletes it only while no attempt has begun, so
 * nothing reaches the service; once the window ends it is sent like any queued reply.
 *
 * Nothing is lost: the reply is written as `queued` before any request. Nothing posts twice: once
 * an attempt has begun (`attempts > 0`), every later attempt first reads the review back and
 * only posts if the reply is not already there (reply-match.ts). A read-back proves nothing while
 * the earlier request may still be on its way or being processed, so an attempt whose outcome is
 * unknown (cut off with the worker, or ended without an answer) is not read back before
 * UNSURE_WAIT_MS has passed since it began. An attempt that ended without an answer is read back
 * at once all the same: finding the reply there proves it landed (not finding it proves nothing
 * yet), and finding it more than once means the browser resent the POST on its own after the
 * connection dropped (reply-match.ts): the reply is `sent`, marked doubled, so the person is told.
 */
import type { CommentVisibility } from '../api/catalog';
import { DEFAULT_TIMEOUT_MS } from '../api/client-options';

export type OutboxStatus = 'queued' | 'sending' | 'checking' | 'sent' | 'failed' | 'refused';

/**
 * How long after an attempt began its request may still land: the client's request timeout (the
 * background's account clients use the default) plus a margin for a request the service received
 * just before the timeout and is still committing. 30 s is also Chrome's shortest alarm.
 */
export const UNSURE_WAIT_MS = DEFAULT_TIMEOUT_MS + 15_000;

export interface ReplyProblem {
  message: string;
  /** HTTP status, when the service answered. */
  status?: number;
  /** The service's error code (conventions.md › Every call), e.g. 2503. */
  code?: number;
}

// A type, not an interface: the cache's record type needs an implicit index signature.
export type OutboxItem = {
  id: string;
  accountId: string;
  reviewId: string;
  /** The comment answered (BRANDB only, conventions.md › Publishers); absent: a reply to the review. */
  parentId?: string;
  visibility: CommentVisibility;
  content: string;
  status: OutboxStatus;
  queuedAt: number;
  /** Comment ids the review had when queued: a matching comment outside these is this reply. */
  knownCommentIds: string[];
  /** The review's update time when queued (service clock): this reply cannot be older. */
  baseline?: string;
  /** Attempts begun; after the first, each one reads back before posting. */
  attempts: number;
  /** When `failed`: the automatic retry time; absent once retries are exhausted. */
  nextAttemptAt?: number;
  /** Set as an attempt begins: a `sending` found with no attempt running was cut off. */
  sendingSince?: number;
  problem?: ReplyProblem;
  sentAt?: number;
  /** The comment id on the service, once sent. */
  commentId?: string;
  /**
   * The ids of further copies of this reply the service holds (the browser resent the request
   * after the connection dropped): the reply shows more than once. Kept until dismissed.
   */
  extraCommentIds?: string[];
};

export interface ReplyInput {
  accountId: string;
  reviewId: string;
  parentId?: string;
  visibility: CommentVisibility;
  content: string;
}

/**
 * A new reply, `queued`. `review` is the cached review as the person saw it: its comments and
 * update time let a later read-back tell this reply from earlier ones.
 */
export function newOutboxItem(
  input: ReplyInput,
  id: string,
  now: number,
  review?: { updated: string; comments: readonly { id: string }[] },
  holdMs = 0,
): OutboxItem {
  return {
    id,
    accountId: input.accountId,
    reviewId: input.reviewId,
    ...(input.parentId ? { parentId: input.parentId } : {}),
    visibility: input.visibility,
    content: input.content,
    status: 'queued',
    queuedAt: now,
    knownCommentIds: review?.comments.map((comment) => comment.id) ?? [],
    ...(review ? { baseline: review.updated } : {}),
    attempts: 0,
    // Held for the undo window: not due (and not sent) before it ends.
    ...(holdMs > 0 ? { nextAttemptAt: now + holdMs } : {}),
  };
}

/** Whether the reply is still in its undo window: queued, never attempted, not due yet. */
export const isHeld = (item: OutboxItem, now: number): boolean =>
  item.status === 'queued' && item.attempts === 0 && (item.nextAttemptAt ?? 0) > now;

/**
 * Whether Undo may still take the reply back: nothing of it can have reached the service (queued,
 * no attempt begun, none running in this worker). A reply whose window just ended but whose
 * attempt has not begun yet can still be taken back.
 */
export const canUndo = (item: OutboxItem, inFlight: ReadonlySet<string>): boolean =>
  item.status === 'queued' && item.attempts === 0 && !inFlight.has(item.id);

/** Automatic attempts before a failed reply waits for the person's Retry. */
export const MAX_AUTOMATIC_ATTEMPTS = 8;
export const FIRST_RETRY_MS = 30_000;
export const MAX_RETRY_MS = 15 * 60_000;

/** Exponential backoff: 30 s, 1, 2, 4, 8, 15, 15… minutes, minus up to a fifth as jitter. */
export function retryDelayMs(attempts: number, random: () => number = Math.random): number {
  const full = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));
  return Math.round(full * (1 - random() * 0.2));
}

export function startAttempt(item: OutboxItem, now: number): OutboxItem {
  return {
    ...item,
    status: 'sending',
    attempts: item.attempts + 1,
    sendingSince: now,
    nextAttemptAt: undefined,
  };
}

/** Sent; `extraCommentIds`: further copies a read-back found (the reply was saved more than once). */
export function markSent(
  item: OutboxItem,
  commentId: string,
  now: number,
  extraCommentIds: readonly string[] = [],
): OutboxItem {
  const { extraCommentIds: _earlier, ...rest } = item;
  return {
    ...rest,
    status: 'sent',
    sentAt: now,
    commentId,
    problem: undefined,
    nextAttemptAt: undefined,
    ...(extraCommentIds.length > 0 ? { extraCommentIds: [...extraCommentIds] } : {}),
  };
}

/** How many copies of the reply the service holds, as far as the outbox knows (0 before it is sent). */
export const copiesOnService = (item: OutboxItem): number =>
  item.status === 'sent' ? 1 + (item.extraCommentIds?.length ?? 0) : 0;

/** Sent, and saved more than once by the service: the person must be told. */
export const isDoubled = (item: OutboxItem): boolean => copiesOnService(item) > 1;

export function markRefused(item: OutboxItem, problem: ReplyProblem): OutboxItem {
  return { ...item, status: 'refused', problem, nextAttemptAt: undefined };
}

/**
 * A failure that may pass: retried automatically after a backoff (or the service's `Retry-After`),
 * until MAX_AUTOMATIC_ATTEMPTS, then only on the person's Retry.
 */
export function markFailed(
  item: OutboxItem,
  problem: ReplyProblem,
  now: number,
  options: { retryAfterMs?: number; random?: () => number } = {},
): OutboxItem {
  const exhausted = item.attempts >= MAX_AUTOMATIC_ATTEMPTS;
  const delay = Math.max(options.retryAfterMs ?? 0, retryDelayMs(item.attempts, options.random));
  return { ...item, status: 'failed', problem, nextAttemptAt: exhausted ? undefined : now + delay };
}

/** The person's Retry: a failed reply goes again now (reading back first, as attempts > 0). */
export function requeue(item: OutboxItem, now: number): OutboxItem | undefined {
  if (item.status !== 'failed') return undefined;
  return { ...item, status: 'queued', nextAttemptAt: now };
}

/**
 * Whether the last attempt may still land: it was cut off (`sending` with no attempt running,
 * `checking`), or it ended with no answer from the service (network, timeout). An answered
 * attempt is over on the service's side, so its read-back can be trusted at once.
 */
export function outcomeUnknown(item: OutboxItem): boolean {
  if (item.attempts === 0) return false;
  if (item.status === 'sending' || item.status === 'checking') return true;
  return (
    (item.status === 'failed' || item.status === 'queued') &&
    item.sendingSince !== undefined &&
    item.problem?.status === undefined
  );
}

/** When the next automatic attempt may begin; undefined when none will (sent, refused, stopped). */
export function nextAttemptTime(item: OutboxItem): number | undefined {
  const at =
    item.status === 'queued'
      ? (item.nextAttemptAt ?? 0)
      : item.status === 'failed'
        ? item.nextAttemptAt
        : item.status === 'sending' || item.status === 'checking'
          ? 0
          : undefined;
  if (at === undefined || !outcomeUnknown(item)) return at;
  return Math.max(at, (item.sendingSince ?? 0) + UNSURE_WAIT_MS);
}

/** A `sending` record with no attempt running in this worker: its worker died mid-request. */
export function markCutOff(item: OutboxItem): OutboxItem | undefined {
  return item.status === 'sending' ? { ...item, status: 'checking' } : undefined;
}

/** Whether an attempt may begin now. `inFlight`: attempts running in this worker. */
export function isDue(item: OutboxItem, now: number, inFlight: ReadonlySet<string>): boolean {
  if (inFlight.has(item.id)) return false;
  const at = nextAttemptTime(item);
  return at !== undefined && at <= now;
}

/** Whether the attempt now beginning must read back first (an earlier one may have landed). */
export const mustReadBack = (item: OutboxItem): boolean => item.attempts > 0;

/** A reply can be discarded unless an attempt is running; `sent` ones are only dismissed. */
export const canDiscard = (item: OutboxItem, inFlight: ReadonlySet<string>): boolean =>
  !inFlight.has(item.id);

/**
 * The earliest automatic attempt among `items`, for the outbox alarm. A reply being sent counts
 * at the end of its unsure wait: if the worker dies with it, the alarm brings a new one back.
 */
export function nextWakeUp(items: readonly OutboxItem[]): number | undefined {
  let next: number | undefined;
  for (const item of items) {
    const at = nextAttemptTime(item);
    if (at !== undefined && (next === undefined || at < next)) next = at;
  }
  return next;
}

/** When the first reply still in its undo window comes due; undefined when none is held. */
export function nextHoldEnd(items: readonly OutboxItem[], now: number): number | undefined {
  let next: number | undefined;
  for (const item of items)
    if (isHeld(item, now) && (next === undefined || (item.nextAttemptAt as number) < next))
      next = item.nextAttemptAt;
  return next;
}
