/**
 * The backfill's network floor: the review pages its run fetched (the emulator's request log),
 * fetched again from the same emulator by the same service worker, as many out at once as the
 * backfill asks ahead (lib/sync/pages-ahead.ts), each parsed as JSON and nothing stored. What the
 * backfill takes beyond it is the extension's own work on those pages: the client's checks, the
 * cache writes, the projections. Measured right after the backfill, so the emulator is as warm for
 * it as for the backfill's last pages: the floor is, if anything, low.
 */
import { PAGES_AHEAD } from '../../lib/sync/pages-ahead';
import type { BenchSession, LoggedRequest } from './session';

export interface NetworkFloor {
  pages: number;
  reviews: number;
  seconds: number;
}

/** The request again, with the emulator's API key where the log hides the account's credential. */
function replayUrl(session: BenchSession, request: LoggedRequest): string {
  const url = new URL(request.path, session.emulator.baseUrl);
  for (const [name, value] of Object.entries(request.query ?? {}))
    if (value !== '[redacted]') url.searchParams.set(name, value);
  url.searchParams.set('api_key', session.emulator.apiKey);
  return url.href;
}

export async function measureNetworkFloor(
  session: BenchSession,
  pages: readonly LoggedRequest[],
): Promise<NetworkFloor> {
  const urls = pages.map((request) => replayUrl(session, request));
  // Source text: a function passed to evaluate is serialised after the bench's bundler has wrapped
  // its inner functions in a naming helper the worker does not have.
  const run = (await session.worker.evaluate(`(async () => {
    const urls = ${JSON.stringify(urls)};
    let next = 0;
    let reviews = 0;
    const failed = [];
    const start = performance.now();
    await Promise.all(Array.from({ length: ${PAGES_AHEAD} }, async () => {
      while (next < urls.length) {
        const response = await fetch(urls[next++]);
        if (!response.ok) failed.push(response.status);
        const page = await response.json();
        reviews += Array.isArray(page.reviews) ? page.reviews.length : 0;
      }
    }));
    return { ms: performance.now() - start, reviews, failed };
  })()`)) as { ms: number; reviews: number; failed: number[] };
  if (run.failed.length > 0)
    throw new Error(`network floor: ${run.failed.length} pages failed (${run.failed[0]})`);
  return { pages: urls.length, reviews: run.reviews, seconds: Math.round(run.ms / 100) / 10 };
}
