import { describe, expect, it } from 'vitest';
import {
  canDiscard,
  isDue,
  MAX_AUTOMATIC_ATTEMPTS,
  markFailed,
  markRefused,
  markSent,
  mustReadBack,
  newOutboxItem,
  nextWakeUp,
  type OutboxItem,
  requeue,
  retryDelayMs,
  startAttempt,
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

  it('a reply left `sending` by a dead worker is due again (read back first); one in flight here is not', () => {
    const sending = startAttempt(queued(), NOW);
    expect(isDue(sending, NOW, none)).toBe(true);
    expect(mustReadBack(sending)).toBe(true);
    expect(isDue(sending, NOW, new Set(['reply-1']))).toBe(false);
    expect(canDiscard(sending, new Set(['reply-1']))).toBe(false);
    expect(canDiscard(sending, none)).toBe(true);
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
});
