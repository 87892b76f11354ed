/**
 * The reviews half of the background: the listeners main() registers (alarms, notification
 * clicks, start-up, settings and account changes) and the actions behind the reviews messages.
 * Wiring only: the work is in lib/sync, lib/outbox and lib/notify, which take these dependencies
 * as parameters so tests can give them the emulator instead.
 */
import { browser } from '#imports';
import { clientForAccount } from '../accounts/account-client';
import { type AccountSummary, accountsItem } from '../accounts/account-items';
import { listingsDeps } from '../listings/listings-background';
import { refreshStaleNames } from '../names/name-refresh';
import { browserOnline, refreshBadge } from '../notify/badge-refresh';
import { announceArrivals } from '../notify/new-review-notifier';
import { openReviewFromNotification } from '../notify/open-review';
import { OUTBOX_ALARM } from '../outbox/outbox-alarm';
import type { OutboxItem, ReplyInput } from '../outbox/outbox-machine';
import { type OutboxDeps, sendDueReplies } from '../outbox/outbox-sender';
import { discardReply, queueReply, retryReply, undoReply } from '../outbox/reply-outbox';
import { readUndoSeconds } from '../outbox/undo-settings';
import { refreshHeadlines } from '../reputation/reputation-background';
import type { RunTrigger } from '../sync/poll-planner';
import { refreshOutcomeError } from '../sync/refresh-outcome';
import { ensureSyncAlarm, nextSyncAlarmAt, SYNC_ALARM } from '../sync/sync-alarm';
import { type SyncDeps, type SyncRunResult, syncAllAccounts } from '../sync/sync-runner';
import { markReviewsDone, markReviewsRead } from './review-cache-writes';
import { notificationSettingsItem, readSyncSettings, syncSettingsItem } from './review-settings';

const outboxDeps: OutboxDeps = {
  openReviews: async (accountId) => (await clientForAccount(accountId)).api.reviews,
  now: Date.now,
  // Any extension API call resets the worker's idle timer; async, so a throw becomes a rejection.
  keepAlive: async () => {
    await browser.runtime.getPlatformInfo();
  },
};

const syncDeps: SyncDeps = {
  openReviews: async (accountId, onRateLimit) =>
    (await clientForAccount(accountId, { onRateLimit })).api.reviews,
  now: Date.now,
  online: browserOnline,
  nextAlarmAt: nextSyncAlarmAt,
  listAccounts: () => accountsItem.getValue(),
  announce: (arrived, ratingDrops) => announceArrivals(arrived, Date.now(), ratingDrops),
  afterRun: (accountIds) => Promise.all([refreshBadge(), sendReplies(), refreshHeadlines(accountIds)]),
  // Names of locations and publishers: at connect and daily, so no surface shows an id.
  refreshNames: (accountIds) => refreshStaleNames(listingsDeps, accountIds),
};

export const syncNow = (trigger: RunTrigger): Promise<SyncRunResult> => syncAllAccounts(trigger, syncDeps);
export const sendReplies = (): Promise<void> => sendDueReplies(outboxDeps);

const scheduleFromSettings = async () => ensureSyncAlarm((await readSyncSettings()).intervalMinutes);

const newlyConnected = (next: AccountSummary[], previous: AccountSummary[] | null): string[] =>
  next
    .filter(
      (account) =>
        account.status === 'connected' &&
        !(previous ?? []).some((before) => before.id === account.id && before.status === 'connected'),
    )
    .map((account) => account.id);

/** Registers every reviews listener; call synchronously from the background's main(). */
export function registerReviewsBackground(): void {
  browser.alarms.onAlarm.addListener((alarm) => {
    if (alarm.name === SYNC_ALARM) void syncNow('alarm');
    else if (alarm.name === OUTBOX_ALARM) void sendReplies();
  });
  browser.notifications.onClicked.addListener((notificationId) => {
    openReviewFromNotification(notificationId);
  });
  browser.runtime.onStartup.addListener(() => void syncNow('startup'));
  browser.runtime.onInstalled.addListener(() => void syncNow('startup'));
  syncSettingsItem.watch(() => void scheduleFromSettings());
  notificationSettingsItem.watch(() => void refreshBadge());
  accountsItem.watch((next, previous) => {
    void refreshBadge();
    // A new or reconnected account fetches its names and starts its backfill now, not at the next
    // alarm (a run already going would not include it).
    const connected = newlyConnected(next, previous);
    if (connected.length === 0) return;
    void refreshStaleNames(listingsDeps, connected);
    void syncNow('manual');
  });

  // Every worker start (install, browser start, any wake): the schedule exists; the outbox re-arms
  // its alarm from its records (a restart may drop alarms) and sends what is due; the badge is right.
  void scheduleFromSettings();
  void sendReplies();
  void refreshBadge();
}

/**
 * Refresh: one manual run; resolves when it is done (the cache holds the result), and rejects
 * with what went wrong if an account could not sync, so the page that asked can say so.
 */
export async function refreshReviews(): Promise<{ arrived: number; edited: number }> {
  const result = await syncNow('manual');
  const failure = refreshOutcomeError(result.accounts, Date.now());
  if (failure) throw failure;
  return {
    arrived: result.accounts.reduce((sum, account) => sum + account.arrived.length, 0),
    edited: result.accounts.reduce((sum, account) => sum + account.edited, 0),
  };
}

/**
 * Send reply: persisted as `queued` first, held for the undo window (Options), then sent without
 * making the composer wait. Answering a review is reading it: it is marked read here, whichever page
 * sent the reply.
 */
export async function sendReply(input: ReplyInput): Promise<OutboxItem> {
  const item = await queueReply(input, Date.now(), (await readUndoSeconds()) * 1000);
  await markRead(input.accountId, [input.reviewId], true).catch(() => {});
  void sendReplies();
  return item;
}

export async function retryReplyNow(id: string): Promise<OutboxItem> {
  const item = await retryReply(id);
  void sendReplies();
  return item;
}

export { discardReply, undoReply };

export async function markRead(accountId: string, reviewIds: string[], read: boolean): Promise<void> {
  await markReviewsRead(accountId, reviewIds, read);
  await refreshBadge();
}

/** Done is local and leaves the counts as they are: no badge refresh. */
export const markDone = (accountId: string, reviewIds: string[], done: boolean): Promise<void> =>
  markReviewsDone(accountId, reviewIds, done);
