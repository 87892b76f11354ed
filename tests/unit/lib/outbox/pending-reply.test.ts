import { describe, expect, it } from 'vitest';
import {
  markCutOff,
  markFailed,
  markRefused,
  markSent,
  newOutboxItem,
  type OutboxItem,
  startAttempt,
} from '@/lib/outbox/outbox-machine';
import { pendingReply } from '@/lib/outbox/pending-reply';

const NOW = 1_800_000_000_000;
const item = (id: string): OutboxItem =>
  newOutboxItem({ accountId: 'acc', reviewId: 'r1', visibility: 'PUBLIC', content: id }, id, NOW);
const unavailable = { message: 'The service is having trouble (HTTP 503).', status: 503 };

describe('the pending reply a review card shows', () => {
  it('nothing when every reply is sent, or none was written', () => {
    expect(pendingReply([])).toBeUndefined();
    expect(pendingReply([markSent(startAttempt(item('a'), NOW), 'c1', NOW)])).toBeUndefined();
  });

  it('queued and being sent: sending; cut off with the worker: checking', () => {
    expect(pendingReply([item('a')])).toEqual({ kind: 'sending' });
    expect(pendingReply([startAttempt(item('a'), NOW)])).toEqual({ kind: 'sending' });
    expect(pendingReply([markCutOff(startAttempt(item('a'), NOW))!])).toEqual({ kind: 'checking' });
  });

  it('failed for now: waiting, with the time of the next try', () => {
    const failed = markFailed(startAttempt(item('a'), NOW), unavailable, NOW, { random: () => 0 });
    expect(pendingReply([failed])).toEqual({ kind: 'waiting', at: NOW + 30_000 });
    expect(pendingReply([{ ...failed, nextAttemptAt: undefined }])).toEqual({ kind: 'stopped' });
  });

  it('the one that most needs saying wins: refused, then waiting, then sending', () => {
    const sending = startAttempt(item('a'), NOW);
    const failed = markFailed(startAttempt(item('b'), NOW), unavailable, NOW);
    const refused = markRefused(startAttempt(item('c'), NOW), { message: 'No.', status: 400 });
    expect(pendingReply([sending, failed])?.kind).toBe('waiting');
    expect(pendingReply([sending, failed, refused])?.kind).toBe('refused');
  });

  it('a reply the service saved more than once: doubled, with its copies, until it is dismissed', () => {
    const doubled = markSent(startAttempt(item('a'), NOW), 'c1', NOW, ['c2']);
    expect(pendingReply([doubled])).toEqual({ kind: 'doubled', copies: 2 });
    // A refusal or a stopped reply needs the person first; one on its way can wait to be said.
    expect(pendingReply([doubled, markRefused(startAttempt(item('b'), NOW), unavailable)])?.kind).toBe(
      'refused',
    );
    expect(pendingReply([item('b'), doubled])?.kind).toBe('doubled');
  });
});
