/**
 * How every surface writes a clock time: the header's "Synced 3:42 PM", a reply's "next try 3:42
 * PM", Refresh's answer, a tooltip's full date. One way, in the conventions of the language in
 * use (lib/i18n/format.ts: "3:42 PM" in English, "15:42" in German), so no two places write the
 * same moment two ways ("03:39 PM" beside "3:42 PM"). `locale` pins a language (tests).
 */

import { formatDate } from '../i18n/format';

const TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };
const TIME_ON_DAY: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', ...TIME };

/**
 * "3:42 PM" when `at` is on the same day as `now`, "Nov 24, 3:42 PM" on another: a clock time,
 * which needs no ticking (unlike "2 min ago").
 */
export function formatClockTime(at: number, now: number, locale?: string): string {
  const sameDay = new Date(at).toDateString() === new Date(now).toDateString();
  return sameDay ? formatDate(at, TIME, locale) : formatDate(at, TIME_ON_DAY, locale);
}

/** "Nov 20, 2026, 3:42 PM": a moment in full, for a tooltip beside "2h ago". */
export function formatDateAndTime(at: number | Date, locale?: string): string {
  return formatDate(at, { dateStyle: 'medium', timeStyle: 'short' }, locale);
}
