import '../../i18n-setup';
import { describe, expect, it } from 'vitest';
import { type RateLimitInfo, TimeoutError } from '@/lib/api';
import { ApiError } from '@/lib/api/errors';
import { RequestCount } from '@/lib/sync/request-count';

const REPORT: RateLimitInfo = { limit: 5000, remaining: 4000, resetAt: 0 };

/** A request whose answer the test gives: its quota report (if any) first, as the client does. */
function pending(counter: RequestCount) {
  let settle!: (fail?: unknown) => void;
  const request = counter.ask(
    new Promise<string>((resolve, reject) => {
      settle = (fail) => (fail ? reject(fail) : resolve('page'));
    }),
  );
  request.catch(() => {});
  return {
    request,
    answer(reported = true) {
      if (reported) counter.reported(REPORT);
      settle();
    },
    fail(error: unknown, reported = false) {
      if (reported) counter.reported(REPORT);
      settle(error);
    },
  };
}

function counting() {
  const counted: (RateLimitInfo | undefined)[] = [];
  return { counted, counter: new RequestCount((info) => counted.push(info)) };
}

describe('the requests a run spends', () => {
  it('several out at once, all reported before any is answered: each counts once', async () => {
    const { counted, counter } = counting();
    const requests = [pending(counter), pending(counter), pending(counter)];
    for (const _ of requests) counter.reported(REPORT);
    for (const r of requests) r.answer(false);
    await Promise.all(requests.map((r) => r.request));
    expect(counted).toEqual([REPORT, REPORT, REPORT]);
  });

  it('an answer without quota headers counts once; a retried one counts each report', async () => {
    const { counted, counter } = counting();
    const bare = pending(counter);
    bare.answer(false);
    await bare.request;
    expect(counted).toEqual([undefined]);
    const retried = pending(counter);
    counter.reported(REPORT); // the first try, answered 503 and retried by the client
    retried.answer(true);
    await retried.request;
    expect(counted).toEqual([undefined, REPORT, REPORT]);
  });

  it('a failure with an answer counts; one without (a timeout) does not', async () => {
    const { counted, counter } = counting();
    const refused = pending(counter);
    refused.fail(new ApiError('Server error', { status: 500 }));
    await expect(refused.request).rejects.toThrow('Server error');
    const timedOut = pending(counter);
    timedOut.fail(new TimeoutError('No answer', { timeoutMs: 1000 }));
    await expect(timedOut.request).rejects.toThrow('No answer');
    expect(counted).toEqual([undefined]);
  });
});
