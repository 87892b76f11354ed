/**
 * The outbox feature of the background: the reply messages, the outbox alarm, and the sending of
 * what is due at every worker start (the outbox re-arms its alarm from its records: a restart may
 * drop alarms). Wiring only; the work is in outbox-sender.ts and reply-outbox.ts, which take these
 * dependencies as parameters so tests can give them the emulator instead.
 */
import { browser } from '#imports';
import { clientForAccount } from '../accounts/account-client';
import type { BackgroundFeature } from '../background/feature';
import { triage } from '../reviews/review-triage';
import { OUTBOX_ALARM } from './outbox-alarm';
import type { OutboxItem, ReplyInput } from './outbox-machine';
import type { OutboxProtocol } from './outbox-protocol';
import { type OutboxDeps, sendDueReplies } from './outbox-sender';
import { discardReply, queueReply, retryReply, undoReply } from './reply-outbox';
import { readUndoSeconds } from './undo-settings';

const outboxDeps: OutboxDeps = {
  openReviews: async (accountId) => (await clientForAccount(accountId)).api.reviews,
  now: Date.now,
  // Any extension API call resets the worker's idle timer; async, so a throw becomes a rejection.
  keepAlive: async () => {
    await browser.runtime.getPlatformInfo();
  },
};

export const sendReplies = (): Promise<void> => sendDueReplies(outboxDeps);

/**
 * Send reply: persisted as `queued` first, held for the undo window (Options), then sent without
 * making the composer wait. Answering a review is reading it: it is marked read here, whichever page
 * sent the reply.
 */
export async function sendReply(input: ReplyInput): Promise<OutboxItem> {
  const item = await queueReply(input, Date.now(), (await readUndoSeconds()) * 1000);
  await triage(input.accountId, [input.reviewId], { read: true }).catch(() => {});
  void sendReplies();
  return item;
}

export async function retryReplyNow(id: string): Promise<OutboxItem> {
  const item = await retryReply(id);
  void sendReplies();
  return item;
}

export const outboxFeature: BackgroundFeature<OutboxProtocol> = {
  name: 'outbox',
  handlers: {
    sendReply: (data) => sendReply(data),
    retryReply: (data) => retryReplyNow(data.id),
    undoReply: (data) => undoReply(data.id),
    discardReply: (data) => discardReply(data.id),
  },
  alarms: { [OUTBOX_ALARM]: () => sendReplies() },
  start() {
    void sendReplies();
  },
};
