// biome-ignore-all lint/correctness/noUnusedFunctionParameters: a test asks for the `connected` fixture by naming it.
import type { Worker } from '@playwright/test';
import { expect, test } from './fixtures';
import { openAtFirstPaint } from './pages/first-paint';
import { escapeRegExp, messagesOf, packedMessages } from './pages/packed-messages';

// Options › Language over the browser's language (en here): every open page and the worker's
// badge tooltip follow at once. Its words are the build's packed messages of de.

const badgeTitle = (worker: Worker) => worker.evaluate(() => chrome.action.getTitle({}));

test.describe('Options › Language', () => {
  test.skip(!packedMessages('de'), 'The build packs no de messages (locales/de.yml).');

  test('switches an open side panel and the badge tooltip at once, without a reload', async ({
    openPage,
    worker,
    connected,
  }) => {
    const english = messagesOf('en');
    const german = messagesOf('de');
    const panel = await openPage('sidepanel.html#/inbox', { width: 420, height: 800 });
    const nav = (messages: Record<string, string>) =>
      panel.getByRole('link', {
        name: new RegExp(`^${escapeRegExp(messages.sidepanel_nav_reputation ?? '')}`),
      });
    await expect(nav(english)).toBeVisible();
    await expect.poll(() => badgeTitle(worker)).not.toBe('');
    const englishTitle = await badgeTitle(worker);
    // A mark on the page's window: a reload would take it away.
    await panel.evaluate(() => Object.assign(window, { notReloaded: true }));

    const options = await openPage('options.html', { width: 1100, height: 800 });
    await options.getByLabel(english.options_language_label ?? '').selectOption('de');

    await expect(nav(german)).toBeVisible();
    await expect(panel.locator('html')).toHaveAttribute('lang', 'de');
    expect(await panel.evaluate(() => 'notReloaded' in window)).toBe(true);
    await expect.poll(() => badgeTitle(worker)).not.toBe(englishTitle);
    // The options page itself speaks it too, and names the way back in the browser's language.
    await expect(options.getByLabel(german.options_language_label ?? '')).toBeVisible();

    // Back to the browser's language: English again, everywhere, still without a reload.
    await options.getByLabel(german.options_language_label ?? '').selectOption('browser');
    await expect(nav(english)).toBeVisible();
    await expect.poll(() => badgeTitle(worker)).toBe(englishTitle);
    expect(await panel.evaluate(() => 'notReloaded' in window)).toBe(true);
  });

  test('a popup opened with a language chosen paints it in its first frame, never English first', async ({
    context,
    extensionId,
    openPage,
    worker,
    connected,
  }) => {
    const german = messagesOf('de');
    // Options › Language's item, as the options page writes it.
    await worker.evaluate(() => chrome.storage.local.set({ 'settings.language': 'de' }));
    // An open reads the choice, loads its messages and keeps them, and records its cards as drawn in German.
    const first = await openPage('popup.html');
    await expect(first.locator('html')).toHaveAttribute('lang', 'de');
    await expect
      .poll(() => first.evaluate(() => localStorage.getItem('firstScreen') ?? ''))
      .toContain('"locale":"de"');
    await first.close();

    const again = await openAtFirstPaint(
      context,
      `chrome-extension://${extensionId}/popup.html`,
      { width: 400, height: 600 },
      { items: '[role="tab"]' },
    );
    expect(again.texts.length).toBeGreaterThan(0);
    expect(again.texts[0]).toContain(german.popup_tabs_reviews);
    await again.page.close();
  });
});
