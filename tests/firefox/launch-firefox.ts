import { randomUUID } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import JSZip from 'jszip';
import puppeteer, { type Browser } from 'puppeteer-core';

/** The Firefox build (`npx wxt build -b firefox`); FIREFOX_EXTENSION_DIR points elsewhere. */
export const FIREFOX_EXTENSION_DIR = resolve(process.env.FIREFOX_EXTENSION_DIR ?? '.output/firefox-mv2');
export const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

export interface RunningFirefox {
  browser: Browser;
  /** `moz-extension://<uuid>`: the extension's origin, fixed by the profile's prefs. */
  origin: string;
  close(): Promise<void>;
}

/**
 * Debian's firefox-esr with the built extension installed, in a throwaway profile, driven over
 * WebDriver BiDi (puppeteer-core). Playwright's Firefox is a patched build of its own that cannot be
 * downloaded here, and BiDi has no command that installs an add-on in Firefox ESR (140, 153), so the add-on
 * goes in the way a distribution would put it there: `extensions/<gecko id>.xpi` in the profile.
 * It is unsigned, which ESR (unlike Firefox's release channel) allows when
 * `xpinstall.signatures.required` is off.
 */
export async function launchFirefox(): Promise<RunningFirefox> {
  if (!statSync(join(FIREFOX_EXTENSION_DIR, 'manifest.json'), { throwIfNoEntry: false }))
    throw new Error(
      `No Firefox build in ${FIREFOX_EXTENSION_DIR}. Run \`npm run build:firefox\` first (npm test does).`,
    );
  if (!existsSync(FIREFOX))
    throw new Error(
      `No Firefox at ${FIREFOX}. Install Debian's firefox-esr (\`apt-get install firefox-esr\`; .ci/run does), or set FIREFOX_PATH.`,
    );
  const manifest = JSON.parse(readFileSync(join(FIREFOX_EXTENSION_DIR, 'manifest.json'), 'utf8'));
  const id: string = manifest.browser_specific_settings.gecko.id;
  const profile = mkdtempSync(join(tmpdir(), 'review-desk-firefox-'));
  mkdirSync(join(profile, 'extensions'));
  writeFileSync(join(profile, 'extensions', `${id}.xpi`), await packExtension(FIREFOX_EXTENSION_DIR));
  // Firefox gives each install a random origin; naming it in advance is what lets the first page
  // be an extension page (BiDi's navigate refuses moz-extension:// URLs).
  const uuid = randomUUID();
  const origin = `moz-extension://${uuid}`;
  try {
    const browser = await puppeteer.launch({
      browser: 'firefox',
      executablePath: FIREFOX,
      userDataDir: profile,
      headless: true,
      extraPrefsFirefox: {
        'xpinstall.signatures.required': false,
        // Install and enable add-ons found in the profile without asking.
        'extensions.autoDisableScopes': 0,
        'extensions.enabledScopes': 15,
        'extensions.webextensions.uuids': JSON.stringify({ [id]: uuid }),
      },
      args: [`${origin}/options.html`],
    });
    return {
      browser,
      origin,
      async close() {
        await browser.close();
        rmSync(profile, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(profile, { recursive: true, force: true });
    throw error;
  }
}

/**
 * The build directory as an .xpi (a zip with manifest.json at its root), stored uncompressed:
 * Firefox reads either, and deflating took a third of a second at the end of npm test.
 */
async function packExtension(dir: string): Promise<Buffer> {
  const zip = new JSZip();
  const add = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) add(path);
      else zip.file(relative(dir, path), readFileSync(path));
    }
  };
  add(dir);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'STORE' });
}
