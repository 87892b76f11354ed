/**
 * The opt-in job: the selected (location, publisher) pairs, planned into calls of at
 * most 100 pairs (planOptInBatches), made one after the other by the background. Progress and the
 * per-batch report live in the `optInJob` snapshot, which pages watch; the page may close at any
 * time. A worker that dies mid-job resumes it at its next start (opting in twice is harmless: only
 * OPTED_OUT listings change). When the calls are done, the affected statuses are fetched again.
 */

import { type OptInPair, planOptInBatches } from '../api/opt-in-plan';
import type { FeatureDeps } from '../background/feature';
import { openCache } from '../cache/db';
import { AppError } from '../errors/app-error';
import { toErrorData } from '../errors/error-data';
import { i18n } from '../i18n/translate';
import { readOptInJob } from './listing-cache';
import { announce } from './listing-cache-writes';
import { OPT_IN_JOB, type OptInBatchReport, type OptInJob } from './listing-records';
import { refreshLocationListings, refreshOverview } from './listing-refresh';
import { markOptedIn } from './opt-in-effect';

/** Jobs this worker is running now, by account. */
const active = new Set<string>();

async function writeJob(job: OptInJob): Promise<void> {
  await (await openCache()).put('snapshots', job as unknown as OptInJob & { [field: string]: unknown });
  announce(job.accountId, ['snapshots']);
}

/** A new job for `pairs`, planned but not started. */
export function planJob(accountId: string, pairs: readonly OptInPair[], now: number): OptInJob {
  const batches: OptInBatchReport[] = planOptInBatches(pairs).map((batch) => ({
    ...batch,
    state: 'pending',
  }));
  return {
    accountId,
    name: OPT_IN_JOB,
    id: `${now.toString(36)}-${Math.random().toString(36).slice(2, 8)}`,
    state: 'running',
    total: batches.reduce((sum, batch) => sum + batch.pairs, 0),
    startedAt: now,
    batches,
  };
}

/**
 * Records the job and starts it without waiting for it; the answer is the job as planned. One
 * job per account at a time.
 */
export async function startOptIn(
  deps: FeatureDeps,
  accountId: string,
  pairs: readonly OptInPair[],
): Promise<OptInJob> {
  if (pairs.length === 0) throw new AppError('unknown', i18n.t('listings.optIn.nothingSelected'));
  const current = await readOptInJob(accountId);
  if (current?.state === 'running') throw new AppError('busy', i18n.t('listings.optIn.busy'));
  const job = planJob(accountId, pairs, deps.now());
  await writeJob(job);
  void runJob(deps, accountId);
  return job;
}

/** Runs the account's job to the end (its pending batches), then refreshes what it changed. */
export async function runJob(deps: FeatureDeps, accountId: string): Promise<OptInJob | undefined> {
  if (active.has(accountId)) return undefined;
  active.add(accountId);
  try {
    let job = await readOptInJob(accountId);
    if (job?.state !== 'running') return job;
    try {
      await deps.withApi(accountId, async (api) => {
        for (let i = 0; i < (job as OptInJob).batches.length; i++) {
          const batch = (job as OptInJob).batches[i];
          if (batch?.state !== 'pending') continue;
          const pairs = batch.locationIds.flatMap((locationId) =>
            batch.publisherIds.map((publisherId) => ({ locationId, publisherId })),
          );
          // One batch's cross product plans back into exactly one call of at most 100 pairs.
          const [result] = await api.listings.optIn(pairs);
          // What the call did shows at once, in the grid and the popup's counts (opt-in-effect.ts).
          if (result?.ok) await markOptedIn(accountId, pairs).catch(() => 0);
          job = withBatch(job as OptInJob, i, {
            state: result?.ok ? 'ok' : 'failed',
            error: result?.ok ? undefined : toErrorData(result?.error).message,
          });
          await writeJob(job);
        }
      });
    } catch (error) {
      // No client (signed out, no network…): the batches not made fail with the reason.
      const message = toErrorData(error).message;
      const failed = job as OptInJob;
      job = {
        ...failed,
        batches: failed.batches.map((b) =>
          b.state === 'pending' ? { ...b, state: 'failed', error: message } : b,
        ),
      };
    }
    job = { ...(job as OptInJob), state: 'done', finishedAt: deps.now() };
    // Free the account before the follow-up refresh, so a next job may start right away.
    active.delete(accountId);
    await writeJob(job);
    await refreshAfter(deps, job);
    return job;
  } finally {
    active.delete(accountId);
  }
}

function withBatch(job: OptInJob, index: number, change: Partial<OptInBatchReport>): OptInJob {
  const batches = job.batches.map((batch, i) => (i === index ? { ...batch, ...change } : batch));
  if (change.error === undefined) delete batches[index]?.error;
  return { ...job, batches };
}

/**
 * The statuses the job changed, read from the service: the summary's counts first (the popup's
 * "Opted out …" and "Counted …"; counting also caches every listing of an account under the scan
 * cap), then the listings of its locations where the count could not cache them all.
 */
async function refreshAfter(deps: FeatureDeps, job: OptInJob): Promise<void> {
  const locationIds = [...new Set(job.batches.flatMap((batch) => batch.locationIds))];
  try {
    const summary = await refreshOverview(deps, job.accountId, { force: true, parts: ['listings'] });
    if (summary.counted < summary.total) await refreshLocationListings(deps, job.accountId, locationIds);
  } catch {
    // The opt-in itself is recorded; the next refresh (page open, Refresh) shows the statuses.
  }
}

/** Worker start: finishes any job a previous worker left running. */
export async function resumeOptInJobs(deps: FeatureDeps, accountIds: readonly string[]): Promise<void> {
  for (const accountId of accountIds)
    if ((await readOptInJob(accountId))?.state === 'running') await runJob(deps, accountId);
}
