/**
 * Emulator benchmark: start time and the latency of a reviews page (limit 100, unfiltered and
 * filtered) at the default size and at 10,000 locations × 100,000 reviews, over real loopback
 * HTTP. `npx tsx scripts/bench-emulator.ts` prints a markdown table and the figures as JSON;
 * `benchEmulator()` returns them for a wider `npm run bench`.
 */
import { pathToFileURL } from 'node:url';
import { startEmulator } from '../emulator/index';
import { API_VERSION } from '../lib/api/catalog';

export interface BenchCase {
  size: string;
  locations: number;
  reviews: number;
  startMs: number;
  unfiltered: { p50: number; p99: number };
  filtered: { p50: number; p99: number };
  textSearch: { p50: number; p99: number };
  samples: number;
}

const SIZES = [
  { size: 'default', locations: 12, reviews: 600 },
  { size: 'large', locations: 10_000, reviews: 100_000 },
];
/** A filter that scans every review: rating, two big publishers, awaiting a reply. */
const FILTER = 'minRating=2&publisherIds=BRANDB,BRANDCMYBUSINESS&awaitingResponse=REVIEW_OR_COMMENT';
/**
 * The same with a substring search. The words rotate through more than the emulator's cache of
 * recent searches holds, so every sample pays for a fresh search; "the" is in most reviews.
 */
const WORDS = [
  'the',
  'staff',
  'great',
  'never',
  'again',
  'time',
  'was',
  'and',
  'for',
  'with',
  'will',
  'back',
];
const TEXT = (i: number) => `${FILTER}&reviewContent=${WORDS[i % WORDS.length]}${i % 2 ? '' : ' '}`;

const percentile = (sorted: number[], p: number): number =>
  Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] * 100) / 100;

async function timePage(url: string | ((i: number) => string), samples: number) {
  const times: number[] = [];
  for (let i = 0; i < samples + 10; i++) {
    const started = performance.now();
    const response = await fetch(typeof url === 'string' ? url : url(i));
    if (!response.ok) throw new Error(`bench request failed with HTTP ${response.status}`);
    await response.arrayBuffer();
    // The first ten warm the JIT and the connection pool.
    if (i >= 10) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99) };
}

export async function benchEmulator({ samples = 200 }: { samples?: number } = {}): Promise<BenchCase[]> {
  const results: BenchCase[] = [];
  for (const { size, locations, reviews } of SIZES) {
    const started = performance.now();
    const emulator = await startEmulator({ locations, reviews, seed: 'bench' });
    const startMs = Math.round(performance.now() - started);
    try {
      const base = `${emulator.baseUrl}/v2/accounts/me/reviews?v=${API_VERSION}&api_key=${emulator.apiKey}&limit=100`;
      results.push({
        size,
        locations,
        reviews,
        startMs,
        unfiltered: await timePage(base, samples),
        filtered: await timePage(`${base}&${FILTER}`, samples),
        textSearch: await timePage((i) => `${base}&${TEXT(i)}`, samples),
        samples,
      });
    } finally {
      await emulator.close();
    }
  }
  return results;
}

export function benchTable(results: BenchCase[]): string {
  const rows = results.map(
    (r) =>
      `| ${r.locations.toLocaleString('en-US')} × ${r.reviews.toLocaleString('en-US')} | ${r.startMs} | ${r.unfiltered.p50} / ${r.unfiltered.p99} | ${r.filtered.p50} / ${r.filtered.p99} | ${r.textSearch.p50} / ${r.textSearch.p99} |`,
  );
  return [
    '| locations × reviews | start (ms) | page p50 / p99 (ms) | filtered p50 / p99 (ms) | + text search p50 / p99 (ms) |',
    '|---|---:|---:|---:|---:|',
    ...rows,
  ].join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const results = await benchEmulator();
  console.log(benchTable(results));
  console.log(JSON.stringify(results));
}
