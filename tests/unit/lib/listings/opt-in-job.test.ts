import '../../i18n-setup';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { openCache } from '@/lib/cache/db';
import { readListingsOf, readOptInJob } from '@/lib/listings/listing-cache';
import type { OptInJob } from '@/lib/listings/listing-records';
import { planJob, resumeOptInJobs, runJob, startOptIn } from '@/lib/listings/opt-in-job';
import { jobProgress } from '@/lib/listings/opt-in-progress';
import { clearListingsCache, fakeWorld } from './fake-world';

// An account of its own for each test: a job's follow-up refresh may outlive its test, and a
// refresh of the same account under way is joined, not made again (listing-refresh.ts).
let ACCOUNT = '';
let tests = 0;
beforeEach(async () => {
  ACCOUNT = `acc-${++tests}`;
  await clearListingsCache();
});

const waitDone = async () => {
  for (let i = 0; i < 200; i++) {
    const job = await readOptInJob(ACCOUNT);
    if (job?.state === 'done') return job;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error('job did not finish');
};

describe('opt-in job', () => {
  it('plans calls of at most 100 pairs and records each one as it is made', async () => {
    const world = fakeWorld({ locations: 5, publishers: 5 });
    // 5 × 5 = 25 pairs in one group; with 10 pairs per call the plan needs several calls.
    const pairs = world.listings.map(({ locationId, publisherId }) => ({ locationId, publisherId }));
    const job = planJob(ACCOUNT, pairs, 1);
    expect(job.total).toBe(25);
    expect(job.batches.every((b) => b.state === 'pending' && b.pairs <= 100)).toBe(true);

    const started = await startOptIn(world.deps, ACCOUNT, pairs.slice(0, 7));
    expect(started.state).toBe('running');
    const done = await waitDone();
    expect(done.batches.map((b) => b.state)).toEqual(done.batches.map(() => 'ok'));
    expect(jobProgress(done)).toEqual({
      done: 7,
      failed: 0,
      calls: done.batches.length,
      callsDone: done.batches.length,
    });
    expect(world.optInCalls.length).toBe(done.batches.length);
    expect(done.finishedAt).toBeGreaterThan(0);
  });

  it('a failed call is reported with its reason; the others still run; statuses are refreshed after', async () => {
    const world = fakeWorld({ locations: 3, publishers: 3 });
    world.failCalls.add(0);
    // Two publisher sets → two calls: location 1001 with A; 1002 with A and B.
    const pairs = [
      { locationId: '1001', publisherId: 'BRANDA' },
      { locationId: '1002', publisherId: 'BRANDA' },
      { locationId: '1002', publisherId: 'BRANDB' },
    ];
    await startOptIn(world.deps, ACCOUNT, pairs);
    const done = await waitDone();
    expect(done.batches.map((b) => b.state)).toEqual(['failed', 'ok']);
    expect(done.batches[0]?.error).toMatch(/trouble/i);
    expect(jobProgress(done)).toMatchObject({ done: 3, failed: 1 });
    // The job reads done before its follow-up refresh: the statuses arrive just after.
    const cached = await vi.waitFor(async () => {
      const listings = await readListingsOf(ACCOUNT, ['1001', '1002']);
      expect(listings).toHaveLength(6);
      return listings;
    });
    const status = (l: string, p: string) =>
      cached.find((c) => c.locationId === l && c.publisherId === p)?.status;
    expect(status('1001', 'BRANDA')).toBe('OPTED_OUT');
    expect(status('1002', 'BRANDB')).not.toBe('OPTED_OUT');
  });

  it('a job left running by a dead worker resumes from its pending calls only', async () => {
    const world = fakeWorld({ locations: 3, publishers: 3 });
    const job = planJob(
      ACCOUNT,
      [
        { locationId: '1001', publisherId: 'BRANDA' },
        { locationId: '1002', publisherId: 'BRANDB' },
      ],
      1,
    );
    const halfDone: OptInJob = {
      ...job,
      batches: job.batches.map((b, i) => (i === 0 ? { ...b, state: 'ok' } : b)),
    };
    await (await openCache()).put('snapshots', halfDone as never);
    await resumeOptInJobs(world.deps, [ACCOUNT, 'other']);
    expect(world.optInCalls).toEqual([{ locationIds: ['1002'], publisherIds: ['BRANDB'] }]);
    expect((await readOptInJob(ACCOUNT))?.state).toBe('done');
    // Nothing to resume any more.
    expect(await runJob(world.deps, ACCOUNT)).toMatchObject({ state: 'done' });
    expect(world.optInCalls).toHaveLength(1);
  });

  it('no client (e.g. signed out): every call not made fails with the reason', async () => {
    const world = fakeWorld();
    const deps = { ...world.deps, withApi: async () => Promise.reject(new Error('boom')) };
    await startOptIn(deps, ACCOUNT, [{ locationId: '1001', publisherId: 'BRANDA' }]);
    const done = await waitDone();
    expect(done.batches[0]).toMatchObject({ state: 'failed' });
    expect(done.batches[0]?.error).toBeTruthy();
  });
});
