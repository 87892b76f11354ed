import { expect } from '@playwright/test';
import { createApiClient, type Review } from '../../../lib/api';
import { canReplyToReview } from '../../../lib/api/catalog';

/** The emulator's admin API (emulator/README.md › Admin API) and its own view of the account. */
export class EmulatorAdmin {
  constructor(readonly emulator: { baseUrl: string; apiKey: string }) {}

  private async call(method: string, path: string, body?: unknown): Promise<Response> {
    return fetch(`${this.emulator.baseUrl}/__emulator/${path}`, {
      method,
      ...(body === undefined
        ? {}
        : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
    });
  }

  /** Adds a review to the primary account (the rest of its fields generated); returns it. */
  async addReview(review: Record<string, unknown>): Promise<{ id: string; locationId: string }> {
    const response = await this.call('POST', 'reviews', review);
    expect(response.status).toBe(201);
    return (await response.json()) as { id: string; locationId: string };
  }

  /** Adds a comment to a review (a customer's follow-up unless `authorRole` says otherwise). */
  async addComment(reviewId: string, comment: { message: string; authorName?: string }): Promise<void> {
    const response = await this.call('POST', `reviews/${encodeURIComponent(reviewId)}/comments`, comment);
    expect(response.status).toBe(201);
  }

  /** The reviewer edits the review, or the publisher removes it (`{ status: 'REMOVED' }`). */
  async patchReview(
    reviewId: string,
    changes: { rating?: number; title?: string; content?: string; status?: string },
  ): Promise<void> {
    const response = await this.call('PATCH', `reviews/${encodeURIComponent(reviewId)}`, changes);
    expect(response.status).toBe(200);
  }

  /** Moves the emulator's clock on: update times are to the minute. */
  async advanceClock(ms: number): Promise<void> {
    expect((await this.call('POST', 'clock', { advanceMs: ms })).ok).toBe(true);
  }

  /** The service stops accepting every token it issued: the next call with one meets a 401. */
  async revokeTokens(): Promise<void> {
    expect((await this.call('POST', 'tokens/revoke', {})).ok).toBe(true);
  }

  async setFaults(faults: Record<string, unknown>): Promise<void> {
    expect((await this.call('POST', 'faults', faults)).ok).toBe(true);
  }

  async clearFaults(): Promise<void> {
    expect((await this.call('DELETE', 'faults')).ok).toBe(true);
  }

  /**
   * Holds every request to `paths` (a regex) unanswered until `release()` or `clearFaults()`:
   * a test acts while a request is surely on its way, without sleeping.
   */
  async hold(paths: string): Promise<void> {
    await this.setFaults({ hold: true, paths });
  }

  /** Resolves once `count` requests or more are held (the one the test waits for has reached the service). */
  async untilHeld(count = 1): Promise<void> {
    await this.untilFaults('held', count);
  }

  /**
   * Resolves once `count` held requests or more lost their client while held: what ended the
   * client (a service worker killed with the request out) has surely happened.
   */
  async untilAbandoned(count = 1): Promise<void> {
    await this.untilFaults('abandoned', count);
  }

  private async untilFaults(figure: 'held' | 'abandoned', count: number): Promise<void> {
    await expect
      .poll(
        async () =>
          ((await (await this.call('GET', 'faults')).json()) as { faults?: Record<string, number> }).faults?.[
            figure
          ] ?? 0,
        { intervals: [50, 100, 250] },
      )
      .toBeGreaterThanOrEqual(count);
  }

  /** Lets the oldest `count` held requests go on, or all (the hold stays for later ones until the faults change). */
  async release(count?: number): Promise<void> {
    expect((await this.call('POST', 'faults/release', count === undefined ? {} : { count })).ok).toBe(true);
  }

  /** The service requests the emulator saw, oldest first. */
  async requests(): Promise<{ method: string; path: string; status: number; dropped?: boolean }[]> {
    const body = (await (await this.call('GET', 'requests')).json()) as {
      requests: { method: string; path: string; status: number; dropped?: boolean }[];
    };
    return body.requests;
  }

  /** The service's API, as the primary account's own app sees it. */
  private api() {
    return createApiClient({ baseUrl: this.emulator.baseUrl, credential: { apiKey: this.emulator.apiKey } });
  }

  /** The review's comments with exactly this text, as the service holds them. */
  async commentsWithText(reviewId: string, message: string) {
    return (await this.api().reviews.get(reviewId)).comments.filter((comment) => comment.message === message);
  }

  /** The newest review on a publisher that takes replies (its thread has a composer). */
  async newestAnswerable(): Promise<Review> {
    const { reviews } = await this.api().reviews.list({ limit: 50 });
    const review = reviews.find((candidate) => canReplyToReview(candidate.publisherId));
    if (!review) throw new Error('No review among the newest 50 takes a reply.');
    return review;
  }
}
