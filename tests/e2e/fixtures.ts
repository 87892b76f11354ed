import { type BrowserContext, test as base, type Page, type Worker } from '@playwright/test';
import { startEmulator } from '../../emulator/index';
import { setUndoWindow } from '../shared/undo-window';
import { type ConnectedAccount, connectThroughBackground } from './pages/connect-account';
import { ReinstallingBrowser } from './pages/reinstalling-browser';

type Emulator = Awaited<ReturnType<typeof startEmulator>>;

interface Options {
  /** startEmulator options for this file or describe (`test.use({ emulatorOptions: … })`); default none. */
  emulatorOptions: Omit<Parameters<typeof startEmulator>[0] & object, 'port'>;
  /**
   * Options › "Undo window (seconds)" for this file or describe (`test.use({ undoSeconds: 0 })`),
   * set as the worker starts; default: the product's own. Specs about what happens once a reply
   * is on its way send it at once; reply-undo.spec.ts is about the window itself.
   */
  undoSeconds: number | undefined;
}

interface WorkerFixtures {
  /** This Playwright worker's Chromium, shared by its tests one after another. */
  reinstallingBrowser: ReinstallingBrowser;
}

interface Fixtures {
  /** A fresh emulator (default seed and size, unless `emulatorOptions` says) for this test. */
  emulator: Emulator;
  /**
   * Chromium with the built extension freshly installed: nothing of an earlier test's extension
   * data, pages, cookies or context listeners (pages/reinstalling-browser.ts).
   */
  context: BrowserContext;
  /** The extension's service worker. */
  worker: Worker;
  extensionId: string;
  /** Opens an extension page (`popup.html`, `sidepanel.html#/inbox`, …) in a new tab. */
  openPage: (path: string, size?: { width: number; height: number }) => Promise<Page>;
  /**
   * The emulator's primary account, connected through the real background and consent page, with
   * its first download of reviews finished (pages/connect-account.ts › connectThroughBackground).
   */
  connected: ConnectedAccount;
}

/** The worker of the extension each context's test installed. */
const installed = new WeakMap<BrowserContext, Worker>();

export const test = base.extend<Options & Fixtures, WorkerFixtures>({
  emulatorOptions: [{}, { option: true }],
  undoSeconds: [undefined, { option: true }],
  emulator: async ({ emulatorOptions }, use) => {
    const emulator = await startEmulator({ ...emulatorOptions, port: 0 });
    await use(emulator);
    await emulator.close();
  },
  reinstallingBrowser: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture needs from its first parameter.
    async ({}, use) => {
      const browser = await ReinstallingBrowser.launch();
      await use(browser);
      await browser.close();
    },
    { scope: 'worker' },
  ],
  context: async ({ reinstallingBrowser: browser }, use) => {
    installed.set(browser.context, await browser.freshExtension());
    await use(browser.context);
    await browser.tidy();
  },
  worker: async ({ context, undoSeconds }, use) => {
    const worker = installed.get(context) as Worker;
    if (undoSeconds !== undefined) await setUndoWindow(worker, undoSeconds);
    await use(worker);
  },
  extensionId: async ({ worker }, use) => {
    await use(new URL(worker.url()).host);
  },
  openPage: async ({ context, extensionId }, use) => {
    await use(async (path, size = { width: 400, height: 600 }) => {
      const page = await context.newPage();
      await page.setViewportSize(size);
      await page.goto(`chrome-extension://${extensionId}/${path}`);
      return page;
    });
  },
  connected: async ({ context, openPage, emulator, worker }, use) => {
    await use(await connectThroughBackground(context, openPage, emulator, worker));
  },
});

export { expect } from '@playwright/test';
