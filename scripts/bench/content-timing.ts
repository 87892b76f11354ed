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
  /**
   * Where the time went: the document parsed (`domInteractive`), its scripts run
   * (`domContentLoaded`), and the page's own `performance.mark`s (components/shell/popup-boot.ts).
   */
  steps: Record<string, number>;
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
    const seen = (await handle.jsonValue()) as Omit<ContentTiming, 'steps'>;
    const steps = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      return Object.fromEntries([
        ['domInteractive', navigation?.domInteractive ?? 0],
        ['domContentLoaded', navigation?.domContentLoadedEventStart ?? 0],
        ...performance.getEntriesByType('mark').map((mark) => [mark.name, mark.startTime]),
      ]) as Record<string, number>;
    });
    return { ...seen, steps };
  } finally {
    await page.close();
  }
}
