/**
 * Backfill of a large account: connect it through the consent page, let the real sync download
 * every review, and record the requests it made, the time from its first reviews request to the
 * last page stored, and the service worker's peak JS heap meanwhile (sampled every 200 ms). Then
 * its network floor (network-floor.ts), the same pages fetched again with nothing stored: the
 * budget is on the ratio of the two.
 */
import { writeFile } from 'node:fs/promises';
import { measureNetworkFloor } from './network-floor';
import { type BenchSession, backfillsDone } from './session';
import { samplePeak } from './worker-heap';
import { ratio } from './yardstick';

export interface BackfillResult {
  reviews: number;
  cached: number;
  requests: number;
  reviewPages: number;
  seconds: number;
  baselineHeapMb: number;
  peakHeapMb: number;
  /** The same review pages fetched and parsed again, nothing stored (seconds), and seconds ÷ that. */
  floorSeconds: number;
  ratio: number;
}

const mb = (bytes: number) => Math.round((bytes / 1_048_576) * 10) / 10;

/**
 * `profile`: a file to save the worker's CPU profile of the backfill in (open it in DevTools ›
 * Performance): where the time beyond the network floor goes.
 */
export async function benchBackfill(
  session: BenchSession,
  reviews: number,
  profile?: string,
): Promise<BackfillResult> {
  await session.clearRequests();
  const baseline = await session.heap.used();
  const sampler = samplePeak(session.heap);
  let peak = 0;
  if (profile) {
    await session.heap.send('Profiler.enable');
    await session.heap.send('Profiler.start');
  }
  try {
    await session.connect(0);
    await backfillsDone(session, 1, 30 * 60_000);
  } finally {
    peak = await sampler.stop();
  }
  const doneAt = Date.now();
  if (profile) {
    const { profile: taken } = await session.heap.send<{ profile: object }>('Profiler.stop');
    await writeFile(profile, JSON.stringify(taken));
  }
  const requests = await session.requests();
  // From the first reviews request (the emulator logs real time) to the last page stored.
  const pages = requests.filter((r) => r.method === 'GET' && /\/reviews$/.test(r.path));
  const seconds = pages.length > 0 ? (doneAt - Date.parse(pages[0].time)) / 1000 : Number.NaN;
  const floor = await measureNetworkFloor(session, pages);
  return {
    reviews,
    cached: await session.cachedReviews(),
    requests: requests.length,
    reviewPages: pages.length,
    seconds: Math.round(seconds * 10) / 10,
    baselineHeapMb: mb(baseline),
    peakHeapMb: mb(peak),
    floorSeconds: floor.seconds,
    ratio: ratio(seconds, floor.seconds),
  };
}
