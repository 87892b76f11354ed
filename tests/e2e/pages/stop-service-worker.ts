import { type BrowserContext, expect } from '@playwright/test';

/**
 * Stops the extension's service worker as the browser does when it idles, with the Stop button of
 * chrome://serviceworker-internals (the DevTools protocol's stopAllWorkers does not reach extension
 * workers from a page session). Resolves once the worker that ran has stopped; the next extension
 * page or event starts a new one, with nothing of the old one's memory.
 *
 * Stopped is either of two things seen: the page's "Running Status: STOPPED", or the worker that
 * ran gone from the browser's workers. An open extension page that asks the background something
 * starts a new worker at once, so the status can read RUNNING again before the page is looked at
 * (one full suite in four).
 */
export async function stopServiceWorker(context: BrowserContext, extensionId: string): Promise<void> {
  const ours = () => context.serviceWorkers().filter((worker) => worker.url().includes(`//${extensionId}/`));
  const before = ours();
  const page = await context.newPage();
  await page.goto('chrome://serviceworker-internals/');
  const registration = page
    .locator('.serviceworker-registration')
    .filter({ hasText: `chrome-extension://${extensionId}/` });
  await registration.getByRole('button', { name: 'Stop' }).click();
  const stopped = async () =>
    (await registration.filter({ hasText: 'Running Status: STOPPED' }).count()) > 0 ||
    before.some((worker) => !ours().includes(worker));
  await expect.poll(stopped, { intervals: [50, 100, 250] }).toBe(true);
  await page.close();
}
