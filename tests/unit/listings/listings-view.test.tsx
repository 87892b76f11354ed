import '../ui/i18n-setup';
import { cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ListingsView from '@/components/listings/listings-view';
import type { SidePanelRoute } from '@/components/shell/side-panel-route';
import { readOptInJob } from '@/lib/listings/listing-cache';
import { calls, fakeSendMessage, useWorld } from './fake-listings-background';
import { clearListingsCache, fakeWorld } from './fake-world';

vi.mock('@/lib/messaging', async (original) => ({
  ...(await original<typeof import('@/lib/messaging')>()),
  sendMessage: (type: string, data?: unknown) => fakeSendMessage(type, data),
}));

let ACCOUNT = 'acc';
let n = 0;
beforeEach(async () => {
  await clearListingsCache();
  ACCOUNT = `view${++n}`;
});
afterEach(cleanup);
// Cold starts of the fake-indexeddb world can take over a second on a loaded machine.
configure({ asyncUtilTimeout: 5000 });

const route = (...path: string[]): SidePanelRoute => ({ view: 'listings', path });

describe('side panel Listings', () => {
  it('shows every listing of the visible locations with status, page and screenshot', async () => {
    const world = fakeWorld();
    useWorld(world.deps);
    render(<ListingsView route={route()} accountId={ACCOUNT} />);
    const downtown = await screen.findByRole('region', { name: 'Downtown Dental' });
    await waitFor(() => expect(within(downtown).getAllByRole('listitem')).toHaveLength(3));
    expect(within(downtown).getByText('Brand A Maps')).toBeTruthy();
    expect(within(downtown).getAllByText('Opted out').length).toBeGreaterThan(0);
    expect(within(downtown).getAllByRole('link', { name: /Listing page/ })).toHaveLength(3);
    // The service's placeholder is "no screenshot"; a real URL is a link.
    expect(within(downtown).getAllByText('no screenshot').length).toBeGreaterThan(0);
    expect(within(downtown).getAllByRole('link', { name: /Screenshot/ }).length).toBeGreaterThan(0);
    // The listings were fetched for exactly the visible locations.
    const fetched = calls.filter((call) => call.type === 'refreshLocationListings');
    expect(fetched.at(-1)?.data).toMatchObject({ locationIds: ['1001', '1002', '1003'] });
  });

  it('filters by status and browses by publisher with its brands and countries', async () => {
    const world = fakeWorld();
    useWorld(world.deps);
    render(<ListingsView route={route('status', 'LIVE')} accountId={ACCOUNT} />);
    await screen.findByRole('region', { name: 'Downtown Dental' });
    await waitFor(() =>
      expect(screen.queryAllByText('Opted out', { selector: '.chip__label' })).toHaveLength(0),
    );
    expect(screen.getAllByText('Live', { selector: '.chip__label' }).length).toBe(
      world.listings.filter((l) => l.status === 'LIVE').length,
    );
    fireEvent.change(screen.getByLabelText('Browse'), { target: { value: 'publisher' } });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: '' } });
    const brandA = await screen.findByRole('region', { name: 'Brand A Maps' });
    expect(within(brandA).getByRole('link', { name: /A Local/ })).toBeTruthy();
    expect(within(brandA).getByText('US, CA')).toBeTruthy();
  });

  it('a location route shows only that location', async () => {
    const world = fakeWorld();
    useWorld(world.deps);
    render(<ListingsView route={route('location', '1002')} accountId={ACCOUNT} />);
    await screen.findByRole('region', { name: 'Uptown Café' });
    expect(screen.queryByRole('region', { name: 'Downtown Dental' })).toBeNull();
  });

  it('selects a row and a column, confirms the count, and shows the job until it is done', {
    timeout: 20_000,
  }, async () => {
    const world = fakeWorld();
    useWorld(world.deps);
    render(<ListingsView route={route()} accountId={ACCOUNT} />);
    await screen.findByRole('region', { name: 'Downtown Dental' });
    const optedOut = (locationId: string) =>
      world.listings.filter((l) => l.locationId === locationId && l.status === 'OPTED_OUT');
    await waitFor(() =>
      screen.getByRole('checkbox', { name: 'Select every opted-out listing of Downtown Dental' }),
    );
    fireEvent.click(
      screen.getByRole('checkbox', { name: 'Select every opted-out listing of Downtown Dental' }),
    );
    const rowCount = optedOut('1001').length;
    expect(screen.getByText(`${rowCount} listing${rowCount === 1 ? '' : 's'} selected`)).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Browse'), { target: { value: 'publisher' } });
    const column = await screen.findByRole('checkbox', {
      name: 'Select every opted-out listing at Brand B Social',
    });
    fireEvent.click(column);
    const expected = new Set(
      world.listings
        .filter((l) => l.status === 'OPTED_OUT' && (l.locationId === '1001' || l.publisherId === 'BRANDB'))
        .map((l) => `${l.locationId}/${l.publisherId}`),
    );
    expect(screen.getByText(`${expected.size} listings selected`)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Opt in' }));
    const dialog = await screen.findByRole('dialog', { name: `Opt in ${expected.size} listings?` });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Opt in' }));

    await waitFor(async () => expect((await readOptInJob(ACCOUNT))?.state).toBe('done'));
    expect(
      await screen.findByText(`Opt-in finished: ${expected.size} of ${expected.size} listings sent.`),
    ).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Opting in listings' })).toBeTruthy();
    const sent = calls.find((call) => call.type === 'startOptIn')?.data as {
      pairs: { locationId: string; publisherId: string }[];
    };
    expect(new Set(sent.pairs.map((p) => `${p.locationId}/${p.publisherId}`))).toEqual(expected);
    for (const key of expected)
      expect(world.listings.find((l) => `${l.locationId}/${l.publisherId}` === key)?.status).toBe(
        'WAITING_ON_PUBLISHER',
      );
    // The selection is cleared and the statuses on screen refresh: Brand B has no opted-out listing left.
    expect(screen.getByText('Nothing selected')).toBeTruthy();
    const brandB = screen.getByRole('region', { name: 'Brand B Social' });
    await waitFor(() =>
      expect(within(brandB).queryAllByText('Opted out', { selector: '.chip__label' })).toHaveLength(0),
    );
    expect(
      within(brandB).getAllByText('Waiting on the publisher', { selector: '.chip__label' }).length,
    ).toBeGreaterThan(0);
  });
});
