import type { ElementHandle, Page } from 'puppeteer-core';

/**
 * Finding things the way a person (and a screen reader) does, by role and accessible name, over
 * WebDriver BiDi: puppeteer's `::-p-aria(…)` asks Firefox's own accessibility tree. Two things
 * differ from Playwright, found by trying: a name alone matches a field's <label> as well as the
 * field, and a password field has no ARIA role there; and puppeteer's Locator actions and
 * waitForFunction compile code with Function(), which an extension page's CSP refuses, so these
 * helpers wait for an element handle and act on it.
 */

const TIMEOUT = 10_000;

/** A `::-p-aria` selector for the element with this role and exact accessible name. */
export const role = (roleName: string, name: string) => `::-p-aria([name="${name}"][role="${roleName}"])`;

/** Waits for a visible element with this role and name. */
export async function byRole(page: Page, roleName: string, name: string): Promise<ElementHandle<Element>> {
  const handle = await page.waitForSelector(role(roleName, name), { visible: true, timeout: TIMEOUT });
  if (!handle) throw new Error(`No ${roleName} named "${name}" on ${await href(page)}.`);
  return handle;
}

/** The form control labelled `label` (input, select or textarea), not the label itself. */
export async function field(page: Page, label: string): Promise<ElementHandle<Element>> {
  await page.waitForSelector(`::-p-aria(${label})`, { visible: true, timeout: TIMEOUT });
  for (const handle of await page.$$(`::-p-aria(${label})`))
    if (await handle.evaluate((node) => node.matches('input, select, textarea'))) return handle;
  throw new Error(`No field labelled "${label}" on ${await href(page)}.`);
}

/** Replaces the field's text by typing, as a person would after selecting what was there. */
export async function fill(page: Page, label: string, text: string): Promise<void> {
  const input = await field(page, label);
  await input.evaluate((node) => (node as HTMLInputElement).select());
  await input.type(text);
}

export async function click(page: Page, roleName: string, name: string): Promise<void> {
  await (await byRole(page, roleName, name)).click();
}

/** Waits until the page shows `text` somewhere in its text. */
export async function waitForText(page: Page, text: string, timeout = TIMEOUT): Promise<void> {
  await until(
    () => page.evaluate((wanted) => document.body.textContent.includes(wanted), text),
    timeout,
    () => `"${text}" did not show on the page within ${timeout / 1000} s.`,
  );
}

/**
 * Polls `check` until it answers true. Not puppeteer's waitForFunction: that compiles its predicate
 * with Function(), which an extension page's CSP refuses.
 */
export async function until(
  check: () => Promise<boolean>,
  timeout: number,
  failure: () => string,
): Promise<void> {
  const deadline = Date.now() + timeout;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(failure());
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * The page's address. Puppeteer's `page.url()` can still say about:blank for a page Firefox opened
 * itself (the launch argument, `tabs.create`, the sign-in window), so it is read from the page.
 */
export function href(page: Page): Promise<string> {
  return page.evaluate(() => location.href).catch(() => '');
}
