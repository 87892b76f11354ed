import type { BrowserContext, Page, Worker } from '@playwright/test';
import { EmulatorAdmin } from './emulator-admin';
import { pollOnce } from './extension-storage';

/** Which elements of a page to read: each of `items`, or its `part` when given. */
export interface DrawnItems {
  items: string;
  /** Within each item, the element whose text is read (leaving out what moves, such as "2 min ago"). */
  part?: string;
}

/** What a page showed when its scripts' first run ended: what its first frame shows. */
export interface FirstPaint {
  page: Page;
  /** The text of each item (DrawnItems), then. */
  texts: string[];
  /** Whether `inert` (a selector) was inert then. */
  inert: boolean;
}

/** The source of a function reading the items' texts, for a page (no bundler helper around it). */
const readTexts = ({ items, part }: DrawnItems) =>
  `() => Array.from(document.querySelectorAll(${JSON.stringify(items)}), (item) =>
    ((${JSON.stringify(part ?? null)} ? item.querySelector(${JSON.stringify(part ?? null)}) : item)?.textContent ?? ''))`;

/**
 * Opens an extension page and notes what was on it at DOMContentLoaded, which follows its module
 * script's first run: the popup and the side panel paint their first screen, as they last drew it
 * (lib/first-screen), in that run, before their first frame.
 */
export async function openAtFirstPaint(
  context: BrowserContext,
  url: string,
  size: { width: number; height: number },
  drawn: DrawnItems,
  inert = 'body',
): Promise<FirstPaint> {
  const page = await context.newPage();
  await page.setViewportSize(size);
  await page.addInitScript({
    content: `document.addEventListener('DOMContentLoaded', () => {
      window.firstPaint = {
        texts: (${readTexts(drawn)})(),
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

/** The first `count` items' texts as the page shows them now. */
export async function drawnNow(page: Page, drawn: DrawnItems, count: number): Promise<string[]> {
  const texts = (await page.evaluate(`(${readTexts(drawn)})()`)) as string[];
  return texts.slice(0, count);
}

/**
 * A review arrives on the service while the page is closed, and the poll caches it; returns its
 * text. Nothing draws it until a page opens: what the page last drew is what its next open paints.
 */
export async function arriveWhileClosed(
  emulator: ConstructorParameters<typeof EmulatorAdmin>[0],
  worker: Worker,
): Promise<string> {
  const content = `Arrived while the page was closed ${Date.now()}`;
  await new EmulatorAdmin(emulator).addReview({
    publisherId: 'BRANDB',
    rating: 2,
    authorName: 'Jordan P.',
    content,
  });
  await pollOnce(worker);
  return content;
}
