/**
 * Reputation figures with a large cache: how long the worker takes to compute every figure of a
 * period (reading the review facts, the figures per location and publisher, what customers
 * mention with its quotes), as the report itself measures it, over repeated asks from an
 * extension page, for 7, 30 and 90 days; and the slowest period's median as a ratio to the
 * yardstick (yardstick.ts), opened in the same browser just before.
 */
import type { BenchSession } from './session';
import { median } from './stats';
import { ratio, yardstickMedian } from './yardstick';

export interface ReputationBenchResult {
  asks: number;
  /** Median worker time per period, ms. */
  medianMs: Record<string, number>;
  /** The slowest of those medians: what the budget checks. */
  worstMedianMs: number;
  yardstickMedianMs: number;
  /** worstMedianMs ÷ yardstickMedianMs: what the budget checks. */
  ratio: number;
  reviews: number;
}

export async function benchReputation(session: BenchSession, asks = 5): Promise<ReputationBenchResult> {
  const yardstickMedianMs = await yardstickMedian(session, asks);
  const page = await session.openPage('sidepanel.html#/reputation');
  try {
    const medianMs: Record<string, number> = {};
    let reviews = 0;
    for (const days of [7, 30, 90]) {
      const times = await page.evaluate(
        async ({ days, asks }) => {
          const elapsed: number[] = [];
          for (let i = 0; i < asks; i++) {
            const { 'accounts.list': accounts } = await chrome.storage.local.get('accounts.list');
            const accountId = (accounts as { id: string }[])[0].id;
            // The page's own messaging wire format (@webext-core/messaging).
            const answer = await chrome.runtime.sendMessage({
              id: Date.now() + i,
              type: 'reputationReport',
              data: { accountId, period: { kind: 'last', days } },
              timestamp: Date.now(),
            });
            const result = answer?.res ?? answer;
            if (!result?.ok) throw new Error(JSON.stringify(result?.error ?? answer));
            elapsed.push(result.value.elapsedMs, result.value.figures.basis.reviews);
          }
          return elapsed;
        },
        { days, asks },
      );
      const ms = times.filter((_, i) => i % 2 === 0);
      reviews = times[1];
      medianMs[`${days} days`] = median(ms);
    }
    const worstMedianMs = Math.max(...Object.values(medianMs));
    return {
      asks,
      medianMs,
      worstMedianMs,
      yardstickMedianMs,
      ratio: ratio(worstMedianMs, yardstickMedianMs),
      reviews,
    };
  } finally {
    await page.close();
  }
}
