import '../../i18n-setup';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ListingsView from '@/components/listings/listings-view';
import type { SidePanelRoute } from '@/components/shell/side-panel-route';
import { readOptInJob } from '@/lib/listings/listing-cache';
import { calls, fakeSendMessage, useWorld } from '../../lib/listings/fake-listings-background';
import { clearListingsCache, fakeWorld } from '../../lib/listings/fake-world';
import { fakeListLayout } from '../ui/fake-list-layout';

const { answeredBy } = await vi.hoisted(() => import('../../fake-messaging'));
vi.mock(
  '@/lib/messaging',
  answeredBy(() => fakeSendMessage),
);

let ACCOUNT = 'acc';
let n = 0;
beforeEach(async () => {
  await clearListingsCache();
  ACCOUNT = `view${++n}`;
});
afterEach(cleanup);
// Cold starts of the fake-indexeddb world can take over a second on a loaded machine.

const route = (...path: string[]): SidePanelRoute => ({ view: 'listings', path });

// happy-dom lays nothing out: give the grid's scroll container a height, so the virtualized
// list renders the items that fit (with its overscan) as a browser would.
let viewport = 4000;
let restoreLayout: () => void;
beforeEach(() => {
  viewport = 4000;
  restoreLayout = fakeListLayout({ scroller: 'listing-grid', viewport: () => viewport });
});
afterEach(() => restoreLayout());

/** The rendered rows of a group: the list items after its heading, up to the next group's. */
function rowsOf(name: string): HTMLElement[] {
  const header = screen.getByRole('heading', { level: 3, name }).closest('li');
  const rows: HTMLElement[] = [];
  for (let item = header?.nextElementSibling; item; item = item.nextElementSibling) {
    if (item.querySelector('h3')) break;
    rows.push(item as HTMLElement);
  }
  return rows;
}
const inRows = (rows: HTMLElement[], query: (row: HTMLElement) => HTMLElement[]) => rows.flatMap(query);

/**
 * A panel 1000 px wide: happy-dom lays nothing out, so the view's own observer is told its width
 * and the grid's scroller gets a height. Returns what puts both back.
 */
function wideView(): () => void {
  const Observer = globalThis.ResizeObserver;
  globalThis.ResizeObserver = class {
    constructor(private readonly report: ResizeObserverCallback) {}
    observe(target: Element) {
      if (!target.classList.contains('listings-view')) return;
      const entry = { target, contentRect: { width: 1000 } } as ResizeObserverEntry;
      queueMicrotask(() => this.report([entry], this as never));
    }
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  const restore = fakeListLayout({ scroller: 'listing-matrix', viewport: 400 });
  return () => {
    restore();
    globalThis.ResizeObserver = Observer;
  };
}

describe('side panel Listings', () => {
  it('shows every listing of the visible locations with status, page and screenshot', async () => {
    const world = fakeWorld();
    useWorld(world.deps);
    render(<ListingsView route={route()} accountId={ACCOUNT} />);
    const list = await screen.findByRole('list', { name: 'Listings, by location' });
    await within(list).findByRole('heading', { level: 3, name: 'Downtown Dental' });
    await waitFor(() => expect(rowsOf('Downtown Dental')).toHaveLength(3));
    const downtown = rowsOf('Downtown Dental');
    expect(downtown.map((row) => row.textContent)).toContainEqual(expect.stringContaining('Brand A Maps'));
    expect(inRows(downtown, (row) => within(row).queryAllByText('Opted out')).length).toBeGreaterThan(0);
    expect(
      inRows(downtown, (row) => within(row).queryAllByRole('link', { name: /Listing page/ })),
    ).toHaveLength(3);
    // The service's placeholder is "no screenshot"; a real URL is a link.
    expect(inRows(downtown, (row) => within(row).queryAllByText('no screenshot')).length).toBeGreaterThan(0);
    expect(
      inRows(downtown, (row) => within(row).queryAllByRole('link', { name: /Screenshot/ })).length,
    ).toBeGreaterThan(0);
    // The group's header: its name, address and count.
    const header = screen.getByRole('heading', { level: 3, name: 'Downtown Dental' }).closest('li');
    expect(header?.textContent).toContain('10 Main St');
    expect(header?.textContent).toContain('3 listings');
    // The listings were fetched for exactly the visible locations (once they stayed on screen).
    await waitFor(() =>
      expect(calls.filter((call) => call.type === 'refreshLocationListings').at(-1)?.data).toMatchObject({
        locationIds: ['1001', '1002', '1003'],
      }),
    );
  });

  it('filters by status and browses by publisher with its brands and countries', async () => {
    const world = fakeWorld();
    useWorld(world.deps);
    render(<ListingsView route={route('status', 'LIVE')} accountId={ACCOUNT} />);
    await screen.findByRole('heading', { level: 3, name: 'Downtown Dental' });
    await waitFor(() =>
      expect(screen.queryAllByText('Opted out', { selector: '.chip__label' })).toHaveLength(0),
    );
    expect(screen.getAllByText('Live', { selector: '.chip__label' }).length).toBe(
      world.listings.filter((l) => l.status === 'LIVE').length,
    );
    // A status a narrow panel may cut ("Waiting on the…") is whole on hover.
    expect(screen.getAllByTitle('Live', { exact: true }).length).toBe(
      world.listings.filter((l) => l.status === 'LIVE').length,
    );
    fireEvent.change(screen.getByLabelText('Browse'), { target: { value: 'publisher' } });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: '' } });
    await screen.findByRole('list', { name: 'Listings, by publisher' });
    const brandA = (await screen.findByRole('heading', { level: 3, name: 'Brand A Maps' })).closest('li');
    if (!brandA) throw new Error('no header');
    expect(within(brandA).getByRole('link', { name: /A Local/ })).toBeTruthy();
    expect(within(brandA).getByText('United States and Canada')).toBeTruthy();
  });

  it('a location route shows only that location', async () => {
    const world = fakeWorld();
    useWorld(world.deps);
    render(<ListingsView route={route('location', '1002')} accountId={ACCOUNT} />);
    const list = await screen.findByRole('list', { name: 'Listings, by location' });
    await within(list).findByRole('heading', { level: 3, name: 'Uptown Café' });
    expect(within(list).getAllByRole('heading', { level: 3 })).toHaveLength(1);
  });

  it('renders only the items near the view; a group selects its rows that are not rendered', async () => {
    // 10 locations × 5 publishers: 5 headers and 50 rows by publisher, in a list a row high.
    const world = fakeWorld({ locations: 10, publishers: 5 });
    useWorld(world.deps);
    viewport = 60;
    render(<ListingsView route={route()} accountId={ACCOUNT} />);
    // Two locations share the name (the fake world's names repeat every five): each has its city.
    await screen.findByRole('heading', { level: 3, name: 'Downtown Dental (Pittsburgh)' });
    fireEvent.change(screen.getByLabelText('Browse'), { target: { value: 'publisher' } });
    const list = await screen.findByRole('list', { name: 'Listings, by publisher' });
    const box = await screen.findByRole('checkbox', {
      name: 'Select every opted-out listing at Brand A Maps',
    });
    const items = within(list).getAllByRole('listitem');
    expect(items.length).toBeLessThan(20);
    expect(items[0]?.getAttribute('aria-setsize')).toBe('55');
    // Not on screen: the last publisher's group.
    expect(screen.queryByRole('heading', { level: 3, name: 'Yellow Pages' })).toBeNull();

    // Focus the group's checkbox and scroll to the end: the focused header stays, its rows go.
    box.focus();
    const scroller = list.parentElement as HTMLElement;
    scroller.scrollTop = 50 * 60;
    fireEvent.scroll(scroller);
    await screen.findByRole('heading', { level: 3, name: 'Yellow Pages' });
    expect(screen.getByRole('checkbox', { name: 'Select every opted-out listing at Brand A Maps' })).toBe(
      box,
    );
    expect(document.activeElement).toBe(box);
    const optedOutA = world.listings.filter((l) => l.publisherId === 'BRANDA' && l.status === 'OPTED_OUT');
    const renderedA = screen.queryAllByRole('checkbox', { name: /^Select Brand A Maps at / });
    expect(renderedA.length).toBeLessThan(optedOutA.length);

    fireEvent.click(box);
    expect(screen.getByText(`${optedOutA.length} listings selected`)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Opt in' }));
    const locationsA = new Set(optedOutA.map((l) => l.locationId)).size;
    await screen.findByRole('dialog', {
      name: `Opt in ${optedOutA.length} listings at ${locationsA} location${locationsA === 1 ? '' : 's'}?`,
    });
  });

  it('selects a row and a column, confirms the count, and shows the job until it is done', {
    timeout: 20_000,
  }, async () => {
    const world = fakeWorld();
    useWorld(world.deps);
    render(<ListingsView route={route()} accountId={ACCOUNT} />);
    await screen.findByRole('heading', { level: 3, name: 'Downtown Dental' });
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
    const locations = new Set([...expected].map((key) => key.split('/')[0])).size;
    // In a manager's words: how many listings at how many locations, no API calls or batch sizes.
    const dialog = await screen.findByRole('dialog', {
      name: `Opt in ${expected.size} listings at ${locations} location${locations === 1 ? '' : 's'}?`,
    });
    expect(dialog.textContent).not.toMatch(/calls?|at most 100/);
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
    const chips = (label: string) =>
      inRows(rowsOf('Brand B Social'), (row) =>
        within(row).queryAllByText(label, { selector: '.chip__label' }),
      );
    await waitFor(() => expect(chips('Opted out')).toHaveLength(0));
    expect(chips('Waiting on the publisher').length).toBeGreaterThan(0);
  });

  it('By publisher is not paged: every location under each publisher, no pager', async () => {
    // 25 locations × 5 publishers: 5 headers and 125 rows, not a page of 10 locations.
    const world = fakeWorld({ locations: 25, publishers: 5 });
    useWorld(world.deps);
    render(<ListingsView route={route()} accountId={ACCOUNT} />);
    await screen.findByRole('navigation', { name: 'Locations 1–10 of 25' });
    fireEvent.change(screen.getByLabelText('Browse'), { target: { value: 'publisher' } });
    const list = await screen.findByRole('list', { name: 'Listings, by publisher' });
    expect(screen.queryByRole('navigation', { name: /^Locations / })).toBeNull();
    await waitFor(() =>
      expect(within(list).getAllByRole('listitem')[0]?.getAttribute('aria-setsize')).toBe('130'),
    );
  });

  it('a panel 800 px wide or more shows the location × publisher grid instead of the list', async () => {
    const world = fakeWorld();
    useWorld(world.deps);
    const restore = wideView();
    try {
      render(<ListingsView route={route()} accountId={ACCOUNT} />);
      await screen.findByRole('grid', { name: 'Listings, location by publisher' });
      expect(screen.queryByRole('list', { name: /^Listings, by / })).toBeNull();
      // The grid shows both ways at once: no Browse choice, no pager.
      expect(screen.queryByLabelText('Browse')).toBeNull();
      expect(screen.queryByRole('navigation', { name: /^Locations / })).toBeNull();
      expect(await screen.findByRole('rowheader', { name: /Downtown Dental/ })).toBeTruthy();
    } finally {
      restore();
    }
  });

  it('the grid under a status filter shows only the rows and columns with such a listing, and counts them', async () => {
    const world = fakeWorld();
    for (const listing of world.listings) listing.status = 'LIVE';
    const optOut = (locationId: string, publisherId: string) =>
      Object.assign(
        world.listings.find((l) => l.locationId === locationId && l.publisherId === publisherId) as object,
        { status: 'OPTED_OUT' },
      );
    optOut('1001', 'BRANDA');
    optOut('1003', 'BRANDB');
    useWorld(world.deps);
    const restore = wideView();
    try {
      render(<ListingsView route={route('status', 'OPTED_OUT')} accountId={ACCOUNT} />);
      const grid = await screen.findByRole('grid', { name: 'Listings, location by publisher' });
      await waitFor(() => expect(within(grid).getAllByRole('rowheader')).toHaveLength(2));
      expect(
        within(grid)
          .getAllByRole('rowheader')
          .map((row) => row.textContent),
      ).toEqual([expect.stringContaining('Downtown Dental'), expect.stringContaining('Harbor Garage')]);
      // The corner and the two publishers with an opted-out listing (the grid's columns are
      // virtualized, and happy-dom lays none out: the grid says how many it has).
      expect(grid.getAttribute('aria-colcount')).toBe('3');
      expect(grid.getAttribute('aria-rowcount')).toBe('3');
      expect(screen.getByText('2 listings at 2 locations, on 2 publishers')).toBeTruthy();
    } finally {
      restore();
    }
  });

  it('a hostile location name shows as plain text in its group, never as markup', async () => {
    const world = fakeWorld();
    const hostile = '<img src=x onerror=alert(1)>Hostile Bakery';
    Object.assign(world.locations[0] as object, { locationName: hostile, websiteUrl: 'javascript:alert(2)' });
    useWorld(world.deps);
    const { container } = render(<ListingsView route={route()} accountId={ACCOUNT} />);
    expect(await screen.findByRole('heading', { level: 3, name: hostile })).toBeTruthy();
    expect(container.querySelector('img[src="x"], [onerror], a[href^="javascript:" i]')).toBeNull();
  });
});
