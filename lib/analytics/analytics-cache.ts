/**
 * The analytics snapshots: the background's writes, and the reads pages make of them (IndexedDB
 * only, no client code, so the popup's Numbers chunk stays small). Each write announces
 * `snapshots` for the account, so an open page re-reads once.
 */
import { announceChange } from '../cache/changes';
import { openCache } from '../cache/db';
import { QUICK_NUMBERS, type QuickNumbersSnapshot, REPORT_JOB, type ReportJob } from './analytics-records';

type Snapshot = QuickNumbersSnapshot | ReportJob;

async function readSnapshot<T extends Snapshot>(accountId: string, name: T['name']): Promise<T | undefined> {
  return (await (await openCache()).get('snapshots', [accountId, name])) as unknown as T | undefined;
}

async function writeSnapshot(record: Snapshot): Promise<void> {
  await (await openCache()).put('snapshots', record as unknown as Snapshot & { [field: string]: unknown });
  announceChange({ accountId: record.accountId, stores: ['snapshots'] });
}

export const readQuickNumbers = (accountId: string) =>
  readSnapshot<QuickNumbersSnapshot>(accountId, QUICK_NUMBERS);
export const cacheQuickNumbers = (snapshot: QuickNumbersSnapshot) => writeSnapshot(snapshot);

export const readReportJob = (accountId: string) => readSnapshot<ReportJob>(accountId, REPORT_JOB);
export const cacheReportJob = (job: ReportJob) => writeSnapshot(job);

/**
 * Applies `change` to the job `id` only while it is the account's pending job. Read and write are
 * one IndexedDB transaction, so a status check landing as Cancel is pressed cannot write the job
 * back to pending.
 */
export async function updatePendingReportJob(
  accountId: string,
  id: string,
  change: Partial<ReportJob>,
): Promise<ReportJob | undefined> {
  const tx = (await openCache()).transaction('snapshots', 'readwrite');
  const job = (await tx.store.get([accountId, REPORT_JOB])) as unknown as ReportJob | undefined;
  if (job?.id !== id || job.state !== 'pending') {
    await tx.done;
    return undefined;
  }
  const next: ReportJob = { ...job, ...change };
  await tx.store.put(next as unknown as ReportJob & { [field: string]: unknown });
  await tx.done;
  announceChange({ accountId, stores: ['snapshots'] });
  return next;
}
