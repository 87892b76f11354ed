import type { ElementHandle, Page } from 'puppeteer-core';

/**
 * Finding things the way a person (and a screen reader) does, by role and accessible name. Not
 * puppeteer's `::-p-aria(…)`, which asks Firefox's accessibility tree over WebDriver BiDi: in
 * firefox-esr 153 that query never answers (checked: it hung for 40 s on the options page while a
 * CSS query answered at once). So the page itself is asked, with the parts of the ARIA role and
 * name rules our pages use: an explicit `role`, else the element's own (button, radio, text box,
 * combobox, list, list box), and a name from `aria-labelledby`, `aria-label`, the control's
 * <label>, its text (buttons) or `title`. Puppeteer's Locator actions and waitForFunction compile
 * code with Function(), which an extension page's CSP refuses, so these helpers poll and act on
 * an element handle.
 */

const TIMEOUT = 10_000;

type Scope = Page | ElementHandle<Element>;

/** Runs in the page: the first element under `from` (or the document) with one of these roles and this name. */
const find = (
  from: Element | undefined,
  wantedRoles: string[],
  wantedName: string,
  mustShow: boolean,
): Element | null => {
  const implicit: Record<string, string> = {
    button: 'button, input[type="button"], input[type="submit"]',
    radio: 'input[type="radio"]',
    checkbox: 'input[type="checkbox"]',
    // A password field has no role in ARIA; it is a text box to a person typing into it.
    textbox:
      'textarea, input:not([type]), input[type="text"], input[type="url"], input[type="email"], input[type="search"], input[type="password"]',
    combobox: 'select:not([multiple])',
    list: 'ul, ol',
    listbox: 'select[multiple]',
    link: 'a[href]',
  };
  const text = (node: Element | null) => (node?.textContent ?? '').replace(/\s+/g, ' ').trim();
  const nameOf = (el: Element): string => {
    const doc = el.ownerDocument;
    const labelledBy = el.getAttribute('aria-labelledby');
    if (labelledBy)
      return labelledBy
        .split(/\s+/)
        .map((id) => text(doc.getElementById(id)))
        .join(' ')
        .trim();
    const label = el.getAttribute('aria-label');
    if (label) return label.trim();
    if (el.matches('input, select, textarea')) {
      const labels = (el as HTMLInputElement).labels;
      // A label's own words: not the controls inside it (a <select>'s options) nor what it hides.
      const words = (label: Element) => {
        const copy = label.cloneNode(true) as Element;
        for (const skip of copy.querySelectorAll('[aria-hidden="true"], input, select, textarea'))
          skip.remove();
        return text(copy);
      };
      if (labels && labels.length > 0) return [...labels].map(words).join(' ');
    }
    if (el.matches('button, a, [role="button"], [role="tab"], [role="link"]')) return text(el);
    return (el.getAttribute('title') ?? '').trim();
  };
  const base = from ?? document;
  const candidates = base.querySelectorAll(
    wantedRoles.map((role) => `[role="${role}"]${implicit[role] ? `, ${implicit[role]}` : ''}`).join(', '),
  );
  for (const el of candidates) {
    const role = el.getAttribute('role');
    if (role && !wantedRoles.includes(role)) continue;
    if (nameOf(el) !== wantedName) continue;
    if (mustShow && !el.checkVisibility()) continue;
    return el;
  }
  return null;
};

/** A role, or several any of which will do. */
type Roles = string | string[];

/** The first element in `scope` with one of `roles` and this exact accessible name (visible, if asked). */
async function findByRole(
  scope: Scope,
  roles: Roles,
  name: string,
  visible: boolean,
): Promise<ElementHandle<Element> | null> {
  const wanted = typeof roles === 'string' ? [roles] : roles;
  const handle =
    'asElement' in scope
      ? await scope.evaluateHandle(find, wanted, name, visible)
      : await scope.evaluateHandle(find, undefined, wanted, name, visible);
  const element = handle.asElement();
  if (!element) await handle.dispose();
  return element as ElementHandle<Element> | null;
}

/** Waits for an element in `scope` (a page, or an element of one) with this role and name. */
export async function byRole(
  scope: Scope,
  roles: Roles,
  name: string,
  { visible = true, timeout = TIMEOUT } = {},
): Promise<ElementHandle<Element>> {
  let found: ElementHandle<Element> | null = null;
  await until(
    async () => {
      found = await findByRole(scope, roles, name, visible);
      return found !== null;
    },
    timeout,
    () =>
      `No ${visible ? 'visible ' : ''}${[roles].flat().join(' or ')} named "${name}" within ${timeout / 1000} s.`,
  );
  return found as unknown as ElementHandle<Element>;
}

/** The element in `scope` with this role and name, if there is one now. */
export function queryByRole(
  scope: Scope,
  roles: Roles,
  name: string,
): Promise<ElementHandle<Element> | null> {
  return findByRole(scope, roles, name, false);
}

/** The form control labelled `label` (a text box or a select), not the label itself. */
export function field(page: Page, label: string): Promise<ElementHandle<Element>> {
  return byRole(page, ['textbox', 'combobox'], label);
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
