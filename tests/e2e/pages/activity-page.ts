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

  entries(): Locator {
    return this.list().getByRole('listitem');
  }

  async filterByActor(actor: string): Promise<void> {
    await this.page.getByLabel('By', { exact: true }).fill(actor);
    await this.page.getByRole('button', { name: 'Apply' }).click();
  }
}
