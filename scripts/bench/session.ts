/**
 * One benchmark session: an emulator seeded with N reviews, Chromium with the bench build loaded,
 * connection settings saved on the options page and accounts connected through the real consent
 * page (the e2e page objects), so the cache is filled by the real sync, never by a shortcut.
 */
import type { BrowserContext, Page, Worker } from '@playwright/test';
import { type RunningEmulator, startEmulator } from '../../emulator/index';
import { ConsentPage, OptionsPage } from '../../tests/e2e/pages/options-page';
import { PopupPage } from '../../tests/e2e/pages/popup-page';
import { countCachedRecords, readCachedRecords } from '../../tests/shared/cache-reader';
import { launchWithExtension } from '../launch-browser';
import { attachWorkerHeap, freePort, type WorkerHeap } from './worker-heap';

export interface LoggedRequest {
  method: string;
  path: string;
  /** With the credential's value `[redacted]`. */
  query?: Record<string, string>;
  status: number;
  time: string;
  durationMs: number;
}

/** The cached sync bookkeeping of an account (lib/sync/sync-state.ts), as far as the bench reads it. */
export interface SyncStateView {
  accountId: string;
  backfill: { offset: number; total?: number } | null;
  lastRunAt?: number;
  lastSuccessAt?: number;
  lastError?: { kind: string; message: string };
}

export interface BenchSession {
  emulator: RunningEmulator;
  context: BrowserContext;
  worker: Worker;
  extensionId: string;
  heap: WorkerHeap;
  /** The browser's DevTools port (worker-heap.ts attaches through it). */
  debuggingPort: number;
  openPage(path: string, size?: { width: number; height: number }): Promise<Page>;
  /** Connects the n-th account of the consent page (0: the primary one); resolves once allowed. */
  connect(accountIndex?: number): Promise<void>;
  syncStates(): Promise<SyncStateView[]>;
  cachedReviews(): Promise<number>;
  requests(): Promise<LoggedRequest[]>;
  clearRequests(): Promise<void>;
  close(): Promise<void>;
}

export async function openSession(
  extensionDir: string,
  {
    reviews,
    locations = 12,
    agencyAccounts = 0,
  }: { reviews: number; locations?: number; agencyAccounts?: number },
): Promise<BenchSession> {
  const emulator = await startEmulator({ seed: 'bench', reviews, locations, agencyAccounts });
  const port = await freePort();
  const browser = await launchWithExtension(extensionDir, { args: [`--remote-debugging-port=${port}`] });
  const { context } = browser;
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  const extensionId = new URL(worker.url()).host;
  const heap = await attachWorkerHeap(port, worker.url());
  const openPage = async (path: string, size = { width: 400, height: 600 }) => {
    const page = await context.newPage();
    await page.setViewportSize(size);
    await page.goto(`chrome-extension://${extensionId}/${path}`);
    return page;
  };

  await (await OptionsPage.openConfigured(openPage, emulator)).page.close();

  const admin = (path: string, init?: RequestInit) => fetch(`${emulator.baseUrl}/__emulator/${path}`, init);

  return {
    emulator,
    context,
    worker,
    extensionId,
    heap,
    debuggingPort: port,
    openPage,
    async connect(accountIndex = 0) {
      const popup = await PopupPage.open(openPage);
      // The first account from the Connect prompt (waited for: its code loads as it is shown),
      // the others from the account switcher.
      const trigger =
        accountIndex === 0 ? () => popup.connectButton().click() : () => popup.addAnotherAccount();
      const consent = await ConsentPage.openedBy(context, trigger);
      const name =
        accountIndex === 0 ? await consent.selectedAccountName() : await consent.chooseAccount(accountIndex);
      await consent.allow();
      await popup.expectActiveAccount(name);
      await popup.page.close();
    },
    syncStates: () => readCachedRecords<SyncStateView>(worker, 'syncState'),
    cachedReviews: () => countCachedRecords(worker, 'reviews'),
    async requests() {
      return ((await (await admin('requests')).json()) as { requests: LoggedRequest[] }).requests;
    },
    async clearRequests() {
      await admin('requests', { method: 'DELETE' });
    },
    async close() {
      await heap.close().catch(() => {});
      await browser.close();
      await emulator.close();
    },
  };
}

/** Polls `check` every `everyMs` until it returns a value, or throws after `timeoutMs`. */
export async function waitFor<T>(
  what: string | (() => string),
  check: () => Promise<T | undefined>,
  { timeoutMs = 60_000, everyMs = 250 } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline)
      throw new Error(
        `timed out after ${timeoutMs} ms waiting for ${typeof what === 'string' ? what : what()}`,
      );
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/** Resolves once every account's backfill is done; throws if one stopped on an error. */
export function backfillsDone(session: BenchSession, accounts: number, timeoutMs = 60_000) {
  return waitFor(
    'the backfill',
    async () => {
      const states = await session.syncStates();
      const failed = states.find((state) => state.lastError);
      if (failed) throw new Error(`sync stopped: ${failed.lastError?.kind}: ${failed.lastError?.message}`);
      return states.length >= accounts && states.every((state) => state.backfill === null)
        ? states
        : undefined;
    },
    { timeoutMs },
  );
}
