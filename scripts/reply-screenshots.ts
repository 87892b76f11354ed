/**
 * `npx tsx scripts/reply-screenshots.ts`: a reply on its way, as a person sees it, into
 * docs/screenshots/: the popup card (400 px) and the side panel thread (420 and 1100 px), light
 * and dark, first in its undo window (Sending… with Undo), then sent (Sent ✓). Runs the built
 * extension (`npm run build` first) against a fresh emulator.
 */
import type { Page } from '@playwright/test';
import { EmulatorAdmin } from '../tests/e2e/pages/emulator-admin';
import { PopupInboxPage } from '../tests/e2e/pages/popup-inbox-page';
import { setUndoWindow } from '../tests/shared/undo-window';
import { openScreenshotSession, THEMES } from './screenshot-session';

async function main(): Promise<void> {
  const session = await openScreenshotSession();
  const { emulator, worker, openPage, shoot } = session;
  try {
    await session.connect();
    // Long enough to take every "Undo" shot before the reply goes.
    await setUndoWindow(worker, 30);
    const admin = new EmulatorAdmin(emulator);
    for (const theme of THEMES) {
      const content = `The staff were lovely, but we waited 40 minutes for a table (${theme}).`;
      const review = await admin.addReview({ publisherId: 'BRANDCMYBUSINESS', rating: 3, content });
      const inbox = await PopupInboxPage.open(openPage);
      await inbox.page.emulateMedia({ colorScheme: theme });
      const card = await inbox.openReply(inbox.review(content));
      await inbox.sendReply(card, 'Thank you, Sam — sorry about the wait. We now take bookings.', 'Public');
      await inbox.outbox(card).getByRole('button', { name: 'Undo' }).waitFor();
      await card.scrollIntoViewIfNeeded();
      await shoot(inbox.page, `popup-reply-undo-400-${theme}`);
      const panels: [Page, number][] = [];
      for (const width of [420, 1100]) {
        const page = await openPage(`sidepanel.html#/inbox/review/${encodeURIComponent(review.id)}`, {
          width,
          height: 900,
        });
        await page.emulateMedia({ colorScheme: theme });
        await page.getByRole('button', { name: 'Undo' }).waitFor();
        await shoot(page, `sidepanel-reply-undo-${width}-${theme}`);
        panels.push([page, width]);
      }
      await inbox.outbox(card).getByText('Sent ✓').waitFor({ timeout: 60_000 });
      await shoot(inbox.page, `popup-reply-sent-400-${theme}`);
      for (const [page, width] of panels) {
        await page.locator('.comment__sent').waitFor({ timeout: 30_000 });
        await shoot(page, `sidepanel-reply-sent-${width}-${theme}`);
        await page.close();
      }
      await inbox.page.close();
    }
  } finally {
    await session.close();
  }
}

await main();
