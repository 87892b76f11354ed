/**
 * What the screenshot scripts share: a fresh emulator and Chromium with the built extension, a way
 * to open its pages at a size, a shot that waits for the page to settle, and the demo account
 * connected through the real consent page for the scripts that need no more (others connect their
 * accounts themselves, each the way its views need).
 */
import { mkdirSync } from 'node:fs';
import type { BrowserContext, Page, Worker } from '@playwright/test';
import { type EmulatorOptions, type RunningEmulator, startEmulator } from '../emulator/index';
import { connectAccount } from '../tests/e2e/pages/connect-account';
import { SidePanelInboxPage } from '../tests/e2e/pages/side-panel-inbox-page';
import { launchWithExtension } from './launch-browser';

export const SCREENSHOTS_DIR = 'docs/screenshots';
export const THEMES = ['light', 'dark'] as const;

export interface ScreenshotSession {
  emulator: RunningEmulator;
  context: BrowserContext;
  worker: Worker;
  openPage(path: string, size?: { width: number; height: number }): Promise<Page>;
  /** Saves `docs/screenshots/<file>.png` once the page has settled. */
  shoot(page: Page, file: string): Promise<void>;
  /** Connects the demo account as a person would, the popup and options pages closed after. */
  connect(): Promise<void>;
  /**
   * Connects the demo account through the background (the consent page answered Allow) and opens
   * the side panel's inbox, its first use, once its first `rows` rows show; left open.
   */
  connectFromInbox(rows?: number): Promise<SidePanelInboxPage>;
  close(): Promise<void>;
}

/** `emulatorOptions`: the emulator's seed options (a script that needs reviews in other languages). */
export async function openScreenshotSession(
  emulatorOptions: Omit<EmulatorOptions, 'port'> = {},
): Promise<ScreenshotSession> {
  mkdirSync(SCREENSHOTS_DIR, { recursive: true });
  const emulator = await startEmulator({ ...emulatorOptions, port: 0 });
  const browser = await launchWithExtension();
  const { context } = browser;
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  const extensionId = new URL(worker.url()).host;
  const openPage: ScreenshotSession['openPage'] = async (path, size = { width: 400, height: 600 }) => {
    const page = await context.newPage();
    await page.setViewportSize(size);
    await page.goto(`chrome-extension://${extensionId}/${path}`);
    return page;
  };
  return {
    emulator,
    context,
    worker,
    openPage,
    async shoot(page, file) {
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(600);
      await page.screenshot({ path: `${SCREENSHOTS_DIR}/${file}.png` });
      console.log(`${SCREENSHOTS_DIR}/${file}.png`);
    },
    async connect() {
      const { popup, options } = await connectAccount(context, openPage, emulator, worker);
      await options.page.close();
      await popup.page.close();
    },
    async connectFromInbox(rows = 1) {
      const inbox = await SidePanelInboxPage.connectAndOpen({ context, openPage, emulator });
      await inbox
        .rows()
        .nth(rows - 1)
        .waitFor({ timeout: 30_000 });
      return inbox;
    },
    async close() {
      await browser.close();
      await emulator.close();
    },
  };
}
