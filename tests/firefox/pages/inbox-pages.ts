import type { ElementHandle, Page } from 'puppeteer-core';
import { byRole, queryByRole, until } from './queries';

/**
 * The two inboxes as a person reads them: the popup's Reviews tab and the side panel's inbox
 * (Firefox's sidebar shows the same `sidepanel.html`).
 */

const POPUP_LIST = 'Reviews, newest first';
const SIDEBAR_LIST = 'Reviews, newest first';

/**
 * The popup's list of reviews once the popup is live. Its first screen is painted from the
 * background's snapshot, inert, before the rest of its code has loaded, and that code then draws
 * the popup anew (docs/benchmarks.md): a handle taken before would point at a card that is gone.
 * A person can act only once nothing is inert, and so do these helpers.
 */
async function livePopupList(popup: Page): Promise<ElementHandle<Element>> {
  await until(
    () =>
      popup.evaluate(
        () => document.querySelector('.popup-shell') !== null && !document.querySelector('[inert]'),
      ),
    10_000,
    () => 'The popup did not become live (something on it stayed inert) within 10 s.',
  );
  return byRole(popup, 'list', POPUP_LIST);
}

/** The popup's reviews (not the outbox entries nested in one), as their text. */
export async function popupReviewTexts(popup: Page): Promise<string[]> {
  const list = await livePopupList(popup);
  return list.$$eval(':scope > li', (items) => items.map((item) => (item as HTMLElement).textContent));
}

/** The popup's review showing `text`. */
export async function popupReview(popup: Page, text: string): Promise<ElementHandle<Element>> {
  const list = await livePopupList(popup);
  for (const item of await list.$$(':scope > li'))
    if (await item.evaluate((node, wanted) => (node as HTMLElement).textContent.includes(wanted), text))
      return item;
  throw new Error(`The popup lists no review showing "${text}".`);
}

/** Opens the review's quick composer, types `text`, picks the visibility and presses Send reply. */
export async function sendReply(
  review: ElementHandle<Element>,
  text: string,
  visibility: 'Public' | 'Private',
): Promise<void> {
  await (await byRole(review, 'button', 'Reply')).click();
  const input = await byRole(review, 'textbox', 'Reply text');
  await input.focus();
  // The whole text in one input event, as a paste gives it: typed a key at a time, each key a
  // WebDriver BiDi round trip, a sentence took ~10 s.
  await input.evaluate((node, value) => node.ownerDocument.execCommand('insertText', false, value), text);
  await (await byRole(review, 'radio', visibility, { visible: false })).click();
  await (await byRole(review, 'button', 'Send reply')).click();
}

/**
 * Opens the review's quick composer and presses Draft a reply; the draft in Reply text once it is
 * there, and what the composer says under it.
 */
export async function draftReply(review: ElementHandle<Element>): Promise<{ text: string; note: string }> {
  await (await byRole(review, 'button', 'Reply')).click();
  await (await byRole(review, 'button', 'Draft a reply')).click();
  const input = await byRole(review, 'textbox', 'Reply text');
  const value = () => input.evaluate((node) => (node as HTMLTextAreaElement).value);
  await until(
    async () => (await value()) !== '',
    10_000,
    () => 'Draft a reply left Reply text empty for 10 s.',
  );
  const note = await review.$eval('.draft-reply__note', (node) => (node as HTMLElement).textContent);
  return { text: await value(), note };
}

/** The text of the review's outbox line ("Sent ✓", "Not sent: …"). */
export async function outboxText(review: ElementHandle<Element>): Promise<string> {
  const outbox = await queryByRole(review, 'list', 'Replies to this review');
  return outbox ? outbox.evaluate((node) => (node as HTMLElement).textContent) : '';
}

/** The sidebar inbox's rendered rows (a virtualized list box: one option per review), as their text. */
export async function sidebarRowTexts(sidebar: Page): Promise<string[]> {
  const list = await byRole(sidebar, 'listbox', SIDEBAR_LIST);
  return list.$$eval('a.inbox-row', (rows) => rows.map((row) => (row as HTMLElement).textContent));
}

/** The number of matches the sidebar's footer states ("1–12 of 345"). */
export async function sidebarTotal(sidebar: Page): Promise<number> {
  const count = await sidebar.$('.inbox-column__count');
  return Number(count ? await count.evaluate((node) => node.getAttribute('data-total')) : Number.NaN);
}
