import { expect, type Locator, type Page } from '@playwright/test';

type OpenPage = (path: string, size?: { width: number; height: number }) => Promise<Page>;

/**
 * The popup's Reviews tab (`popup.html`, opened as a tab) as a person uses it: the review list,
 * each review's Reply button and its quick composer, by roles and names.
 */
export class PopupInboxPage {
  constructor(readonly page: Page) {}

  static async open(openPage: OpenPage): Promise<PopupInboxPage> {
    const inbox = new PopupInboxPage(await openPage('popup.html'));
    await expect(inbox.list()).toBeVisible({ timeout: 15_000 });
    return inbox;
  }

  list(): Locator {
    return this.page.getByRole('list', { name: 'Reviews, newest first' });
  }

  /** The list's reviews (not the composer's outbox entries nested inside one). */
  reviews(): Locator {
    return this.list().locator(':scope > li');
  }

  /**
   * The reviews below those the popup leads with for being overdue ("Overdue by …"): the newest
   * first (components/reviews/due/overdue-first.ts).
   */
  notOverdue(): Locator {
    return this.reviews().filter({ hasNotText: 'Overdue by' });
  }

  /** The review showing `text` (its content, title or author). */
  review(text: string): Locator {
    return this.reviews().filter({ hasText: text });
  }

  /** Clicks the review's Reply and waits for its composer. */
  async openReply(review: Locator): Promise<Locator> {
    await review.getByRole('button', { name: 'Reply', exact: true }).click();
    await expect(this.replyText(review)).toBeVisible();
    return review;
  }

  replyText(review: Locator): Locator {
    return review.getByRole('textbox', { name: 'Reply text' });
  }

  visibility(review: Locator, which: 'Public' | 'Private'): Locator {
    return review.getByRole('radio', { name: which, exact: true });
  }

  /** Types a reply, picks its visibility and presses Send reply. */
  async sendReply(review: Locator, text: string, which: 'Public' | 'Private'): Promise<void> {
    await this.replyText(review).fill(text);
    await this.visibility(review, which).check();
    await review.getByRole('button', { name: 'Send reply' }).click();
  }

  /** The reply's line in the composer's outbox list ("Sent ✓", "Not sent: …"). */
  outbox(review: Locator): Locator {
    return review.getByRole('list', { name: 'Replies to this review' });
  }
}
