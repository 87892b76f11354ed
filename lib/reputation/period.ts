/**
 * The period a reputation figure covers: the last 7, 30 or 90 days, or a custom range, counted by
 * local calendar days with today included. Pure: the clock comes in.
 */
import { DAY } from '../clock/durations';

export type PeriodChoice =
  | { kind: 'last'; days: number }
  /** Local calendar days `YYYY-MM-DD`, both included. */
  | { kind: 'custom'; from: string; to: string };

/** `[start, end)` in epoch ms: local midnights. */
export interface Period {
  start: number;
  end: number;
  /** Calendar days it spans. */
  days: number;
}

export const PERIOD_PRESETS = [7, 30, 90] as const;
export const DEFAULT_PERIOD: PeriodChoice = { kind: 'last', days: 30 };

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Local midnight of the day `offset` days after the local day of `at`. */
function localMidnight(at: Date, offset = 0): Date {
  return new Date(at.getFullYear(), at.getMonth(), at.getDate() + offset);
}

function parseLocalDay(day: string): Date | undefined {
  const match = DAY_PATTERN.exec(day);
  if (!match) return undefined;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return date.getDate() === Number(match[3]) ? date : undefined;
}

/** Calendar days from `start` to `end`; by date parts, so a daylight-saving change counts no hour. */
function calendarDays(start: Date, end: Date): number {
  return Math.round(
    (Date.UTC(end.getFullYear(), end.getMonth(), end.getDate()) -
      Date.UTC(start.getFullYear(), start.getMonth(), start.getDate())) /
      DAY,
  );
}

/** The period a choice means now; undefined for a custom range that is not two valid days in order. */
export function resolvePeriod(choice: PeriodChoice, now: number): Period | undefined {
  if (choice.kind === 'last') {
    const days = Math.max(1, Math.floor(choice.days));
    const today = new Date(now);
    return {
      start: localMidnight(today, 1 - days).getTime(),
      end: localMidnight(today, 1).getTime(),
      days,
    };
  }
  const from = parseLocalDay(choice.from);
  const to = parseLocalDay(choice.to);
  if (!from || !to || to < from) return undefined;
  const end = localMidnight(to, 1);
  return { start: from.getTime(), end: end.getTime(), days: calendarDays(from, end) };
}

/** The period of the same number of days just before `period`. */
export function previousPeriod(period: Period): Period {
  const start = new Date(period.start);
  return { start: localMidnight(start, -period.days).getTime(), end: period.start, days: period.days };
}

/** The local day `YYYY-MM-DD` of an instant (for custom-range inputs and CSV). */
export function localDay(at: number): string {
  const date = new Date(at);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
