/**
 * The progress of an opt-in job as the page shows it (a progress bar and a per-batch report).
 * Pure; types only from the records, so pages import it without background code.
 */
import type { OptInJob } from './listing-records';

export interface OptInProgress {
  /** Listings whose call has been made (succeeded or failed). */
  done: number;
  /** Listings whose call failed. */
  failed: number;
  /** Calls planned, and made so far. */
  calls: number;
  callsDone: number;
}

export function jobProgress(job: OptInJob): OptInProgress {
  let done = 0;
  let failed = 0;
  let callsDone = 0;
  for (const batch of job.batches) {
    if (batch.state === 'pending') continue;
    callsDone++;
    done += batch.pairs;
    if (batch.state === 'failed') failed += batch.pairs;
  }
  return { done, failed, calls: job.batches.length, callsDone };
}
