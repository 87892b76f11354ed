/**
 * What the analytics half of the cache holds (`snapshots` records of lib/cache/db.ts), as pages
 * read it. Types and names only, so pages may import it freely.
 */
import type { ReportRequest, ReportRow } from '../api/schemas/analytics';
import type { QuickNumbers } from './quick-numbers';

/** `snapshots` record names of this feature. */
export const QUICK_NUMBERS = 'quickNumbers';
export const REPORT_JOB = 'reportJob';

/** The popup's Numbers tab (snapshot `quickNumbers`): shown before any network call. */
export interface QuickNumbersSnapshot extends QuickNumbers {
  accountId: string;
  name: typeof QUICK_NUMBERS;
  /** When it was fetched (ms since epoch). */
  fetchedAt: number;
}

/** A finished report, for the table, the chart and the CSV. */
export interface ReportResult {
  /** Column keys in order: dimension keys, then metric labels (conventions.md › Analytics). */
  columns: string[];
  rows: ReportRow[];
  /** The day range the rows cover (the end clamped to the max date). */
  range: { start: string; end: string };
  /** `service`: the service's CSV of an asynchronous report; `generated`: built from sync rows. */
  source: 'sync' | 'service';
}

export type ReportJobState = 'pending' | 'done' | 'failed' | 'cancelled';

/**
 * The asynchronous report of an account (snapshot `reportJob`, one at a time): the background
 * polls it to the end whether or not a page is open, and pages watch this record.
 */
export interface ReportJob {
  accountId: string;
  name: typeof REPORT_JOB;
  /** This job, so a page can tell a new job from the one it showed. */
  id: string;
  request: ReportRequest;
  range: { start: string; end: string };
  state: ReportJobState;
  /** The service's report id once started. */
  reportId?: string;
  startedAt: number;
  /** Status checks so far and the last one's time. */
  polls: number;
  checkedAt?: number;
  finishedAt?: number;
  result?: ReportResult;
  /** Why it failed, in words a person can act on. */
  error?: string;
}
