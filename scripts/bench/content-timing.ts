/**
 * Time to content of an extension page, measured inside the page from its start: `performance.now()`
 * (ms since the navigation started) at the first animation frame in which `selector` matches a
 * visible element. The same probe for every page, so their ratio is fair. It also notes the first frame
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
    // The probe starts with the document, before any of the page's own scripts: one installed
    // after the navigation commits (page.evaluate, waitForFunction) sees only the frames that
    // begin after it, and missed the first one of a page that paints early (a blank page, the
    // popup's first screen) by a frame or more.
    await page.addInitScript({ content: probeScript(selector) });
    await page.goto(url, { waitUntil: 'commit' });
    const handle = await page.waitForFunction(
      () => {
        const { contentMs, shellMs } = (
          window as unknown as { benchTiming: { contentMs?: number; shellMs?: number } }
        ).benchTiming;
        return contentMs === undefined ? false : { contentMs, shellMs: shellMs ?? contentMs };
      },
      undefined,
      { timeout: 15_000 },
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

/**
 * The probe, as source text: a function passed to `addInitScript` is serialised after the bench's
 * bundler has wrapped its inner functions in a naming helper the page does not have.
 */
function probeScript(selector: string): string {
  return `(() => {
    const timing = (window.benchTiming = {});
    const frame = () => {
      const now = performance.now();
      const content = document.querySelector(${JSON.stringify(selector)})?.checkVisibility() === true;
      if (timing.shellMs === undefined && (content || document.querySelector('#app > *')?.checkVisibility()))
        timing.shellMs = now;
      if (content) timing.contentMs = now;
      else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  })();`;
}
