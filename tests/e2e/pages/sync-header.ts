/// <reference types="chrome" />
import type { Locator, Page, Worker } from '@playwright/test';

/** The sync status in a page's header (popup or side panel), as a person reads it. */
export class SyncHeader {
  constructor(readonly page: Page) {}

  root(): Locator {
    return this.page.locator('header .sync-status');
  }

  /** "Synced 2:02 PM", "Syncing…", "Sync failed", "Can't reach the service", "Offline". */
  headline(): Locator {
    return this.root().locator('.sync-status__headline');
  }

  /** "last synced 2:02 PM · next try 2:07 PM", after a failure. */
  detail(): Locator {
    return this.root().locator('.sync-status__detail');
  }

  /** The active account's name as the header draws it (cut in the middle only when it cannot fit). */
  accountName(): Locator {
    return this.page.locator('header .account-switcher__shown');
  }

  refresh(): Locator {
    return this.root().getByRole('button', { name: 'Refresh' });
  }
}

/** What the toolbar button says: its badge and its tooltip. */
export const toolbarButton = (worker: Worker) =>
  worker.evaluate(async () => ({
    text: await chrome.action.getBadgeText({}),
    title: await chrome.action.getTitle({}),
  }));
