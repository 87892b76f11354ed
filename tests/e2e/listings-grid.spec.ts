// biome-ignore-all lint/correctness/noUnusedFunctionParameters: a test asks for the `connected` fixture by naming it.
import type { Listing, Location, Publisher } from '../../lib/api';
import { expect, shareOneInstall, test } from './fixtures';
import { expectNoViolationsInBothThemes } from './pages/axe-scan';
import { ListingsGridPage, ListingsPlatform, STATUS_NAMES } from './pages/listings-pages';

// The listings use the width: at 1100 px a location × publisher grid of every location, scrolled
// both ways in a real layout. 500 locations (about 30,000 listings at the emulator's 66
// publishers); few reviews, a quick backfill. The tests only read: they share one install.
// The grid's keyboard and selection are tests/unit/components/listings/listing-matrix.test.tsx;
// "By publisher" lists every location (no pager) in listings-view.test.tsx.
test.use({ emulatorOptions: { locations: 500, reviews: 300 } });
shareOneInstall();

interface World {
  locations: Location[];
  publishers: Publisher[];
  /** The status of a pair of the first or last location. */
  statusOf: (location: Location, publisher: Publisher) => string;
}

/**
 * What the emulator holds: its 500 locations, and each pair's status in words, as a cell names it,
 * for the first and last locations (the rows the tests read; not all 32,000 listings).
 */
async function worldOf(platform: ListingsPlatform): Promise<World> {
  const [locations, publishers] = await Promise.all([platform.locations(), platform.publishers()]);
  expect(locations).toHaveLength(500);
  const listings = await platform.listings(
    [locations[0] as Location, locations.at(-1) as Location].map((l) => l.id),
  );
  const byPair = new Map<string, Listing>(listings.map((l) => [`${l.locationId}/${l.publisherId}`, l]));
  return {
    locations,
    publishers,
    statusOf: (location, publisher) => {
      if (location !== locations[0] && location !== locations.at(-1))
        throw new Error(`${location.locationName}: only the first and last locations' listings were read`);
      const listing = byPair.get(`${location.id}/${publisher.id}`);
      return listing ? (STATUS_NAMES[listing.status] ?? listing.status) : 'Not listed';
    },
  };
}

/** The grid at 1100 px, its first cell named (its listings fetched). */
async function openGrid(openPage: Parameters<typeof ListingsGridPage.open>[0], world: World) {
  const first = world.locations[0] as Location;
  const firstPublisher = world.publishers[0] as Publisher;
  const grid = await ListingsGridPage.open(openPage, { width: 1100, height: 900 });
  await expect(grid.cell(1, first, firstPublisher)).toHaveAccessibleName(
    `${first.locationName} · ${firstPublisher.name}: ${world.statusOf(first, firstPublisher)}`,
    { timeout: 20_000 },
  );
  return grid;
}

// Two tests rather than one: together they came close to the 60 s limit on a loaded machine.
test('at 1100 px the grid of 500 locations × every publisher has no serious or critical axe violation, light or dark', async ({
  openPage,
  emulator,
  connected,
}) => {
  const world = await worldOf(new ListingsPlatform(emulator));
  const grid = await openGrid(openPage, world);
  // Scanned in a short window: every kind of cell and header is on screen, and axe's time grows
  // with every cell rendered.
  await grid.page.setViewportSize({ width: 1100, height: 360 });
  await expectNoViolationsInBothThemes(grid.page, 'listings grid');
});

test('at 1100 px a grid of every location × publisher, scrolled right and down, true to the emulator', async ({
  openPage,
  emulator,
  connected,
}) => {
  const world = await worldOf(new ListingsPlatform(emulator));
  const first = world.locations[0] as Location;
  const last = world.locations.at(-1) as Location;
  const lastPublisher = world.publishers.at(-1) as Publisher;
  const grid = await openGrid(openPage, world);

  // Light in the DOM: a screenful of rows and columns, not 500 × 66 cells.
  expect(await grid.grid().getByRole('gridcell').count()).toBeLessThan(800);
  await expect(grid.grid()).toHaveAttribute('aria-rowcount', '501');
  await expect(grid.grid()).toHaveAttribute('aria-colcount', String(world.publishers.length + 1));
  await expect(grid.grid().getByRole('columnheader', { name: lastPublisher.name })).toHaveCount(0);

  // Scrolling right reveals the last publishers, with the first location's row still named.
  await grid.scrollTo({ left: 'end' });
  await expect(grid.grid().getByRole('columnheader', { name: lastPublisher.name })).toBeVisible();
  await expect(grid.cell(1, first, lastPublisher)).toHaveAccessibleName(
    `${first.locationName} · ${lastPublisher.name}: ${world.statusOf(first, lastPublisher)}`,
  );

  // Scrolling down reveals the last locations; their listings are fetched as they come on screen.
  await grid.scrollTo({ top: 'end' });
  await expect(grid.rowHeader(500)).toContainText(last.locationName);
  await expect(grid.cell(500, last, lastPublisher)).toHaveAccessibleName(
    `${last.locationName} · ${lastPublisher.name}: ${world.statusOf(last, lastPublisher)}`,
    { timeout: 20_000 },
  );
  const middle = world.publishers[Math.floor(world.publishers.length / 2)] as Publisher;
  await grid.scrollTo({ left: 'middle' });
  await expect(grid.cell(500, last, middle)).toHaveAccessibleName(
    `${last.locationName} · ${middle.name}: ${world.statusOf(last, middle)}`,
  );
});
