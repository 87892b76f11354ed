// biome-ignore-all lint/correctness/noUnusedFunctionParameters: a test asks for the `connected` fixture by naming it.
import type { BrowserContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { arriveWhileClosed, openAtFirstPaint } from './pages/first-paint';
import { OptionsPage } from './pages/options-page';
import { PopupInboxPage } from './pages/popup-inbox-page';
import { PopupNumbersPage } from './pages/popup-numbers-page';

// The popup's first screen comes from a snapshot the background keeps (lib/first-screen): its
// cards are on the page when the popup's first script run ends, before its first frame. It must
// stay true while the popup is closed: a review that arrives is on it, a disconnected account's
// reviews never are.

/** Opens the popup; its review cards' text when its first script run ended, and whether it was inert. */
async function openWithFirstScreen(context: BrowserContext, extensionId: string) {
  const paint = await openAtFirstPaint(
    context,
    `chrome-extension://${extensionId}/popup.html`,
    { width: 400, height: 600 },
    '[aria-label="Reviews, newest first"] > li',
    '.popup-shell',
  );
  return { inbox: new PopupInboxPage(paint.page), cards: paint.texts, inert: paint.inert };
}

async function firstScreen(context: BrowserContext, extensionId: string): Promise<string[]> {
  const { inbox, cards } = await openWithFirstScreen(context, extensionId);
  await inbox.page.close();
  return cards;
}

test("a review that arrives while the popup is closed is on its first screen; a disconnected account's never are", async ({
  context,
  extensionId,
  openPage,
  emulator,
  worker,
  connected,
}) => {
  // The background stores the first screen once the first download has cached it.
  await expect.poll(async () => (await firstScreen(context, extensionId)).length).toBeGreaterThan(0);

  const content = await arriveWhileClosed(emulator, worker, () => firstScreen(context, extensionId));

  // The reopened popup's first screen, then what it shows once its reads are in: the same review.
  // Painted before the rest of the popup's code has loaded, nothing on it acts until that code has
  // taken over; then everything does: Reply opens the composer, the tabs switch.
  const { inbox, cards, inert } = await openWithFirstScreen(context, extensionId);
  expect(cards[0]).toContain('— Jordan P.');
  expect(inert).toBe(true);
  await expect(inbox.reviews().first()).toContainText(content);
  await expect(inbox.page.locator('[inert]')).toHaveCount(0);
  await inbox.openReply(inbox.reviews().first());
  await expect(inbox.replyText(inbox.reviews().first())).toBeVisible();
  await PopupNumbersPage.show(inbox.page);
  await inbox.page.close();

  const options = await OptionsPage.open(openPage);
  await options.disconnect(connected.name);
  const after = await openWithFirstScreen(context, extensionId);
  expect(after.cards).toEqual([]);
  await expect(after.inbox.page.getByRole('button', { name: 'Connect account' })).toBeVisible();
  await expect(after.inbox.page.getByText(content)).toHaveCount(0);
  await expect(after.inbox.list()).toHaveCount(0);
});
