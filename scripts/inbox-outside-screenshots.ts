/**
 * `npx tsx scripts/inbox-outside-screenshots.ts`: a thread the search hides while a reply is typed
 * in it, as a person sees it, into docs/screenshots/: the side panel at 420 and 1100 px, light and
 * dark, with the "Not in the current search or filters" note. Runs the built extension
 * (`npm run build` first) against a fresh emulator.
 */
import { EmulatorAdmin } from '../tests/e2e/pages/emulator-admin';
import { SidePanelInboxPage } from '../tests/e2e/pages/side-panel-inbox-page';
import { openScreenshotSession, THEMES } from './screenshot-session';

async function main(): Promise<void> {
  const session = await openScreenshotSession();
  const { emulator, openPage, shoot } = session;
  try {
    await (await session.connectFromInbox(4)).page.close();
    const { id } = await new EmulatorAdmin(emulator).newestAnswerable();
    const link = `#/inbox/review/${encodeURIComponent(id)}`;
    for (const width of [1100, 420]) {
      for (const theme of THEMES) {
        const inbox = new SidePanelInboxPage(await openPage(`sidepanel.html${link}`, { width, height: 800 }));
        await inbox.page.emulateMedia({ colorScheme: theme });
        await inbox.replyText().fill('Thank you for coming in, and for taking the time to write to us.');
        if (width === 420) await inbox.backToList().click();
        await inbox.search().fill('cold coffee');
        // In one column the list hides the thread: the review is opened again by its link.
        if (width === 420)
          await inbox.page.evaluate((hash) => {
            window.location.hash = hash;
          }, link);
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
