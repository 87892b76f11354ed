// biome-ignore-all lint/correctness/noUnusedFunctionParameters: a test asks for the `connected` fixture by naming it.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { packedMessages } from './pages/packed-messages';

// Layouts that hold in the longest languages (German runs ~30 % longer; Japanese needs its own
// faces): with each packed language chosen, no action's name is cut or runs past the page, in the
// popup at 400 px and the side panel's inbox at 252 (Firefox's sidebar opens at that width), 420
// and 1100 px, and every other view of the panel at 252; and an inbox row's lines whole at each
// width. Until the translations land, a pseudo locale written into the build as de shows the same
// (scripts/pseudo-locale.ts).

/**
 * Actions (buttons, tabs, the panel's views) whose name is cut ("…" or clipped) or reaches past the
 * page's edge. A table's are left out: its wrapper scrolls sideways (the reputation table's
 * figures, a report's columns), so a person reaches each of them.
 */
const cutActions = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('button, [role="tab"], nav a, .btn')]
      .filter((node) => {
        const element = node as HTMLElement;
        const box = element.getBoundingClientRect();
        if (box.width === 0 || element.closest('[hidden], [inert], table')) return false;
        const clipped = element.scrollWidth > element.clientWidth + 1;
        const outside = box.right > document.documentElement.clientWidth + 1 || box.left < -1;
        return clipped || outside;
      })
      .map((node) => (node.textContent || node.getAttribute('aria-label') || '').trim()),
  );

for (const code of ['de', 'ja']) {
  test(`${code}: no action cut or past the edge, no word or count broken apart, in the popup and the side panel`, async ({
    openPage,
    worker,
    connected,
  }) => {
    test.skip(!packedMessages(code), `The build packs no ${code} messages (locales/${code}.yml).`);
    await worker.evaluate((language) => chrome.storage.local.set({ 'settings.language': language }), code);

    const popup = await openPage('popup.html', { width: 400, height: 600 });
    await expect(popup.locator('html')).toHaveAttribute('lang', code);
    await expect(popup.getByRole('listitem').first()).toBeVisible();
    expect(await cutActions(popup)).toEqual([]);
    // The header's status wraps when the account's name leaves it little room: before the time,
    // never inside a word (Japanese may break between any two characters).
    if (code === 'ja') expect(await linesOf(popup, '.sync-status__headline', /同期済み/)).toBe(1);

    for (const width of [252, 420, 1100]) {
      const panel = await openPage('sidepanel.html#/inbox', { width, height: 900 });
      await expect(panel.locator('html')).toHaveAttribute('lang', code);
      await expect(panel.locator('.inbox-column__count[data-total]')).toBeVisible({ timeout: 30_000 });
      expect({ width, cut: await cutActions(panel) }).toEqual({ width, cut: [] });
      // The list's count, wrapped beside its buttons, keeps "（全 576 件）" whole.
      if (code === 'ja') expect(await linesOf(panel, '.inbox-column__count', /（.+）/)).toBe(1);
      expect({ width, row: await rowLines(panel) }).toEqual({
        width,
        row: { metaWhole: true, textLines: 2 },
      });
      if (width === 252)
        for (const [view, shown] of Object.entries(SHOWN)) {
          await panel.evaluate((hash) => {
            location.hash = hash;
          }, `#/${view}`);
          await expect(panel.locator(shown).first()).toBeVisible({ timeout: 30_000 });
          expect({ view, cut: await cutActions(panel) }).toEqual({ view, cut: [] });
        }
      await panel.close();
    }
  });
}

/**
 * The inbox's first row: its meta line whole (at Japanese's taller leading the grid squeezed it and
 * cut its descenders), and its text box exactly two lines high (no top of a third under them).
 */
const rowLines = (page: Page) =>
  page
    .locator('.inbox-row')
    .first()
    .evaluate((row) => {
      const meta = row.querySelector('.inbox-row__meta') as HTMLElement;
      const text = row.querySelector('.inbox-row__text') as HTMLElement;
      const lineHeight = (element: Element) => Number.parseFloat(getComputedStyle(element).lineHeight);
      // Whole: its line is not squeezed, and neither it nor its names clip a glyph taller than
      // the line (a face's descenders may reach past a tight line; Firefox counts them).
      const unclipped = (element: Element) =>
        getComputedStyle(element).overflowY === 'visible' || element.scrollHeight <= element.clientHeight;
      return {
        metaWhole:
          meta.getBoundingClientRect().height >= lineHeight(meta) - 0.5 &&
          [meta, ...meta.querySelectorAll('*')].every(unclipped),
        textLines: text.getBoundingClientRect().height / lineHeight(text),
      };
    });

/** On how many lines the first match of `words` in the first `selector` element's own text is laid out. */
async function linesOf(page: Page, selector: string, words: RegExp): Promise<number> {
  const element = page.locator(selector).first();
  await expect(element).toContainText(words, { timeout: 30_000 });
  return element.evaluate((parent, source) => {
    const pattern = new RegExp(source);
    const node = [...parent.childNodes].find(
      (child) => child.nodeType === Node.TEXT_NODE && pattern.test(child.textContent ?? ''),
    );
    const match = node && pattern.exec(node.textContent ?? '');
    if (!node || !match) return 0;
    const range = document.createRange();
    range.setStart(node, match.index);
    range.setEnd(node, match.index + match[0].length);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  }, words.source);
}

/** The side panel's other views, each with what shows once its content is there. */
const SHOWN = {
  reputation: '.group-table__tools',
  listings: '.location-pager',
  suggestions: '.suggestion-card',
  reports: '.report-form',
  activity: '.activity-item',
  locations: '.location-item',
};
