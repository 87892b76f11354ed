import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium, type Page } from '@playwright/test';
import { CHROMIUM, CHROMIUM_FLAGS, EXTENSION_DIR } from '../../../scripts/launch-browser';

/** The fixed extension id (wxt.config.ts › CHROME_PUBLIC_KEY): a restarted browser wakes no worker by itself. */
export const EXTENSION_ID = 'ndmnoaedffkkeamoghhfimmkgjnmpeai';

/**
 * A browser profile that outlives the browser, to test what a restart keeps: launchWithExtension
 * (scripts/launch-browser.ts) deletes its profile on close. Same flags, same extension.
 */
export class KeptProfile {
  readonly dir = mkdtempSync(join(tmpdir(), 'review-desk-kept-profile-'));
  context: BrowserContext | null = null;

  /** Starts the browser on this profile (closing the running one first: a browser restart). */
  async launch(): Promise<BrowserContext> {
    await this.context?.close();
    this.context = await chromium.launchPersistentContext(this.dir, {
      executablePath: CHROMIUM,
      headless: true,
      args: [
        `--disable-extensions-except=${EXTENSION_DIR}`,
        `--load-extension=${EXTENSION_DIR}`,
        ...CHROMIUM_FLAGS,
      ],
    });
    return this.context;
  }

  /** Opens an extension page, like the fixtures' `openPage`. */
  async openPage(path: string): Promise<Page> {
    if (!this.context) throw new Error('Launch the browser first.');
    const page = await this.context.newPage();
    await page.setViewportSize({ width: 400, height: 600 });
    await page.goto(`chrome-extension://${EXTENSION_ID}/${path}`);
    return page;
  }

  async dispose(): Promise<void> {
    await this.context?.close();
    this.context = null;
    rmSync(this.dir, { recursive: true, force: true });
  }
}
