/**
 * Time to content of an extension page, measured inside the page: `performance.now()` (ms since
 * the navigation started) at the first animation frame in which `selector` matches a visible
 * element. The same probe for every page, so their ratio is fair.
 */
import type { BrowserContext } from '@playwright/test';

export async function timeToContent(
  context: BrowserContext,
  url: string,
  selector: string,
  size = { width: 400, height: 600 },
): Promise<number> {
  const page = await context.newPage();
  try {
    await page.setViewportSize(size);
    await page.goto(url, { waitUntil: 'commit' });
    const handle = await page.waitForFunction(
      (sel) => {
        const element = document.querySelector(sel);
        return element?.checkVisibility() ? performance.now() : false;
      },
      selector,
      { polling: 'raf', timeout: 15_000 },
    );
    return (await handle.jsonValue()) as number;
  } finally {
    await page.close();
  }
}
