/**
 * How every surface writes a clock time: the header's "Synced 3:42 PM", a reply's "next try 3:42
 * PM", Refresh's answer, a tooltip's full date. One formatter, in the reader's locale's
 * conventions (Intl: "3:42 PM" in the US, "15:42" in Britain), so no two places write the same
 * moment two ways ("03:39 PM" beside "3:42 PM").
 */

const formats = new Map<string, Intl.DateTimeFormat>();

function formatOf(key: string, locale: string | undefined, options: Intl.DateTimeFormatOptions) {
  const cacheKey = `${locale ?? ''}|${key}`;
  let format = formats.get(cacheKey);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(cacheKey, format);
  }
  return format;
}

const TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };
const TIME_ON_DAY: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', ...TIME };

/**
 * "3:42 PM" when `at` is on the same day as `now`, "Nov 24, 3:42 PM" on another: a clock time,
 * which needs no ticking (unlike "2 min ago").
 */
export function formatClockTime(at: number, now: number, locale?: string): string {
  const sameDay = new Date(at).toDateString() === new Date(now).toDateString();
  return sameDay
    ? formatOf('time', locale, TIME).format(at)
    : formatOf('timeOnDay', locale, TIME_ON_DAY).format(at);
}

/** "Nov 20, 2026, 3:42 PM": a moment in full, for a tooltip beside "2h ago". */
export function formatDateAndTime(at: number | Date, locale?: string): string {
  return formatOf('full', locale, { dateStyle: 'medium', timeStyle: 'short' }).format(at);
}
