/**
 * `npx tsx scripts/review-language-screenshots.ts`: reviews in other languages as a person whose browser
 * speaks English sees them, into docs/screenshots/: the side panel's inbox with a French review's
 * thread open (420 and 1100 px), its list in Firefox's 252 px sidebar, and the popup (400 px), light and dark, each row saying its
 * language (`*-review-languages-*`); then a French thread with its drafted reply, in French
 * (`sidepanel-draft-french-*`). Runs the built
 * extension (`npm run build` first) against an emulator seeded in five languages.
 */
import { createApiClient } from '../lib/api';
import { canReplyToReview } from '../lib/api/catalog';
import { openScreenshotSession, THEMES } from './screenshot-session';

async function main(): Promise<void> {
  const session = await openScreenshotSession({ languages: ['en', 'de', 'fr', 'es', 'ja'] });
  const { emulator, openPage, shoot } = session;
  try {
    await session.connect();
    // The newest French reviews that take a reply: one to look at, and one to draft per shot (a
    // draft is kept, so a second Draft a reply on the same review would ask before replacing it).
    const api = createApiClient({ baseUrl: emulator.baseUrl, credential: { apiKey: emulator.apiKey } });
    const { reviews } = await api.reviews.list({ limit: 100 });
    const french = reviews.filter(
      (review) =>
        canReplyToReview(review.publisherId) &&
        /\b(nous|très|accueil|personnel|attente|prix)\b/i.test(review.content ?? ''),
    );
    if (french.length < 5) throw new Error('Fewer than 5 French reviews among the newest 100.');
    const thread = (id: string) => `sidepanel.html#/inbox/review/${encodeURIComponent(id)}`;
    for (const theme of THEMES) {
      const card = await openPage('popup.html', { width: 400, height: 600 });
      await card.emulateMedia({ colorScheme: theme });
      await card.locator('.popup-review__language').first().waitFor();
      await shoot(card, `popup-review-languages-400-${theme}`);
      await card.close();
      // Firefox's sidebar: the list alone, each row's language after its place.
      const narrow = await openPage('sidepanel.html#/inbox', { width: 252, height: 700 });
      await narrow.emulateMedia({ colorScheme: theme });
      // The filters open on the inbox's first use and would take the whole 252 px: folded here.
      const fold = narrow.getByRole('button', { name: /^Filters \(\d+\)$/ });
      await fold.and(narrow.locator('[data-settled="true"]')).waitFor();
      if ((await fold.getAttribute('aria-expanded')) === 'true') await fold.click();
      await narrow.locator('.inbox-row__language').first().waitFor();
      await shoot(narrow, `sidepanel-review-languages-252-${theme}`);
      await narrow.close();
      for (const width of [420, 1100]) {
        const page = await openPage(thread(french[0].id), { width, height: 900 });
        await page.emulateMedia({ colorScheme: theme });
        await page.locator('.review-thread__language').waitFor();
        await shoot(page, `sidepanel-review-languages-${width}-${theme}`);
        await page.close();
      }
    }
    let next = 1;
    for (const theme of THEMES)
      for (const width of [420, 1100]) {
        const page = await openPage(thread(french[next++].id), { width, height: 900 });
        await page.emulateMedia({ colorScheme: theme });
        const article = page.locator('article.review-thread');
        await article.getByRole('button', { name: 'Draft a reply' }).click();
        await article.getByText(/^Drafted /).waitFor();
        await article.getByRole('button', { name: 'Send reply' }).scrollIntoViewIfNeeded();
        await shoot(page, `sidepanel-draft-french-${width}-${theme}`);
        await page.close();
      }
  } finally {
    await session.close();
  }
}

await main();
