// biome-ignore-all lint/correctness/noUnusedFunctionParameters: a test asks for the `connected` fixture by naming it.
import type { Listing, Location, Publisher } from '../../lib/api';
import { expect, test } from './fixtures';
import { expectNoViolationsInBothThemes } from './pages/axe-scan';
import { ListingsGridPage, ListingsPlatform, ListingsViewPage, STATUS_NAMES } from './pages/listings-pages';

// The listings use the width: at 1100 px a location × publisher grid of every location, scrolled
// both ways; at 420 px "By publisher" lists every location under each publisher, not a page.
// 500 locations (about 30,000 listings at the emulator's 66 publishers); few reviews, a quick backfill.
test.use({ emulatorOptions: { locations: 500, reviews: 300 } });

interface World {
  locations: Location[];
  publishers: Publisher[];
  statusOf: (location: Location, publisher: Publisher) => string;
}

/** What the emulator holds (every one of its 500 locations): each pair's status in words, as a cell names it. */
async function worldOf(platform: ListingsPlatform): Promise<World> {
  const [locations, publishers, listings] = await Promise.all([
    platform.locations(),
    platform.publishers(),
    platform.listings(),
  ]);
  expect(locations).toHaveLength(500);
  const byPair = new Map<string, Listing>(listings.map((l) => [`${l.locationId}/${l.publisherId}`, l]));
  return {
    locations,
    publishers,
    statusOf: (location, publisher) => {
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

test('at 1100 px the keyboard moves across cells and Space selects a listing to opt in', async ({
  context,
  openPage,
  emulator,
  worker,
  connected,
}) => {
  const world = await worldOf(new ListingsPlatform(emulator));
  const first = world.locations[0] as Location;
  // The first publisher where the first location's listing is opted out: Space selects it.
  const column = world.publishers.findIndex((p) => world.statusOf(first, p) === 'Opted out');
  expect(column).toBeGreaterThanOrEqual(0);
  const publisher = world.publishers[column] as Publisher;

  const view = await ListingsGridPage.open(openPage, { width: 1100, height: 900 });
  const page = view.page;
  await expect(view.cell(1, first, world.publishers[0] as Publisher)).toHaveAccessibleName(/: (?!Loading)/, {
    timeout: 20_000,
  });
  await view.cell(1, first, world.publishers[0] as Publisher).click();
  for (let i = 0; i < column; i++) await page.keyboard.press('ArrowRight');
  const focused = view.cell(1, first, publisher);
  await expect(focused).toBeFocused();
  await expect(focused).toHaveAccessibleName(`${first.locationName} · ${publisher.name}: Opted out`);
  // The click on the first cell selected it if it could be opted in; start from none.
  if ((await new ListingsViewPage(page).selectedCount()) > 0)
    await page.getByRole('button', { name: 'Clear selection' }).click();
  await focused.focus();
  await page.keyboard.press(' ');
  await expect(focused).toHaveAttribute('aria-selected', 'true');
  expect(await new ListingsViewPage(page).selectedCount()).toBe(1);
  // One Tab on: the focused listing's own checkbox and pages, as a row of the list has them.
  await page.keyboard.press('Tab');
  await expect(
    page.getByRole('checkbox', { name: `Select ${publisher.name} at ${first.locationName}` }),
  ).toBeChecked();
  // Down a row, and End to the row's last publisher: the grid scrolls to keep the focus in view.
  await focused.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('End');
  const second = world.locations[1] as Location;
  const lastPublisher = world.publishers.at(-1) as Publisher;
  await expect(view.cell(2, second, lastPublisher)).toBeFocused();
  await expect(view.cell(2, second, lastPublisher)).toBeInViewport();
  // The opt-in bar counts it and opens the confirmation naming it.
  await page.getByRole('button', { name: 'Opt in', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Opt in 1 listing at 1 location?' })).toBeVisible();
});

test('at 420 px "By publisher" lists every location under a publisher, beyond the first page', async ({
  context,
  openPage,
  emulator,
  worker,
  connected,
}) => {
  const world = await worldOf(new ListingsPlatform(emulator));
  // The first publisher that lists the first location: the first group.
  const first = world.locations[0] as Location;
  const publisher = world.publishers.find((p) => world.statusOf(first, p) !== 'Not listed') as Publisher;
  const deep = world.locations[37] as Location;

  const view = await ListingsViewPage.open(openPage, '#/listings', { width: 420, height: 800 });
  await view.browse('By publisher');
  await expect(view.page.getByRole('navigation', { name: /^Locations 1–10 of 500$/ })).toHaveCount(0);
  await expect(view.list().getByRole('heading', { level: 3, name: publisher.name })).toBeVisible();
  // The 38th location under the first publisher: far past a page of 10.
  const row = await view.publisherRow(37);
  await expect(row).toContainText(deep.locationName);
  await expect(row.locator('.chip__label')).toHaveText(world.statusOf(deep, publisher), { timeout: 20_000 });
});
