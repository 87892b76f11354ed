import { type BrowserContext, expect, type Page, type Worker } from '@playwright/test';
import { EmulatorAdmin } from './emulator-admin';
import { firePollAlarm } from './extension-storage';

/** What a page showed when its scripts' first run ended: what its first frame shows. */
export interface FirstPaint {
  page: Page;
  /** The text of each element matching `items`, then. */
  texts: string[];
  /** Whether `inert` (a selector) was inert then. */
  inert: boolean;
}

/**
 * Opens an extension page and notes what was on it at DOMContentLoaded, which follows its module
 * script's first run: the popup and the side panel paint their first screen from the background's
 * snapshot in that run (lib/first-screen), before their first frame.
 */
export async function openAtFirstPaint(
  context: BrowserContext,
  url: string,
  size: { width: number; height: number },
  items: string,
  inert = 'body',
): Promise<FirstPaint> {
  const page = await context.newPage();
  await page.setViewportSize(size);
  // A string, so no bundler helper is wrapped around it.
  await page.addInitScript({
    content: `document.addEventListener('DOMContentLoaded', () => {
      window.firstPaint = {
        texts: Array.from(document.querySelectorAll(${JSON.stringify(items)}), (item) => item.textContent),
        inert: document.querySelector(${JSON.stringify(inert)})?.inert === true,
      };
    });`,
  });
  await page.goto(url);
  await page.waitForFunction(() => 'firstPaint' in window);
  const seen = await page.evaluate(
    () => (window as unknown as { firstPaint: Omit<FirstPaint, 'page'> }).firstPaint,
  );
  return { page, ...seen };
}

/**
 * A review arrives on the service while the page is closed and the poll runs: waits until the
 * page's first paint (`firstTexts`, opening and closing it) leads with it; returns its text.
 */
export async function arriveWhileClosed(
  emulator: ConstructorParameters<typeof EmulatorAdmin>[0],
  worker: Worker,
  firstTexts: () => Promise<string[]>,
): Promise<string> {
  const content = `Arrived while the page was closed ${Date.now()}`;
  await new EmulatorAdmin(emulator).addReview({
    publisherId: 'BRANDB',
    rating: 2,
    authorName: 'Jordan P.',
    content,
  });
  await firePollAlarm(worker);
  await expect.poll(async () => (await firstTexts())[0] ?? '', { timeout: 20_000 }).toContain(content);
  return content;
}
