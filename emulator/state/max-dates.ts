/**
 * The latest dates with data (service.md › Maximum dates): the standard network trails today by
 * two weeks and delivers daily; publisher A delivers every two weeks, so its date is the end of
 * the last complete fortnight before that.
 */
import { dayNumber, isoDay, mondayOf, weekday } from '../core/dates';

export const MAX_DATE_LAG_DAYS = 14;

export interface MaxDays {
  standard: number;
  brandA: number;
}

export function maxDays(now: number): MaxDays {
  const standard = dayNumber(now) - MAX_DATE_LAG_DAYS;
  let sunday = standard - ((weekday(standard) + 1) % 7);
  // Fortnights are counted in whole Monday-to-Sunday weeks from the epoch's week.
  const weekIndex = (mondayOf(sunday) + 3) / 7;
  if (weekIndex % 2 === 0) sunday -= 7;
  return { standard, brandA: sunday };
}

export function maxDatesJson(now: number) {
  const days = maxDays(now);
  return { standardMaxDate: isoDay(days.standard), brandAMaxDate: isoDay(days.brandA) };
}
