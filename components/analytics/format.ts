/**
 * How the analytics views write days and numbers: in the language in use (lib/i18n/format.ts),
 * days in UTC (the service's dates carry no time zone, so "Nov 8" must not become "Nov 7" west of
 * Greenwich).
 */
import { formatDate, formatNumber as formatPlainNumber } from '@/lib/i18n/format';

const DAY: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' };

/** `2026-11-08` → "Nov 8, 2026"; anything else as it is. */
export function formatDay(day: string): string {
  const time = Date.parse(`${day}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(time) ? formatDate(time, DAY) : day;
}

export const formatNumber = (value: number): string => formatPlainNumber(value);
