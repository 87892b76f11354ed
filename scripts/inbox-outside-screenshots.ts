/**
 * `npx tsx scripts/inbox-outside-screenshots.ts`: a thread the search hides while a reply is typed
 * in it, as a person sees it, into docs/screenshots/: the side panel at 420 and 1100 px, light and
 * dark, with the "Not in the current search or filters" note. Runs the built extension
 * (`npm run build` first) against a fresh emulator.
 */
import { SidePanelInboxPage } from '../tests/e2e/pages/side-panel-inbox-page';
import { openScreenshotSession, THEMES } from './screenshot-session';

async function main(): Promise<void> {
  const session = await openScreenshotSession();
  const { context, emulator, openPage, shoot } = session;
  try {
    const first = await SidePanelInboxPage.connectAndOpen({ context, openPage, emulator });
    await first.rows().nth(3).waitFor({ timeout: 30_000 });
    await first.page.close();
    for (const width of [1100, 420]) {
      for (const theme of THEMES) {
        const inbox = new SidePanelInboxPage(await openPage('sidepanel.html#/inbox', { width, height: 800 }));
        await inbox.page.emulateMedia({ colorScheme: theme });
        const row = inbox.rows().nth(1);
        await row.waitFor({ timeout: 30_000 });
        const id = (await row.getAttribute('data-review-id')) ?? '';
        await row.click();
        await inbox.replyText().fill('Thank you for coming in, and for taking the time to write to us.');
        if (width === 420) await inbox.backToList().click();
        await inbox.search().fill('cold coffee');
        // In one column the list hides the thread: the review is opened again by its link.
        if (width === 420)
          await inbox.page.evaluate((reviewId) => {
            window.location.hash = `#/inbox/review/${encodeURIComponent(reviewId)}`;
          }, id);
        await inbox.outsideNote().waitFor();
        await shoot(inbox.page, `sidepanel-inbox-outside-${width}-${theme}`);
        await inbox.page.close();
      }
    }
  } finally {
    await session.close();
  }
}

await main();
