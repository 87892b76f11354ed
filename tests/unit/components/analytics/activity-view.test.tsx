import '../../i18n-setup';
import 'fake-indexeddb/auto';
import { cleanup, configure, fireEvent, render, screen, within } from '@testing-library/preact';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import ActivityView from '@/components/analytics/activity-view';
import { openCache } from '@/lib/cache/db';
import {
  depsFor,
  fakeActivities,
  fakeApi,
  fakeSendMessage,
  useDeps,
} from '../../lib/analytics/fake-analytics';
import { fakeListLayout } from '../ui/fake-list-layout';

/** Every activity entry's height in the fake layout. */
const ROW = 60;

const { answeredBy } = await vi.hoisted(() => import('../../fake-messaging'));
vi.mock(
  '@/lib/messaging',
  answeredBy(() => fakeSendMessage),
);

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
// happy-dom lays nothing out: give the list a 600 px viewport and every entry 60 px.
let restoreLayout: () => void;
beforeAll(() => {
  restoreLayout = fakeListLayout({
    scroller: 'activity-scroll',
    viewport: 600,
    row: { className: 'activity-list__row', height: ROW },
  });
});
afterAll(() => restoreLayout());

const show = () => render(<ActivityView route={{ view: 'activity', path: [] }} accountId={ACCOUNT} />);
const list = () => screen.findByRole('list', { name: 'Activity, newest first' });
const entries = async () => within(await list()).getAllByRole('listitem');
const scroller = () => screen.getByRole('region', { name: 'Activity' });
/** Scrolls the log to the bottom of the first `loaded` entries. */
const scrollToEnd = (loaded: number) => {
  const region = scroller();
  region.scrollTop = loaded * ROW - 600;
  fireEvent.scroll(region);
};
const networkError = () => Object.assign(new Error('x'), { name: 'NetworkError' });
/** Makes the next page read wait until the returned function is called. */
function holdNextRead(api: ReturnType<typeof fakeApi>): () => void {
  const real = api.analytics.activity.getMockImplementation();
  if (!real) throw new Error('the fake analytics client has no activity read');
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  api.analytics.activity.mockImplementationOnce(async (body) => {
    await held;
    return real(body);
  });
  return () => release();
}
const offsets = (api: ReturnType<typeof fakeApi>) =>
  api.analytics.activity.mock.calls.map(([body]) => body?.offset);

describe('Activity view', { timeout: 20_000 }, () => {
  it('lists newest first with readable type names, unknown types as they are, and the platform as actor', async () => {
    useDeps(depsFor(fakeApi({ activities: fakeActivities(3) })));
    show();
    // Location names come from the cached locations, read alongside.
    await vi.waitFor(async () => expect((await list()).textContent).toContain('Branch loc0'));
    const items = await entries();
    expect(items).toHaveLength(3);
    expect(items[0]?.textContent).toContain('Profile update');
    expect(items[0]?.textContent).toContain('by the platform');
    expect(items[0]?.textContent).toContain('Branch loc0');
    expect(items[1]?.textContent).toContain('Publisher suggestion accepted');
    // Done through the API, as Review Desk does: the account's own (no account stored here: "you").
    expect(items[1]?.textContent).toContain('by you, through the API');
    expect(items[2]?.textContent).toContain('SOMETHING_NEW');
    // Each entry says where it sits in the whole log.
    expect(items[2]?.getAttribute('aria-posinset')).toBe('3');
    expect(items[2]?.getAttribute('aria-setsize')).toBe('3');
    expect(screen.getByText('3 of 3')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('keeps only the entries in view in the DOM, and reads the next page when scrolled near the end', async () => {
    const api = fakeApi({ activities: fakeActivities(450) });
    useDeps(depsFor(api));
    show();
    expect(await screen.findByText('200 of 450')).toBeTruthy();
    const first = await entries();
    // 600 px of 60 px rows, plus a few around them: not 200.
    expect(first.length).toBeGreaterThan(5);
    expect(first.length).toBeLessThan(40);
    expect(first[0]?.textContent).toContain('Action 0');
    expect(offsets(api)).toEqual([0]);

    scrollToEnd(200);
    expect(await screen.findByText('400 of 450')).toBeTruthy();
    expect(offsets(api)).toEqual([0, 200]);
    const later = await entries();
    expect(later.length).toBeLessThan(40);
    expect(later.map((item) => item.textContent).join('\n')).toContain('Action 199');
    expect(later.map((item) => item.getAttribute('aria-posinset'))).not.toContain('1');

    scrollToEnd(400);
    expect(await screen.findByText('450 of 450')).toBeTruthy();
    scrollToEnd(450);
    await vi.waitFor(async () => expect((await entries()).at(-1)?.textContent).toContain('Action 449'));
    expect((await entries()).at(-1)?.getAttribute('aria-posinset')).toBe('450');
    // Everything is loaded: no more reads, no button.
    expect(offsets(api)).toEqual([0, 200, 400]);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('Load more reads the next page without scrolling (the keyboard path)', async () => {
    const api = fakeApi({ activities: fakeActivities(250) });
    useDeps(depsFor(api));
    show();
    expect(await screen.findByText('200 of 250')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('250 of 250')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(api.analytics.activity).toHaveBeenLastCalledWith({ limit: 200, offset: 200 });
    // The view did not move: the newest entry is still the first in view.
    expect((await entries())[0]?.textContent).toContain('Action 0');
  });

  it('reads one page at a time however often the person scrolls or clicks', async () => {
    const api = fakeApi({ activities: fakeActivities(450) });
    useDeps(depsFor(api));
    show();
    expect(await screen.findByText('200 of 450')).toBeTruthy();
    const release = holdNextRead(api);
    scrollToEnd(200);
    await vi.waitFor(() => expect(offsets(api)).toEqual([0, 200]));
    scrollToEnd(200);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    scrollToEnd(200);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(offsets(api)).toEqual([0, 200]);
    release();
    expect(await screen.findByText('400 of 450')).toBeTruthy();
  });

  it('a failed page keeps what is loaded, stops reading on, and Retry resumes where it stopped', async () => {
    const api = fakeApi({ activities: fakeActivities(250) });
    useDeps(depsFor(api));
    show();
    expect(await screen.findByText('200 of 250')).toBeTruthy();
    api.analytics.activity.mockRejectedValueOnce(networkError());
    scrollToEnd(200);
    expect(await screen.findByText(/could not be reached/)).toBeTruthy();
    // Nothing loaded is lost, and scrolling on does not hammer the service while the error shows.
    expect(screen.getByText('200 of 250')).toBeTruthy();
    expect((await entries()).map((item) => item.textContent).join('\n')).toContain('Action 199');
    scrollToEnd(200);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(offsets(api)).toEqual([0, 200]);

    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('250 of 250')).toBeTruthy();
    expect(offsets(api)).toEqual([0, 200, 200]);
    expect(screen.queryByText(/could not be reached/)).toBeNull();
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
    const items = await entries();
    for (const item of items) expect(item.textContent).toContain('Publisher suggestion accepted');
  });

  it('drops a page of the old filters that lands after new ones were applied', async () => {
    const api = fakeApi({ activities: fakeActivities(450) });
    useDeps(depsFor(api));
    show();
    expect(await screen.findByText('200 of 450')).toBeTruthy();
    const release = holdNextRead(api);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await vi.waitFor(() => expect(offsets(api)).toEqual([0, 200]));
    fireEvent.change(screen.getByRole('combobox', { name: 'Type' }), { target: { value: 'SOCIAL_POST' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('heading', { name: 'No activity' })).toBeTruthy();
    release();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('heading', { name: 'No activity' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Activity, newest first' })).toBeNull();
  });

  it('says when nothing matches, and why a read failed, with Retry', async () => {
    useDeps(depsFor(fakeApi({ activities: [] })));
    show();
    expect(await screen.findByRole('heading', { name: 'No activity' })).toBeTruthy();
    cleanup();
    useDeps({
      ...depsFor(fakeApi()),
      withApi: async () => Promise.reject(networkError()),
    });
    show();
    expect(await screen.findByText(/could not be reached/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
