import { expect, type Locator, type Page } from '@playwright/test';
import {
  createApiClient,
  type Listing,
  type Location,
  type Publisher,
  type PublisherSuggestion,
} from '../../../lib/api';

/** The emulator's own view of the primary account's listings, locations and suggestions. */
/** A listing's status as the views name it, by the service's status code. */
export const STATUS_NAMES: Record<string, string> = {
  LIVE: 'Live',
  OPTED_OUT: 'Opted out',
  WAITING_ON_SERVICE: 'Waiting on the platform',
  WAITING_ON_CUSTOMER: 'Waiting on you',
  WAITING_ON_PUBLISHER: 'Waiting on the publisher',
  UNAVAILABLE: 'Unavailable',
};

export class ListingsPlatform {
  constructor(readonly emulator: { baseUrl: string; apiKey: string }) {}

  private api() {
    return createApiClient({ baseUrl: this.emulator.baseUrl, credential: { apiKey: this.emulator.apiKey } });
  }

  /** Every listing, or those of the given locations. */
  async listings(locationIds?: readonly string[]): Promise<Listing[]> {
    const all: Listing[] = [];
    for await (const listing of this.api().listings.iterate({ limit: 100, locationIds })) all.push(listing);
    return all;
  }

  async locations(): Promise<Location[]> {
    const all: Location[] = [];
    for await (const location of this.api().locations.iterate({ limit: 50 })) all.push(location);
    return all;
  }

  async publishers(): Promise<Publisher[]> {
    return this.api().listings.publishers();
  }

  async pendingSuggestions(): Promise<PublisherSuggestion[]> {
    const all: PublisherSuggestion[] = [];
    for await (const s of this.api().suggestions.iterate({ statuses: ['WAITING_ON_CUSTOMER'], limit: 50 }))
      all.push(s);
    return all;
  }

  /** The opt-in calls the emulator saw, each as its location and publisher ids. */
  async optInCalls(): Promise<{ locationIds: string[]; publisherIds: string[] }[]> {
    const response = await fetch(`${this.emulator.baseUrl}/__emulator/requests`);
    const { requests } = (await response.json()) as {
      requests: { method: string; path: string; query: Record<string, string> }[];
    };
    const ids = (value = '') =>
      value
        .replace(/^\[|\]$/g, '')
        .split(',')
        .filter(Boolean);
    return requests
      .filter((r) => r.method === 'PUT' && r.path.endsWith('/netlistings/listings/optin'))
      .map((r) => ({ locationIds: ids(r.query.locationIds), publisherIds: ids(r.query.publisherIds) }));
  }
}

type OpenPage = (path: string, size?: { width: number; height: number }) => Promise<Page>;

/** The side panel's Listings view as a list (a panel narrower than the grid's 800 px), opened as a tab. */
export class ListingsViewPage {
  constructor(readonly page: Page) {}

  static async open(openPage: OpenPage, hash = '#/listings', size = { width: 700, height: 900 }) {
    const view = new ListingsViewPage(await openPage(`sidepanel.html${hash}`, size));
    await expect(view.groups().first()).toBeVisible({ timeout: 20_000 });
    return view;
  }

  /** The grid: one virtualized list (only the items near its viewport are in the DOM). */
  list(): Locator {
    return this.page.getByRole('list', { name: /^Listings, by / });
  }

  /** The rendered group headers: location rows or publisher columns, each with a heading. */
  groups(): Locator {
    return this.list()
      .getByRole('listitem')
      .filter({ has: this.page.getByRole('heading', { level: 3 }) });
  }

  /** A group's size as its header says it ("9 listings"). */
  async groupSize(group: Locator): Promise<number> {
    const text = (await group.locator('.listing-group__count').textContent()) ?? '';
    return Number(/(\d+)/.exec(text)?.[1] ?? 0);
  }

  /**
   * The first group, from where the list is scrolled down, none of whose listings is selected
   * (its select-all checkbox neither checked nor mixed): scrolls the list a screen at a time until
   * one is rendered; undefined at the end of the list.
   */
  async nextUntouchedGroup(): Promise<Locator | undefined> {
    const untouched = this.groups().filter({
      has: this.page.locator('input[type="checkbox"]:not(:checked):not(:indeterminate)'),
    });
    for (;;) {
      if ((await untouched.count()) > 0) return untouched.first();
      if (await this.scrollAScreen()) return undefined;
    }
  }

  /**
   * "By location": shows the next page of locations, at its top, once their listings are in (a
   * group shows its checkbox then); false on the last page.
   */
  async nextLocations(): Promise<boolean> {
    const next = this.page.getByRole('button', { name: 'Next locations' });
    if ((await next.count()) === 0 || (await next.isDisabled())) return false;
    const first = await this.groups().first().getByRole('heading').textContent();
    await next.click();
    await expect(this.groups().first().getByRole('heading')).not.toHaveText(first ?? '');
    await this.scrollToTop();
    await expect(this.groups().first().getByRole('checkbox')).toBeVisible({ timeout: 20_000 });
    return true;
  }

  /** Checks the first listing not yet selected, scrolling down (then from the top) to find one. */
  async checkNextListing(): Promise<void> {
    for (let pass = 0; pass < 2; pass++) {
      for (;;) {
        const box = this.uncheckedListings().first();
        if ((await box.count()) > 0) return box.check();
        if (await this.scrollAScreen()) break;
      }
      await this.scrollToTop();
    }
    throw new Error('no listing left to select');
  }

  /** Scrolls the list down a screen and lets it render; true when it was already at the end. */
  private scrollAScreen(): Promise<boolean> {
    return this.list().evaluate(async (list) => {
      const scroller = list.parentElement as HTMLElement;
      const end = scroller.scrollTop + scroller.clientHeight >= scroller.scrollHeight - 1;
      scroller.scrollTop += scroller.clientHeight;
      // Two frames: the virtualizer hears the scroll and renders the new range.
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      return end;
    });
  }

  /** The rendered per-listing checkboxes that are not checked. */
  uncheckedListings(): Locator {
    return this.list().locator('.listing-row input[type="checkbox"]:not(:checked)');
  }

  async scrollToTop(): Promise<void> {
    await this.list().evaluate((list) => {
      (list.parentElement as HTMLElement).scrollTop = 0;
    });
  }

  async browse(mode: 'By location' | 'By publisher'): Promise<void> {
    await this.page.getByLabel('Browse').selectOption({ label: mode });
  }

  /** How many listings are selected, as the bar says it. */
  async selectedCount(): Promise<number> {
    const text = (await this.page.locator('.opt-in-bar__count').textContent()) ?? '';
    return Number(/(\d+)/.exec(text)?.[1] ?? 0);
  }

  /**
   * The row of the `index`-th location (from 0) under the first publisher, "By publisher": the
   * list is scrolled until it is rendered (the header is item 1, the rows follow).
   */
  async publisherRow(index: number): Promise<Locator> {
    const item = this.list().locator(`li[aria-posinset="${index + 2}"]`);
    for (let i = 0; i < 40 && (await item.count()) === 0; i++) await this.scrollAScreen();
    // A row read in while scrolling replaces its "Loading…" stand-in: scroll to whichever is there.
    await expect(async () => item.scrollIntoViewIfNeeded({ timeout: 2_000 })).toPass({ timeout: 20_000 });
    return item;
  }

  async optIn(count: number): Promise<void> {
    await this.page.getByRole('button', { name: 'Opt in', exact: true }).click();
    const dialog = this.page.getByRole('dialog', {
      name: new RegExp(`^Opt in ${count} listings? at \\d+ locations?\\?$`),
    });
    await dialog.getByRole('button', { name: 'Opt in' }).click();
  }
}

/** The side panel's Listings view as a location × publisher grid (a panel of 800 px or more). */
export class ListingsGridPage {
  constructor(readonly page: Page) {}

  static async open(openPage: OpenPage, size = { width: 1100, height: 900 }, hash = '#/listings') {
    const view = new ListingsGridPage(await openPage(`sidepanel.html${hash}`, size));
    await expect(view.grid()).toBeVisible({ timeout: 20_000 });
    return view;
  }

  grid(): Locator {
    return this.page.getByRole('grid', { name: 'Listings, location by publisher' });
  }

  /** The grid row of the `row`-th location, counted from 1 (the publishers' header row is 0). */
  row(row: number): Locator {
    return this.grid().locator(`[role="row"][aria-rowindex="${row + 1}"]`);
  }

  rowHeader(row: number): Locator {
    return this.row(row).getByRole('rowheader');
  }

  /** The cell of a location (its row, from 1) at a publisher, found by its accessible name. */
  cell(row: number, location: { locationName: string }, publisher: { name: string }): Locator {
    const name = `${location.locationName} · ${publisher.name}: `.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return this.row(row).getByRole('gridcell', { name: new RegExp(`^${name}`) });
  }

  /** Scrolls the grid to the start, middle or end of either axis, then lets it render. */
  async scrollTo(to: { left?: 'start' | 'middle' | 'end'; top?: 'start' | 'middle' | 'end' }): Promise<void> {
    await this.grid().evaluate(async (grid, where) => {
      const scroller = grid.parentElement as HTMLElement;
      const at = (place: string | undefined, size: number, view: number, now: number) =>
        place === 'start' ? 0 : place === 'middle' ? (size - view) / 2 : place === 'end' ? size : now;
      scroller.scrollLeft = at(where.left, scroller.scrollWidth, scroller.clientWidth, scroller.scrollLeft);
      scroller.scrollTop = at(where.top, scroller.scrollHeight, scroller.clientHeight, scroller.scrollTop);
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    }, to);
  }
}
