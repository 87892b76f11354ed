import { type BrowserContext, test as base, type Page, type Worker } from '@playwright/test';
import { startEmulator } from '../../emulator/index';
import { launchWithExtension } from '../../scripts/launch-browser';
import { type ConnectedAccount, connectThroughBackground } from './pages/connect-account';
import { setUndoWindow } from './pages/undo-window';

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

interface Fixtures {
  /** A fresh emulator (default seed and size, unless `emulatorOptions` says) for this test. */
  emulator: Emulator;
  /** Chromium with the built extension loaded, in a fresh profile. */
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

export const test = base.extend<Options & Fixtures>({
  emulatorOptions: [{}, { option: true }],
  undoSeconds: [undefined, { option: true }],
  emulator: async ({ emulatorOptions }, use) => {
    const emulator = await startEmulator({ ...emulatorOptions, port: 0 });
    await use(emulator);
    await emulator.close();
  },
  // biome-ignore lint/correctness/noEmptyPattern: as above.
  context: async ({}, use) => {
    const browser = await launchWithExtension();
    await use(browser.context);
    await browser.close();
  },
  worker: async ({ context, undoSeconds }, use) => {
    const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
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
