import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type BrowserContext, chromium } from '@playwright/test';

/** The built extension; EXTENSION_DIR points elsewhere (e.g. a parallel build in .output/<name>). */
export const EXTENSION_DIR = resolve(process.env.EXTENSION_DIR ?? '.output/chrome-mv3');
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Flags that keep Chromium quiet on a machine with no outside network: without the
 * background-networking ones it keeps trying (and failing) to reach Google's hosts.
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Launches Debian's chromium with the extension in `extensionDir` loaded, in a throwaway profile
 * that is deleted on close. Used by the end-to-end tests, `npm start` and the benchmarks.
 * `profileDir` reuses a given profile instead and keeps it on close: a browser restart on the same
 * profile is a close and a second launch on the same folder (the caller deletes it at the end).
 */
export async function launchWithExtension(
  extensionDir = EXTENSION_DIR,
  {
    headless = true,
    args = [],
    profileDir,
  }: { headless?: boolean; args?: string[]; profileDir?: string } = {},
): Promise<{ context: BrowserContext; close(): Promise<void> }> {
  const profile = profileDir ?? mkdtempSync(join(tmpdir(), 'review-desk-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless,
    // A real window sizes its own pages; headless ones get Playwright's default viewport.
    ...(headless ? {} : { viewport: null }),
    args: [
      `--disable-extensions-except=${extensionDir}`,
      `--load-extension=${extensionDir}`,
      ...CHROMIUM_FLAGS,
      ...args,
    ],
  });
  return {
    context,
    async close() {
      await context.close();
      if (!profileDir) rmSync(profile, { recursive: true, force: true });
    },
  };
}
