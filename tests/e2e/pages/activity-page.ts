import { expect, type Locator, type Page } from '@playwright/test';

/** The side panel's Activity view (components/analytics/activity-view.tsx). */
export class ActivityPage {
  constructor(readonly page: Page) {}

  static async open(openPage: (path: string, size?: { width: number; height: number }) => Promise<Page>) {
    const activity = new ActivityPage(
      await openPage('sidepanel.html#/activity', { width: 1000, height: 900 }),
    );
    await expect(activity.list().or(activity.page.getByText('No activity'))).toBeVisible({ timeout: 20_000 });
    return activity;
  }

  list(): Locator {
    return this.page.getByRole('list', { name: 'Activity, newest first' });
  }

  /** The entries in the DOM: the list is virtualized, so only those in (and near) view. */
  entries(): Locator {
    return this.list().getByRole('listitem');
  }

  /** The region that scrolls the log (named by the view's heading). */
  scroller(): Locator {
    return this.page.getByRole('region', { name: 'Activity', exact: true });
  }

  /** "200 of 302": how many entries are loaded, of how many match. */
  shown(): Locator {
    return this.page.getByText(/^\d+ of \d+$/);
  }

  /** How many entries match, from the "shown" line. */
  async total(): Promise<number> {
    const text = (await this.shown().textContent()) ?? '';
    return Number(text.split(' of ')[1]);
  }

  /** Scrolls to the end of what is loaded by keyboard, as a person without a mouse would. */
  async scrollToEnd(): Promise<void> {
    await this.scroller().focus();
    await this.page.keyboard.press('End');
  }

  async filterByActor(actor: string): Promise<void> {
    await this.page.getByLabel('By', { exact: true }).fill(actor);
    await this.page.getByRole('button', { name: 'Apply' }).click();
  }
}
