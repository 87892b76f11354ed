import { expect, type Locator, type Page } from '@playwright/test';

/** The popup's Numbers tab (components/analytics/popup-numbers.tsx). */
export class PopupNumbersPage {
  constructor(readonly page: Page) {}

  static async show(page: Page): Promise<PopupNumbersPage> {
    await page.getByRole('tab', { name: /Numbers/ }).click();
    const numbers = new PopupNumbersPage(page);
    await expect(numbers.card('searches')).toBeVisible({ timeout: 20_000 });
    return numbers;
  }

  card(id: string): Locator {
    return this.page.locator(`.quick-number[data-number="${id}"]`);
  }

  /** The figure a card shows, as the number it stands for. */
  async value(id: string): Promise<number> {
    return Number(await this.card(id).locator('.quick-number__value').getAttribute('data-value'));
  }

  /** The visible number text, e.g. "1,234". */
  valueText(id: string): Locator {
    return this.card(id).locator('.quick-number__value');
  }

  through(): Locator {
    return this.page.getByText(/^Data through /);
  }
}
