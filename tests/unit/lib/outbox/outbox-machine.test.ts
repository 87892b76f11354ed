import { describe, expect, it } from 'vitest';
import { DEFAULT_TIMEOUT_MS } from '@/lib/api';
import {
  canDiscard,
  canUndo,
  copiesOnService,
  isDoubled,
  isDue,
  isHeld,
  MAX_AUTOMATIC_ATTEMPTS,
  markCutOff,
  markFailed,
  markRefused,
  markSent,
  mustReadBack,
  newOutboxItem,
  nextAttemptTime,
  nextHoldEnd,
  nextWakeUp,
  type OutboxItem,
  requeue,
  retryDelayMs,
  startAttempt,
  UNSURE_WAIT_MS,
} from '@/lib/outbox/outbox-machine';

const NOW = 1_800_000_000_000;
const none = new Set<string>();
const noJitter = () => 0;

const queued = (): OutboxItem =>
  newOutboxItem(
    { accountId: 'acc', reviewId: 'r1', visibility: 'PUBLIC', content: 'Thank you, Jordan!' },
    'reply-1',
    NOW,
    { updated: '2026-11-20T10:00', comments: [{ id: 'c1' }] },
  );

const problem = {
  message: 'The service is having trouble (HTTP 503). Try again in a few minutes.',
  status: 503,
};

describe('outbox state machine', () => {
  it('queues first, remembering the thread as it was so a read-back can tell this reply apart', () => {
    const item = queued();
    expect(item).toMatchObject({
      status: 'queued',
      attempts: 0,
      knownCommentIds: ['c1'],
      baseline: '2026-11-20T10:00',
    });
    expect(item.parentId).toBeUndefined();
    expect(isDue(item, NOW, none)).toBe(true);
  });

  it('queued → sending → sent', () => {
    const sending = startAttempt(queued(), NOW);
    expect(sending).toMatchObject({ status: 'sending', attempts: 1, sendingSince: NOW });
    expect(markSent(sending, 'c9', NOW + 1)).toMatchObject({
      status: 'sent',
      commentId: 'c9',
      sentAt: NOW + 1,
    });
  });

  it('sent with the extra copies a read-back found: doubled, and how many copies the service holds', () => {
    const sending = startAttempt(queued(), NOW);
    expect(copiesOnService(sending)).toBe(0);
    const once = markSent(sending, 'c9', NOW + 1);
    expect(once.extraCommentIds).toBeUndefined();
    expect([isDoubled(once), copiesOnService(once)]).toEqual([false, 1]);
    const doubled = markSent(sending, 'c9', NOW + 1, ['c10']);
    expect(doubled).toMatchObject({ status: 'sent', commentId: 'c9', extraCommentIds: ['c10'] });
    expect([isDoubled(doubled), copiesOnService(doubled)]).toEqual([true, 2]);
    expect(copiesOnService(markSent(sending, 'c9', NOW, ['c10', 'c11']))).toBe(3);
    // Sent is final: no retry, and no automatic attempt.
    expect(requeue(doubled, NOW)).toBeUndefined();
    expect(nextAttemptTime(doubled)).toBeUndefined();
  });

  it('reads back before every attempt after the first, never before the first', () => {
    const first = queued();
    expect(mustReadBack(first)).toBe(false);
    const failed = markFailed(startAttempt(first, NOW), problem, NOW, { random: noJitter });
    expect(mustReadBack(failed)).toBe(true);
  });

  it('a retryable failure is retried with growing delays, then waits for the person', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((attempts) => retryDelayMs(attempts, noJitter) / 1000)).toEqual([
      30, 60, 120, 240, 480, 900, 900,
    ]);
    let item = queued();
    item = markFailed(startAttempt(item, NOW), problem, NOW, { random: noJitter });
    expect(item).toMatchObject({ status: 'failed', nextAttemptAt: NOW + 30_000, problem });
    expect(isDue(item, NOW + 29_999, none)).toBe(false);
    expect(isDue(item, NOW + 30_000, none)).toBe(true);
    for (let i = 1; i < MAX_AUTOMATIC_ATTEMPTS; i++) item = markFailed(startAttempt(item, NOW), problem, NOW);
    expect(item.attempts).toBe(MAX_AUTOMATIC_ATTEMPTS);
    expect(item.nextAttemptAt).toBeUndefined();
    expect(isDue(item, NOW + 86_400_000, none)).toBe(false);
    // The person's Retry.
    const again = requeue(item, NOW + 5);
    expect(again).toMatchObject({ status: 'queued', nextAttemptAt: NOW + 5 });
    expect(isDue(again!, NOW + 5, none)).toBe(true);
  });

  it("waits at least the service's Retry-After", () => {
    const item = markFailed(startAttempt(queued(), NOW), { message: 'quota', status: 429 }, NOW, {
      retryAfterMs: 600_000,
      random: noJitter,
    });
    expect(item.nextAttemptAt).toBe(NOW + 600_000);
  });

  it('a refusal is final: not due, not retryable', () => {
    const refused = markRefused(startAttempt(queued(), NOW), {
      message: 'No replies here.',
      status: 403,
      code: 2503,
    });
    expect(refused.status).toBe('refused');
    expect(isDue(refused, NOW + 86_400_000, none)).toBe(false);
    expect(requeue(refused, NOW)).toBeUndefined();
  });

  it('a reply left `sending` by a dead worker waits out its request before the read-back; one in flight here is not due', () => {
    const sending = startAttempt(queued(), NOW);
    // Its request may still be on its way or being processed: a read-back now proves nothing.
    expect(isDue(sending, NOW + 2_000, none)).toBe(false);
    expect(isDue(sending, NOW + UNSURE_WAIT_MS - 1, none)).toBe(false);
    expect(isDue(sending, NOW + UNSURE_WAIT_MS, none)).toBe(true);
    expect(mustReadBack(sending)).toBe(true);
    expect(isDue(sending, NOW + UNSURE_WAIT_MS, new Set(['reply-1']))).toBe(false);
    expect(canDiscard(sending, new Set(['reply-1']))).toBe(false);
    expect(canDiscard(sending, none)).toBe(true);
  });

  it('the unsure wait is the client request timeout plus a margin, never shorter than an alarm', () => {
    expect(UNSURE_WAIT_MS).toBeGreaterThan(DEFAULT_TIMEOUT_MS);
    expect(UNSURE_WAIT_MS).toBeGreaterThanOrEqual(30_000);
  });

  it('a cut-off reply shows as checking, not failed, and is read back once the wait is over', () => {
    const sending = startAttempt(queued(), NOW);
    const checking = markCutOff(sending)!;
    expect(checking).toMatchObject({ status: 'checking', attempts: 1, sendingSince: NOW });
    expect(checking.problem).toBeUndefined();
    expect(isDue(checking, NOW + 5_000, none)).toBe(false);
    expect(isDue(checking, NOW + UNSURE_WAIT_MS, none)).toBe(true);
    expect(mustReadBack(checking)).toBe(true);
    // The alarm wakes a new worker when the wait is over.
    expect(nextWakeUp([checking])).toBe(NOW + UNSURE_WAIT_MS);
    expect(markCutOff(checking)).toBeUndefined();
  });

  it('while an attempt runs, the alarm points at the end of its wait (should the worker die with it)', () => {
    const sending = startAttempt(queued(), NOW);
    expect(nextWakeUp([sending])).toBe(NOW + UNSURE_WAIT_MS);
  });

  it('an attempt that ended with no answer is not read back before its wait is over, even on Retry', () => {
    const noAnswer = { message: 'The service did not answer within 15 s.' };
    const sending = startAttempt(queued(), NOW);
    // A connection cut after one second: the request may still be processed.
    const failed = markFailed(sending, noAnswer, NOW + 1_000, { random: () => 1 });
    expect(failed.nextAttemptAt).toBeLessThan(NOW + UNSURE_WAIT_MS);
    expect(isDue(failed, failed.nextAttemptAt!, none)).toBe(false);
    expect(isDue(failed, NOW + UNSURE_WAIT_MS, none)).toBe(true);
    const retried = requeue(failed, NOW + 2_000)!;
    expect(isDue(retried, NOW + 2_000, none)).toBe(false);
    expect(isDue(retried, NOW + UNSURE_WAIT_MS, none)).toBe(true);
    // An answered failure (a 503) is over on the service's side: Retry goes at once.
    const answered = requeue(markFailed(startAttempt(queued(), NOW), problem, NOW + 1_000), NOW + 2_000)!;
    expect(isDue(answered, NOW + 2_000, none)).toBe(true);
  });

  it('the alarm is set for the earliest automatic attempt', () => {
    const a = markFailed(startAttempt(queued(), NOW), problem, NOW, { random: noJitter });
    const b = { ...a, id: 'b', nextAttemptAt: NOW + 5000 };
    const sent = markSent(startAttempt({ ...queued(), id: 'c' }, NOW), 'x', NOW);
    expect(nextWakeUp([a, b, sent])).toBe(NOW + 5000);
    expect(nextWakeUp([sent])).toBeUndefined();
  });

  it('carries parentId for a reply to a comment', () => {
    const item = newOutboxItem(
      { accountId: 'acc', reviewId: 'r1', parentId: 'c1', visibility: 'PRIVATE', content: 'Sorry!' },
      'x',
      NOW,
    );
    expect(item).toMatchObject({ parentId: 'c1', visibility: 'PRIVATE', knownCommentIds: [] });
  });

  describe('undo window', () => {
    const held = (holdMs = 5_000): OutboxItem =>
      newOutboxItem(
        { accountId: 'acc', reviewId: 'r1', visibility: 'PUBLIC', content: 'Thanks!' },
        'held-1',
        NOW,
        undefined,
        holdMs,
      );

    it('a held reply is not due until its window ends, and the alarm and timer aim at the end', () => {
      const item = held();
      expect(item.status).toBe('queued');
      expect(isHeld(item, NOW)).toBe(true);
      expect(isDue(item, NOW + 4_999, none)).toBe(false);
      expect(isDue(item, NOW + 5_000, none)).toBe(true);
      expect(isHeld(item, NOW + 5_000)).toBe(false);
      expect(nextWakeUp([item])).toBe(NOW + 5_000);
      expect(nextHoldEnd([item, held(20_000)], NOW)).toBe(NOW + 5_000);
      expect(nextHoldEnd([item], NOW + 5_000)).toBeUndefined();
    });

    it('no window: due at once, nothing held', () => {
      const item = held(0);
      expect(isDue(item, NOW, none)).toBe(true);
      expect(isHeld(item, NOW)).toBe(false);
      expect(nextHoldEnd([item], NOW)).toBeUndefined();
    });

    it('Undo takes a reply back only while no attempt of it has begun', () => {
      const item = held();
      expect(canUndo(item, none)).toBe(true);
      // Past the window but not yet picked up: nothing has gone out, so it can still be taken back.
      expect(canUndo(item, none)).toBe(true);
      expect(canUndo(item, new Set([item.id]))).toBe(false);
      const begun = startAttempt(item, NOW + 5_000);
      expect(canUndo(begun, none)).toBe(false);
      expect(canUndo(markSent(begun, 'c9', NOW + 6_000), none)).toBe(false);
      // A retried reply is queued again, but an attempt has begun before: it may be on the service.
      const retried = requeue(markFailed(begun, problem, NOW + 6_000, { random: noJitter }), NOW + 7_000);
      expect(retried?.status).toBe('queued');
      expect(canUndo(retried as OutboxItem, none)).toBe(false);
      expect(isHeld(retried as OutboxItem, NOW + 7_000)).toBe(false);
    });
  });
});
