/**
 * One sync run over every connected account: each account's poll (account-poller.ts), then one
 * round of notifications for everything that arrived, then the badge. A run asked for while the
 * polls of another are out (Refresh during the scheduled poll) joins it instead of polling twice.
 * One asked for once those polls have answered would learn nothing from joining (the review that
 * prompted it may have come after them), so it runs next, once, however many ask meanwhile.
 * An account connected while the polls are out is polled by the run it joined, before it ends.
 */
import type { AccountSummary } from '../accounts/account-items';
import type { CachedReview } from '../reviews/cached-review';
import { readSyncSettings } from '../reviews/review-settings';
import { type AccountPollDeps, type AccountPollResult, pollAccount } from './account-poller';
import type { RunTrigger } from './poll-planner';

export interface SyncDeps extends AccountPollDeps {
  listAccounts(): Promise<Pick<AccountSummary, 'id' | 'status'>[]>;
  online(): boolean;
  /** When the sync alarm fires next, if one is set (sync-alarm.ts). */
  nextAlarmAt?(): Promise<number | undefined>;
  /**
   * Shows the notifications for reviews that arrived, and for ratings an edit lowered
   * (lib/notify/new-review-notifier.ts).
   */
  announce(arrived: readonly CachedReview[], ratingDrops: readonly CachedReview[]): Promise<unknown>;
  /** After every run: the badge, the outbox, the figures of the accounts polled. */
  afterRun(accountIds: string[]): Promise<unknown>;
  /**
   * Fetches the location and publisher names of these connected accounts where they are missing or
   * old (lib/names/name-refresh.ts); runs beside the polls and is awaited before announcing, so a
   * notification names the location. Never rejects.
   */
  refreshNames?(accountIds: readonly string[]): Promise<unknown>;
}

export interface SyncRunResult {
  trigger: RunTrigger;
  accounts: AccountPollResult[];
}

let running: Promise<SyncRunResult> | undefined;
/** The running run's polls have all answered: it is only announcing and refreshing the badge. */
let polled = false;
let next: Promise<SyncRunResult> | undefined;

/** A run is under way in this worker. */
export const isSyncRunning = (): boolean => running !== undefined;

export function syncAllAccounts(trigger: RunTrigger, deps: SyncDeps): Promise<SyncRunResult> {
  if (running && polled) {
    next ??= running
      .catch(() => undefined)
      .then(() => {
        next = undefined;
        return syncAllAccounts(trigger, deps);
      });
    return next;
  }
  running ??= run(trigger, deps).finally(() => {
    running = undefined;
    polled = false;
  });
  return running;
}

async function run(trigger: RunTrigger, deps: SyncDeps): Promise<SyncRunResult> {
  const [settings, accounts, nextAlarmAt] = await Promise.all([
    readSyncSettings(),
    deps.listAccounts(),
    deps.nextAlarmAt?.().catch(() => undefined),
  ]);
  const names = deps.online()
    ? deps.refreshNames?.(accounts.filter((a) => a.status === 'connected').map((a) => a.id))
    : undefined;
  const poll = (account: Pick<AccountSummary, 'id' | 'status'>) =>
    pollAccount(
      account.id,
      {
        online: deps.online(),
        needsSignIn: account.status !== 'connected',
        intervalMs: settings.intervalMinutes * 60_000,
        quotaShare: settings.quotaShare,
        trigger,
        nextAlarmAt,
      },
      deps,
    ).catch(
      (): AccountPollResult => ({
        accountId: account.id,
        arrived: [],
        edited: 0,
        requests: 0,
        error: 'error',
      }),
    );
  // Accounts have their own credential and quota: they are polled side by side.
  const results = new Map((await Promise.all(accounts.map(poll))).map((r) => [r.accountId, r]));
  // An account connected or signed in again while those polls were out asked for a run and joined
  // this one, which had listed the accounts before: it is polled now, not at the next alarm.
  const polledAs = new Map(accounts.map((account) => [account.id, account.status]));
  for (;;) {
    const joined = (await deps.listAccounts()).filter(
      (account) => account.status === 'connected' && polledAs.get(account.id) !== 'connected',
    );
    if (joined.length === 0) break;
    for (const account of joined) polledAs.set(account.id, account.status);
    for (const result of await Promise.all(joined.map(poll))) results.set(result.accountId, result);
  }
  polled = true;
  const polls = [...results.values()];
  try {
    await names?.catch(() => {});
    await deps.announce(
      polls.flatMap((result) => result.arrived),
      polls.flatMap((result) => result.ratingDrops ?? []),
    );
  } finally {
    await deps.afterRun([...polledAs.keys()]);
  }
  return { trigger, accounts: polls };
}
