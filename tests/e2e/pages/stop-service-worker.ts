import { type BrowserContext, expect, type Page, type Worker } from '@playwright/test';

/**
 * Stopping and killing the extension's service worker, and knowing it happened. What the browser
 * says of the worker is not enough: an open extension page that asks the background something
 * starts a new worker at once, and the browser then says RUNNING again, or lists a target of the
 * same id, before a test looks (a fault drill failed that way one full suite in four).
 */

const extensionWorkers = (context: BrowserContext, extensionId: string) =>
  context.serviceWorkers().filter((worker) => worker.url().includes(`//${extensionId}/`));

/**
 * Whether, within `timeoutMs`, `done` says so or a worker that ran before is gone from the
 * browser's workers (Playwright drops it when its DevTools session ends).
 */
async function goneWithin(
  context: BrowserContext,
  extensionId: string,
  before: readonly Worker[],
  done: () => Promise<boolean>,
  timeoutMs: number,
): Promise<boolean> {
  const gone = () => before.some((worker) => !extensionWorkers(context, extensionId).includes(worker));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (gone() || (await done())) return true;
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Stops the worker as the browser does when it idles, with the Stop button of
 * chrome://serviceworker-internals (the DevTools protocol's stopAllWorkers does not reach extension
 * workers from a page session). The next extension page or event starts a new one, with nothing
 * of the old one's memory.
 */
export async function stopServiceWorker(context: BrowserContext, extensionId: string): Promise<void> {
  const before = extensionWorkers(context, extensionId);
  const page = await context.newPage();
  await page.goto('chrome://serviceworker-internals/');
  const registration = page
    .locator('.serviceworker-registration')
    .filter({ hasText: `chrome-extension://${extensionId}/` });
  const stop = registration.getByRole('button', { name: 'Stop' });
  await stop.click();
  const stopped = async () => (await registration.filter({ hasText: 'Running Status: STOPPED' }).count()) > 0;
  // A click now and then does nothing (one drill in six, the worker RUNNING ten seconds later):
  // Stop is clicked again every two seconds the worker is neither stopped nor gone.
  for (let clicks = 1; !(await goneWithin(context, extensionId, before, stopped, 2_000)); clicks++) {
    expect(clicks, 'the worker stops within five clicks of Stop').toBeLessThan(5);
    await stop.click();
  }
  await page.close();
}

/**
 * Ends the worker the way Chrome does when the browser closes or a request takes too long: its
 * DevTools target is closed, whatever it is doing (`page`: any page of the browser, for the
 * protocol session). Resolves once `ended` does: a sign of the end the caller can see, such as the
 * emulator's request the worker held losing its client (emulator-admin.ts › untilAbandoned).
 * Neither the target nor Playwright's worker is a sure sign: an open page that asks the background
 * something starts the worker again at once, and the browser then lists the same target.
 */
export async function killServiceWorker(
  context: BrowserContext,
  page: Page,
  extensionId: string,
  ended: () => Promise<void>,
): Promise<void> {
  const cdp = await context.newCDPSession(page);
  const { targetInfos } = await cdp.send('Target.getTargets');
  const target = targetInfos.find(
    (info) => info.type === 'service_worker' && info.url.startsWith(`chrome-extension://${extensionId}/`),
  );
  expect(target, 'the extension has a running service worker').toBeDefined();
  expect((await cdp.send('Target.closeTarget', { targetId: target!.targetId })).success).toBe(true);
  await ended();
  await cdp.detach();
}
