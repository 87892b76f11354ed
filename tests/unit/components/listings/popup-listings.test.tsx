import '../../i18n-setup';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import PopupListings from '@/components/listings/popup-listings';
import { updateSummary } from '@/lib/listings/listing-cache-writes';
import { countByStatus } from '@/lib/listings/status-summary';
import { fakeSendMessage, useWorld } from '../../lib/listings/fake-listings-background';
import { clearListingsCache, fakeWorld } from '../../lib/listings/fake-world';

const { answeredBy } = await vi.hoisted(() => import('../../fake-messaging'));
vi.mock(
  '@/lib/messaging',
  answeredBy(() => fakeSendMessage),
);
const openSidePanel = vi.fn(async (_hash?: string) => {});
vi.mock('@/lib/open-side-panel', () => ({ openSidePanel: (hash?: string) => openSidePanel(hash) }));

let ACCOUNT = 'acc';
let n = 0;
beforeEach(async () => {
  await clearListingsCache();
  // Its own account per test: a refresh left hanging by one test is not shared with the next.
  ACCOUNT = `acc${++n}`;
});
afterEach(cleanup);
// Cold starts of the fake-indexeddb world can take over a second on a loaded machine.

describe('popup Listings tab', () => {
  it('shows the stored summary at once, before the refresh answers', async () => {
    const world = fakeWorld();
    useWorld({ ...world.deps, withApi: () => new Promise(() => {}) }); // the network never answers
    await updateSummary(ACCOUNT, {
      byStatus: { LIVE: 412, OPTED_OUT: 9, NEW_STATUS: 2 },
      total: 423,
      counted: 423,
      pendingSuggestions: 3,
      listingsAt: Date.now(),
      suggestionsAt: Date.now(),
    });
    render(<PopupListings accountId={ACCOUNT} />);
    const live = await screen.findByRole('link', { name: 'Live: 412 listings' });
    expect(live.getAttribute('href')).toBe('/sidepanel.html#/listings/status/LIVE');
    expect(screen.getByRole('link', { name: 'Opted out: 9 listings' })).toBeTruthy();
    // A status the catalogue does not know is shown as it is.
    expect(screen.getByRole('link', { name: 'NEW_STATUS: 2 listings' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '3 suggestions to review' })).toBeTruthy();
  });

  it('refreshes, then shows the counts of the platform; each links into the side panel', async () => {
    const world = fakeWorld();
    useWorld(world.deps);
    render(<PopupListings accountId={ACCOUNT} />);
    const counts = countByStatus(world.listings);
    const opted = await screen.findByRole('link', { name: `Opted out: ${counts.OPTED_OUT} listings` });
    expect(within(opted).getByText(String(counts.OPTED_OUT))).toBeTruthy();
    fireEvent.click(opted);
    expect(openSidePanel).toHaveBeenCalledWith('#/listings/status/OPTED_OUT');
    // The suggestions are a part of the refresh of their own, which may land after the counts.
    fireEvent.click(await screen.findByRole('link', { name: '2 suggestions to review' }));
    expect(openSidePanel).toHaveBeenLastCalledWith('#/suggestions');
    expect(screen.getByText('9 listings in all')).toBeTruthy();
  });

  it('a failed refresh says why, with Retry', async () => {
    const world = fakeWorld();
    useWorld({
      ...world.deps,
      withApi: async () => Promise.reject(Object.assign(new Error('x'), { name: 'NetworkError' })),
    });
    render(<PopupListings accountId={ACCOUNT} />);
    expect(await screen.findByText(/could not be reached/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'No listings yet' })).toBeTruthy();
  });
});
