import { type DateInput, formatFullDate, formatRelativeTime, toDate } from './format-relative-time';
import { useNow } from './use-now';

export interface RelativeTimeProps {
  /** ISO string, epoch milliseconds or a Date. */
  date: DateInput;
  /** Pin "now" (tests, or a parent that already ticks); otherwise it refreshes every 30 s. */
  now?: number;
  class?: string;
}

/** "2h ago" in a <time datetime> element, with the full date and time as its tooltip. */
export function RelativeTime({ date, now, class: className }: RelativeTimeProps) {
  const ticking = useNow(now === undefined);
  const parsed = toDate(date);
  // An unreadable date from the service shows nothing rather than "Invalid Date".
  if (!parsed) return null;
  return (
    <time class={className} dateTime={parsed.toISOString()} title={formatFullDate(parsed)}>
      {formatRelativeTime(parsed, now ?? ticking)}
    </time>
  );
}
