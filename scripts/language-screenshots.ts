/**
 * `npx tsx scripts/language-screenshots.ts [--languages de,ja] [--out docs/screenshots]`: Review
 * Desk in other languages, chosen in Options › Language as a person would: Options › Language
 * itself at 420 and 1100 px, then for each language the popup at 400 px and the side panel's inbox
 * at 252 (Firefox's narrowest sidebar), 420 and 1100 px and its Reputation at 420 and 1100 px,
 * light and dark. Runs the built extension (`npm run build` first) against a fresh emulator. Look
 * at them for clipped or overlapping actions. A language the build does not pack is skipped; to
 * try layouts before a translation lands, write a pseudo locale into the build first
 * (scripts/pseudo-locale.ts) and shoot it `--out` somewhere outside docs/.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { Page } from '@playwright/test';
import { EXTENSION_DIR } from './launch-browser';
import { openScreenshotSession, THEMES } from './screenshot-session';

const { values } = parseArgs({
  options: {
    languages: { type: 'string', default: 'de,ja' },
    out: { type: 'string', default: 'docs/screenshots' },
  },
});
const out = values.out;
mkdirSync(out, { recursive: true });

async function shoot(page: Page, file: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(600);
  await page.screenshot({ path: join(out, `${file}.png`) });
  console.log(join(out, `${file}.png`));
}

/** Options › Language's control, whatever language the page speaks: the section's one select. */
const languageSelect = (page: Page) => page.locator('section[aria-labelledby="options-language"] select');

async function main(): Promise<void> {
  const session = await openScreenshotSession();
  const { openPage } = session;
  try {
    await (await session.connectFromInbox()).page.close();
    for (const theme of THEMES) {
      for (const width of [420, 1100]) {
        const options = await openPage('options.html', { width, height: 700 });
        await options.emulateMedia({ colorScheme: theme });
        await languageSelect(options).scrollIntoViewIfNeeded();
        await languageSelect(options).focus();
        await shoot(options, `options-language-${width}-${theme}`);
        await options.close();
      }
    }
    const options = await openPage('options.html', { width: 1100, height: 700 });
    for (const code of values.languages.split(',')) {
      if (!existsSync(join(EXTENSION_DIR, '_locales', code, 'messages.json'))) {
        console.log(`The build packs no ${code} messages: skipped.`);
        continue;
      }
      await languageSelect(options).selectOption(code);
      for (const theme of THEMES) {
        const popup = await openPage('popup.html', { width: 400, height: 600 });
        await popup.emulateMedia({ colorScheme: theme });
        await popup.locator(`html[lang="${code}"]`).waitFor();
        await shoot(popup, `language-${code}-popup-reviews-400-${theme}`);
        await popup.close();
        for (const [view, widths] of [
          ['inbox', [252, 420, 1100]],
          ['reputation', [420, 1100]],
        ] as const) {
          for (const width of widths) {
            const panel = await openPage(`sidepanel.html#/${view}`, { width, height: 900 });
            await panel.emulateMedia({ colorScheme: theme });
            await panel.locator(`html[lang="${code}"]`).waitFor();
            await shoot(panel, `language-${code}-sidepanel-${view}-${width}-${theme}`);
            await panel.close();
          }
        }
      }
    }
    await languageSelect(options).selectOption('browser');
  } finally {
    await session.close();
  }
}

await main();
