// biome-ignore-all lint/correctness/noUnusedFunctionParameters: a test asks for the `connected` fixture by naming it.
import type { Worker } from '@playwright/test';
import { expect, test } from './fixtures';
import { actionCounts, badgeOf } from './pages/badge';
import { EmulatorAdmin } from './pages/emulator-admin';
import { firePollAlarm } from './pages/extension-storage';
import { PopupInboxPage } from './pages/popup-inbox-page';
import { SidePanelInboxPage } from './pages/side-panel-inbox-page';

// The toolbar badge counts what needs action now by default: the reviews new since the person last
// looked (the popup's Reviews or the side panel's inbox shown on the account, lib/reviews/looked.ts)
// and the overdue 1–2★ ones; its tooltip says which, with both numbers. Below it, badge.test.ts
// checks the rules (read, Done, a look, an arrival counted once) against the cache.

const textOf = (count: number) => (count === 0 ? '' : count > 99 ? '99+' : String(count));

/**
 * The badge's numbers once its tooltip reads what needs action now, and whether its text is their
 * sum. The overdue count is read each time: a seeded review may pass its target while this runs.
 */
async function counted(worker: Worker) {
  const { text, title } = await badgeOf(worker);
  const counts = actionCounts(title);
  return counts && { fresh: counts.fresh, sums: text === textOf(counts.fresh + counts.overdue) };
}

test('the badge counts the reviews new since the person last looked and the overdue 1–2★ ones, and says which', async ({
  openPage,
  emulator,
  worker,
  connected,
}) => {
  const admin = new EmulatorAdmin(emulator);
  // The first download is history: nothing is new, only what is overdue counts.
  await expect.poll(() => counted(worker), { timeout: 30_000 }).toEqual({ fresh: 0, sums: true });

  // Two reviews arrive on the service (one 1★, fresh, so not overdue yet), then a poll.
  const stamp = Date.now();
  await admin.addReview({
    publisherId: 'BRANDB',
    rating: 1,
    authorName: 'Dana W.',
    content: `Cold ${stamp}`,
  });
  await admin.addReview({
    publisherId: 'BRANDB',
    rating: 5,
    authorName: 'Sam R.',
    content: `Great ${stamp}`,
  });
  await firePollAlarm(worker);
  await expect.poll(() => counted(worker), { timeout: 20_000 }).toEqual({ fresh: 2, sums: true });
  expect((await badgeOf(worker)).title).toMatch(
    /^2 new since you last looked, (nothing overdue at|\d+ overdue) 1–2★$/,
  );

  // Looking at them in the popup: nothing is new any more.
  const popup = await PopupInboxPage.open(openPage);
  await expect(popup.review(`Cold ${stamp}`)).toBeVisible();
  await expect.poll(() => counted(worker)).toEqual({ fresh: 0, sums: true });
  await popup.page.close();

  // One more arrives while nothing is open; the side panel's inbox is a look too.
  await admin.addReview({ publisherId: 'BRANDB', rating: 4, authorName: 'Lee K.', content: `Fine ${stamp}` });
  await firePollAlarm(worker);
  await expect.poll(() => counted(worker), { timeout: 20_000 }).toEqual({ fresh: 1, sums: true });
  const inbox = await SidePanelInboxPage.open(openPage);
  await expect(inbox.rows().first()).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => counted(worker)).toEqual({ fresh: 0, sums: true });
});
