/// <reference types="chrome" />
/**
 * Requests per idle poll: with every account backfilled and nothing new on the service, the
 * scheduled poll fires (the real alarm handler, via a one-shot alarm of the same name) and the
 * emulator counts what reached it. Budget: one request per account (docs/architecture.md ›
 * Performance model).
 */
import { type BenchSession, waitFor } from './session';

export interface IdlePollResult {
  accounts: number;
  /** Reviews each account has cached (the agency scenario: 20,000 each). */
  reviewsPerAccount?: number;
  polls: number;
  /** The most requests any one poll made. */
  maxRequests: number;
  perPoll: number[];
  /** Method and path of each request of the last poll. */
  lastPoll: string[];
}

const SYNC_ALARM = 'reviews-sync'; // lib/sync/sync-alarm.ts

export async function benchIdlePoll(
  session: BenchSession,
  accounts: number,
  polls = 3,
): Promise<IdlePollResult> {
  const perPoll: number[] = [];
  let lastPoll: string[] = [];
  // Poll -1 settles, uncounted: the first pass after an account's backfill also makes the day's
  // look for removed reviews (lib/sync/poll-planner.ts › REMOVED_CHECK_MS), a daily cost, not an
  // idle poll's; with five accounts backfilled one after another, the last one's falls here.
  for (let i = -1; i < polls; i++) {
    // A poll asked for while a run is going joins that run (sync-runner.ts): let the backfill's
    // run, or the previous poll, finish first.
    await quiet(session);
    await session.clearRequests();
    const firedAt = await session.worker.evaluate((name) => {
      const now = Date.now();
      chrome.alarms.create(name, { when: now });
      return now;
    }, SYNC_ALARM);
    let states: Awaited<ReturnType<BenchSession['syncStates']>> = [];
    await waitFor(
      () => `idle poll ${i + 1} (fired at ${firedAt}; sync states: ${JSON.stringify(states)})`,
      async () => {
        states = await session.syncStates();
        const done =
          states.length >= accounts &&
          states.every((s) => (s.lastRunAt ?? 0) >= firedAt && (s.lastSuccessAt ?? 0) >= (s.lastRunAt ?? 0));
        return done ? true : undefined;
      },
      { timeoutMs: 20_000 },
    );
    // Anything else the poll sets off (badge, outbox, other features) has time to reach the service.
    await quiet(session);
    const requests = await session.requests();
    if (i < 0) continue;
    perPoll.push(requests.length);
    lastPoll = requests.map((request) => `${request.method} ${request.path} → ${request.status}`);
  }
  return { accounts, polls, maxRequests: Math.max(...perPoll), perPoll, lastPoll };
}

/** Resolves once no request has reached the emulator for 1.5 s. */
async function quiet(session: BenchSession): Promise<void> {
  let seen = -1;
  await waitFor(
    'the service to go quiet',
    async () => {
      const count = (await session.requests()).length;
      const still = count === seen;
      seen = count;
      return still ? true : undefined;
    },
    { everyMs: 1_500 },
  );
}
