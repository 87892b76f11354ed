/**
 * One benchmark session: an emulator seeded with N reviews, Chromium with the bench build loaded,
 * connection settings saved on the options page and accounts connected through the real consent
 * page (the e2e page objects), so the cache is filled by the real sync, never by a shortcut.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
  /**
   * Closes the browser and starts it again on `extensionDir`, with the same profile (its cache,
   * accounts and settings) and the same emulator: two builds compared on one cache
   * (scripts/bench-compare.ts). Builds share the extension's id (its manifest key).
   */
  relaunch(extensionDir: string): Promise<void>;
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
  const profile = mkdtempSync(join(tmpdir(), 'review-desk-bench-'));
  const launch = async (dir: string) => {
    const port = await freePort();
    const browser = await launchWithExtension(dir, {
      args: [`--remote-debugging-port=${port}`],
      profileDir: profile,
    });
    const { context } = browser;
    const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
    const heap = await attachWorkerHeap(port, worker.url());
    return { browser, context, worker, heap, port, extensionId: new URL(worker.url()).host };
  };
  let running = await launch(extensionDir);
  const openPage = async (path: string, size = { width: 400, height: 600 }) => {
    const page = await running.context.newPage();
    await page.setViewportSize(size);
    await page.goto(`chrome-extension://${running.extensionId}/${path}`);
    return page;
  };

  await (await OptionsPage.openConfigured(openPage, emulator)).page.close();

  const admin = (path: string, init?: RequestInit) => fetch(`${emulator.baseUrl}/__emulator/${path}`, init);

  return {
    emulator,
    // The browser running now: `relaunch` starts another.
    get context() {
      return running.context;
    },
    get worker() {
      return running.worker;
    },
    get extensionId() {
      return running.extensionId;
    },
    get heap() {
      return running.heap;
    },
    get debuggingPort() {
      return running.port;
    },
    openPage,
    async connect(accountIndex = 0) {
      const popup = await PopupPage.open(openPage);
      // The first account from the Connect prompt (waited for: its code loads as it is shown),
      // the others from the account switcher.
      const trigger =
        accountIndex === 0 ? () => popup.connectButton().click() : () => popup.addAnotherAccount();
      const consent = await ConsentPage.openedBy(running.context, trigger);
      const name =
        accountIndex === 0 ? await consent.selectedAccountName() : await consent.chooseAccount(accountIndex);
      await consent.allow();
      await popup.expectActiveAccount(name);
      await popup.page.close();
    },
    syncStates: () => readCachedRecords<SyncStateView>(running.worker, 'syncState'),
    cachedReviews: () => countCachedRecords(running.worker, 'reviews'),
    async requests() {
      return ((await (await admin('requests')).json()) as { requests: LoggedRequest[] }).requests;
    },
    async clearRequests() {
      await admin('requests', { method: 'DELETE' });
    },
    async relaunch(dir) {
      await running.heap.close().catch(() => {});
      await running.browser.close();
      running = await launch(dir);
    },
    async close() {
      await running.heap.close().catch(() => {});
      await running.browser.close();
      await emulator.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** The agency of the idle poll and of the All-accounts inbox: five accounts of 20,000 reviews, 500 locations in all. */
export const AGENCY = { accounts: 5, reviews: 20_000, locations: 500 };

/**
 * A session of the agency: the primary account and the emulator's look-alikes (after its two
 * small accounts on the consent page), each with its own credential and 100 locations, connected
 * one at a time and each backfilled before the next, as an agency would add them.
 */
export async function openAgencySession(extensionDir: string): Promise<BenchSession> {
  const session = await openSession(extensionDir, {
    reviews: AGENCY.reviews,
    locations: AGENCY.locations / AGENCY.accounts,
    agencyAccounts: AGENCY.accounts - 1,
  });
  try {
    const indexes = [0, 3, 4, 5, 6].slice(0, AGENCY.accounts);
    for (const [n, index] of indexes.entries()) {
      await session.connect(index);
      await backfillsDone(session, n + 1, 30 * 60_000);
    }
    return session;
  } catch (error) {
    await session.close();
    throw error;
  }
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
