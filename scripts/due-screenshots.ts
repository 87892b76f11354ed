/**
 * `npx tsx scripts/due-screenshots.ts`: due times as a person sees them, into docs/screenshots/:
 * the popup leading with what is overdue (400 px), the side panel's inbox sorted Due soonest with a
 * thread open (420 and 1100 px), and Options › Response targets, light and dark. Runs the built
 * extension (`npm run build` first) against a fresh emulator, with a few reviews added at known
 * ages beside the seeded ones.
 */
import { extensionDocument, sendFromPage } from '../tests/e2e/pages/connect-account';
import { EmulatorAdmin } from '../tests/e2e/pages/emulator-admin';
import { ConsentPage } from '../tests/e2e/pages/options-page';
import { PopupInboxPage } from '../tests/e2e/pages/popup-inbox-page';
import { SidePanelInboxPage } from '../tests/e2e/pages/side-panel-inbox-page';
import { openScreenshotSession, THEMES } from './screenshot-session';

const HOUR = 3_600_000;
const serviceDate = (at: number) => new Date(at).toISOString().slice(0, 16);

async function main(): Promise<void> {
  const session = await openScreenshotSession();
  const { context, emulator, worker, openPage, shoot } = session;
  try {
    const admin = new EmulatorAdmin(emulator);
    const now = Date.now();
    await admin.addReview({
      publisherId: 'BRANDB',
      rating: 1,
      authorName: 'Dana Whitfield',
      content: 'Booked a table for eight and nobody had written it down. Nobody called back either.',
      publisherDate: serviceDate(now - 29 * HOUR),
    });
    for (const [rating, hours, authorName, content] of [
      [2, 5, 'Lee Kim', 'The room was cold and the heating only came on after we complained.'],
      [4, 10, 'Ana Pereira', 'Lovely staff, though parking was hard to find.'],
    ] as const)
      await admin.addReview({
        publisherId: 'BRANDCMYBUSINESS',
        rating,
        authorName,
        content,
        publisherDate: serviceDate(now - hours * HOUR),
      });
    await session.connect();

    for (const theme of THEMES) {
      const inbox = await PopupInboxPage.open(openPage);
      await inbox.page.emulateMedia({ colorScheme: theme });
      const dismiss = inbox.page.getByRole('button', { name: 'Dismiss' });
      if (await dismiss.isVisible()) await dismiss.click();
      await inbox
        .reviews()
        .first()
        .getByText(/^Overdue by /)
        .waitFor();
      await shoot(inbox.page, `popup-due-400-${theme}`);
      await inbox.page.close();
    }

    for (const width of [1100, 420]) {
      for (const theme of THEMES) {
        const inbox = new SidePanelInboxPage(await openPage('sidepanel.html#/inbox', { width, height: 800 }));
        await inbox.page.emulateMedia({ colorScheme: theme });
        const sort = inbox.page.getByLabel('Sort');
        await sort.waitFor();
        // Remembered: the first pick holds for the shots after it.
        await sort.selectOption({ label: 'Due soonest' });
        await inbox.page.getByRole('listbox', { name: 'Reviews, due soonest first' }).waitFor();
        // The last three days: what went overdue today above what is still due, as a manager's morning.
        const from = new Date(now - 3 * 24 * HOUR);
        const day = (n: number) => String(n).padStart(2, '0');
        await (await inbox.openFilters())
          .getByLabel('From', { exact: true })
          .fill(`${from.getFullYear()}-${day(from.getMonth() + 1)}-${day(from.getDate())}`);
        // Folded again, so the shot shows the rows.
        await inbox.filtersFold().click();
        await inbox
          .rows()
          .first()
          .getByText(/^Overdue by /)
          .waitFor();
        if (width === 1100) {
          await inbox.rows().first().click();
          await inbox.page
            .locator('.review-thread')
            .getByText(/^Overdue by /)
            .waitFor();
        }
        await shoot(inbox.page, `sidepanel-due-${width}-${theme}`);
        await inbox.page.close();
      }
    }

    // A second client account (the consent page's second choice), for Options' per-account targets (last:
    // it becomes the active account).
    const page = await extensionDocument(context, worker);
    let signedIn: Promise<unknown> | undefined;
    const consent = await ConsentPage.openedBy(context, async () => {
      signedIn = sendFromPage(page, 'signIn', {});
    });
    const second = await consent.chooseAccount(1);
    await consent.allow();
    await signedIn;
    await page.close();

    for (const theme of THEMES) {
      const settings = await openPage('options.html', { width: 800, height: 1000 });
      await settings.emulateMedia({ colorScheme: theme });
      const section = settings.getByRole('region', { name: 'Response targets' });
      // The second account with targets of its own: 2★ or less within 4 hours.
      await section.getByLabel('Targets for').selectOption({ label: second });
      const own = section.getByLabel(`${second} has targets of its own`);
      if (!(await own.isChecked())) await own.check();
      await section.getByLabel('2★ or less: answer within (hours)').fill('4');
      await settings.evaluate(() => {
        document.getElementById('options-response-targets')?.scrollIntoView({ block: 'start' });
        window.scrollBy(0, -24);
      });
      await shoot(settings, `options-response-targets-${theme}`);
      await settings.close();
    }
  } finally {
    await session.close();
  }
}

await main();
