import '../../i18n-setup';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { useState } from 'preact/hooks';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ListingMatrix } from '@/components/listings/listing-matrix';
import type { CachedListing, CachedLocation, CachedPublisher } from '@/lib/listings/listing-cache';
import { type Selection, toggleGroup, toggleListing } from '@/lib/listings/opt-in-selection';

// 40 locations × 12 publishers. Location 0 is not listed at publisher 3; location 39 is not read yet.
const locations = Array.from(
  { length: 40 },
  (_, i) =>
    ({
      id: `L${i}`,
      locationName: `Place ${i}`,
      address: `${i} Main St`,
      city: 'Town',
      order: i,
    }) as unknown as CachedLocation,
);
const publishers = Array.from(
  { length: 12 },
  (_, i) =>
    ({
      id: `P${i}`,
      name: `Pub ${i}`,
      order: i,
      alternateBrands: [],
      supportedCountries: [],
    }) as unknown as CachedPublisher,
);
const status = (l: number, p: number) => ((l + p) % 3 === 0 ? 'OPTED_OUT' : 'LIVE');
const known = new Map<string, CachedListing[]>(
  locations.slice(0, 39).map((location, l) => [
    location.id,
    publishers
      .filter((_, p) => !(l === 0 && p === 3))
      .map(
        (publisher) =>
          ({
            id: `${location.id}-${publisher.id}`,
            locationId: location.id,
            publisherId: publisher.id,
            status: status(l, Number(publisher.id.slice(1))),
          }) as unknown as CachedListing,
      ),
  ]),
);

// happy-dom lays nothing out: the grid's scroller is 600 × 300 px, so only a screenful renders, over
// content much larger (which it can scroll to).
let undo: (() => void)[] = [];
beforeEach(() => {
  const proto = HTMLElement.prototype;
  for (const [name, size] of [
    ['clientWidth', 600],
    ['clientHeight', 300],
    ['offsetWidth', 600],
    ['offsetHeight', 300],
    // What the rows and columns would take, laid out: more than the scroller shows.
    ['scrollWidth', 5000],
    ['scrollHeight', 5000],
  ] as const) {
    const own = Object.getOwnPropertyDescriptor(proto, name);
    const inherited =
      Object.getOwnPropertyDescriptor(Element.prototype, name) ??
      Object.getOwnPropertyDescriptor(HTMLElement.prototype, name);
    Object.defineProperty(proto, name, {
      configurable: true,
      get(this: HTMLElement) {
        return this.classList.contains('listing-matrix') ? size : (inherited?.get?.call(this) ?? 0);
      },
    });
    undo.push(() => (own ? Object.defineProperty(proto, name, own) : delete (proto as never)[name]));
  }
});
afterEach(() => {
  cleanup();
  for (const step of undo.reverse()) step();
  undo = [];
});

let shown: string[][] = [];
function Harness() {
  const [selection, setSelection] = useState<Selection>(new Set());
  return (
    <>
      <output>{selection.size} selected</output>
      <ListingMatrix
        locations={locations}
        publishers={publishers}
        known={known}
        status=""
        selection={selection}
        onToggle={(listing) => setSelection((before) => toggleListing(before, listing))}
        onToggleGroup={(group) => setSelection((before) => toggleGroup(before, group))}
        onShown={(ids) => shown.push(ids)}
      />
    </>
  );
}

const cell = (name: string) => screen.getByRole('gridcell', { name });
const focusedName = () => document.activeElement?.getAttribute('aria-label');

describe('the wide listings grid', () => {
  it('names each cell by location, publisher and status, and renders only a screenful', () => {
    shown = [];
    render(<Harness />);
    const grid = screen.getByRole('grid', { name: 'Listings, location by publisher' });
    expect(grid.getAttribute('aria-rowcount')).toBe('41');
    expect(grid.getAttribute('aria-colcount')).toBe('13');
    expect(cell('Place 0 · Pub 0: Opted out')).toBeTruthy();
    expect(cell('Place 0 · Pub 1: Live')).toBeTruthy();
    expect(cell('Place 0 · Pub 3: Not listed')).toBeTruthy();
    const cells = within(grid).getAllByRole('gridcell');
    expect(cells.length).toBeLessThan(40 * 12);
    expect(screen.queryByRole('rowheader', { name: /Place 39/ })).toBeNull();
    // The rows on screen are reported, so that their listings are read and fetched.
    expect(shown.at(-1)?.[0]).toBe('L0');
    expect(shown.at(-1)?.length).toBeLessThan(40);
  });

  it('one tab stop; arrows, Home and End move the focus between cells and headers', () => {
    render(<Harness />);
    const first = cell('Place 0 · Pub 0: Opted out');
    expect(first.tabIndex).toBe(0);
    expect(cell('Place 0 · Pub 1: Live').tabIndex).toBe(-1);
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    expect(focusedName()).toBe('Place 0 · Pub 1: Live');
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowDown' });
    expect(focusedName()).toBe('Place 1 · Pub 1: Live');
    fireEvent.keyDown(document.activeElement as Element, { key: 'Home' });
    // The row header: its checkbox selects the row (Place 1 has opted-out listings).
    expect(focusedName()).toBe('Select every opted-out listing of Place 1');
    fireEvent.keyDown(document.activeElement as Element, { key: 'End' });
    expect(focusedName()).toBe('Place 1 · Pub 11: Opted out');
    expect(screen.getAllByRole('gridcell').filter((c) => c.tabIndex === 0)).toHaveLength(1);
  });

  it("the next tab stop after the grid is the focused listing's own checkbox; End scrolls to the row's last publisher", () => {
    render(<Harness />);
    const optedOut = cell('Place 0 · Pub 0: Opted out');
    optedOut.focus();
    fireEvent.keyDown(optedOut, { key: ' ' });
    const own = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Select Pub 0 at Place 0' });
    expect(own.checked).toBe(true);
    const tabStops = Array.from(
      document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex]'),
    ).filter((element) => element.tabIndex >= 0);
    expect(tabStops[tabStops.indexOf(optedOut) + 1]).toBe(own);

    // happy-dom scrolls nothing: what the grid asks of its scroller is recorded instead.
    const scroller = document.querySelector('.listing-matrix') as HTMLElement;
    const scrolls: ScrollToOptions[] = [];
    scroller.scrollTo = ((options: ScrollToOptions) =>
      void scrolls.push(options)) as typeof scroller.scrollTo;
    fireEvent.keyDown(optedOut, { key: 'ArrowDown' });
    fireEvent.keyDown(document.activeElement as Element, { key: 'End' });
    expect(focusedName()).toBe('Place 1 · Pub 11: Opted out');
    // The grid scrolls right to keep the focused cell in view (Pub 11 is past its 600 px).
    expect(Math.max(0, ...scrolls.map((options) => options.left ?? 0))).toBeGreaterThan(600);
  });

  it('Space or a click selects an opted-out listing; a column header selects its column', () => {
    render(<Harness />);
    const optedOut = cell('Place 0 · Pub 0: Opted out');
    optedOut.focus();
    fireEvent.keyDown(optedOut, { key: ' ' });
    expect(optedOut.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('1 selected')).toBeTruthy();
    // A live listing cannot be opted in: nothing to select.
    fireEvent.click(cell('Place 0 · Pub 1: Live'));
    expect(screen.getByText('1 selected')).toBeTruthy();
    fireEvent.click(optedOut);
    expect(screen.getByText('0 selected')).toBeTruthy();
    // Pub 0's column, as far as it is known (Place 39 is still loading).
    const column = screen.getByRole('checkbox', {
      name: 'Select the opted-out listings at Pub 0 of the locations loaded so far',
    });
    fireEvent.click(column);
    const expected = locations.slice(0, 39).filter((_, l) => status(l, 0) === 'OPTED_OUT').length;
    expect(screen.getByText(`${expected} selected`)).toBeTruthy();
  });
});
