/**
 * Requests per hour per credential (conventions.md › Rate limit; catalog LIMITS.requestsPerHour):
 * a fixed window that resets at the top of each UTC hour of the emulator clock.
 */
import { LIMITS } from '../../lib/api/catalog';
import { HOUR_MS, nextHourEpochSeconds } from '../core/dates';

export interface RateDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Epoch seconds of the next UTC hour. */
  reset: number;
  retryAfter: number;
}

export class RateLimiter {
  private hour = -1;
  private readonly used = new Map<string, number>();
  /** What every credential is deemed to have used already (the `quotaRemaining` fault). */
  private baseUsed = 0;

  constructor(readonly limit: number = LIMITS.requestsPerHour) {}

  private roll(now: number): void {
    const hour = Math.floor(now / HOUR_MS);
    if (hour !== this.hour) {
      this.hour = hour;
      this.used.clear();
      this.baseUsed = 0;
    }
  }

  private decision(used: number, now: number, allowed: boolean): RateDecision {
    const reset = nextHourEpochSeconds(now);
    return {
      allowed,
      limit: this.limit,
      remaining: Math.max(0, this.limit - used),
      reset,
      retryAfter: Math.max(1, Math.ceil(reset - now / 1000)),
    };
  }

  consume(credential: string, now: number): RateDecision {
    this.roll(now);
    const used = this.used.get(credential) ?? this.baseUsed;
    if (used >= this.limit) return this.decision(used, now, false);
    this.used.set(credential, used + 1);
    return this.decision(used + 1, now, true);
  }

  /** The state of a request that could not be tied to a credential. */
  untouched(now: number): RateDecision {
    this.roll(now);
    return this.decision(this.baseUsed, now, true);
  }

  /** Leaves every credential `remaining` requests for the rest of the current hour. */
  setRemaining(remaining: number, now: number): void {
    this.roll(now);
    this.used.clear();
    this.baseUsed = Math.max(0, this.limit - remaining);
  }

  reset(): void {
    this.used.clear();
    this.baseUsed = 0;
  }
}
