/**
 * The numbers review managers live by, computed from the cached reviews' facts (review-facts.ts)
 * with no request to the service: response rate, response time, average rating and its change,
 * the rating distribution, the weekly trend and what is waiting. Pure and single-pass, so 100,000
 * reviews take milliseconds (measured in `npm run bench`).
 */
import { type TargetBands, targetMsFor } from '../reviews/due-time';
import { isOverdue } from './overdue';
import { type Period, previousPeriod } from './period';
import type { ReviewFact } from './review-facts';

/** The figures of one group of reviews (the account, a location, a publisher) over one period. */
export interface GroupFigures {
  /** Reviews published in the period. */
  reviews: number;
  /** Of those, on publishers that take replies: the reviews that can be answered. */
  answerable: number;
  /** Of those, with at least one business-owner comment. */
  answered: number;
  /**
   * The response rate: answered ÷ answerable, a whole percent; undefined when nothing could be
   * answered. Over the reviews that can be answered, because those are the ones a manager can act
   * on, and so it agrees with "awaiting response", which counts only them too.
   */
  responseRate?: number;
  /**
   * answered ÷ reviews, a whole percent, as the platform's own dashboards count it; shown beside
   * the response rate so the two can be told apart. Undefined with no reviews.
   */
  responseRateOfAll?: number;
  /** From a review to its first owner comment, over the answered ones (ms). */
  medianResponseMs?: number;
  p90ResponseMs?: number;
  averageRating?: number;
  /**
   * Of the reviews that can be answered and have a response target (Options › Response targets),
   * those whose answer is decided against it: answered, or unanswered past it. One still inside
   * its target counts neither way yet.
   */
  targeted: number;
  /** Of those, answered within their target. */
  answeredInTime: number;
  /** answeredInTime ÷ targeted, a whole percent; undefined when none is decided. */
  withinTarget?: number;
}

export interface WeekPoint {
  /** Local midnight of the week's Monday (the first week may start before the period). */
  weekStart: number;
  reviews: number;
  averageRating?: number;
  /**
   * Only part of the week lies in the period (the first, started before it; the last, not over):
   * its days in the period, so its few reviews never read as a slump.
   */
  partial?: { from: number; to: number };
}

export interface ReputationFigures extends GroupFigures {
  period: Period;
  /** The same figures for the period of the same length just before. */
  previous: GroupFigures;
  /** Reviews of 1 to 5 stars in the period (index 0 is 1 star). */
  distribution: [number, number, number, number, number];
  weekly: WeekPoint[];
  /** Awaiting a response now, whatever the period. */
  awaiting: {
    count: number;
    /** When the longest-waiting one started waiting. */
    oldestSince?: number;
    /** How many waited at the period's start (answered later or not at all): the change's base. */
    atPeriodStart: number;
  };
  /** Awaiting, not Done, and past its response target: overdue (lib/reviews/due-time.ts). */
  needsAttention: number;
  /** What the figures rest on: every cached review, and the oldest one's date. */
  basis: { reviews: number; since?: number };
  byLocation: (GroupFigures & { id: string })[];
  byPublisher: (GroupFigures & { id: string })[];
}

export interface FigureOptions {
  now: number;
  /**
   * The response targets of the account's reviews (lib/reviews/response-targets.ts); over several
   * accounts (All accounts), those of each fact's own account, asked as the fact is counted.
   */
  bands: TargetBands | ((fact: ReviewFact) => TargetBands);
}

/** Running totals of one group; turned into GroupFigures at the end. */
class Tally {
  reviews = 0;
  answerable = 0;
  answered = 0;
  targeted = 0;
  answeredInTime = 0;
  ratingSum = 0;
  rated = 0;
  readonly responseTimes: number[] = [];

  /** Counts `fact`, whose response target is `targetMs` (undefined: none), at `now`. */
  add(fact: ReviewFact, targetMs: number | undefined, now: number): void {
    this.reviews++;
    if (Number.isFinite(fact.rating)) {
      this.ratingSum += fact.rating;
      this.rated++;
    }
    if (!fact.answerable) return;
    this.answerable++;
    if (targetMs !== undefined) {
      // Measured from the review itself, as the response time is: a follow-up is another wait.
      const replied = fact.firstReplyAt;
      if (replied !== undefined) {
        this.targeted++;
        if (replied - fact.publishedAt <= targetMs) this.answeredInTime++;
      } else if (now - fact.publishedAt > targetMs) this.targeted++;
    }
    if (fact.firstReplyAt === undefined) return;
    this.answered++;
    // A review re-dated by an edit after it was answered counts as answered at once.
    this.responseTimes.push(Math.max(0, fact.firstReplyAt - fact.publishedAt));
  }

  figures(): GroupFigures {
    const figures: GroupFigures = {
      reviews: this.reviews,
      answerable: this.answerable,
      answered: this.answered,
      targeted: this.targeted,
      answeredInTime: this.answeredInTime,
    };
    if (this.targeted > 0) figures.withinTarget = Math.round((100 * this.answeredInTime) / this.targeted);
    if (this.answerable > 0) figures.responseRate = Math.round((100 * this.answered) / this.answerable);
    if (this.reviews > 0) figures.responseRateOfAll = Math.round((100 * this.answered) / this.reviews);
    if (this.responseTimes.length > 0) {
      const sorted = this.responseTimes.sort((a, b) => a - b);
      figures.medianResponseMs = quantile(sorted, 0.5);
      figures.p90ResponseMs = quantile(sorted, 0.9);
    }
    if (this.rated > 0) figures.averageRating = this.ratingSum / this.rated;
    return figures;
  }
}

/** The `q` quantile of sorted values, interpolated between neighbours (the median of 2 is their mean). */
export function quantile(sorted: readonly number[], q: number): number {
  const position = (sorted.length - 1) * q;
  const below = Math.floor(position);
  const above = Math.ceil(position);
  return sorted[below] + (sorted[above] - sorted[below]) * (position - below);
}

/** Local midnight of the Monday of the week holding `at`. */
export function weekStartOf(at: number): number {
  const date = new Date(at);
  const sinceMonday = (date.getDay() + 6) % 7;
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() - sinceMonday).getTime();
}

/** Local midnight of the Monday after the week starting at `week`. */
function nextWeek(week: number): number {
  const date = new Date(week);
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + 7).getTime();
}

function weeksOf(period: Period): number[] {
  const weeks: number[] = [];
  for (let week = weekStartOf(period.start); week < period.end; week = nextWeek(week)) weeks.push(week);
  return weeks;
}

/** The days of the week `start`–`end` that lie in `period`, when they are not all of it. */
function partOfWeek(start: number, end: number, period: Period): Pick<WeekPoint, 'partial'> {
  if (start >= period.start && end <= period.end) return {};
  return { partial: { from: Math.max(start, period.start), to: Math.min(end, period.end) } };
}

export function computeFigures(
  facts: Iterable<ReviewFact>,
  period: Period,
  options: FigureOptions,
): ReputationFigures {
  const before = previousPeriod(period);
  const { now, bands } = options;
  const bandsOf = typeof bands === 'function' ? bands : (): TargetBands => bands;
  const current = new Tally();
  const previous = new Tally();
  const byLocation = new Map<string, Tally>();
  const byPublisher = new Map<string, Tally>();
  const distribution: ReputationFigures['distribution'] = [0, 0, 0, 0, 0];
  const weekStarts = weeksOf(period);
  const weekly = weekStarts.map(() => ({ reviews: 0, ratingSum: 0 }));
  const awaiting = { count: 0, oldestSince: undefined as number | undefined, atPeriodStart: 0 };
  let needsAttention = 0;
  let total = 0;
  let since: number | undefined;

  for (const fact of facts) {
    total++;
    if (!Number.isNaN(fact.publishedAt) && (since === undefined || fact.publishedAt < since))
      since = fact.publishedAt;
    if (fact.waitingSince !== undefined) {
      awaiting.count++;
      if (awaiting.oldestSince === undefined || fact.waitingSince < awaiting.oldestSince)
        awaiting.oldestSince = fact.waitingSince;
      if (isOverdue(fact, bandsOf(fact), now)) needsAttention++;
    }
    if (
      fact.answerable &&
      fact.publishedAt < period.start &&
      (fact.firstReplyAt === undefined || fact.firstReplyAt >= period.start)
    )
      awaiting.atPeriodStart++;

    const target = targetMsFor(bandsOf(fact), fact.rating);
    if (fact.publishedAt >= before.start && fact.publishedAt < before.end) previous.add(fact, target, now);
    if (!(fact.publishedAt >= period.start && fact.publishedAt < period.end)) continue;
    current.add(fact, target, now);
    tallyOf(byLocation, fact.locationId).add(fact, target, now);
    tallyOf(byPublisher, fact.publisherId).add(fact, target, now);
    const stars = Math.round(fact.rating);
    if (stars >= 1 && stars <= 5) distribution[stars - 1]++;
    const week = weekIndex(weekStarts, fact.publishedAt);
    weekly[week].reviews++;
    weekly[week].ratingSum += fact.rating;
  }

  const groups = (tallies: Map<string, Tally>) =>
    [...tallies].map(([id, tally]) => ({ id, ...tally.figures() }));
  return {
    ...current.figures(),
    period,
    previous: previous.figures(),
    distribution,
    weekly: weekStarts.map((weekStart, i) => ({
      weekStart,
      reviews: weekly[i].reviews,
      ...(weekly[i].reviews > 0 ? { averageRating: weekly[i].ratingSum / weekly[i].reviews } : {}),
      ...partOfWeek(weekStart, weekStarts[i + 1] ?? nextWeek(weekStart), period),
    })),
    awaiting,
    needsAttention,
    basis: { reviews: total, ...(since !== undefined ? { since } : {}) },
    byLocation: groups(byLocation),
    byPublisher: groups(byPublisher),
  };
}

function tallyOf(tallies: Map<string, Tally>, id: string): Tally {
  let tally = tallies.get(id);
  if (!tally) {
    tally = new Tally();
    tallies.set(id, tally);
  }
  return tally;
}

/** The week among `weekStarts` (ascending) that holds `at`: the last one starting at or before it. */
function weekIndex(weekStarts: readonly number[], at: number): number {
  let low = 0;
  let high = weekStarts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (weekStarts[middle] <= at) low = middle;
    else high = middle - 1;
  }
  return low;
}
