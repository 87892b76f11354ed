import { type BrowserContext, test as base, type Page, type Worker } from '@playwright/test';
import { startEmulator } from '../../emulator/index';
import { setUndoWindow } from '../shared/undo-window';
import {
  type ConnectedAccount,
  connectWithApiKey,
  extensionDocument,
  sendFromPage,
} from './pages/connect-account';
import { FileInstall } from './pages/file-install';
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
  /**
   * 'test' (the default): each test its own emulator and a fresh install. 'file': the tests of the
   * file share one emulator, install and connected account (pages/file-install.ts), in order in
   * one worker; set by `shareOneInstall()`. Pages and the browser's own state are still put back
   * after every test.
   */
  install: 'test' | 'file';
}

interface WorkerFixtures {
  /**
   * The browser's UI language for this file (`test.use({ browserLanguage: 'de' })`): Chromium
   * started with `--lang`, in a Playwright worker of its own; default the machine's (en-US).
   * Needs Debian's chromium-l10n, or the browser stays in en-US whatever `--lang` says.
   */
  browserLanguage: string | undefined;
  /** This Playwright worker's Chromium, shared by its tests one after another. */
  reinstallingBrowser: ReinstallingBrowser;
  /** The install a file's tests share, when the file asks for one. */
  fileInstall: FileInstall;
}

interface Fixtures {
  /** Whether this test goes on with its file's shared install (`install: 'file'`, after its first test). */
  sharing: boolean;
  /** A fresh emulator (default seed and size, unless `emulatorOptions` says) for this test or file. */
  emulator: Emulator;
  /**
   * Chromium with the built extension freshly installed: nothing of an earlier test's extension
   * data, pages, cookies or context listeners (pages/reinstalling-browser.ts); with `install:
   * 'file'`, installed for the file's first test and kept for the others.
   */
  context: BrowserContext;
  /** The extension's service worker. */
  worker: Worker;
  extensionId: string;
  /** Opens an extension page (`popup.html`, `sidepanel.html#/inbox`, …) in a new tab. */
  openPage: (path: string, size?: { width: number; height: number }) => Promise<Page>;
  /**
   * The emulator's primary account, connected by its API key through the real background, with
   * its first download of reviews finished (pages/connect-account.ts › connectWithApiKey). Specs
   * about sign-in connect through the consent page themselves (connectAccount,
   * connectThroughBackground).
   */
  connected: ConnectedAccount;
}

/** The worker of the extension each context's test installed. */
const installed = new WeakMap<BrowserContext, Worker>();

export const test = base.extend<Options & Fixtures, WorkerFixtures>({
  emulatorOptions: [{}, { option: true }],
  undoSeconds: [undefined, { option: true }],
  install: ['test', { option: true }],
  browserLanguage: [undefined, { option: true, scope: 'worker' }],
  fileInstall: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture needs from its first parameter.
    async ({}, use) => {
      const shared = new FileInstall();
      await use(shared);
      await shared.release();
    },
    { scope: 'worker' },
  ],
  sharing: async ({ install, emulatorOptions, fileInstall }, use, testInfo) => {
    const key = install === 'file' ? `${testInfo.file} ${JSON.stringify(emulatorOptions)}` : undefined;
    await use(await fileInstall.claim(key));
  },
  // After `sharing`, which has claimed the file's install for this test or let it go.
  emulator: async ({ emulatorOptions, sharing: _, fileInstall }, use) => {
    if (fileInstall.shared) {
      fileInstall.emulator ??= await startEmulator({ ...emulatorOptions, port: 0 });
      await use(fileInstall.emulator);
      return;
    }
    const emulator = await startEmulator({ ...emulatorOptions, port: 0 });
    await use(emulator);
    await emulator.close();
  },
  reinstallingBrowser: [
    async ({ browserLanguage }, use) => {
      const browser = await ReinstallingBrowser.launch(browserLanguage);
      await use(browser);
      await browser.close();
    },
    { scope: 'worker' },
  ],
  context: async ({ reinstallingBrowser: browser, sharing, fileInstall }, use) => {
    const worker =
      sharing && fileInstall.worker
        ? await awake(browser.context, fileInstall.worker)
        : await browser.freshExtension();
    if (fileInstall.shared) fileInstall.worker = worker;
    installed.set(browser.context, worker);
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
  connected: async ({ context, emulator, worker, fileInstall }, use) => {
    // A file's shared install connects once, for the first of its tests that asks.
    const account = fileInstall.account ?? (await connectWithApiKey(context, emulator, worker));
    if (fileInstall.shared) fileInstall.account = account;
    await use(account);
  },
});

/**
 * Makes the tests of this file (or of the describe it is called in) share one emulator, install and
 * connected account, running in order in one worker: for tests that leave nothing another of them
 * reads. Call it where `test.use` would go.
 */
export function shareOneInstall(): void {
  test.use({ install: 'file' });
  test.describe.configure({ mode: 'default' });
}

/**
 * The extension's running worker: `worker`, or the one an extension page wakes if the browser
 * stopped it while it idled between two tests of a shared install.
 */
async function awake(context: BrowserContext, worker: Worker): Promise<Worker> {
  if (context.serviceWorkers().includes(worker)) return worker;
  const started = context.waitForEvent('serviceworker');
  const page = await extensionDocument(context, worker);
  await sendFromPage(page, 'listAccounts', {});
  await page.close();
  return started;
}

export { expect } from '@playwright/test';
