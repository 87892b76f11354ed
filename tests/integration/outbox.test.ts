/**
 * The reply outbox against the emulator over real HTTP (Nothing lost, nothing twice):
 * replies land exactly once under `dropAfterCommit` and a 503 storm, a 4xx is refused with the
 * service's message and never retried, a reply to a comment carries its `parentId`, and a reply
 * left `sending` by a dead worker is read back before anything is posted again.
 */

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { Comment } from '@/lib/api';
import { openData } from '@/lib/durable/data-db';
import { OUTBOX_ALARM } from '@/lib/outbox/outbox-alarm';
import { type OutboxItem, startAttempt, UNSURE_WAIT_MS } from '@/lib/outbox/outbox-machine';
import { KEEP_SENT_MS, type OutboxDeps, sendDueReplies } from '@/lib/outbox/outbox-sender';
import { readOutboxItem } from '@/lib/outbox/outbox-store';
import { discardReply, queueReply, retryReply } from '@/lib/outbox/reply-outbox';
import type { CachedReview } from '@/lib/reviews/cached-review';
import { readDraft, readOutbox, readReview, saveDraft } from '@/lib/reviews/review-cache';
import { syncAllAccounts } from '@/lib/sync/sync-runner';
import { readReviews } from '../unit/lib/reviews/read-reviews';
import { ACCOUNT, clearCache, connectAccount, type Harness, startHarness } from './sync-harness';

let harness: Harness;

const deps: OutboxDeps = {
  openReviews: async () => harness.client().reviews,
  now: () => harness.now(),
  random: () => 0,
};

const commentPosts = () =>
  harness.requests((request) => request.method === 'POST' && request.path.endsWith('/comments'));
/** The replies the emulator holds for a review with this exact text. */
const landed = async (reviewId: string, text: string): Promise<Comment[]> =>
  (await harness.client().reviews.get(reviewId)).comments.filter((comment) => comment.message === text);

/** A cached review awaiting a reply on `publisherId` not used by an earlier test. */
const used = new Set<string>();
async function awaitingOn(publisherId: string, predicate: (review: CachedReview) => boolean = () => true) {
  const { reviews } = await readReviews(ACCOUNT, { publisherIds: [publisherId] });
  const review = reviews.find((candidate) => !used.has(candidate.id) && predicate(candidate));
  if (!review) throw new Error(`no cached ${publisherId} review left`);
  used.add(review.id);
  return review;
}

async function reply(
  review: CachedReview,
  content: string,
  extra: { parentId?: string; visibility?: 'PUBLIC' | 'PRIVATE' } = {},
) {
  const input = {
    accountId: ACCOUNT,
    reviewId: review.id,
    visibility: extra.visibility ?? 'PUBLIC',
    content,
    ...extra,
  } as const;
  await saveDraft({ ...input, text: content });
  return queueReply(input, harness.now());
}

const item = async (id: string) => (await readOutboxItem(id)) as OutboxItem;

/**
 * Node's fetch as Chromium behaves: a request whose connection dropped before any answer is sent
 * once more (Chromium does so on a reused keep-alive connection, POST included).
 */
const resendingFetch: typeof fetch = async (input, init) => {
  const request = new Request(input, init);
  const spare = request.clone();
  try {
    return await fetch(request);
  } catch {
    return fetch(spare);
  }
};

/** Adds a comment to a review on the emulator (its admin API), as if posted elsewhere. */
async function adminComment(reviewId: string, comment: Record<string, unknown>): Promise<void> {
  const response = await fetch(`${harness.emulator.baseUrl}/__emulator/reviews/${reviewId}/comments`, {
    method: 'POST',
    body: JSON.stringify(comment),
    headers: { 'content-type': 'application/json' },
  });
  expect(response.status).toBe(201);
}

beforeAll(async () => {
  fakeBrowser.reset();
  await clearCache();
  harness = await startHarness({ reviews: 300 });
  await connectAccount(harness, 'Slice');
  // The composer replies to what the cache shows: backfill it first.
  await syncAllAccounts('startup', {
    openReviews: async (_id, onRateLimit) => harness.client({ onRateLimit }).reviews,
    now: () => harness.now(),
    online: () => true,
    listAccounts: async () => [{ id: ACCOUNT, status: 'connected' }],
    announce: async () => {},
    afterRun: async () => {},
  });
});
afterEach(() => harness.clearFaults());
afterAll(() => harness.close());

describe('the reply outbox', () => {
  it('writes the reply to the outbox first, sends it, shows it in the thread and clears the draft', async () => {
    const review = await awaitingOn('BRANDB', (candidate) => candidate.needsReply);
    const queued = await reply(review, 'Thank you for the kind words!');
    expect(queued.status).toBe('queued');
    expect(await item(queued.id)).toMatchObject({
      status: 'queued',
      content: 'Thank you for the kind words!',
    });

    await sendDueReplies(deps);

    expect(await item(queued.id)).toMatchObject({ status: 'sent', attempts: 1 });
    const onService = await landed(review.id, 'Thank you for the kind words!');
    expect(onService).toHaveLength(1);
    expect(onService[0]).toMatchObject({ authorRole: 'BUSINESS_OWNER', visibility: 'PUBLIC' });
    expect((await item(queued.id)).commentId).toBe(onService[0].id);
    const cached = await readReview(ACCOUNT, review.id);
    expect(cached?.comments.at(-1)?.message).toBe('Thank you for the kind words!');
    expect(cached?.needsReply).toBe(false);
    expect(await readDraft(ACCOUNT, review.id)).toBeUndefined();
  });

  it('a private reply lands once, private', async () => {
    const review = await awaitingOn('BRANDCMYBUSINESS');
    const queued = await reply(review, 'Could you email us the details?', { visibility: 'PRIVATE' });
    await sendDueReplies(deps);
    expect(await item(queued.id)).toMatchObject({ status: 'sent' });
    expect(await landed(review.id, 'Could you email us the details?')).toEqual([
      expect.objectContaining({ visibility: 'PRIVATE' }),
    ]);
  });

  it('under dropAfterCommit: the answer is lost, the read-back right after finds the reply once, nothing posts twice', async () => {
    const review = await awaitingOn('BRANDB');
    const text = 'Sorry to hear that, we will call you today.';
    await harness.faults({ dropAfterCommit: true, paths: '/comments$' });
    await harness.clearRequests();
    const queued = await reply(review, text);

    await sendDueReplies(deps);

    const sent = await item(queued.id);
    expect(sent).toMatchObject({ status: 'sent', attempts: 1 });
    expect(sent.extraCommentIds).toBeUndefined();
    expect(await commentPosts()).toHaveLength(1);
    expect(await commentPosts()).toEqual([expect.objectContaining({ dropped: true })]);
    const onService = await landed(review.id, text);
    expect(onService).toHaveLength(1);
    expect(sent.commentId).toBe(onService[0].id);
    expect(await readDraft(ACCOUNT, review.id)).toBeUndefined();
    // Nothing is left to retry.
    await harness.advance(60 * 60_000);
    await sendDueReplies(deps);
    expect(await commentPosts()).toHaveLength(1);
  });

  it('the answer and the read-back both lost: failed, and the retry reads back instead of posting', async () => {
    const review = await awaitingOn('BRANDB');
    const text = 'We will look into it this week.';
    // The review's read-back loses its answer too.
    await harness.faults({ dropAfterCommit: true, paths: `/reviews/${review.id}(/comments)?$` });
    await harness.clearRequests();
    const queued = await reply(review, text);

    await sendDueReplies(deps);
    const failed = await item(queued.id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 1 });
    // The first retry comes 30 s later, by the outbox alarm.
    expect(failed.nextAttemptAt! - harness.now()).toBeGreaterThan(29_000);
    expect(failed.nextAttemptAt! - harness.now()).toBeLessThanOrEqual(30_000);
    expect(await fakeBrowser.alarms.get(OUTBOX_ALARM)).toBeDefined();
    expect(await readDraft(ACCOUNT, review.id)).toMatchObject({ text }); // kept until sent

    // Posts still lose their answers: the retry reads back instead of posting.
    await harness.faults({ dropAfterCommit: true, paths: '/comments$' });
    await harness.advance(30_000);
    await sendDueReplies(deps);

    expect(await item(queued.id)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(await commentPosts()).toHaveLength(1);
    expect(await landed(review.id, text)).toHaveLength(1);
    expect(await readDraft(ACCOUNT, review.id)).toBeUndefined();
  });

  it('the browser resends the dropped POST and the service saves it twice: sent, marked doubled, kept until dismissed', async () => {
    const review = await awaitingOn('BRANDB');
    const text = 'Thank you, we have passed it on.';
    // Chromium's network stack, over real HTTP: Node's fetch does not resend on its own.
    const resending: OutboxDeps = {
      ...deps,
      openReviews: async () => harness.client({ fetch: resendingFetch }).reviews,
    };
    await harness.faults({ dropAfterCommit: true, paths: '/comments$' });
    await harness.clearRequests();
    const queued = await reply(review, text);

    await sendDueReplies(resending);

    const onService = await landed(review.id, text);
    expect(onService).toHaveLength(2);
    expect(await commentPosts()).toHaveLength(2);
    const doubled = await item(queued.id);
    expect(doubled).toMatchObject({
      status: 'sent',
      attempts: 1,
      commentId: onService[0].id,
      extraCommentIds: [onService[1].id],
    });
    // Both copies show in the cached thread, as on the service.
    const cached = await readReview(ACCOUNT, review.id);
    expect(cached?.comments.filter((comment) => comment.message === text)).toHaveLength(2);
    expect(await readDraft(ACCOUNT, review.id)).toBeUndefined();

    // Never retried, and its notice outlives a sent reply's week: it stays until dismissed.
    await harness.clearFaults();
    await harness.advance(KEEP_SENT_MS + 60_000);
    await sendDueReplies(resending);
    expect(await commentPosts()).toHaveLength(2);
    expect(await readOutbox(ACCOUNT, review.id)).toEqual([
      expect.objectContaining({ id: queued.id, status: 'sent', extraCommentIds: [onService[1].id] }),
    ]);
    await expect(retryReply(queued.id)).rejects.toThrow();
    await discardReply(queued.id);
    expect(await readOutbox(ACCOUNT, review.id)).toEqual([]);
    expect(await landed(review.id, text)).toHaveLength(2);
  });

  it('a read-back before a retry that finds two copies marks the reply doubled and posts nothing', async () => {
    const review = await awaitingOn('BRANDB');
    const text = 'Two copies are already there.';
    const queued = await reply(review, text);
    // The dead worker's attempt reached the service, and a second copy of it landed too.
    const db = await openData();
    await db.put('outbox', startAttempt(await item(queued.id), harness.now()));
    for (let copy = 0; copy < 2; copy++)
      await adminComment(review.id, { message: text, authorRole: 'BUSINESS_OWNER', visibility: 'PUBLIC' });
    await harness.clearRequests();

    await harness.advance(UNSURE_WAIT_MS);
    await sendDueReplies(deps);

    const onService = await landed(review.id, text);
    expect(await item(queued.id)).toMatchObject({
      status: 'sent',
      attempts: 2,
      commentId: onService[0].id,
      extraCommentIds: [onService[1].id],
    });
    expect(await commentPosts()).toEqual([]);
  });

  it("the same words sent again on purpose are that reply's own, not a copy of the first", async () => {
    const review = await awaitingOn('BRANDCMYBUSINESS');
    const text = 'See you soon!';
    const first = await reply(review, text);
    await sendDueReplies(deps);
    // The second reply is queued from a cache that does not show the first one yet.
    const db = await openData();
    const second = await reply(review, text);
    await db.put('outbox', { ...(await item(second.id)), knownCommentIds: [] });
    await harness.faults({ dropAfterCommit: true, paths: '/comments$' });
    await sendDueReplies(deps);

    const onService = await landed(review.id, text);
    expect(onService).toHaveLength(2);
    expect(await item(first.id)).toMatchObject({ status: 'sent', commentId: onService[0].id });
    const again = await item(second.id);
    expect(again).toMatchObject({ status: 'sent', commentId: onService[1].id });
    expect(again.extraCommentIds).toBeUndefined();
  });

  it('under a 503 storm (some after the commit): retried with backoff, lands exactly once', async () => {
    const review = await awaitingOn('BRANDB');
    const text = 'We have passed this on to the manager.';
    // First 503s before any write, then one 503 after the write (the worst case).
    await harness.faults({ statuses: [503], rate: 1, paths: '/comments$' });
    await harness.clearRequests();
    const queued = await reply(review, text);
    for (let i = 0; i < 3; i++) {
      await sendDueReplies(deps);
      expect(await item(queued.id)).toMatchObject({ status: 'failed', attempts: i + 1 });
      await harness.advance(15 * 60_000);
    }
    await harness.faults({ statuses: [503], rate: 1, dropAfterCommit: true, paths: '/comments$' });
    await sendDueReplies(deps); // committed, answered 503
    expect(await item(queued.id)).toMatchObject({ status: 'failed', attempts: 4 });
    await harness.advance(15 * 60_000);
    await sendDueReplies(deps); // reads back: there
    expect(await item(queued.id)).toMatchObject({ status: 'sent', attempts: 5 });
    expect(await commentPosts()).toHaveLength(4);
    expect(await landed(review.id, text)).toHaveLength(1);
    await harness.advance(60 * 60_000);
    await sendDueReplies(deps);
    expect(await commentPosts()).toHaveLength(4);
    expect(await fakeBrowser.alarms.get(OUTBOX_ALARM)).toBeUndefined();
  });

  it("a 4xx is refused with the service's message, and never retried", async () => {
    const review = await awaitingOn('BRANDA');
    await harness.clearRequests();
    const queued = await reply(review, 'Thanks!');
    await sendDueReplies(deps);
    const refused = await item(queued.id);
    expect(refused.status).toBe('refused');
    expect(refused.problem).toMatchObject({ status: 403, code: 2503 });
    // The service's own words (conventions.md › Reviews: 403 code 2503), for the composer.
    expect(refused.problem?.message).toContain('BRANDA does not take replies.');
    expect(await readDraft(ACCOUNT, review.id)).toMatchObject({ text: 'Thanks!' }); // back to the composer
    await harness.advance(60 * 60_000);
    await sendDueReplies(deps);
    expect(await commentPosts()).toHaveLength(1);
    await expect(retryReply(queued.id)).rejects.toThrow();
    await discardReply(queued.id);
    expect(await readOutboxItem(queued.id)).toBeUndefined();
  });

  it('a reply to a comment on BRANDB carries its parentId', async () => {
    const review = await awaitingOn('BRANDB', (candidate) =>
      candidate.comments.some((c) => c.authorRole === 'CONSUMER'),
    );
    const parent = review.comments.findLast((c) => c.authorRole === 'CONSUMER')!;
    const queued = await reply(review, 'Glad we could sort it out.', { parentId: parent.id });
    await sendDueReplies(deps);
    expect(await item(queued.id)).toMatchObject({ status: 'sent', parentId: parent.id });
    expect(await landed(review.id, 'Glad we could sort it out.')).toEqual([
      expect.objectContaining({ parentId: parent.id, authorRole: 'BUSINESS_OWNER' }),
    ]);
    expect(await readDraft(ACCOUNT, review.id, parent.id)).toBeUndefined();
  });

  it('a reply left "sending" by a dead worker is read back, not posted again', async () => {
    const review = await awaitingOn('BRANDB');
    const text = 'Posted just before the worker stopped.';
    const queued = await reply(review, text);
    // The dead worker's attempt: marked sending, and the POST reached the service.
    const db = await openData();
    await db.put('outbox', startAttempt(await item(queued.id), harness.now()));
    await harness.client().reviews.comment(review.id, { content: text, visibility: 'PUBLIC' });
    await harness.clearRequests();

    await harness.advance(UNSURE_WAIT_MS);
    await sendDueReplies(deps); // a new worker starts, once the cut-off request can no longer land

    expect(await item(queued.id)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(await commentPosts()).toEqual([]);
    expect(await landed(review.id, text)).toHaveLength(1);
  });

  it('a worker woken while its cut-off request is still on its way waits, then reads back: one copy', async () => {
    const review = await awaitingOn('BRANDB');
    const text = 'Sent just as the browser closed.';
    const queued = await reply(review, text);
    // The dead worker began the attempt; its POST is still in transit (not on the service yet).
    const db = await openData();
    const startedAt = harness.now();
    await db.put('outbox', startAttempt(await item(queued.id), startedAt));
    await harness.clearRequests();

    await harness.advance(1_500);
    await sendDueReplies(deps); // woken at once: nothing is read back or sent yet
    expect(await item(queued.id)).toMatchObject({ status: 'checking', attempts: 1 });
    expect(await harness.requests()).toEqual([]);
    // The alarm brings a worker back when the wait is over (no sooner than Chrome's 30 s minimum).
    const wake = (await fakeBrowser.alarms.get(OUTBOX_ALARM))?.scheduledTime ?? 0;
    expect(wake).toBeGreaterThanOrEqual(startedAt + UNSURE_WAIT_MS);
    expect(wake).toBeLessThanOrEqual(harness.now() + UNSURE_WAIT_MS);

    // The cut-off request lands meanwhile.
    await harness.client().reviews.comment(review.id, { content: text, visibility: 'PUBLIC' });
    await harness.clearRequests();
    await harness.advance(UNSURE_WAIT_MS - 1_500);
    await sendDueReplies(deps); // the alarm

    expect(await item(queued.id)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(await commentPosts()).toEqual([]);
    expect(await landed(review.id, text)).toHaveLength(1);
  });

  it('a worker woken after a cut-off request that never arrived sends it again, once', async () => {
    const review = await awaitingOn('BRANDB');
    const text = 'Lost with the worker, sent again.';
    const queued = await reply(review, text);
    const db = await openData();
    await db.put('outbox', startAttempt(await item(queued.id), harness.now()));
    await harness.clearRequests();
    await sendDueReplies(deps);
    expect(await commentPosts()).toEqual([]);
    await harness.advance(UNSURE_WAIT_MS);
    await sendDueReplies(deps);
    expect(await item(queued.id)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(await commentPosts()).toHaveLength(1);
    expect(await landed(review.id, text)).toHaveLength(1);
  });

  it('an attempt is covered by the alarm while it runs: should the worker die, a new one comes back', async () => {
    const review = await awaitingOn('BRANDB');
    const text = 'Slow to send.';
    await harness.faults({ hold: true, paths: '/comments$' });
    const queued = await reply(review, text);
    await fakeBrowser.alarms.clear(OUTBOX_ALARM);
    const pass = sendDueReplies(deps);
    // The post is on its way, held by the emulator until the faults are cleared.
    await expect.poll(harness.held).toBe(1);
    const sending = await item(queued.id);
    expect(sending.status).toBe('sending');
    expect((await fakeBrowser.alarms.get(OUTBOX_ALARM))?.scheduledTime).toBeGreaterThanOrEqual(
      sending.sendingSince! + UNSURE_WAIT_MS,
    );
    await harness.clearFaults();
    await pass;
    expect(await item(queued.id)).toMatchObject({ status: 'sent' });
  });

  it('a sent reply stays in the outbox list as sent for its retention period, then leaves it', async () => {
    const review = await awaitingOn('BRANDCMYBUSINESS');
    const queued = await reply(review, 'Kept in sight for a while.');
    await sendDueReplies(deps);
    const sentAt = (await item(queued.id)).sentAt!;
    expect(await readOutbox(ACCOUNT, review.id)).toEqual([
      expect.objectContaining({ id: queued.id, status: 'sent' }),
    ]);

    // A minute before the period ends, a later pass (any sync run ends with one) keeps it, and
    // posts nothing more.
    await harness.advance(sentAt + KEEP_SENT_MS - 60_000 - harness.now());
    await sendDueReplies(deps);
    expect(await readOutbox(ACCOUNT, review.id)).toEqual([
      expect.objectContaining({ id: queued.id, status: 'sent' }),
    ]);
    expect(await landed(review.id, 'Kept in sight for a while.')).toHaveLength(1);

    await harness.advance(120_000);
    await sendDueReplies(deps);
    expect(await readOutbox(ACCOUNT, review.id)).toEqual([]);
  });

  it('a draft typed for the same review while a reply was sending survives that send', async () => {
    const review = await awaitingOn('BRANDB');
    await harness.faults({ hold: true, paths: '/comments$' });
    const queued = await reply(review, 'The first answer.');
    const pass = sendDueReplies(deps);
    await expect.poll(harness.held).toBe(1);
    expect((await item(queued.id)).status).toBe('sending');
    // The composer emptied its box on Send; the person starts another reply to the same review.
    await saveDraft({ accountId: ACCOUNT, reviewId: review.id, text: 'A follow-up, not sent yet.' });
    await harness.clearFaults();
    await pass;
    expect(await item(queued.id)).toMatchObject({ status: 'sent' });
    expect(await readDraft(ACCOUNT, review.id)).toMatchObject({ text: 'A follow-up, not sent yet.' });
  });

  it('a draft equal to the text that was sent is cleared', async () => {
    const review = await awaitingOn('BRANDB');
    await harness.faults({ hold: true, paths: '/comments$' });
    const queued = await reply(review, 'Said once.');
    const pass = sendDueReplies(deps);
    await expect.poll(harness.held).toBe(1);
    expect((await item(queued.id)).status).toBe('sending');
    // Written again (e.g. the box restored from the draft in another window), the same words.
    await saveDraft({ accountId: ACCOUNT, reviewId: review.id, text: 'Said once.\n' });
    await harness.clearFaults();
    await pass;
    expect(await item(queued.id)).toMatchObject({ status: 'sent' });
    expect(await readDraft(ACCOUNT, review.id)).toBeUndefined();
  });

  it('a worker start re-arms the alarm from the records (the browser may have dropped it), and sends what is due', async () => {
    const review = await awaitingOn('BRANDCMYBUSINESS');
    const text = 'Waiting across a browser restart.';
    await harness.faults({ statuses: [503], paths: '/comments$' });
    const queued = await reply(review, text);
    await sendDueReplies(deps);
    const failed = await item(queued.id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 1 });
    await harness.clearFaults();

    // The browser restarts and drops the alarm; the new worker starts before the retry is due.
    await fakeBrowser.alarms.clearAll();
    await sendDueReplies(deps);
    // At the retry time, or Chrome's 30 s minimum from now if that is later.
    const wake = (await fakeBrowser.alarms.get(OUTBOX_ALARM))?.scheduledTime ?? 0;
    expect(wake).toBeGreaterThanOrEqual(failed.nextAttemptAt!);
    expect(wake).toBeLessThanOrEqual(harness.now() + 30_000);
    expect(await landed(review.id, text)).toEqual([]);

    // Or it starts once the retry is due (and again no alarm survived): it sends at once.
    await fakeBrowser.alarms.clearAll();
    await harness.advance(failed.nextAttemptAt! - harness.now());
    await sendDueReplies(deps);
    expect(await item(queued.id)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(await landed(review.id, text)).toHaveLength(1);
  });

  it("the person's Retry after automatic retries ran out", async () => {
    const review = await awaitingOn('BRANDCMYBUSINESS');
    await harness.faults({ statuses: [500], rate: 1, paths: '/comments$' });
    const queued = await reply(review, 'We are on it.');
    const db = await openData();
    // Seven attempts already spent: the next failure is the last automatic one.
    await db.put('outbox', { ...(await item(queued.id)), attempts: 7 });
    await sendDueReplies(deps);
    expect(await item(queued.id)).toMatchObject({ status: 'failed', attempts: 8, nextAttemptAt: undefined });
    await harness.clearFaults();
    await harness.advance(24 * 60 * 60_000);
    await sendDueReplies(deps);
    expect((await item(queued.id)).status).toBe('failed');
    await retryReply(queued.id, harness.now());
    await sendDueReplies(deps);
    expect(await item(queued.id)).toMatchObject({ status: 'sent', attempts: 9 });
    expect(await landed(review.id, 'We are on it.')).toHaveLength(1);
  });
});
