/**
 * How the analytics views write days and numbers: the reader's locale, days in UTC (the
 * service's dates carry no time zone, so "Nov 8" must not become "Nov 7" west of Greenwich).
 */
const dayFormat = new Intl.DateTimeFormat(undefined, {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const numberFormat = new Intl.NumberFormat();

/** `2026-11-08` → "Nov 8, 2026"; anything else as it is. */
export function formatDay(day: string): string {
  const time = Date.parse(`${day}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(time) ? dayFormat.format(time) : day;
}

export const formatNumber = (value: number): string => numberFormat.format(value);
