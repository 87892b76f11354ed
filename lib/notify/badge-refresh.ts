/**
 * Gathers what the badge shows from storage (accounts, settings, sync health, cache counts) and
 * applies it. Called after every sync run, read mark and account change; cheap, since the counts
 * come from IndexedDB indexes.
 */
import { accountsItem } from '../accounts/account-items';
import { languageReady } from '../i18n/worker-language';
import { countOverdue } from '../reputation/overdue';
import { bandsFor, readResponseTargets } from '../reviews/response-targets';
import { countInbox } from '../reviews/review-cache';
import { readNotificationSettings } from '../reviews/review-settings';
import { loadAllSyncStates } from '../sync/sync-state';
import { syncStatusOf } from '../sync/sync-status';
import { syncStatusLine, syncStatusWords } from '../sync/sync-status-words';
import { applyBadge, type BadgeState, badgeView } from './badge';

/** What the browser says of the network; where there is no `navigator` (Node), assume online. */
export const browserOnline = (): boolean => globalThis.navigator?.onLine !== false;

export async function readBadgeState(online = browserOnline(), now = Date.now()): Promise<BadgeState> {
  const [accounts, settings, states] = await Promise.all([
    accountsItem.getValue(),
    readNotificationSettings(),
    loadAllSyncStates(),
  ]);
  const connected = accounts.filter((account) => account.status === 'connected');
  const counts = await Promise.all(connected.map((account) => countInbox(account.id)));
  // Overdue moves with the clock: counted at each refresh (every sync run), from the facts.
  const overdue =
    settings.badgeMode === 'overdue'
      ? await readResponseTargets().then((targets) =>
          Promise.all(
            connected.map((account) => countOverdue(account.id, bandsFor(targets, account.id), now)),
          ),
        )
      : [];
  // The same reducer and words as the headers (lib/sync/sync-status.ts), per connected account.
  const trouble = connected
    .map((account) => {
      const state = states.find((candidate) => candidate.accountId === account.id);
      return { account, status: syncStatusOf({ state, now, online }) };
    })
    .find(({ status }) => status.kind === 'failed' || status.kind === 'unreachable');
  const troubleLine = trouble && syncStatusLine(syncStatusWords(trouble.status, now));
  return {
    accounts: accounts.length,
    needsSignIn: accounts
      .filter((account) => account.status === 'needsSignIn')
      .map((account) => account.name),
    offline: !online,
    syncTrouble:
      troubleLine && connected.length > 1 ? `${trouble.account.name}: ${troubleLine}` : troubleLine,
    mode: settings.badgeMode,
    count:
      settings.badgeMode === 'overdue'
        ? overdue.reduce((sum, count) => sum + count, 0)
        : counts.reduce(
            (sum, count) => sum + (settings.badgeMode === 'unread' ? count.unread : count.awaiting),
            0,
          ),
  };
}

// Calls can overlap (a sync ends as a review is marked read): the last one started wins.
let latest = 0;

export async function refreshBadge(): Promise<void> {
  const call = ++latest;
  // The tooltip is in the chosen language once the worker has read it (lib/i18n/worker-language.ts).
  const [state] = await Promise.all([readBadgeState(), languageReady()]);
  const view = badgeView(state);
  if (call === latest) await applyBadge(view);
}
