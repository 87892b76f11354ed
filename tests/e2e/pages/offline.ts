import { type BrowserContext, expect, type Worker } from '@playwright/test';

/**
 * Cuts the context's network and resolves once the extension's service worker reads it
 * (`navigator.onLine` false), so a poll fired next meets the browser offline.
 *
 * Chromium's offline emulation reaches the worker's `navigator.onLine` only through an extension
 * page of its process. With none open, the worker could read `true` while the context was offline
 * (3 of 26 repeated fault drills; applying the emulation again left it `true` for 10 s in one
 * run), and its poll then rightly said "Can't reach the service", as the product does whenever the
 * browser says it is online. So an extension page must be open: this refuses to go on without one.
 */
export async function goOffline(context: BrowserContext, worker: Worker): Promise<void> {
  // Not URL's origin: Node gives "null" for a chrome-extension: URL.
  const pages = `chrome-extension://${new URL(worker.url()).host}/`;
  if (!context.pages().some((page) => page.url().startsWith(pages)))
    throw new Error(
      'goOffline needs an extension page open (openPage), or the worker may not see the network cut.',
    );
  await context.setOffline(true);
  await expect.poll(() => worker.evaluate(() => navigator.onLine)).toBe(false);
}
