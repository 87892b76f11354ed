import { type BrowserContext, expect, type Locator, type Page } from '@playwright/test';
import { connectThroughBackground } from './connect-account';

type OpenPage = (path: string, size?: { width: number; height: number }) => Promise<Page>;
type Emulator = { baseUrl: string; authUrl: string; clientId: string; clientSecret: string };

/**
 * The side panel's inbox (`sidepanel.html#/inbox`), opened as a tab, as a person uses it: by
 * labels, roles and button names.
 */
export class SidePanelInboxPage {
  constructor(readonly page: Page) {}

  /** Opens the inbox (or `hash`) wide enough for both columns. */
  static async open(openPage: OpenPage, hash = '#/inbox'): Promise<SidePanelInboxPage> {
    return new SidePanelInboxPage(await openPage(`sidepanel.html${hash}`, { width: 1000, height: 800 }));
  }

  /**
   * Connects the emulator's default account now (connectThroughBackground, as the `connected`
   * fixture does, for a test that first prepares the service), then opens the inbox.
   */
  static async connectAndOpen(
    { context, openPage, emulator }: { context: BrowserContext; openPage: OpenPage; emulator: Emulator },
    hash = '#/inbox',
  ): Promise<SidePanelInboxPage> {
    const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
    await connectThroughBackground(context, emulator, worker);
    return SidePanelInboxPage.open(openPage, hash);
  }

  list(): Locator {
    // A list box named after the chosen order ("Reviews, oldest first").
    return this.page.getByRole('listbox', { name: /^Reviews, / });
  }

  /** The review rows in the list (only those rendered: the list is virtualized). */
  rows(): Locator {
    return this.list().locator('a.inbox-row');
  }

  row(reviewId: string): Locator {
    return this.list().locator(`a.inbox-row[data-review-id="${reviewId}"]`);
  }

  /** The rendered rows marked selected: the list keeps one. */
  selectedRows(): Locator {
    return this.list().getByRole('option', { selected: true });
  }

  /** The search box over the list. */
  search(): Locator {
    return this.filters().getByRole('searchbox');
  }

  /** The note over a thread that the list does not show. */
  outsideNote(): Locator {
    return this.page.getByRole('status').filter({ hasText: 'Not in the current search or filters' });
  }

  /** "Back to list": one column only, where the thread hides the list. */
  backToList(): Locator {
    return this.page.getByRole('link', { name: 'Back to list' });
  }

  /** The number of matches the footer states ("1–12 of 345"). */
  async total(): Promise<number> {
    const value = await this.page.locator('.inbox-column__count').getAttribute('data-total');
    return Number(value);
  }

  async expectTotal(total: number): Promise<void> {
    await expect(this.page.locator('.inbox-column__count')).toHaveAttribute('data-total', String(total));
  }

  /** Waits until the first sync has filled the list with `total` reviews. */
  async waitForReviews(total: number): Promise<void> {
    await expect(this.rows().first()).toBeVisible({ timeout: 30_000 });
    await expect.poll(() => this.total(), { timeout: 30_000 }).toBe(total);
  }

  filters(): Locator {
    return this.page.getByRole('search', { name: 'Filter reviews' });
  }

  /** The "Filters (n)" button that folds the filters (at every width; open on first use only). */
  filtersFold(): Locator {
    return this.filters().getByRole('button', { name: /^Filters \(\d+\)$/ });
  }

  /** Unfolds the filters when they are folded; the filters, to use. */
  async openFilters(): Promise<Locator> {
    const fold = this.filtersFold();
    // The remembered state is read as the inbox opens: a click before would be undone by it.
    await expect(fold).toHaveAttribute('data-settled', 'true');
    if ((await fold.getAttribute('aria-expanded')) !== 'true') await fold.click();
    await expect(fold).toHaveAttribute('aria-expanded', 'true');
    return this.filters();
  }

  thread(): Locator {
    return this.page.locator('article.review-thread');
  }

  /** The id of the review the thread shows. */
  async openReviewId(): Promise<string | null> {
    return this.thread().getAttribute('data-review-id');
  }

  replyText(): Locator {
    return this.thread().getByRole('textbox', { name: 'Reply text' });
  }

  async exportCsv(): Promise<string> {
    const [download] = await Promise.all([
      this.page.waitForEvent('download'),
      this.page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  }
}
