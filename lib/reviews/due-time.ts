/**
 * When an awaiting review is due: the rules behind "Due in 3 h" and "Overdue by 5 h" on every card,
 * row and thread, the "Due soonest" order, the badge's overdue count and Reputation's "needs
 * attention" and "answered within target". Pure: the targets come in as numbers
 * (response-targets.ts keeps them), so pages import this without the settings' storage.
 *
 * - **From when.** A review waits from the customer's last word: its `publisherDate`, or a
 *   follow-up comment of theirs that no reply has answered yet (review-sort.ts › waitingSince).
 *   The service's dates carry no zone and are UTC (conventions.md › Dates are UTC): the same
 *   instant whatever the browser's zone. A date to the day only counts from that day's start, the
 *   earliest it can mean, so a due time never shows later than it is.
 * - **Edited reviews** keep the date the service gives them: an edit of the rating or the text
 *   does not move `publisherDate` (nor the emulator's), so it neither restarts nor stops the clock.
 *   The band is the rating as it reads now: a review edited down to 2★ is due on the 2★ target.
 * - **No label**: answered, on a publisher that takes no replies, removed by the publisher, set
 *   aside as Done, its band's target turned off, or a date that cannot be read.
 * - **Overdue** once the target has passed: a review exactly at its target is due now, not late.
 */
import { HOUR } from '../clock/durations';
import { isRemoved } from './review-edits';
import { waitingSince } from './review-sort';

/** Ratings at or below this are in the low band (2★ or less). */
export const LOW_BAND_MAX_RATING = 2;

/** A target per star band, in whole hours; `null`: that band has no target. */
export interface TargetBands {
  /** 2★ or less. */
  low: number | null;
  /** 3★ and more. */
  rest: number | null;
}

/** Options › Response targets (response-targets.ts keeps them). */
export interface ResponseTargets {
  /** The bands of every account without its own. */
  all: TargetBands;
  /** An account's own bands, by account id: they replace `all` for its reviews. */
  accounts: Record<string, TargetBands>;
}

/** The bands that apply to `accountId`'s reviews. */
export const bandsFor = (targets: ResponseTargets, accountId: string): TargetBands =>
  targets.accounts[accountId] ?? targets.all;

/** Options › Response targets' defaults: 2★ or less within a day, the rest within three. */
export const DEFAULT_BANDS: TargetBands = { low: 24, rest: 72 };

/** The band of a rating. */
export const bandOf = (rating: number): keyof TargetBands => (rating <= LOW_BAND_MAX_RATING ? 'low' : 'rest');

/** The target of a rating in ms; undefined when its band has none. */
export function targetMsFor(bands: TargetBands, rating: number): number | undefined {
  const hours = bands[bandOf(rating)];
  return hours === null ? undefined : hours * HOUR;
}

const SERVICE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?/;

/** `YYYY-MM-DDThh:mm` or `YYYY-MM-DD`, read as UTC (the service's clock), as epoch ms; NaN if neither. */
export function serviceTime(value: string): number {
  const match = SERVICE_TIME.exec(value);
  if (!match) return Number.NaN;
  const [, year, month, day, hour = '0', minute = '0'] = match;
  return Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute));
}

export type Due =
  /** Due at `dueAt`, `ms` from now (0 at the very moment). */
  | { state: 'due'; dueAt: number; ms: number }
  /** Past `dueAt` by `ms`. */
  | { state: 'overdue'; dueAt: number; ms: number };

/** Where `now` stands against `dueAt`. */
export const dueState = (dueTime: number, now: number): Due =>
  now > dueTime
    ? { state: 'overdue', dueAt: dueTime, ms: now - dueTime }
    : { state: 'due', dueAt: dueTime, ms: dueTime - now };

/** When a review waiting since `since` (epoch ms) with `rating` is due; undefined without a target. */
export function dueTimeOf(since: number, rating: number, bands: TargetBands): number | undefined {
  const target = targetMsFor(bands, rating);
  if (target === undefined || !Number.isFinite(since)) return undefined;
  return since + target;
}

/** What the rules need of a cached review. */
export type DueReview = Parameters<typeof waitingSince>[0] & {
  rating: number;
  needsReply: boolean;
  status?: string;
  doneAt?: number;
};

/** The review's due time, or undefined when it shows no label (see above). */
export function reviewDueTime(review: DueReview, bands: TargetBands): number | undefined {
  if (!review.needsReply || isRemoved(review) || review.doneAt !== undefined) return undefined;
  return dueTimeOf(serviceTime(waitingSince(review)), review.rating, bands);
}

/** The review's label at `now`, or undefined for none. */
export function reviewDue(review: DueReview, bands: TargetBands, now: number): Due | undefined {
  const time = reviewDueTime(review, bands);
  return time === undefined ? undefined : dueState(time, now);
}
