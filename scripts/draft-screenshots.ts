/**
 * `npx tsx scripts/draft-screenshots.ts`: Draft a reply as a person sees it, into
 * docs/screenshots/: the popup card (400 px) and the side panel thread (420 and 1100 px), light
 * and dark, each with a composed draft of a 1★ review in Reply text (Debian's chromium has no
 * model); the popup once more with the model's draft (a stand-in model put into the page); and
 * Options › Drafting with its preview. Runs the built extension
 * (`npm run build` first) against a fresh emulator.
 */
import type { Locator, Page } from '@playwright/test';
import { createApiClient } from '../lib/api';
import { EmulatorAdmin } from '../tests/e2e/pages/emulator-admin';
import { PopupInboxPage } from '../tests/e2e/pages/popup-inbox-page';
import { openScreenshotSession, THEMES } from './screenshot-session';

/** One review per shot, each its own words so the popup finds it. */
const COMPLAINTS = {
  light: 'We waited over an hour for our food, and when we asked, the server was rude to us.',
  dark: 'We waited an hour for two pizzas, and the server was rude when we asked about them.',
  model: 'Over an hour for our food, and a rude server when we asked where it was.',
};
const MODEL_ANSWER =
  "Hi Dana, thank you for telling us. We're sorry you waited over an hour, and that our server was rude when you asked. I have shared this with the team, and we are looking at our timings. Please contact us so we can talk it through.";

/** Presses Draft a reply in `scope` and waits for the draft in Reply text. */
async function draft(scope: Locator): Promise<void> {
  await scope.getByRole('button', { name: 'Draft a reply' }).click();
  await scope.getByText(/^Drafted /).waitFor();
}

async function main(): Promise<void> {
  const session = await openScreenshotSession();
  const { emulator, worker, openPage, shoot } = session;
  /** The popup with the card at the top, its composer's Send in view, no "connected" notice over it. */
  const popupShot = async (page: Page, card: Locator, file: string) => {
    const dismiss = page.getByRole('button', { name: 'Dismiss' });
    if (await dismiss.isVisible()) await dismiss.click();
    await card.getByRole('button', { name: 'Send reply' }).scrollIntoViewIfNeeded();
    await shoot(page, file);
  };
  try {
    await session.connect();
    await worker.evaluate(() =>
      chrome.storage.local.set({ 'settings.drafting': { useModel: true, signOff: 'Maria, manager' } }),
    );
    const admin = new EmulatorAdmin(emulator);
    // A restaurant, which a review about food and a server fits.
    const api = createApiClient({ baseUrl: emulator.baseUrl, credential: { apiKey: emulator.apiKey } });
    let locationId: string | undefined;
    for await (const location of api.locations.iterate())
      if (!locationId && /pizza/i.test(location.locationName)) locationId = location.id;
    /** Dana's 1★ review of that restaurant, in these words. */
    const complaint = (content: string) =>
      admin.addReview({
        publisherId: 'BRANDCMYBUSINESS',
        locationId,
        rating: 1,
        authorName: 'Dana Whitfield',
        content,
      });
    for (const theme of THEMES) {
      const content = COMPLAINTS[theme];
      const review = await complaint(content);
      const inbox = await PopupInboxPage.open(openPage);
      await inbox.page.emulateMedia({ colorScheme: theme });
      const card = await inbox.openReply(inbox.review(content));
      await draft(card);
      await popupShot(inbox.page, card, `popup-draft-400-${theme}`);
      await inbox.page.close();
      for (const width of [420, 1100]) {
        const page = await openPage(`sidepanel.html#/inbox/review/${encodeURIComponent(review.id)}`, {
          width,
          height: 900,
        });
        await page.emulateMedia({ colorScheme: theme });
        const thread = page.locator('article.review-thread');
        // The draft the popup saved is in the box: a second press asks before replacing it.
        await thread.getByRole('textbox', { name: 'Reply text' }).fill('');
        await draft(thread);
        await thread.getByRole('button', { name: 'Draft a reply' }).scrollIntoViewIfNeeded();
        await shoot(page, `sidepanel-draft-${width}-${theme}`);
        await page.close();
      }
      const settings = await openPage('options.html', { width: 800, height: 1000 });
      await settings.emulateMedia({ colorScheme: theme });
      await settings.getByRole('button', { name: 'Preview a draft' }).click();
      await settings.getByText('Its draft').scrollIntoViewIfNeeded();
      await shoot(settings, `options-drafting-${theme}`);
      await settings.close();
    }

    // With Chrome's model: a stand-in answering, put into the popup before its composer opens. Not
    // through an init script as the end-to-end test does: with the extension loaded by
    // --load-extension (launch-browser.ts), Chrome installs its own LanguageModel after them.
    const content = COMPLAINTS.model;
    await complaint(content);
    const inbox = await PopupInboxPage.open(openPage);
    // As text: tsx would wrap a function's inner functions in a helper the page does not have.
    await inbox.page.evaluate(`globalThis.LanguageModel = {
      availability: async () => 'available',
      create: async () => ({ prompt: async () => ${JSON.stringify(MODEL_ANSWER)}, destroy() {} }),
    };`);
    const card = await inbox.openReply(inbox.review(content));
    await draft(card);
    await popupShot(inbox.page, card, 'popup-draft-model-400-light');
  } finally {
    await session.close();
  }
}

await main();
