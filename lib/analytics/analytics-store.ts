/**
 * The background's writes to the analytics snapshots, and the reads pages make of them. Each write
 * announces `snapshots` for the account, so an open page re-reads once.
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
export const storeQuickNumbers = (snapshot: QuickNumbersSnapshot) => writeSnapshot(snapshot);

export const readReportJob = (accountId: string) => readSnapshot<ReportJob>(accountId, REPORT_JOB);
export const storeReportJob = (job: ReportJob) => writeSnapshot(job);
