/**
 * `npx tsx scripts/reply-doubled-screenshots.ts`: a reply the service saved twice, as a person sees
 * it, into docs/screenshots/: the popup card (400 px) and the side panel thread (420 and 1100 px),
 * light and dark. The doubling is real: the emulator drops the connection after saving the reply
 * and Chromium sends the POST again (tests/e2e/reply-doubled.spec.ts). Runs the built extension
 * (`npm run build` first) against a fresh emulator.
 */
import { expect } from '@playwright/test';
import { EmulatorAdmin } from '../tests/e2e/pages/emulator-admin';
import { firePollAlarm, readSyncStates } from '../tests/e2e/pages/extension-storage';
import { PopupInboxPage } from '../tests/e2e/pages/popup-inbox-page';
import { setUndoWindow } from '../tests/shared/undo-window';
import { openScreenshotSession, THEMES } from './screenshot-session';

async function main(): Promise<void> {
  const session = await openScreenshotSession();
  const { emulator, worker, openPage, shoot } = session;
  try {
    await session.connect();
    await setUndoWindow(worker, 0);
    const admin = new EmulatorAdmin(emulator);
    for (const theme of THEMES) {
      const content = `Lovely pizza, but the delivery came cold (${theme}).`;
      const review = await admin.addReview({ publisherId: 'BRANDB', rating: 3, content });
      const inbox = await PopupInboxPage.open(openPage);
      await inbox.page.emulateMedia({ colorScheme: theme });
      const card = await inbox.openReply(inbox.review(content));
      await inbox.replyText(card).fill('Thank you, and sorry about the wait. Your next delivery is on us.');
      await inbox.visibility(card, 'Public').check();
      // Chromium resends only on a connection it used a moment ago: a poll just before Send.
      await admin.setFaults({ dropAfterCommit: true, paths: '/comments$' });
      const firedAt = await firePollAlarm(worker);
      await expect
        .poll(async () => (await readSyncStates(worker))[0]?.lastRunAt ?? 0, { timeout: 20_000 })
        .toBeGreaterThanOrEqual(firedAt);
      await card.getByRole('button', { name: 'Send reply' }).click();
      await inbox
        .outbox(card)
        .getByText(/ shows (twice|\d+ times) on /)
        .waitFor({ timeout: 30_000 });
      await admin.clearFaults();
      await card.scrollIntoViewIfNeeded();
      await shoot(inbox.page, `popup-reply-doubled-400-${theme}`);
      await inbox.page.close();
      for (const width of [420, 1100]) {
        const page = await openPage(`sidepanel.html#/inbox/review/${encodeURIComponent(review.id)}`, {
          width,
          height: 900,
        });
        await page.emulateMedia({ colorScheme: theme });
        await page
          .getByRole('list', { name: 'Replies to this review' })
          .getByText(/ shows (twice|\d+ times) on /)
          .waitFor();
        await shoot(page, `sidepanel-reply-doubled-${width}-${theme}`);
        await page.close();
      }
    }
  } finally {
    await session.close();
  }
}

await main();
