import { type BrowserContext, expect, type Locator, type Page } from '@playwright/test';

export interface ConnectionValues {
  serviceUrl: string;
  authUrl: string;
  clientId: string;
  appKey?: string;
  brokerUrl?: string;
}

/** The options page as a person uses it: by labels and button names (docs/architecture.md › Accessible names). */
export class OptionsPage {
  constructor(readonly page: Page) {}

  static async open(openPage: (path: string) => Promise<Page>): Promise<OptionsPage> {
    const options = new OptionsPage(await openPage('options.html'));
    await expect(options.page.getByLabel('Service URL')).toBeVisible();
    return options;
  }

  /**
   * Opens the options page with Connection saved for the emulator's own app (its client id and
   * secret as the app's key), as a person sets it up before signing in; `changes` replace some of
   * it (another service URL, a token broker instead of the key).
   */
  static async openConfigured(
    openPage: (path: string) => Promise<Page>,
    emulator: { baseUrl: string; authUrl: string; clientId: string; clientSecret: string },
    changes: Partial<ConnectionValues> = {},
  ): Promise<OptionsPage> {
    const options = await OptionsPage.open(openPage);
    await options.configure({
      serviceUrl: emulator.baseUrl,
      authUrl: emulator.authUrl,
      clientId: emulator.clientId,
      appKey: emulator.clientSecret,
      ...changes,
    });
    return options;
  }

  /** Fills Connection and clicks Save; waits for the confirmation. */
  async configure(values: ConnectionValues): Promise<void> {
    const { page } = this;
    await page.getByLabel('Service URL').fill(values.serviceUrl);
    await page.getByLabel('Sign-in URL').fill(values.authUrl);
    await page.getByLabel('Client ID').fill(values.clientId);
    if (values.brokerUrl !== undefined) {
      await page.getByRole('radio', { name: /token broker/ }).check();
      await page.getByLabel('Token broker URL').fill(values.brokerUrl);
    } else {
      await page.getByRole('radio', { name: /app's key/ }).check();
      await page.getByLabel('App API key').fill(values.appKey ?? '');
    }
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Connection settings saved.')).toBeVisible();
  }

  /** The row of one connected account in Settings › Accounts. */
  account(name: string): Locator {
    return this.page.getByRole('listitem', { name, exact: true });
  }

  async disconnect(name: string): Promise<void> {
    await this.account(name).getByRole('button', { name: 'Disconnect' }).click();
    await this.page.getByRole('dialog').getByRole('button', { name: 'Disconnect' }).click();
    await expect(this.account(name)).toHaveCount(0);
  }

  async checkConnection(name: string): Promise<void> {
    await this.account(name).getByRole('button', { name: 'Check connection' }).click();
  }
}

/** The emulator's consent page, opened by the browser's identity window. */
export class ConsentPage {
  constructor(readonly page: Page) {}

  /** Clicks `trigger` and returns the consent page it opens. */
  static async openedBy(context: BrowserContext, trigger: () => Promise<void>): Promise<ConsentPage> {
    const [page] = await Promise.all([context.waitForEvent('page'), trigger()]);
    await page.waitForLoadState('domcontentloaded');
    await expect(page.getByRole('button', { name: 'Allow' })).toBeVisible();
    return new ConsentPage(page);
  }

  accountSelect(): Locator {
    return this.page.getByLabel('Account');
  }

  /** Picks the n-th account (0-based) and returns its name without the "(N locations)" suffix. */
  async chooseAccount(index: number): Promise<string> {
    const option = this.accountSelect().locator('option').nth(index);
    await this.accountSelect().selectOption(await option.getAttribute('value'));
    return accountName((await option.textContent()) ?? '');
  }

  async selectedAccountName(): Promise<string> {
    return accountName((await this.accountSelect().locator('option:checked').textContent()) ?? '');
  }

  /** Clicks Allow; the window closes once the browser has caught the redirect. */
  async allow(): Promise<void> {
    await this.decide('Allow');
  }

  async deny(): Promise<void> {
    await this.decide('Deny');
  }

  /**
   * The browser closes the window as soon as the form's redirect arrives, which can be before
   * Playwright has finished its click bookkeeping: a "page closed" from the click is the expected
   * outcome then, and the close event is what proves the decision went through.
   */
  private async decide(button: 'Allow' | 'Deny'): Promise<void> {
    await Promise.all([
      this.page.waitForEvent('close'),
      this.page
        .getByRole('button', { name: button })
        .click({ noWaitAfter: true })
        .catch((error: unknown) => {
          if (!this.page.isClosed()) throw error;
        }),
    ]);
  }
}

const accountName = (label: string) => label.replace(/\s*\(\d+ locations?\)\s*$/, '').trim();
