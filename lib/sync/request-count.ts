/**
 * The requests one sync run spends, as the quota counts them (poll-planner.ts › countRequest):
 * every response that reports the quota is one request (the client may retry a GET by itself),
 * and a request answered without quota headers still counts once. The backfill has several
 * requests out at a time, so a report cannot be matched to its request: an answer counts on its
 * own when the run has had fewer reports than answers.
 */
import type { RateLimitInfo } from '../api';
import { describeSyncError } from './sync-error';

export class RequestCount {
  private reports = 0;
  private answers = 0;
  private unreported = 0;

  /** `count` adds one request to the run's state, with the quota report when there is one. */
  constructor(private readonly count: (info?: RateLimitInfo) => void) {}

  /** A response reported the quota (the client's `onRateLimit`). */
  readonly reported = (info: RateLimitInfo): void => {
    this.reports++;
    this.count(info);
  };

  /** `request`, counted once it is answered (an answer with an error status too). */
  ask<T>(request: Promise<T>): Promise<T> {
    return request.then(
      (answer) => {
        this.answered();
        return answer;
      },
      (error: unknown) => {
        if (describeSyncError(error).answered) this.answered();
        throw error;
      },
    );
  }

  private answered(): void {
    this.answers++;
    if (this.answers <= this.reports + this.unreported) return;
    this.unreported++;
    this.count();
  }
}
