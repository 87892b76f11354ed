/**
 * How the reputation figures read: percentages whole, ratings to one decimal, durations in the
 * largest unit that keeps them short ("45 min", "3.5 h", "2 d"), the response rate with what it
 * counts, and each change with the direction that is good for it (a shorter response time is
 * better).
 */

import { DAY, HOUR, MINUTE, MONTH, YEAR } from '@/lib/clock/durations';
import { formatDate, formatNumber, formatPercent } from '@/lib/i18n/format';
import { i18n } from '@/lib/i18n/translate';
import type { GroupFigures } from '@/lib/reputation/reputation-figures';

export const formatRating = (value: number): string =>
  formatNumber(value, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
/** A share given as 0–100, whole: "41%" (German "41 %"). */
export { formatPercent };
/** A count of reviews: "1,234". */
export const formatCount = (value: number): string => formatNumber(value);

/**
 * What the response rate counts, said after it: "of 47 that can be answered (41% of all 78)".
 * The rate is over the reviews on publishers that take replies; the share of every review, as the
 * platform's dashboards count it, follows when the two differ. Undefined with no reviews.
 */
export function responseRateBasis(
  figures: Pick<GroupFigures, 'reviews' | 'answerable' | 'responseRateOfAll'>,
) {
  const { reviews, answerable } = figures;
  if (reviews === 0) return undefined;
  if (answerable === 0) return i18n.t('reputation.figures.rateOfNone', reviews);
  if (answerable === reviews) return i18n.t('reputation.figures.rateOfEvery', reviews);
  return i18n.t('reputation.figures.rateOfAnswerable', { answerable: formatCount(answerable) });
}

/**
 * After the basis, when only some reviews can be answered: the rate over every review of the
 * period ("(41% of all 87)"), its own figure with its own set of reviews.
 */
export function responseRateOfAll(
  figures: Pick<GroupFigures, 'reviews' | 'answerable' | 'responseRateOfAll'>,
): string | undefined {
  const { reviews, answerable } = figures;
  if (answerable === 0 || answerable === reviews) return undefined;
  return i18n.t('reputation.figures.rateOfAll', {
    all: formatPercent(figures.responseRateOfAll ?? 0),
    reviews: formatCount(reviews),
  });
}
/** A local instant as a day: "Aug 3, 2026". */
export const formatLocalDay = (at: number): string =>
  formatDate(at, { month: 'short', day: 'numeric', year: 'numeric' });
/** A local instant as a day of the year shown around it: "Aug 3". */
export const formatShortDay = (at: number): string => formatDate(at, { month: 'short', day: 'numeric' });

/** Whole above ten, one decimal below: "3.5 h", "14 h". */
const short = (value: number): string =>
  value >= 10 ? formatNumber(Math.round(value)) : formatNumber(value, { maximumFractionDigits: 1 });

export function formatDuration(ms: number): string {
  if (ms < HOUR)
    return i18n.t('reputation.duration.minutes', { n: formatNumber(Math.max(1, Math.round(ms / MINUTE))) });
  if (ms < 2 * DAY) return i18n.t('reputation.duration.hours', { n: short(ms / HOUR) });
  if (ms < 60 * DAY) return i18n.t('reputation.duration.days', { n: short(ms / DAY) });
  if (ms < 2 * YEAR) return i18n.t('reputation.duration.months', { n: short(ms / MONTH) });
  return i18n.t('reputation.duration.years', { n: short(ms / YEAR) });
}

/** good: the change is an improvement; bad: it is worse; same; none: nothing to compare with. */
export type ChangeTone = 'good' | 'bad' | 'same' | 'none';

export interface Change {
  /** "+5 pts", "−0.2", "−2 h", "new". */
  badge: string;
  /** What a screen reader hears and the tooltip shows. */
  description: string;
  tone: ChangeTone;
}

const MINUS = '\u2212';
const signed = (value: string, positive: boolean) => `${positive ? '+' : MINUS}${value}`;

/**
 * The change of a figure against the period before, or, for a count of now (`sincePeriodStart`),
 * against the same count when the period began. `lowerIsBetter` for times and waiting counts;
 * `format` writes the size of the change.
 */
export function changeOf(
  current: number | undefined,
  previous: number | undefined,
  options: {
    lowerIsBetter?: boolean;
    format: (size: number) => string;
    epsilon?: number;
    sincePeriodStart?: boolean;
  },
): Change {
  if (current === undefined || previous === undefined)
    return { badge: '', description: i18n.t('reputation.change.none'), tone: 'none' };
  const words = options.sincePeriodStart ? CHANGE_SINCE_START : CHANGE_ON_PERIOD_BEFORE;
  const difference = current - previous;
  if (Math.abs(difference) < (options.epsilon ?? 1e-9))
    return {
      badge: i18n.t('reputation.change.sameBadge'),
      description: i18n.t(words.same),
      tone: 'same',
    };
  const up = difference > 0;
  const size = options.format(Math.abs(difference));
  const good = options.lowerIsBetter ? !up : up;
  return {
    badge: signed(size, up),
    description: i18n.t(up ? words.up : words.down, { size }),
    tone: good ? 'good' : 'bad',
  };
}

const CHANGE_ON_PERIOD_BEFORE = {
  same: 'reputation.change.same',
  up: 'reputation.change.up',
  down: 'reputation.change.down',
} as const;
const CHANGE_SINCE_START = {
  same: 'reputation.change.sameSinceStart',
  up: 'reputation.change.upSinceStart',
  down: 'reputation.change.downSinceStart',
} as const;
