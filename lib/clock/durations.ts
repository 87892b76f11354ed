/**
 * Lengths of time in milliseconds, and how long a review has waited or has left, in whole units:
 * the due labels ("Overdue by 17 mths") and Reputation's oldest wait say it the same way, so the
 * two never disagree on the same review.
 */
import { formatUnit } from '../i18n/format';

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
export const YEAR = 365.25 * DAY;
/** A month as the calendar averages it. */
export const MONTH = YEAR / 12;

/**
 * Each unit a wait is said in, from the least time it is used for, largest first. Hours up to
 * three days, so the default targets count down in hours: "2 days" for 2 days and 22 hours would
 * mislead. Months from two of them: a manager reads "Overdue by 17 mths" at a glance, not "544 days".
 */
const UNITS: readonly [from: number, unit: string, size: number][] = [
  [2 * MONTH, 'month', MONTH],
  [3 * DAY, 'day', DAY],
  [HOUR, 'hour', HOUR],
  [0, 'minute', MINUTE],
];

/** "45 min", "70 hr", "4 days", "17 mths": Intl's own words for the unit (UNITS). */
export function formatWait(ms: number, locale?: string): string {
  const [, unit, size] = UNITS.find(([from]) => ms >= from) ?? UNITS[UNITS.length - 1];
  // Whole units, never rounded up: "Due in 2 hr" with 2 h 50 min left, and at least one.
  return formatUnit(Math.max(1, Math.floor(ms / size)), unit, locale);
}
