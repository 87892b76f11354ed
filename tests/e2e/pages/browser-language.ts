// biome-ignore-all lint/correctness/noUnusedFunctionParameters: a test asks for the `connected` fixture by naming it.
import type { Page } from '@playwright/test';
import { createApiClient } from '../../../lib/api';
import { expect, test } from '../fixtures';
import { seriousViolations } from './axe-scan';
import {
  englishLeftovers,
  escapeRegExp,
  messagePattern,
  messagesOf,
  packedMessages,
} from './packed-messages';

// The product in the browser's language (Chromium started with --lang, which needs Debian's
// chromium-l10n): language-de.spec.ts, language-ja.spec.ts. The words expected are the build's own
// packed messages (`_locales/<code>/messages.json`), so the test holds for whatever the locale file
// says; a language the build does not pack is skipped, and one it packs in part fails on the
// English it leaves.

/** What a person reads on a page: its text and the names of its controls. */
const readable = (page: Page) =>
  page.evaluate(() =>
    [
      document.body.textContent ?? '',
      ...[...document.querySelectorAll('[aria-label],[title]')].map(
        (node) => `${node.getAttribute('aria-label') ?? ''}\n${node.getAttribute('title') ?? ''}`,
      ),
    ].join('\n'),
  );

/**
 * No sentence of en.yml on `page`: the customers' own words (`theirs`: the reviews' texts, titles,
 * names and comments, which stay in the language they were written in) are set aside first.
 */
async function expectNoEnglish(page: Page, code: string, theirs: readonly string[]): Promise<void> {
  const text = theirs.reduce(
    (rest, words) => (words ? rest.replaceAll(words, '') : rest),
    await readable(page),
  );
  expect(englishLeftovers(code).filter((sentence) => text.includes(sentence))).toEqual([]);
}

/** Every way Intl writes a relative time of 1–59 units in `code`, as the cards and rows write it. */
const relativeTimes = (code: string): Set<string> => {
  const format = new Intl.RelativeTimeFormat(code, { style: 'narrow', numeric: 'always' });
  const units: Intl.RelativeTimeFormatUnit[] = ['minute', 'hour', 'day', 'week', 'month', 'year'];
  return new Set(
    units.flatMap((unit) => Array.from({ length: 59 }, (_, i) => format.format(-(i + 1), unit))),
  );
};

const pluralForm = (code: string, messages: Record<string, string>, key: string, count: number) => {
  const form = count === 0 && messages[`${key}_none`] ? 'none' : new Intl.PluralRules(code).select(count);
  return messages[`${key}_${form}`] ?? messages[`${key}_other`] ?? '';
};

/**
 * The test of a spec whose Chromium speaks `code` (`test.use({ browserLanguage: code })` at its top:
 * a worker option, which Playwright takes only there).
 */
export function speaksTheBrowserLanguage(code: string): void {
  test.describe(`Chromium in ${code}`, () => {
    test.skip(!packedMessages(code), `The build packs no ${code} messages (locales/${code}.yml).`);

    test('the popup and the side panel speak it: no English, a date and a count in its ways, nothing new for axe', async ({
      openPage,
      worker,
      emulator,
      connected,
    }) => {
      const messages = messagesOf(code);
      const reviews = await createApiClient({
        baseUrl: emulator.baseUrl,
        credential: { apiKey: emulator.apiKey },
      }).reviews.list({ limit: 100 });
      const theirs = reviews.reviews.flatMap((review) => [
        review.content,
        review.title ?? '',
        review.authorName,
        ...review.comments.map((comment) => comment.message),
      ]);
      // The browser chose the language (with Debian's chromium-l10n installed; else it stays en-US).
      expect(await worker.evaluate(() => chrome.i18n.getMessage('meta_locale'))).toBe(code);

      const popup = await openPage('popup.html');
      await expect(popup.locator('html')).toHaveAttribute('lang', code);
      await expect(
        popup.getByRole('tab', { name: new RegExp(escapeRegExp(messages.popup_tabs_reviews ?? '')) }),
      ).toBeVisible();
      await expect(popup.getByRole('listitem').locator('time').first()).toBeVisible();
      const when = (await popup.getByRole('listitem').locator('time').first().textContent())?.trim();
      expect([...relativeTimes(code), messages.common_time_justNow]).toContain(when);
      await expectNoEnglish(popup, code, theirs);
      expect(await seriousViolations(popup)).toEqual([]);

      const { count } = reviews;
      const panel = await openPage('sidepanel.html#/inbox', { width: 1100, height: 800 });
      await expect(panel.locator('html')).toHaveAttribute('lang', code);
      const total = panel.locator('.inbox-column__count');
      await expect(total).toHaveAttribute('data-total', String(count), { timeout: 30_000 });
      const said = messagePattern(pluralForm(code, messages, 'inbox_count', count), {
        count: new Intl.NumberFormat(code).format(count),
      });
      expect((await total.textContent())?.trim()).toMatch(said);
      await expectNoEnglish(panel, code, theirs);
      expect(await seriousViolations(panel)).toEqual([]);
    });
  });
}
