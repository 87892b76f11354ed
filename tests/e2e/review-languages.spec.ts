// biome-ignore-all lint/correctness/noUnusedFunctionParameters: a test asks for the `connected` fixture by naming it.

import { detectWithLibrary } from '../../lib/review-language/detect-language';
import { expect, shareOneInstall, test } from './fixtures';
import { expectNoViolationsInBothThemes } from './pages/axe-scan';
import { EmulatorAdmin } from './pages/emulator-admin';
import { SidePanelInboxPage } from './pages/side-panel-inbox-page';

// Reviews in another language than the interface's (English here, Debian's chromium): an account
// seeded in French (`--languages fr`) shows "French" on its rows and in the thread, offers a
// machine translation beneath the review where Chrome can make one, and Draft a reply writes the
// reply in French. The second test needs the French phrasebook
// (lib/drafting/fr/, registered in phrasebooks.ts): until it is merged the composer says, as it
// should, that drafts cannot be written in French yet, and the test fails.

test.use({ emulatorOptions: { languages: ['fr'], reviews: 80 } });
// The first two only look; the last leaves a draft no other reads: one install for the file.
shareOneInstall();

/** The side panel on that review's thread, and the review. */
async function openFrenchThread(
  openPage: Parameters<typeof SidePanelInboxPage.open>[0],
  emulator: { baseUrl: string; apiKey: string },
) {
  const review = await new EmulatorAdmin(emulator).newestAnswerable();
  const inbox = await SidePanelInboxPage.open(openPage, `#/inbox/review/${encodeURIComponent(review.id)}`);
  return { review, inbox, thread: inbox.thread() };
}

test('a seeded French review says "French" in its row and its thread, quietly, and its words are marked French', async ({
  openPage,
  emulator,
  connected,
}) => {
  const { review, inbox } = await openFrenchThread(openPage, emulator);
  const row = inbox.row(review.id);
  await expect(row.locator('.inbox-row__language')).toHaveText('French');
  await expect(row.locator('.inbox-row__meta')).toHaveText(/ · French$/);
  await expect(row.locator('.inbox-row__language')).toHaveAttribute('title', 'Written in French');
  await expect(row.locator('.inbox-row__text')).toHaveAttribute('lang', 'fr');
  await expect(inbox.thread().locator('.review-thread__meta')).toContainText('French');
  await expect(inbox.thread().locator('.review-thread__text')).toHaveAttribute('lang', 'fr');
});

test("where Chrome can translate (a stand-in Translator put into the extension's pages before they load), the thread's Show in English puts a machine translation beneath the review's own words", async ({
  context,
  openPage,
  emulator,
  connected,
}) => {
  // The context outlives this test (one browser per worker): the stand-in goes with it.
  const standIn = await context.addInitScript(() => {
    if (location.protocol !== 'chrome-extension:') return;
    Object.assign(globalThis, {
      Translator: {
        availability: async () => 'available',
        create: async ({ sourceLanguage }: { sourceLanguage: string }) => ({
          translate: async (text: string) => `[${sourceLanguage}→en] ${text}`,
          destroy: () => {},
        }),
      },
    });
  });
  try {
    const { review, inbox, thread } = await openFrenchThread(openPage, emulator);
    await thread.getByRole('button', { name: 'Show in English' }).click();
    const aid = thread.getByRole('region', { name: 'Machine translation' });
    await expect(aid).toContainText(`[fr→en] ${review.content}`);
    await expect(aid).toContainText('Machine translation into English by Chrome, on this device.');
    await expect(thread.locator('.review-thread__text')).toHaveText(review.content ?? '');
    // The labels, the translation and its button: nothing serious or critical for axe, either theme.
    // No transition is under way while axe reads the colours (the app honours reduced motion).
    await inbox.page.emulateMedia({ reducedMotion: 'reduce' });
    await expectNoViolationsInBothThemes(inbox.page, 'a French thread with its machine translation');
    await thread.getByRole('button', { name: 'Hide the translation' }).click();
    await expect(aid).toHaveCount(0);
  } finally {
    await standIn.dispose();
  }
});

test('Draft a reply on a seeded French review writes a French draft, and says it is in French (needs the French phrasebook)', async ({
  openPage,
  emulator,
  connected,
}) => {
  const { inbox, thread } = await openFrenchThread(openPage, emulator);
  await thread.getByRole('button', { name: 'Draft a reply' }).click();
  const box = inbox.replyText();
  await expect(box).not.toHaveValue('');
  await expect(thread).toContainText("This draft is in French, the review's language.");
  expect(detectWithLibrary(await box.inputValue())).toBe('fr');
});
