import { formatDateAndTime } from '@/lib/clock/clock-time';
import { DAY, HOUR, MINUTE } from '@/lib/clock/durations';
import { formatRelative } from '@/lib/i18n/format';
import { i18n } from '@/lib/i18n/translate';
import { useNow } from './use-now';

/**
 * "2h ago" (Intl.RelativeTimeFormat, narrow so it fits a popup row) in a <time datetime> element,
 * with the full date and time as its tooltip. The wording is pure, so it is tested without a DOM.
 */
/** Largest unit first; a value is shown in the first unit it reaches at least once. */
const UNITS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * DAY],
  ['month', 30 * DAY],
  ['week', 7 * DAY],
  ['day', DAY],
  ['hour', HOUR],
  ['minute', MINUTE],
];

/** Below this, "just now": seconds would tick visibly and mean nothing to the reader. */
const JUST_NOW_MS = 45_000;

export type DateInput = Date | string | number;

/** A valid Date from an ISO string, epoch milliseconds or a Date; null if it is none of those. */
export function toDate(input: DateInput): Date | null {
  const date = input instanceof Date ? input : new Date(input);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function formatRelativeTime(date: Date, now: number = Date.now(), locale?: string): string {
  const diff = date.getTime() - now;
  const distance = Math.abs(diff);
  if (distance < JUST_NOW_MS) return i18n.t('common.time.justNow');
  for (const [unit, size] of UNITS) {
    if (distance >= size || unit === 'minute') {
      // Truncate, so "1h 50m ago" reads "1h ago" and never claims more time than has passed.
      const amount = Math.max(1, Math.trunc(distance / size));
      return formatRelative(diff < 0 ? -amount : amount, unit, locale);
    }
  }
  return '';
}

export interface RelativeTimeProps {
  /** ISO string, epoch milliseconds or a Date. */
  date: DateInput;
  /** Pin "now" (tests, or a parent that already ticks); otherwise it refreshes every 30 s. */
  now?: number;
  class?: string;
}

export function RelativeTime({ date, now, class: className }: RelativeTimeProps) {
  const ticking = useNow(now === undefined);
  const parsed = toDate(date);
  // An unreadable date from the service shows nothing rather than "Invalid Date".
  if (!parsed) return null;
  return (
    <time class={className} dateTime={parsed.toISOString()} title={formatDateAndTime(parsed)}>
      {formatRelativeTime(parsed, now ?? ticking)}
    </time>
  );
}
