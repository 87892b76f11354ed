/**
 * How the reputation figures read: percentages whole, ratings to one decimal, durations in the
 * largest unit that keeps them short ("45 min", "3.5 h", "2 d"), and each change with the
 * direction that is good for it (a shorter response time is better).
 */
import { i18n } from '#i18n';

const ratingFormat = new Intl.NumberFormat(undefined, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const shortNumber = new Intl.NumberFormat(undefined, { maximumFractionDigits: 1 });
const dayFormat = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', year: 'numeric' });

export const formatRating = (value: number): string => ratingFormat.format(value);
export const formatPercent = (value: number): string => `${Math.round(value)}%`;
/** A local instant as a day: "Aug 3, 2026". */
export const formatLocalDay = (at: number): string => dayFormat.format(at);

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const YEAR = 365.25 * DAY;
const MONTH = YEAR / 12;

/** Whole above ten, one decimal below: "3.5 h", "14 h". */
const short = (value: number): string =>
  value >= 10 ? String(Math.round(value)) : shortNumber.format(value);

export function formatDuration(ms: number): string {
  if (ms < HOUR)
    return i18n.t('reputation.duration.minutes', { n: String(Math.max(1, Math.round(ms / MINUTE))) });
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
 * The change of a figure against the period before. `lowerIsBetter` for times and waiting counts;
 * `format` writes the size of the change.
 */
export function changeOf(
  current: number | undefined,
  previous: number | undefined,
  options: { lowerIsBetter?: boolean; format: (size: number) => string; epsilon?: number },
): Change {
  if (current === undefined || previous === undefined)
    return { badge: '', description: i18n.t('reputation.change.none'), tone: 'none' };
  const difference = current - previous;
  if (Math.abs(difference) < (options.epsilon ?? 1e-9))
    return {
      badge: i18n.t('reputation.change.sameBadge'),
      description: i18n.t('reputation.change.same'),
      tone: 'same',
    };
  const up = difference > 0;
  const size = options.format(Math.abs(difference));
  const good = options.lowerIsBetter ? !up : up;
  return {
    badge: signed(size, up),
    description: i18n.t(up ? 'reputation.change.up' : 'reputation.change.down', { size }),
    tone: good ? 'good' : 'bad',
  };
}
