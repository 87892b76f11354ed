import '../../i18n-setup';
import { beforeEach, describe, expect, it } from 'vitest';
import { readListingSummary, readLocations, readSuggestions } from '@/lib/listings/listing-cache';

const readLocation = async (accountId: string, id: string) =>
  (await readLocations(accountId)).find((location) => location.id === id);

import { refreshOverview } from '@/lib/listings/listing-refresh';
import { resolveSuggestion } from '@/lib/listings/suggestion-actions';
import { clearListingsCache, fakeWorld } from './fake-world';

const ACCOUNT = 'acc';
beforeEach(clearListingsCache);

describe('resolving suggestions', () => {
  it('accepting re-reads the location (its field shows the new value) and the list', async () => {
    const world = fakeWorld();
    await refreshOverview(world.deps, ACCOUNT);
    const outcome = await resolveSuggestion(world.deps, ACCOUNT, {
      id: '1',
      locationId: '1001',
      status: 'ACCEPTED',
    });
    expect(outcome).toEqual({ id: '1', status: 'ACCEPTED', locationUpdated: true });
    expect((await readLocation(ACCOUNT, '1001'))?.phone).toBe('(412) 555-0199');
    expect((await readSuggestions(ACCOUNT)).find((s) => s.id === '1')?.status).toBe('ACCEPTED');
    expect((await readListingSummary(ACCOUNT))?.pendingSuggestions).toBe(1);
  });

  it('rejecting leaves the location as it was', async () => {
    const world = fakeWorld();
    await refreshOverview(world.deps, ACCOUNT);
    const outcome = await resolveSuggestion(world.deps, ACCOUNT, {
      id: '3',
      locationId: '1002',
      status: 'REJECTED',
    });
    expect(outcome.locationUpdated).toBe(false);
    expect((await readLocation(ACCOUNT, '1002'))?.description).toBe('A place');
  });

  it('409 (resolved elsewhere) becomes a plain explanation and the list is refreshed', async () => {
    const world = fakeWorld();
    await refreshOverview(world.deps, ACCOUNT);
    world.suggestions[0]!.status = 'REJECTED'; // resolved on the platform meanwhile
    await expect(
      resolveSuggestion(world.deps, ACCOUNT, { id: '1', locationId: '1001', status: 'ACCEPTED' }),
    ).rejects.toMatchObject({
      name: 'AppError',
      message: expect.stringMatching(/already accepted or rejected elsewhere/),
    });
    expect((await readSuggestions(ACCOUNT)).find((s) => s.id === '1')?.status).toBe('REJECTED');
    expect((await readLocation(ACCOUNT, '1001'))?.phone).toBe('(412) 555-0100');
  });

  it('a suggestion gone (404 code 7300) is explained too', async () => {
    const world = fakeWorld();
    await refreshOverview(world.deps, ACCOUNT);
    await expect(
      resolveSuggestion(world.deps, ACCOUNT, { id: '999', locationId: '1001', status: 'REJECTED' }),
    ).rejects.toMatchObject({ kind: 'notFound', message: expect.stringMatching(/no longer exists/) });
  });
});
