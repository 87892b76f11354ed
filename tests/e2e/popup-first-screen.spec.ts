// biome-ignore-all lint/correctness/noUnusedFunctionParameters: a test asks for the `connected` fixture by naming it.
import type { BrowserContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { arriveWhileClosed, type DrawnItems, drawnNow, openAtFirstPaint } from './pages/first-paint';
import { OptionsPage } from './pages/options-page';
import { PopupInboxPage } from './pages/popup-inbox-page';
import { PopupNumbersPage } from './pages/popup-numbers-page';

// The popup's first screen is what it last drew (lib/first-screen): its cards are on the page when
// its first script run ends, before its first frame, inert; its live views then read and replace
// them in the same open. A disconnected account's cards are never painted.

/** The cards' texts (their review text: the "2 min ago" beside it moves between two opens). */
const CARDS: DrawnItems = { items: '[aria-label="Reviews, newest first"] > li', part: '.popup-review__text' };
/** The cards a first screen holds (lib/first-screen/stored-screen.ts › SCREEN_REVIEWS). */
const FIRST_SCREEN_CARDS = 6;

/** Opens the popup; its cards' texts when its first script run ended, and whether it was inert. */
async function openWithFirstScreen(context: BrowserContext, extensionId: string) {
  const paint = await openAtFirstPaint(
    context,
    `chrome-extension://${extensionId}/popup.html`,
    { width: 400, height: 600 },
    CARDS,
    '.popup-shell',
  );
  return { inbox: new PopupInboxPage(paint.page), cards: paint.texts, inert: paint.inert };
}

/** Closes the popup once it has recorded what it drew (the write follows its read). */
async function closeOnceRecorded(inbox: PopupInboxPage): Promise<string[]> {
  const drawn = await drawnNow(inbox.page, CARDS, FIRST_SCREEN_CARDS);
  await expect.poll(() => inbox.page.evaluate(() => localStorage.getItem('firstScreen') !== null)).toBe(true);
  await inbox.page.close();
  return drawn;
}

test("the popup's first paint is what it last drew, replaced in the same open; a disconnected account's never is", async ({
  context,
  extensionId,
  openPage,
  emulator,
  worker,
  connected,
}) => {
  // The first open has drawn nothing before: its views read and draw.
  const first = await openWithFirstScreen(context, extensionId);
  expect(first.cards).toEqual([]);
  await expect(first.inbox.reviews().first()).toBeVisible();
  const drawn = await closeOnceRecorded(first.inbox);
  expect(drawn.length).toBeGreaterThan(0);

  const content = await arriveWhileClosed(emulator, worker);

  // The next open paints what the last one drew, inert, then its views show the arrival, and
  // everything acts: Reply opens the composer, the tabs switch.
  const again = await openWithFirstScreen(context, extensionId);
  expect(again.cards).toEqual(drawn);
  expect(again.inert).toBe(true);
  // First after what is overdue, which the popup leads with (the seeded account has old reviews
  // past their response target).
  await expect(again.inbox.notOverdue().first()).toContainText(content);
  await expect(again.inbox.page.locator('[inert]')).toHaveCount(0);
  await again.inbox.openReply(again.inbox.review(content));
  await expect(again.inbox.replyText(again.inbox.review(content))).toBeVisible();
  await PopupNumbersPage.show(again.inbox.page);
  await expect
    .poll(() => again.inbox.page.evaluate(() => localStorage.getItem('firstScreen')))
    .toContain(content);
  await again.inbox.page.close();

  // That open drew the arrival: the one after paints it.
  const third = await openWithFirstScreen(context, extensionId);
  expect(third.cards).toContain(content);
  await third.inbox.page.close();

  const options = await OptionsPage.open(openPage);
  await options.disconnect(connected.name);
  const after = await openWithFirstScreen(context, extensionId);
  expect(after.cards).toEqual([]);
  await expect(after.inbox.page.getByRole('button', { name: 'Connect account' })).toBeVisible();
  await expect(after.inbox.page.getByText(content)).toHaveCount(0);
  await expect(after.inbox.list()).toHaveCount(0);
});
