/**
 * Time to content of an extension page, measured inside the page: `performance.now()` (ms since
 * the navigation started) at the first animation frame in which `selector` matches a visible
 * element. The same probe for every page, so their ratio is fair. It also notes the first frame
 * with anything rendered in `#app` (the shell), to tell the page's start-up from its data.
 */
import type { BrowserContext } from '@playwright/test';

export interface ContentTiming {
  /** First frame with the content visible. */
  contentMs: number;
  /** First frame with the app's shell (or the content) visible. */
  shellMs: number;
}

export async function timeToContent(
  context: BrowserContext,
  url: string,
  selector: string,
  size = { width: 400, height: 600 },
): Promise<ContentTiming> {
  const page = await context.newPage();
  try {
    await page.setViewportSize(size);
    await page.goto(url, { waitUntil: 'commit' });
    const handle = await page.waitForFunction(
      (sel) => {
        // No helper functions in here: the bundler would wrap them in a helper the page lacks.
        const probe = window as unknown as { benchShellMs?: number };
        const content = document.querySelector(sel)?.checkVisibility() === true;
        if (
          probe.benchShellMs === undefined &&
          (content || document.querySelector('#app > *')?.checkVisibility())
        )
          probe.benchShellMs = performance.now();
        return content
          ? { contentMs: performance.now(), shellMs: probe.benchShellMs ?? performance.now() }
          : false;
      },
      selector,
      { polling: 'raf', timeout: 15_000 },
    );
    return (await handle.jsonValue()) as ContentTiming;
  } finally {
    await page.close();
  }
}
