import { type BrowserContext, expect } from '@playwright/test';

/**
 * Stops the extension's service worker as the browser does when it idles, with the Stop button of
 * chrome://serviceworker-internals (the DevTools protocol's stopAllWorkers does not reach extension
 * workers from a page session). Resolves once the page says STOPPED; the next extension page or
 * event starts a new worker, with nothing of the old one's memory.
 */
export async function stopServiceWorker(context: BrowserContext, extensionId: string): Promise<void> {
  const page = await context.newPage();
  await page.goto('chrome://serviceworker-internals/');
  const registration = page
    .locator('.serviceworker-registration')
    .filter({ hasText: `chrome-extension://${extensionId}/` });
  await registration.getByRole('button', { name: 'Stop' }).click();
  await expect(registration).toContainText('Running Status: STOPPED');
  await page.close();
}
