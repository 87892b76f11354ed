/**
 * The backfill's pages asked for ahead (account-poller.ts): a few requests are out while the
 * pages before them are stored, so the service's answers and the cache writes overlap instead of
 * taking turns, and the pages that have come in by the time a write ends go into the next write
 * together (one transaction for several pages: the tally, the projection's chunks and the sync
 * state are read and written once for all of them).
 */
import type { ReviewList } from '../api';
import { countRequest, type PollPlan } from './poll-planner';
import type { SyncState } from './sync-state';

/** Requests out at once, ahead of the page being stored. */
export const PAGES_AHEAD = 16;
/** Pages written in one transaction at most (what a write holds, and how long it locks the store). */
export const PAGES_PER_WRITE = 20;

interface AskedPage {
  offset: number;
  limit: number;
  page: Promise<ReviewList>;
  /** Answered (not failed). */
  arrived: boolean;
}

export class PagesAhead {
  private asked: AskedPage[] = [];

  /** How many pages are asked for and not taken yet. */
  get size(): number {
    return this.asked.length;
  }

  /** The offset right after the last page asked for, if any is. */
  get nextOffset(): number | undefined {
    const last = this.asked.at(-1);
    return last && last.offset + last.limit;
  }

  add(offset: number, limit: number, page: Promise<ReviewList>): void {
    const asked: AskedPage = { offset, limit, page, arrived: false };
    // A failure is the run's when the page is taken, as if asked for then.
    page.then(
      () => {
        asked.arrived = true;
      },
      () => {},
    );
    this.asked.push(asked);
  }

  /**
   * Asks for the backfill's next pages now, as far as the planner would ask for them next, up to
   * PAGES_AHEAD out at once: the service answers while the pages before are stored. Each is
   * planned (`plan`, told how many are out) as if the requests out were counted already, so the
   * quota share holds. An answer left unused (the run stopped on a failure) was still spent: its
   * quota headers count it.
   */
  fill(
    base: SyncState,
    total: number,
    now: number,
    {
      plan,
      ask,
    }: {
      plan: (probe: SyncState, out: number) => PollPlan;
      ask: (offset: number, limit: number) => Promise<ReviewList>;
    },
  ): void {
    while (this.size < PAGES_AHEAD && base.backfill) {
      const offset = this.nextOffset ?? base.backfill.offset;
      if (offset >= total) return;
      let probe: SyncState = { ...base, backfill: { ...base.backfill, offset } };
      for (let out = 0; out <= this.size; out++) probe = countRequest(probe, now);
      const next = plan(probe, this.size);
      if (next.kind !== 'backfill' || next.offset !== offset) return;
      this.add(offset, next.limit, ask(offset, next.limit));
    }
  }

  /**
   * The page at `offset`, when it is the next one asked for with this limit; otherwise nothing
   * asked ahead is of use any more, and it is dropped (its answers still count against the quota
   * as they come in).
   */
  take(offset: number, limit: number): Promise<ReviewList> | undefined {
    const next = this.asked.shift();
    if (next?.offset === offset && next.limit === limit) return next.page;
    this.asked = [];
    return undefined;
  }

  /** Whether the next page has come in already (taking it does not wait). */
  nextArrived(): boolean {
    return this.asked[0]?.arrived ?? false;
  }

  /** Waits until every page still out has answered or failed, and forgets them. */
  async settle(): Promise<void> {
    const out = this.asked.map((asked) => asked.page);
    this.asked = [];
    await Promise.allSettled(out);
  }
}
