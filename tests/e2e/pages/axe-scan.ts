import { expect, type Page } from '@playwright/test';
import axe from 'axe-core';

/** The WCAG levels the product meets (AA up to 2.2). */
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * The rules whose outcome colours decide. The dark theme is CSS custom properties of colours and
 * shadows alone (assets/styles/tokens.css), so on the same loaded view every other rule reads what
 * it read in the light theme: the dark pass runs these only.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

type RunOnly = { type: 'tag' | 'rule'; values: string[] };

/**
 * Serious and critical axe violations of the page as it is now, one line each. axe-core is put
 * into the page once and run there: the extension's pages have no frames, so none of
 * @axe-core/playwright's frame handling is needed, nor the blank page it opened for every scan.
 */
export async function seriousViolations(page: Page, { coloursOnly = false } = {}): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const runOnly: RunOnly = coloursOnly
    ? { type: 'rule', values: COLOUR_RULES }
    : { type: 'tag', values: WCAG };
  const violations = await page.evaluate(async (runOnly) => {
    const { axe } = window as unknown as { axe: typeof import('axe-core') };
    const results = await axe.run(document, { runOnly, resultTypes: ['violations'] });
    return results.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      targets: nodes.slice(0, 4).map((node) => node.target.join(' ')),
    }));
  }, runOnly);
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ${violation.targets.join(' | ')}`,
    );
}

/**
 * Scans the page as it is now in the light theme (every rule) and then the dark one (the colour
 * rules), and checks that the dark theme did take effect.
 */
export async function expectNoViolationsInBothThemes(page: Page, what: string): Promise<void> {
  const backgrounds = new Set<string>();
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    backgrounds.add(await page.evaluate(() => getComputedStyle(document.body).backgroundColor));
    const violations = await seriousViolations(page, { coloursOnly: colorScheme === 'dark' });
    expect.soft(violations, `${what} (${colorScheme})`).toEqual([]);
  }
  expect(backgrounds.size, `${what}: the dark theme took effect`).toBe(2);
}
