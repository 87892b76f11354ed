/**
 * "What customers mention": for one period, how many reviews raise each theme as a complaint and
 * as praise, how many did in the period before (the picker's previous period, as every other
 * figure), and the newest few of each, whose quotes the report reads (theme-quotes.ts). Pure and
 * single-pass over the facts' theme masks (review-facts.ts), with no text read: 100,000 reviews
 * cost a test of a few bits each.
 */
import { type ReviewFilter, themeChoice } from '../reviews/review-filter';
import { OPINION_TONES, type OpinionTone, THEMES, type ThemeId } from '../themes/theme-ids';
import { type Period, previousPeriod } from './period';
import type { ReviewFact } from './review-facts';

/**
 * Reviews kept per theme and tone, newest first, for their quotes: twice the quotes shown
 * (theme-quotes.ts › QUOTES), as reviews often say the same thing in the same words.
 */
export const QUOTED_REVIEWS = 6;

export interface ThemeCount {
  theme: ThemeId;
  /** A neutral mention is counted on neither side. */
  tone: OpinionTone;
  /** Reviews of the period that raise it with this tone. */
  count: number;
  /** The same over the period before. */
  previous: number;
  /** The newest of those reviews (at most QUOTED_REVIEWS), newest first: the quotes' candidates. */
  newest: string[];
}

/** Running counts of one tone, by theme (bit `i` is `THEMES[i]`). */
interface ToneTally {
  current: Int32Array;
  previous: Int32Array;
  /** Per theme, the newest reviews so far as [publishedAt, id], newest first. */
  newest: [number, string][][];
}

const tally = (): ToneTally => ({
  current: new Int32Array(THEMES.length),
  previous: new Int32Array(THEMES.length),
  newest: THEMES.map(() => []),
});

/** Calls `each` with the index of every bit set in `mask`, lowest first. */
function eachBit(mask: number, each: (index: number) => void): void {
  for (let rest = mask; rest !== 0; rest &= rest - 1) each(31 - Math.clz32(rest & -rest));
}

/** Keeps `list` the `size` newest entries, newest first, as `entry` arrives. */
function keepNewest(list: [number, string][], entry: [number, string], size: number): void {
  if (list.length === size && entry[0] <= list[size - 1][0]) return;
  let at = list.length;
  while (at > 0 && list[at - 1][0] < entry[0]) at--;
  list.splice(at, 0, entry);
  if (list.length > size) list.pop();
}

/**
 * Every theme raised in `period`, once per tone it was raised with, most counted first (then in
 * THEMES order). A review raising a theme both ways counts on both sides.
 */
export function countThemes(facts: Iterable<ReviewFact>, period: Period): ThemeCount[] {
  const before = previousPeriod(period);
  const tallies = { complaint: tally(), praise: tally() } satisfies Record<OpinionTone, ToneTally>;
  for (const fact of facts) {
    const { praise, complaint } = fact.themes;
    if ((praise | complaint) === 0) continue;
    const at = fact.publishedAt;
    const inPeriod = at >= period.start && at < period.end;
    if (!inPeriod && !(at >= before.start && at < before.end)) continue;
    for (const tone of OPINION_TONES) {
      const counts = tallies[tone];
      eachBit(fact.themes[tone], (i) => {
        if (!inPeriod) counts.previous[i]++;
        else {
          counts.current[i]++;
          keepNewest(counts.newest[i], [at, fact.id], QUOTED_REVIEWS);
        }
      });
    }
  }
  const out: ThemeCount[] = [];
  for (const tone of OPINION_TONES) {
    const { current, previous, newest } = tallies[tone];
    THEMES.forEach((theme, i) => {
      if (current[i] > 0)
        out.push({
          theme,
          tone,
          count: current[i],
          previous: previous[i],
          newest: newest[i].map(([, id]) => id),
        });
    });
  }
  // Stable: equal counts keep THEMES order.
  return out.sort((a, b) => b.count - a.count);
}

/**
 * The inbox filter that lists what a count counts: the reviews raising its theme with its tone,
 * published in the period. The inbox filters by the service's days (UTC), so these are the days
 * the period's first and last instants fall on there: the period's own days where the clock is
 * UTC, and elsewhere a few hours more at either end, never fewer.
 */
export function themeFilter(count: Pick<ThemeCount, 'theme' | 'tone'>, period: Period): ReviewFilter {
  const serviceDay = (at: number) => new Date(at).toISOString().slice(0, 10);
  return {
    theme: themeChoice(count.theme, count.tone),
    fromDate: serviceDay(period.start),
    toDate: serviceDay(period.end - 1),
  };
}
