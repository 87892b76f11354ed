/**
 * Date arithmetic and the service's date formats. All dates are UTC (conventions.md › Every call).
 */

export const MINUTE_MS = 60_000;
export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** Days since 1970-01-01 (UTC) of an instant. */
export const dayNumber = (ms: number): number => Math.floor(ms / DAY_MS);

/** `YYYY-MM-DD` of a day number. */
export function isoDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** Day number of a `YYYY-MM-DD` string (the caller has validated it). */
export function parseIsoDay(text: string): number {
  return dayNumber(Date.parse(`${text}T00:00:00Z`));
}

/** `YYYY-MM-DD` strictly, and a real calendar date. */
export function isIsoDay(text: unknown): text is string {
  if (typeof text !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const ms = Date.parse(`${text}T00:00:00Z`);
  return !Number.isNaN(ms) && new Date(ms).toISOString().startsWith(text);
}

/** `YYYY-MM-DDThh:mm` of an instant (service.md › Review, list response). */
export function minuteStamp(ms: number): string {
  return new Date(ms).toISOString().slice(0, 16);
}

/** `M/DD/YY` of a day number: report rows (service.md › Report data row). */
export function reportDay(day: number): string {
  const d = new Date(day * DAY_MS);
  return `${d.getUTCMonth() + 1}/${pad(d.getUTCDate())}/${pad(d.getUTCFullYear() % 100)}`;
}

/** 0 = Monday … 6 = Sunday. 1970-01-01 was a Thursday. */
export const weekday = (day: number): number => (day + 3) % 7;

/** Day number of the Monday of the week holding `day` (conventions.md › Analytics: `week`). */
export const mondayOf = (day: number): number => day - weekday(day);

/** Epoch seconds of the top of the next UTC hour (conventions.md › Rate limit). */
export const nextHourEpochSeconds = (ms: number): number => (Math.floor(ms / HOUR_MS) + 1) * 3600;
