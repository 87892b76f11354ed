/**
 * `npx tsx scripts/notification-actions-screenshots.ts`: notifications you can act on, as a person
 * sees them, into docs/screenshots/, light and dark: the side panel a review notification's Reply
 * opens (the review, Reply text focused, Draft a reply beside it) and the inbox a summary's click
 * opens (exactly its reviews, with the chip), each at 420 and 1100 px; the keyboard help with the
 * key that opens the panel (420 and 1100), and with the single-key shortcuts off (420); Options ›
 * Keyboard with them off. The buttons are pressed through the extension's own listeners, as in the
 * end-to-end test; the panel's page opens in a tab, the extension's fallback. Runs the built
 * extension (`npm run build` first) against a fresh emulator.
 */
import type { Page } from '@playwright/test';
import { EmulatorAdmin } from '../tests/e2e/pages/emulator-admin';
import { firePollAlarm } from '../tests/e2e/pages/extension-storage';
import { clickNotificationButton, nextSidePanelPage } from '../tests/e2e/pages/notifications';
import { openScreenshotSession, THEMES } from './screenshot-session';

const WIDTHS = [420, 1100] as const;

async function main(): Promise<void> {
  const session = await openScreenshotSession();
  const { context, emulator, worker, openPage, shoot } = session;
  const admin = new EmulatorAdmin(emulator);
  const notificationIds = async () =>
    Object.keys((await worker.evaluate('chrome.notifications.getAll()')) as Record<string, unknown>);
  /** Adds `contents` as reviews on the service and polls; the notifications that poll showed. */
  const arrive = async (contents: { rating: number; authorName: string; content: string }[]) => {
    const before = await notificationIds();
    for (const review of contents) await admin.addReview({ publisherId: 'BRANDCMYBUSINESS', ...review });
    await firePollAlarm(worker);
    for (let tries = 0; tries < 100; tries++) {
      const added = (await notificationIds()).filter((id) => !before.includes(id));
      if (added.length) return added;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error('No notification came');
  };
  /** The panel's page `act` opens, at `width`, in `theme`. */
  const opened = async (act: () => Promise<void>, width: number, theme: 'light' | 'dark'): Promise<Page> => {
    const next = nextSidePanelPage(context);
    await act();
    const page = await next;
    await page.setViewportSize({ width, height: 900 });
    await page.emulateMedia({ colorScheme: theme });
    return page;
  };
  try {
    await session.connect();

    const [reviewNotification] = await arrive([
      {
        rating: 1,
        authorName: 'Dana Whitfield',
        content: 'We waited over an hour for our food, and when we asked, the server was rude to us.',
      },
    ]);
    const [summary] = await arrive([
      { rating: 2, authorName: 'Sam Ortega', content: 'The booking page said open, the door said closed.' },
      { rating: 5, authorName: 'Priya N.', content: 'Lovely staff and quick service.' },
      { rating: 1, authorName: 'Lee Chan', content: 'Nobody called back about my order.' },
    ]);
    for (const theme of THEMES)
      for (const width of WIDTHS) {
        const reply = await opened(
          () => clickNotificationButton(worker, reviewNotification, 0),
          width,
          theme,
        );
        await reply.getByRole('textbox', { name: 'Reply text' }).waitFor();
        await shoot(reply, `sidepanel-notification-reply-${width}-${theme}`);
        await reply.close();
        const group = await opened(
          () => worker.evaluate(`chrome.notifications.onClicked.dispatch(${JSON.stringify(summary)})`),
          width,
          theme,
        );
        await group.getByText('3 reviews from this notification').waitFor();
        // The "connected" notice of the sign-in above is not what this shot is about.
        const dismiss = group.getByRole('button', { name: 'Dismiss' });
        if (await dismiss.isVisible()) await dismiss.click();
        await shoot(group, `sidepanel-notification-group-${width}-${theme}`);
        await group.close();

        const help = await openPage('sidepanel.html#/inbox', { width, height: 900 });
        await help.emulateMedia({ colorScheme: theme });
        await help.getByRole('button', { name: 'Keyboard shortcuts' }).click();
        await help.getByText('Open the side panel, from any page').waitFor();
        await shoot(help, `sidepanel-keyboard-help-${width}-${theme}`);
        await help.close();
      }

    await worker.evaluate(`chrome.storage.local.set({ 'settings.keyboard.singleKeys': false })`);
    for (const theme of THEMES) {
      const help = await openPage('sidepanel.html#/inbox', { width: 420, height: 900 });
      await help.emulateMedia({ colorScheme: theme });
      await help.getByRole('button', { name: 'Keyboard shortcuts' }).click();
      await help.getByText(/^Single-key shortcuts are off/).waitFor();
      await shoot(help, `sidepanel-keyboard-help-off-420-${theme}`);
      await help.close();
      const settings = await openPage('options.html', { width: 800, height: 700 });
      await settings.emulateMedia({ colorScheme: theme });
      const section = settings.getByRole('region', { name: 'Keyboard' });
      await section.scrollIntoViewIfNeeded();
      await shoot(settings, `options-keyboard-${theme}`);
      await settings.close();
    }
  } finally {
    await session.close();
  }
}

await main();
