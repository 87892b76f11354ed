import { expect, type Locator, type Page } from '@playwright/test';

/** The toolbar popup, opened as a tab (Playwright cannot click the toolbar button). */
export class PopupPage {
  constructor(readonly page: Page) {}

  static async open(openPage: (path: string) => Promise<Page>): Promise<PopupPage> {
    const popup = new PopupPage(await openPage('popup.html'));
    await expect(popup.page.locator('#app > *').first()).toBeVisible();
    return popup;
  }

  connectButton(): Locator {
    return this.page.getByRole('button', { name: 'Connect account' });
  }

  /** The header's account switcher. */
  switcher(): Locator {
    return this.page.getByRole('combobox', { name: 'Account' });
  }

  async expectActiveAccount(name: string): Promise<void> {
    await expect(this.switcher().locator('option:checked')).toHaveText(name);
  }

  async switchTo(name: string): Promise<void> {
    await this.switcher().selectOption({ label: name });
  }

  /** The "Add another account…" entry of the switcher; starts OAuth sign-in. */
  async addAnotherAccount(): Promise<void> {
    await this.switcher().selectOption({ label: 'Add another account…' });
  }

  alert(): Locator {
    return this.page.getByRole('alert');
  }
}
