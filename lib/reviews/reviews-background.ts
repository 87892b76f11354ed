/**
 * The reviews feature of the background: the sync (its alarm, browser start, settings and account
 * changes), review notification clicks and buttons, the badge, and the reviews messages. Wiring
 * only: the work is in lib/sync and lib/notify, which take these dependencies as parameters so
 * tests can give them the emulator instead.
 */
import { browser } from '#imports';
import { accountDeps, clientForAccount } from '../accounts/account-client';
import { type AccountSummary, accountsItem } from '../accounts/account-items';
import { onAccountRemoved } from '../accounts/account-removal';
import type { BackgroundFeature } from '../background/feature';
import { followLanguageInWorker } from '../i18n/worker-language';
import { refreshStaleNames } from '../names/name-refresh';
import { browserOnline, refreshBadge } from '../notify/badge-refresh';
import { announceArrivals } from '../notify/new-review-notifier';
import { actOnNotificationButton, openReviewFromNotification } from '../notify/open-review';
import { sendReplies } from '../outbox/outbox-background';
import { refreshHeadlines } from '../reputation/reputation-background';
import type { RunTrigger } from '../sync/poll-planner';
import { whenServiceRecovers } from '../sync/recovery-trigger';
import { refreshOutcomeError } from '../sync/refresh-outcome';
import { ensureSyncAlarm, nextSyncAlarmAt, SYNC_ALARM } from '../sync/sync-alarm';
import { isSyncRunning, type SyncDeps, type SyncRunResult, syncAllAccounts } from '../sync/sync-runner';
import { forgetLooked, markLooked, noteArrivals } from './looked';
import { forgetVisibilities } from './reply-visibility-memory';
import { forgetAccountTargets, responseTargetsItem } from './response-targets';
import { notificationSettingsItem, readSyncSettings, syncSettingsItem } from './review-settings';
import { triage } from './review-triage';
import type { ReviewsProtocol } from './reviews-protocol';

const syncDeps: SyncDeps = {
  openReviews: async (accountId, onRateLimit) =>
    (await clientForAccount(accountId, { onRateLimit })).api.reviews,
  now: Date.now,
  online: browserOnline,
  nextAlarmAt: nextSyncAlarmAt,
  listAccounts: () => accountsItem.getValue(),
  announce: async (arrived, ratingDrops) => {
    // New until the person looks (looked.ts), whatever the notification settings announce.
    await noteArrivals(arrived);
    return announceArrivals(arrived, Date.now(), ratingDrops);
  },
  afterRun: (accountIds) => Promise.all([refreshBadge(), sendReplies(), refreshHeadlines(accountIds)]),
  // Names of locations and publishers: at connect and daily, so no surface shows an id.
  refreshNames: (accountIds) => refreshStaleNames(accountDeps, accountIds),
};

export const syncNow = (trigger: RunTrigger): Promise<SyncRunResult> => syncAllAccounts(trigger, syncDeps);

const scheduleFromSettings = async () => ensureSyncAlarm((await readSyncSettings()).intervalMinutes);

const newlyConnected = (next: AccountSummary[], previous: AccountSummary[] | null): string[] =>
  next
    .filter(
      (account) =>
        account.status === 'connected' &&
        !(previous ?? []).some((before) => before.id === account.id && before.status === 'connected'),
    )
    .map((account) => account.id);

export const reviewsFeature: BackgroundFeature<ReviewsProtocol> = {
  name: 'reviews',
  handlers: {
    refreshReviews: () => refreshReviews(),
    markReviewsRead: (data) => triage(data.accountId, data.reviewIds, { read: data.read }),
    markReviewsDone: (data) => triage(data.accountId, data.reviewIds, { done: data.done }),
    markLooked: async (data) => {
      await markLooked(data.accountIds);
      await refreshBadge();
    },
  },
  alarms: { [SYNC_ALARM]: () => syncNow('alarm') },
  start() {
    // Disconnect forgets the account's remembered reply visibilities (account-removal.ts).
    onAccountRemoved(forgetVisibilities);
    onAccountRemoved(forgetLooked);
    browser.notifications.onClicked.addListener((notificationId) => {
      openReviewFromNotification(notificationId);
    });
    // Chrome's Reply and Mark read; Firefox shows no buttons and may not have the event.
    browser.notifications.onButtonClicked?.addListener((notificationId, buttonIndex) => {
      actOnNotificationButton(notificationId, buttonIndex);
    });
    browser.runtime.onStartup.addListener(() => void syncNow('startup'));
    browser.runtime.onInstalled.addListener(() => void syncNow('startup'));
    // A request that works after a failure (a reply the outbox sent once a 503 outage ended): sync
    // now, so every surface stops saying it fails.
    whenServiceRecovers({ sync: () => void syncNow('manual'), syncing: isSyncRunning });
    syncSettingsItem.watch(() => void scheduleFromSettings());
    notificationSettingsItem.watch(() => void refreshBadge());
    // The badge may count overdue reviews, which the targets decide.
    responseTargetsItem.watch(() => void refreshBadge());
    onAccountRemoved(forgetAccountTargets);
    accountsItem.watch((next, previous) => {
      void refreshBadge();
      // A new or reconnected account fetches its names and starts its backfill now, not at the
      // next alarm (a run already going would not include it).
      const connected = newlyConnected(next, previous);
      if (connected.length === 0) return;
      void refreshStaleNames(accountDeps, connected);
      void syncNow('manual');
    });

    // Options › Language: what the worker writes follows the choice; the badge's tooltip at once.
    followLanguageInWorker(() => void refreshBadge());
    // Every worker start (install, browser start, any wake): the schedule exists and the badge is
    // right (the badge also shows "!" while an account needs sign-in, lib/notify/badge.ts).
    void scheduleFromSettings();
    void refreshBadge();
  },
};

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
