/**
 * The yardstick every timing budget is a ratio to (budgets.ts): the time to content of the
 * smallest scripted page (build.ts › YARDSTICK_PAGE), opened in the same browser, in the same run,
 * as the figure it measures, so both see the same machine and the same load. The absolute times of
 * a run depend on the machine (the same bench took twice as long on one two-core machine as on
 * another); their ratio to this floor does not, or far less.
 */
import { YARDSTICK_CONTENT, YARDSTICK_PAGE } from './build';
import { type ContentTiming, timeToContent } from './content-timing';
import type { BenchSession } from './session';
import { median } from './stats';

/** One open of the yardstick page, at the size of the page it is compared with. */
export function openYardstick(
  session: BenchSession,
  size?: { width: number; height: number },
): Promise<ContentTiming> {
  const url = `chrome-extension://${session.extensionId}/${YARDSTICK_PAGE}`;
  return timeToContent(session.context, url, YARDSTICK_CONTENT, size);
}

/** The median of `opens` opens of the yardstick, ms (for a figure whose own samples are not opens). */
export async function yardstickMedian(session: BenchSession, opens: number): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < opens; i++) times.push((await openYardstick(session)).contentMs);
  return median(times);
}

/** `value` ÷ `yardstick`, to two decimals; NaN when either is missing. */
export const ratio = (value: number, yardstick: number): number =>
  Math.round((value / yardstick) * 100) / 100;
