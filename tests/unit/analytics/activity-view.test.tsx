import '../ui/i18n-setup';
import 'fake-indexeddb/auto';
import { cleanup, configure, fireEvent, render, screen, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ActivityView from '@/components/analytics/activity-view';
import { openCache } from '@/lib/cache/db';
import { depsFor, fakeActivities, fakeApi, fakeSendMessage, useDeps } from './fake-analytics';

vi.mock('@/lib/messaging', async (original) => ({
  ...(await original<typeof import('@/lib/messaging')>()),
  sendMessage: (type: string, data?: unknown) => fakeSendMessage(type, data),
}));

let ACCOUNT = 'acc';
let n = 0;
beforeEach(async () => {
  ACCOUNT = `activity${++n}`;
  const db = await openCache();
  for (const [i, id] of ['loc0', 'loc1', 'loc2'].entries())
    await db.put('locations', { accountId: ACCOUNT, id, locationName: `Branch ${id}`, order: i });
});
afterEach(cleanup);
configure({ asyncUtilTimeout: 15_000 });

const show = () => render(<ActivityView route={{ view: 'activity', path: [] }} accountId={ACCOUNT} />);
const list = () => screen.findByRole('list', { name: 'Activity, newest first' });

describe('Activity view', { timeout: 20_000 }, () => {
  it('lists newest first with readable type names, unknown types as they are, and the platform as actor', async () => {
    useDeps(depsFor(fakeApi({ activities: fakeActivities(3) })));
    show();
    // Location names come from the cached locations, read alongside.
    await vi.waitFor(async () => expect((await list()).textContent).toContain('Branch loc0'));
    const items = within(await list()).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]?.textContent).toContain('Profile update');
    expect(items[0]?.textContent).toContain('by the platform');
    expect(items[0]?.textContent).toContain('Branch loc0');
    expect(items[1]?.textContent).toContain('Publisher suggestion accepted');
    expect(items[1]?.textContent).toContain('by API');
    expect(items[2]?.textContent).toContain('SOMETHING_NEW');
    expect(screen.getByText('3 of 3')).toBeTruthy();
  });

  it('loads more, 200 at a time, until the last page', async () => {
    const api = fakeApi({ activities: fakeActivities(250) });
    useDeps(depsFor(api));
    show();
    expect(within(await list()).getAllByRole('listitem')).toHaveLength(200);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('250 of 250')).toBeTruthy();
    expect(within(await list()).getAllByRole('listitem')).toHaveLength(250);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(api.analytics.activity).toHaveBeenLastCalledWith({ limit: 200, offset: 200 });
  });

  it('filters by location, type and actor when applied', async () => {
    const api = fakeApi({ activities: fakeActivities(30) });
    useDeps(depsFor(api));
    show();
    await list();
    await screen.findByRole('option', { name: 'Branch loc1' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Location' }), { target: { value: 'loc1' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Type' }), {
      target: { value: 'PUBLISHER_SUGGESTION_APPROVED' },
    });
    fireEvent.input(screen.getByRole('textbox', { name: 'By' }), { target: { value: 'API' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await vi.waitFor(() =>
      expect(api.analytics.activity).toHaveBeenLastCalledWith({
        limit: 200,
        offset: 0,
        filters: { locationIds: ['loc1'], activityTypes: ['PUBLISHER_SUGGESTION_APPROVED'], actors: ['API'] },
      }),
    );
    const items = within(await list()).getAllByRole('listitem');
    for (const item of items) expect(item.textContent).toContain('Publisher suggestion accepted');
  });

  it('says when nothing matches, and why a read failed, with Retry', async () => {
    useDeps(depsFor(fakeApi({ activities: [] })));
    show();
    expect(await screen.findByRole('heading', { name: 'No activity' })).toBeTruthy();
    cleanup();
    useDeps({
      ...depsFor(fakeApi()),
      withApi: async () => Promise.reject(Object.assign(new Error('x'), { name: 'NetworkError' })),
    });
    show();
    expect(await screen.findByText(/could not be reached/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
