import type { EventEmitter } from 'node:events';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium, type Worker } from '@playwright/test';
import puppeteer, { type Browser as ExtensionInstaller } from 'puppeteer-core';
import { CHROMIUM, CHROMIUM_FLAGS, EXTENSION_DIR } from '../../../scripts/launch-browser';

/**
 * One Chromium per Playwright worker, in which every test gets a freshly installed extension.
 *
 * Launching and closing Chromium was a second of CPU per test, the largest fixed cost of the suite
 * on a 2-core machine. Uninstalling the extension deletes everything it holds (storage, IndexedDB,
 * its pages' localStorage, alarms, notifications, permissions) and kills its worker; installing it
 * again from the same folder gives the same id and a first install, in a fifth of a second.
 * Both go through the DevTools protocol's Extensions domain, which only reaches extensions it
 * installed itself (not `--load-extension`) and needs a browser-level session, which a persistent
 * context does not give. That second connection is puppeteer-core's, attached to no page: a second
 * Playwright client (`connectOverCDP`) would set up every page again, undoing this one's media
 * emulation and download handling. What belongs to the browser rather than the extension
 * (pages, cookies, offline emulation, routes, listeners a test added) is put back by `tidy`.
 * Specs that restart the browser keep their own (scripts/launch-browser.ts, pages/kept-profile.ts).
 */
export class ReinstallingBrowser {
  private constructor(
    readonly context: BrowserContext,
    private readonly installer: ExtensionInstaller,
    private readonly profile: string,
  ) {}

  private installedId: string | undefined;
  private listenersBefore = new Map<string, Set<unknown>>();

  /** `language`: the browser's UI language (`--lang`, and the page's locale to match), if not the machine's. */
  static async launch(language?: string): Promise<ReinstallingBrowser> {
    const profile = mkdtempSync(join(tmpdir(), 'review-desk-profile-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM,
      headless: true,
      ignoreDefaultArgs: ['--disable-extensions'],
      env: {
        ...process.env,
        PATH: `${desktopStubs(profile)}:${process.env.PATH ?? ''}`,
        // --lang picks the extension's messages; Linux Chromium takes its UI language
        // (getUILanguage, navigator.language) from LANGUAGE, as a person's German desktop would.
        ...(language && { LANGUAGE: language }),
      },
      ...(language && { locale: language }),
      args: [
        ...CHROMIUM_FLAGS,
        '--enable-unsafe-extension-debugging',
        '--remote-debugging-port=0',
        ...(language ? [`--lang=${language}`] : []),
      ],
    });
    const port = readFileSync(join(profile, 'DevToolsActivePort'), 'utf8').split('\n')[0];
    const installer = await puppeteer.connect({
      browserURL: `http://127.0.0.1:${port}`,
      targetFilter: () => false,
      defaultViewport: null,
    });
    return new ReinstallingBrowser(context, installer, profile);
  }

  /** Installs the built extension afresh (removing the last test's copy and all it held); its new worker. */
  async freshExtension(): Promise<Worker> {
    if (this.installedId) {
      // Its worker must be gone before the new one starts, or `serviceWorkers()[0]` could name it.
      // A worker a test stopped may already be closed without Playwright having said so yet.
      const gone = this.context
        .serviceWorkers()
        .map((worker) => new Promise((resolve) => worker.once('close', resolve)));
      await this.installer.uninstallExtension(this.installedId);
      await Promise.race([Promise.all(gone), new Promise((resolve) => setTimeout(resolve, 5_000))]);
    }
    const started = this.context.waitForEvent('serviceworker');
    this.installedId = await this.installer.installExtension(EXTENSION_DIR);
    const worker = await started;
    // A guard on the promise above: a reinstall that kept the last test's data would make every
    // later test in this worker read someone else's accounts.
    const kept = await worker.evaluate(() => chrome.storage.local.get(null));
    if (Object.keys(kept).length > 0) throw new Error(`The reinstalled extension kept ${Object.keys(kept)}`);
    this.rememberListeners();
    return worker;
  }

  /** Puts back what a test changed in the browser itself, for the next test. */
  async tidy(): Promise<void> {
    for (const page of this.context.pages()) await page.close();
    await this.context.setOffline(false);
    await this.context.unrouteAll({ behavior: 'ignoreErrors' });
    await this.context.clearCookies();
    await this.context.clearPermissions();
    this.forgetTestListeners();
  }

  async close(): Promise<void> {
    await this.installer.disconnect();
    await this.context.close();
    rmSync(this.profile, { recursive: true, force: true });
  }

  private static readonly EVENTS = ['page', 'weberror', 'console', 'request', 'response', 'serviceworker'];

  /** The context's listeners of `event`: Playwright's client objects are Node-style event emitters. */
  private listeners(event: string): Set<unknown> {
    return new Set((this.context as unknown as EventEmitter).listeners(event));
  }

  private rememberListeners(): void {
    for (const event of ReinstallingBrowser.EVENTS) this.listenersBefore.set(event, this.listeners(event));
  }

  /** Listeners a test added to the context (`context.on('page', …)`) would outlive it otherwise. */
  private forgetTestListeners(): void {
    for (const event of ReinstallingBrowser.EVENTS) {
      const before = this.listenersBefore.get(event) ?? new Set();
      for (const listener of this.listeners(event))
        if (!before.has(listener)) this.context.off(event as 'page', listener as () => void);
    }
  }
}

/**
 * A folder of xdg-utils that do nothing, put first on the browser's PATH. Each uninstall makes
 * Linux Chromium run `xdg-icon-resource uninstall` once per icon size and `xdg-desktop-menu`
 * (shell scripts of a dozen processes each) to remove desktop shortcuts this headless browser never
 * made: about a tenth of a CPU-second for every test's reinstall, with no desktop to tidy.
 */
function desktopStubs(profile: string): string {
  const dir = join(profile, 'desktop-stubs');
  mkdirSync(dir);
  for (const tool of ['xdg-icon-resource', 'xdg-desktop-menu', 'xdg-mime', 'xdg-settings'])
    writeFileSync(join(dir, tool), '#!/bin/sh\nexit 0\n', { mode: 0o755 });
  return dir;
}
