// biome-ignore-all lint/correctness/noUnusedFunctionParameters: a test asks for the `connected` fixture by naming it.
/// <reference types="chrome" />
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Worker } from '@playwright/test';
import { FIRST_RETRY_MS } from '../../lib/outbox/outbox-machine';
import { launchWithExtension } from '../../scripts/launch-browser';
import { setUndoWindow } from '../shared/undo-window';
import { expect, test } from './fixtures';
import { connectThroughBackground } from './pages/connect-account';
import { EmulatorAdmin } from './pages/emulator-admin';
import { firePollAlarm, readSyncStates } from './pages/extension-storage';
import { recordedNotifications, recordNotifications } from './pages/notifications';
import { goOffline } from './pages/offline';
import { ConsentPage, OptionsPage } from './pages/options-page';
import { passOutboxWait } from './pages/outbox-clock';
import { PopupInboxPage } from './pages/popup-inbox-page';
import { PopupPage } from './pages/popup-page';
import { killServiceWorker, stopServiceWorker } from './pages/stop-service-worker';

// Fault drills, against the emulator's fault injection (emulator/README.md › Admin API).
// Each drill: the extension recovers by itself, says something accurate meanwhile (the toolbar
// button's badge and tooltip, which the background keeps), shows no notification twice, and loses
// or double-posts no reply (checked on the emulator). "The next scheduled poll" is the sync alarm's
// real handler, fired now (firePollAlarm) instead of waiting out the interval. A 503 storm, a 429,
// malformed, drifted and slow pages need no browser: tests/integration/sync-faults.test.ts (and the
// open pages under a storm, sync-truth.spec.ts).

type Emulator = { baseUrl: string; apiKey: string };

interface LoggedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  status: number;
  time: string;
}

const adminOf = (emulator: Emulator) => new EmulatorAdmin(emulator);

// The request log with the time and query of each request, which these drills read (the shared
// EmulatorAdmin's requests() leaves them out).
const requests = async (emulator: Emulator) =>
  ((await (await fetch(`${emulator.baseUrl}/__emulator/requests`)).json()) as { requests: LoggedRequest[] })
    .requests;
const reviewPages = (log: LoggedRequest[]) =>
  log.filter((r) => r.method === 'GET' && /\/reviews$/.test(r.path));

/** Only the review list: sign-in and the other features keep working while it fails. */
const REVIEWS_PATH = '^/v2/accounts/[^/]+/reviews$';

/**
 * Runs one scheduled poll and resolves once every account's state says it ran (or was skipped
 * offline): as soon as its page has come back, before the run's later requests (the day's look for
 * removed reviews), so the drills count the requests of the page itself. Not the shared pollOnce
 * (pages/extension-storage.ts), which waits for the whole run to end.
 */
async function pollOnce(worker: Worker) {
  const firedAt = await firePollAlarm(worker);
  await expect
    .poll(
      async () =>
        (await readSyncStates(worker)).every(
          (s) =>
            ((s.lastRunAt ?? 0) >= firedAt &&
              ((s.lastSuccessAt ?? 0) >= (s.lastRunAt ?? 0) ||
                (s.lastError?.at ?? 0) >= (s.lastRunAt ?? 0))) ||
            (s.lastError?.kind === 'offline' && s.lastError.at >= firedAt),
        ),
      { timeout: 30_000 },
    )
    .toBe(true);
  return (await readSyncStates(worker))[0];
}

/** What the toolbar button says: its badge and its tooltip. */
const toolbar = (worker: Worker) =>
  worker.evaluate(async () => ({
    text: await chrome.action.getBadgeText({}),
    title: await chrome.action.getTitle({}),
  }));

/**
 * Resolves once the emulator has answered (or dropped) every reply post that reached it: what the
 * outbox's unsure wait is for is over, so letting it pass (passOutboxWait) tells no lie.
 */
async function replyPostsSettled(emulator: Emulator): Promise<void> {
  await expect
    .poll(async () =>
      (await requests(emulator)).some((r) => r.method === 'POST' && /\/comments$/.test(r.path)),
    )
    .toBe(true);
}

test('the network cut: "offline" meanwhile, then the review arrives once', async ({
  context,
  openPage,
  emulator,
  worker,
  connected,
}) => {
  await recordNotifications(worker);
  await adminOf(emulator).addReview({ publisherId: 'BRANDB', content: 'Arrived after the outage' });
  // An extension page stays open while the network is cut, so the worker sees it (goOffline).
  await openPage('options.html');
  const offlineAt = Date.now();
  await goOffline(context, worker);
  // The scheduled poll records it, once, dated when it was first seen.
  await firePollAlarm(worker);
  await expect
    .poll(
      async () => {
        const [state] = await readSyncStates(worker);
        return state.lastError?.kind === 'offline' && state.lastError.at >= offlineAt;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  await expect
    .poll(async () => (await toolbar(worker)).title)
    .toBe('Offline — reviews sync again when the connection is back');
  expect(await recordedNotifications(worker)).toEqual([]);

  const onlineAt = Date.now();
  await context.setOffline(false);
  // The worker learns of the network a moment later (a poll before then is rightly skipped).
  await expect.poll(() => worker.evaluate(() => navigator.onLine)).toBe(true);
  await firePollAlarm(worker);
  await expect
    .poll(
      async () => {
        const [state] = await readSyncStates(worker);
        return state.lastError === undefined && (state.lastSuccessAt ?? 0) >= onlineAt;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  await pollOnce(worker);
  expect((await toolbar(worker)).title).not.toMatch(/Offline/);
  expect((await recordedNotifications(worker)).map((n) => n.message)).toEqual([
    expect.stringContaining('Arrived after the outage'),
  ]);
});

test('connections dropped while the browser is online: "Can\'t reach the service" meanwhile, not "offline", then recovery', async ({
  emulator,
  worker,
  connected,
}) => {
  await recordNotifications(worker);
  await adminOf(emulator).addReview({
    publisherId: 'BRANDB',
    content: 'Arrived after the dropped connections',
  });
  // Every review-list request loses its connection before an answer (no status: the socket drops).
  await adminOf(emulator).setFaults({ dropAfterCommit: true, paths: REVIEWS_PATH });
  const state = await pollOnce(worker);
  expect(state.lastError?.kind).toBe('unreachable');
  expect(state.lastError?.message.length).toBeGreaterThan(10);
  await expect.poll(async () => (await toolbar(worker)).title).toMatch(/^Can't reach the service · .+ — \S/);
  expect(await recordedNotifications(worker)).toEqual([]);

  await adminOf(emulator).clearFaults();
  expect((await pollOnce(worker)).lastError).toBeUndefined();
  await pollOnce(worker);
  expect((await recordedNotifications(worker)).map((n) => n.message)).toEqual([
    expect.stringContaining('Arrived after the dropped connections'),
  ]);
});

/**
 * Fires the scheduled poll while the worker is stopped (firePollAlarm needs it running): the alarm
 * is set from a document of the extension's origin that sends the background nothing (its icon),
 * so the alarm alone wakes the worker, as the browser's own would.
 */
async function firePollAlarmFromOutside(context: BrowserContext, extensionId: string): Promise<void> {
  const page = await context.newPage();
  await page.goto(`chrome-extension://${extensionId}/icon/16.png`);
  // lib/sync/sync-alarm.ts › SYNC_ALARM
  await page.evaluate(() => chrome.alarms.create('reviews-sync', { when: Date.now() }));
  await page.close();
}

test('the service worker stopped in the middle of a backfill: it resumes where it stopped', async ({
  context,
  openPage,
  emulator,
  worker,
  extensionId,
}) => {
  const options = await OptionsPage.openConfigured(openPage, emulator);
  // Review pages are held on their way. The backfill (600 reviews, 6 pages of 100) asks for the
  // first, then for the other five at once (lib/sync/pages-ahead.ts): all but the last are let go
  // and stored, and the worker stops while the last is out.
  const admin = adminOf(emulator);
  await admin.hold(REVIEWS_PATH);
  const popup = await PopupPage.open(openPage);
  const consent = await ConsentPage.openedBy(context, () => popup.connectButton().click());
  await consent.allow();
  await admin.untilHeld();
  await admin.release();
  await admin.untilHeld(5);
  await admin.release(4);
  await expect.poll(async () => (await readSyncStates(worker))[0]?.backfill?.offset).toBe(500);
  await popup.page.close();
  await options.page.close();
  await stopServiceWorker(context, extensionId);
  const pagesAtStop = reviewPages(await requests(emulator)).length;
  expect(pagesAtStop).toBe(5); // stopped before the backfill could finish
  // The page cut off by the stop is answered to no one.
  await admin.clearFaults();

  // Nothing is open to wake it: the scheduled poll's alarm, fired now, starts a new worker, which
  // carries on from the offset saved after the last stored page.
  await firePollAlarmFromOutside(context, extensionId);
  await expect
    .poll(async () => new Set(reviewPages(await requests(emulator)).map((r) => r.query.offset)).size, {
      timeout: 30_000,
    })
    .toBe(6);
  const offsets = reviewPages(await requests(emulator)).map((r) => Number(r.query.offset ?? 0));
  // At most the page cut off by the stop is fetched twice; none from the start again.
  expect(offsets.length - new Set(offsets).size).toBeLessThanOrEqual(1);
  expect(offsets.filter((offset) => offset === 0)).toHaveLength(1);
  const revived = context.serviceWorkers()[0] ?? worker;
  await expect
    .poll(async () => (await readSyncStates(revived)).map((s) => s.backfill), { timeout: 30_000 })
    .toEqual([null]);
});

test('the service worker stopped in the middle of sending a reply: it lands exactly once', async ({
  context,
  openPage,
  emulator,
  worker,
  extensionId,
  connected,
}) => {
  // About the send itself, not Undo: the request leaves at once, so the worker dies with it out.
  await setUndoWindow(worker, 0);
  const review = await adminOf(emulator).addReview({
    publisherId: 'BRANDB',
    content: 'Please answer me once',
  });
  await pollOnce(worker);
  const panel = await openPage(`sidepanel.html#/inbox/review/${encodeURIComponent(review.id)}`);
  // The reply request is held on its way: the worker stops while it is out.
  await adminOf(emulator).hold('/comments$');
  const text = 'Answered once, whatever happens to the worker.';
  await panel.getByLabel('Reply text').fill(text);
  await panel.getByRole('radio', { name: 'Public', exact: true }).check();
  await panel.getByRole('button', { name: 'Send reply' }).click();
  await adminOf(emulator).untilHeld();
  await stopServiceWorker(context, extensionId);
  // Released, the cut-off request lands (its answer goes to no one).
  await adminOf(emulator).clearFaults();

  const copies = async () => (await adminOf(emulator).commentsWithText(review.id, text)).length;
  // Whether or not the cut-off request landed, the revived worker (woken by the outbox alarm the
  // dead one left for the end of the unsure wait) reads back before sending again.
  // Meanwhile what is true, no error: still on its way, or, once a new worker has taken the reply
  // up, being checked (which of the two depends on how soon the browser starts that worker).
  await expect(panel.getByText(/^(Sending…|Checking whether it was posted…)$/)).toBeVisible();
  await replyPostsSettled(emulator);
  await passOutboxWait(panel);
  await expect.poll(copies, { timeout: 15_000, intervals: [500] }).toBe(1);
  await expect(panel.getByText('Sent ✓')).toBeVisible({ timeout: 15_000 });
  // Sent, it is posted no more by later passes (tests/integration/outbox.test.ts).
  expect(await copies()).toBe(1);
});

test('the worker killed while a reply is on its way and woken at once: "checking" meanwhile, then exactly one copy', async ({
  context,
  openPage,
  emulator,
  worker,
  extensionId,
  connected,
}) => {
  // About the send itself, not Undo: the request leaves at once, so the worker dies with it out.
  await setUndoWindow(worker, 0);
  const review = await adminOf(emulator).addReview({
    publisherId: 'BRANDB',
    content: 'Answer me once, even if the worker dies',
  });
  await pollOnce(worker);
  const panel = await openPage(`sidepanel.html#/inbox/review/${encodeURIComponent(review.id)}`);
  // The reply request is held on its way: the worker is killed while it is out.
  await adminOf(emulator).hold('/comments$');
  const text = 'Posted once, although the worker died on the way.';
  await panel.getByLabel('Reply text').fill(text);
  await panel.getByRole('radio', { name: 'Public', exact: true }).check();
  await panel.getByRole('button', { name: 'Send reply' }).click();
  await adminOf(emulator).untilHeld();
  await killServiceWorker(context, panel, extensionId, () => adminOf(emulator).untilAbandoned());
  // Woken at once: the popup asks for a refresh as it opens, which starts a new worker.
  await PopupInboxPage.open(openPage);

  const copies = async () => (await adminOf(emulator).commentsWithText(review.id, text)).length;
  // The new worker cannot know yet whether the cut-off request landed, and says so: no failure.
  await expect(panel.getByText('Checking whether it was posted…')).toBeVisible({ timeout: 15_000 });
  await expect(panel.getByText(/Not sent/)).toHaveCount(0);
  // The cut-off request lands, answered to no one; once it can no longer land, the outbox alarm
  // brings a worker back to read it back.
  await adminOf(emulator).clearFaults();
  await replyPostsSettled(emulator);
  await passOutboxWait(panel);
  await expect(panel.getByText('Sent ✓')).toBeVisible({ timeout: 15_000 });
  // Sent, it is posted no more by later passes (tests/integration/outbox.test.ts).
  expect(await copies()).toBe(1);
});

/** The outbox's alarm (lib/outbox/outbox-alarm.ts › OUTBOX_ALARM), as the browser holds it. */
const outboxAlarm = (worker: Worker) =>
  worker.evaluate(async () => (await chrome.alarms.get('reviews-outbox')) ?? null);

test('a reply waiting for its retry survives a browser restart: its card says so, and it lands once', async ({
  emulator,
}) => {
  const admin = adminOf(emulator);
  const profileDir = mkdtempSync(join(tmpdir(), 'review-desk-restart-'));
  const launch = async () => {
    const browser = await launchWithExtension(undefined, { profileDir });
    const worker =
      browser.context.serviceWorkers()[0] ?? (await browser.context.waitForEvent('serviceworker'));
    const extensionId = new URL(worker.url()).host;
    const openPage = async (path: string, size = { width: 400, height: 600 }) => {
      const page = await browser.context.newPage();
      await page.setViewportSize(size);
      await page.goto(`chrome-extension://${extensionId}/${path}`);
      return page;
    };
    return { ...browser, worker, openPage };
  };
  try {
    const first = await launch();
    await connectThroughBackground(first.context, emulator, first.worker);
    await setUndoWindow(first.worker, 0);
    const content = 'Answer me after the restart';
    const review = await admin.addReview({ publisherId: 'BRANDB', content });
    await pollOnce(first.worker);
    await admin.setFaults({ statuses: [503], paths: '/comments$' });
    const inbox = await PopupInboxPage.open(first.openPage);
    const card = await inbox.openReply(inbox.review(content));
    const text = 'Sent after the browser came back.';
    await inbox.sendReply(card, text, 'Public');
    await expect(inbox.outbox(card)).toContainText('Not sent:', { timeout: 15_000 });
    // The composer closed on Send: the card says what happened and when the next try is.
    await expect(inbox.replyText(card)).toHaveCount(0);
    await expect(inbox.outbox(card)).toContainText(
      /Not sent: the service is having trouble \(HTTP 503\)\. Next try at \d{1,2}:\d{2}/,
    );
    // Chrome may drop alarms across a restart: here it surely does.
    await first.worker.evaluate(() => chrome.alarms.clear('reviews-outbox'));
    expect(await outboxAlarm(first.worker)).toBeNull();
    await first.close();

    // The service recovers while the browser is closed; the browser starts again on the profile.
    await admin.clearFaults();
    const second = await launch();
    const copies = async () => (await admin.commentsWithText(review.id, text)).length;
    // The new worker re-armed the outbox alarm from its records (or has sent the reply already).
    await expect
      .poll(async () => (await outboxAlarm(second.worker)) !== null || (await copies()) === 1)
      .toBe(true);
    const again = await PopupInboxPage.open(second.openPage);
    const waiting = again.review(content);
    await expect(again.replyText(waiting)).toHaveCount(0);
    // The first retry comes 30 s after the failure, on that alarm.
    await passOutboxWait(again.page, FIRST_RETRY_MS);
    await expect.poll(copies, { timeout: 15_000, intervals: [500] }).toBe(1);
    await expect(again.outbox(waiting)).toContainText('Sent ✓', { timeout: 15_000 });
    // Sent, it is posted no more by later passes (tests/integration/outbox.test.ts).
    expect(await copies()).toBe(1);
    await second.close();
  } finally {
    rmSync(profileDir, { recursive: true, force: true });
  }
});
