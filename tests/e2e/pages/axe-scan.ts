import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The WCAG levels the product meets (AA up to 2.2). */
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * The rules whose outcome colours decide. The dark theme is CSS custom properties of colours and
 * shadows alone (assets/styles/tokens.css), so on the same loaded view every other rule reads what
 * it read in the light theme: the dark pass runs these only, which halves the time axe takes.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** Serious and critical axe violations of the page as it is now, one line each. */
export async function seriousViolations(page: Page, { coloursOnly = false } = {}): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  const results = await (coloursOnly ? builder.withRules(COLOUR_RULES) : builder.withTags(WCAG)).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
          .slice(0, 4)
          .map((node) => node.target.join(' '))
          .join(' | ')}`,
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
