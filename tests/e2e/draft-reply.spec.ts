// biome-ignore-all lint/correctness/noUnusedFunctionParameters: a test asks for the `connected` fixture by naming it.

import { createApiClient } from '../../lib/api';
import { THEME_PHRASES } from '../../lib/drafting/en/theme-phrases';
import { expect, test } from './fixtures';
import { EmulatorAdmin } from './pages/emulator-admin';
import { PopupInboxPage } from './pages/popup-inbox-page';

// Draft a reply, end to end: the draft fills Reply text in the browser, nothing reaches the service
// until Send reply, and what is sent is the draft. Without a model (Debian's chromium answers
// "unavailable") the draft is composed; with a stand-in model put into the extension's pages
// before they load, it is the model's answer.

test.use({ undoSeconds: 0 });

const COMPLAINT = 'We waited over an hour for our food and the server was rude to us.';

/** Dana Whitfield's 1★ review about the wait and a rude server, on a publisher that takes replies. */
const addComplaint = (admin: EmulatorAdmin) =>
  admin.addReview({
    publisherId: 'BRANDCMYBUSINESS',
    rating: 1,
    authorName: 'Dana Whitfield',
    content: COMPLAINT,
  });

/** The service's POSTs of replies to this review. */
const replyPosts = async (admin: EmulatorAdmin, reviewId: string) =>
  (await admin.requests()).filter(
    (request) => request.method === 'POST' && request.path.endsWith(`/reviews/${reviewId}/comments`),
  );

async function locationName(emulator: { baseUrl: string; apiKey: string }, locationId: string) {
  const api = createApiClient({ baseUrl: emulator.baseUrl, credential: { apiKey: emulator.apiKey } });
  for await (const location of api.locations.iterate())
    if (location.id === locationId) return location.locationName;
  throw new Error(`No location ${locationId} on the service.`);
}

/** Whether `text` says one of a theme's complaint clauses, or names the theme. */
const answers = (text: string, theme: keyof typeof THEME_PHRASES) =>
  [THEME_PHRASES[theme].name, ...THEME_PHRASES[theme].complaint].some((words) => text.includes(words));

test('no model: Draft a reply on a 1★ review about the wait and a rude server fills Reply text with a composed draft naming the reviewer and answering both; the service gets it only on Send', async ({
  openPage,
  emulator,
  connected,
}) => {
  const admin = new EmulatorAdmin(emulator);
  const review = await addComplaint(admin);
  const location = await locationName(emulator, review.locationId);
  const inbox = await PopupInboxPage.open(openPage);
  const card = await inbox.openReply(inbox.review(COMPLAINT));
  await expect(card.getByRole('button', { name: /Download Chrome/ })).toHaveCount(0);

  await card.getByRole('button', { name: 'Draft a reply' }).click();
  const box = inbox.replyText(card);
  await expect(box).toHaveValue(/^(Hi|Hello|Dear) Dana,\n\n/);
  const draft = await box.inputValue();
  expect(draft).not.toContain('Whitfield');
  expect(draft).toContain(location);
  expect(answers(draft, 'wait')).toBe(true);
  expect(answers(draft, 'staff')).toBe(true);
  expect(draft).toMatch(/sorry|apologise/);
  await expect(card).toContainText(
    'Drafted from your saved replies and the review. Nothing left this browser.',
  );
  expect(await replyPosts(admin, review.id)).toEqual([]);

  // Kept as a draft: the popup closed and opened again shows it.
  await inbox.page.close();
  const again = await PopupInboxPage.open(openPage);
  const reopened = await again.openReply(again.review(COMPLAINT));
  await expect(again.replyText(reopened)).toHaveValue(draft);
  expect(await replyPosts(admin, review.id)).toEqual([]);

  await again.visibility(reopened, 'Public').check();
  await reopened.getByRole('button', { name: 'Send reply' }).click();
  await expect(again.outbox(reopened)).toContainText('Sent ✓', { timeout: 15_000 });
  expect(await admin.commentsWithText(review.id, draft)).toHaveLength(1);
  expect(await replyPosts(admin, review.id)).toHaveLength(1);
});

test("with Chrome's model (a stand-in put into the extension's pages before they load): the side panel's Draft a reply fills Reply text with the model's answer, saying it was drafted on this device", async ({
  context,
  openPage,
  emulator,
  connected,
}) => {
  const answer =
    "Hi Dana, thank you for telling us. We're sorry you waited so long and that our server was rude to you. We have shared this with the team and we are looking at our timings. Please contact us so we can talk it through.";
  // The context outlives this test (one browser per worker): the stand-in goes with it.
  const standIn = await context.addInitScript((reply: string) => {
    if (location.protocol !== 'chrome-extension:') return;
    const prompts: string[] = [];
    Object.assign(globalThis, {
      standInPrompts: prompts,
      LanguageModel: {
        availability: async () => 'available',
        create: async () => ({
          prompt: async (input: string) => {
            prompts.push(input);
            return reply;
          },
          destroy: () => {},
        }),
      },
    });
  }, answer);
  try {
    const admin = new EmulatorAdmin(emulator);
    const review = await addComplaint(admin);
    const popup = await PopupInboxPage.open(openPage);
    await expect(popup.review(COMPLAINT)).toBeVisible();
    await popup.page.close();
    const panel = await openPage(`sidepanel.html#/inbox/review/${encodeURIComponent(review.id)}`, {
      width: 1100,
      height: 800,
    });
    const thread = panel.locator('article.review-thread');
    await thread.getByRole('button', { name: 'Draft a reply' }).click();
    const box = thread.getByRole('textbox', { name: 'Reply text' });
    await expect(box).toHaveValue(answer);
    await expect(thread).toContainText(
      "Drafted on this device by Chrome's built-in model. The review and the draft never left this browser.",
    );
    const prompts = await panel.evaluate(() => (globalThis as { standInPrompts?: string[] }).standInPrompts);
    expect(prompts).toHaveLength(1);
    expect(prompts?.[0]).toContain(COMPLAINT);
    expect(prompts?.[0]).toContain("Reviewer's first name: Dana.");
    expect(await replyPosts(admin, review.id)).toEqual([]);
  } finally {
    await standIn.dispose();
  }
});
