// biome-ignore-all lint/correctness/noUnusedFunctionParameters: a test asks for the `connected` fixture by naming it.
import type { BrowserContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { EmulatorAdmin } from './pages/emulator-admin';
import { firePollAlarm } from './pages/extension-storage';
import { OptionsPage } from './pages/options-page';
import { PopupInboxPage } from './pages/popup-inbox-page';
import { PopupNumbersPage } from './pages/popup-numbers-page';

// The popup's first screen comes from a snapshot the background keeps (lib/first-screen): its
// cards are on the page when the popup's first script run ends, before its first frame. It must
// stay true while the popup is closed: a review that arrives is on it, a disconnected account's
// reviews never are.

/**
 * Opens the popup and returns it with the text of each review card that was on the page when its
 * scripts' first run ended (DOMContentLoaded follows the module script): what its first frame shows.
 */
async function openWithFirstScreen(context: BrowserContext, extensionId: string) {
  const page = await context.newPage();
  await page.setViewportSize({ width: 400, height: 600 });
  // A string, so no bundler helper is wrapped around it.
  await page.addInitScript({
    content: `document.addEventListener('DOMContentLoaded', () => {
      window.firstScreen = Array.from(
        document.querySelectorAll('[aria-label="Reviews, newest first"] > li'),
        (card) => card.textContent,
      );
      window.firstScreenInert = document.querySelector('.popup-shell')?.inert === true;
    });`,
  });
  await page.goto(`chrome-extension://${extensionId}/popup.html`);
  await page.waitForFunction(() => 'firstScreen' in window);
  const { cards, inert } = await page.evaluate(() => {
    const probe = window as unknown as { firstScreen: string[]; firstScreenInert: boolean };
    return { cards: probe.firstScreen, inert: probe.firstScreenInert };
  });
  return { inbox: new PopupInboxPage(page), cards, inert };
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

  const content = `Arrived while the popup was closed ${Date.now()}`;
  await new EmulatorAdmin(emulator).addReview({
    publisherId: 'BRANDB',
    rating: 2,
    authorName: 'Jordan P.',
    content,
  });
  await firePollAlarm(worker);
  await expect
    .poll(async () => (await firstScreen(context, extensionId))[0] ?? '', { timeout: 20_000 })
    .toContain(content);

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
