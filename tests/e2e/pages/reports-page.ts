import { expect, type Locator, type Page } from '@playwright/test';

/** The side panel's Reports view (components/analytics/reports-view.tsx). */
export class ReportsPage {
  constructor(readonly page: Page) {}

  static async open(
    openPage: (path: string, size?: { width: number; height: number }) => Promise<Page>,
    hash = '#/reports',
  ) {
    const reports = new ReportsPage(await openPage(`sidepanel.html${hash}`, { width: 1000, height: 900 }));
    await expect(reports.page.getByText(/^Data through /)).toBeVisible({ timeout: 20_000 });
    return reports;
  }

  metric(label: string): Locator {
    return this.page.getByRole('group', { name: 'Metrics' }).getByLabel(label, { exact: true });
  }

  dimension(label: string): Locator {
    // The BRANDD_ ones carry a "check-ins only" tag after their name.
    return this.page
      .getByRole('group', { name: 'Split by' })
      .getByRole('checkbox', { name: new RegExp(`^${label}\\b`) });
  }

  runButton(): Locator {
    return this.page.getByRole('button', { name: 'Run', exact: true });
  }

  runInBackgroundButton(): Locator {
    return this.page.getByRole('button', { name: 'Run in background' });
  }

  problems(): Locator {
    return this.page.locator('.report-form__problems');
  }

  pending(): Locator {
    return this.page.locator('.report-job[data-state="pending"]');
  }

  results(): Locator {
    return this.page.getByRole('region', { name: 'Result' });
  }

  async rowCount(): Promise<number> {
    return Number(await this.results().locator('[data-rows]').getAttribute('data-rows'));
  }

  downloadButton(): Locator {
    return this.page.getByRole('button', { name: 'Download CSV' });
  }
}
