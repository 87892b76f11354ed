// biome-ignore-all lint/correctness/noUnusedFunctionParameters: a test asks for the `connected` fixture by naming it.
import { expect, test } from './fixtures';
import { ListingsPlatform, ListingsViewPage, STATUS_NAMES } from './pages/listings-pages';
import { PopupPage } from './pages/popup-page';

// The listings half, through the UI against the emulator: the popup summary
// matches the emulator's listings; opting in 150 listings across locations and publishers issues
// at least two calls, none over 100 pairs, and all 150 leave OPTED_OUT; accepting a suggestion
// changes the location's field as `/locations` reports it, rejecting does not; locations search
// and links work.

// 20 locations: about 190 opted-out listings, enough to pick 150; few reviews, a quick backfill.
test.use({ emulatorOptions: { locations: 20, reviews: 200 } });

test('the popup summary matches the emulator’s listings', async ({ openPage, emulator, connected }) => {
  const popup = await PopupPage.open(openPage);
  const platform = new ListingsPlatform(emulator);
  const counts: Record<string, number> = {};
  for (const listing of await platform.listings()) counts[listing.status] = (counts[listing.status] ?? 0) + 1;
  const pending = (await platform.pendingSuggestions()).length;

  await popup.page.getByRole('tab', { name: /^Listings/ }).click();
  for (const [status, count] of Object.entries(counts))
    await expect(
      popup.page.getByRole('link', {
        name: `${STATUS_NAMES[status] ?? status}: ${count} listings`,
        exact: true,
      }),
    ).toBeVisible({ timeout: 20_000 });
  await expect(popup.page.getByRole('link', { name: `${pending} suggestions to review` })).toBeVisible();
  await expect(popup.page.getByRole('tab', { name: /^Listings/ })).toContainText(String(pending));
});

test('opting in 150 listings across locations and publishers: calls of at most 100, all leave OPTED_OUT', async ({
  openPage,
  emulator,
  connected,
}) => {
  const platform = new ListingsPlatform(emulator);
  const before = await platform.listings();
  const optedOutBefore = new Set(
    before.filter((l) => l.status === 'OPTED_OUT').map((l) => `${l.locationId}/${l.publisherId}`),
  );
  expect(optedOutBefore.size).toBeGreaterThanOrEqual(150);

  const view = await ListingsViewPage.open(openPage, '#/listings/status/OPTED_OUT');
  const target = 150;
  // Whole location rows, page after page of locations (the selection stays as the page turns);
  // should they run out, "By publisher" (every location, not a page): whole publisher columns none
  // of whose listings is selected yet; then single listings, one check each, which a slow machine
  // pays for (taken from the first page alone, 55 of them took this test past its minute).
  // The list is virtualized: the page object scrolls it to reach the groups further down.
  for (const mode of ['By location', 'By publisher'] as const) {
    await view.browse(mode);
    await expect(view.groups().first()).toBeVisible();
    await view.scrollToTop();
    for (;;) {
      const selected = await view.selectedCount();
      if (selected === target) break;
      const group = await view.nextUntouchedGroup();
      if (!group && mode === 'By location' && (await view.nextLocations())) continue;
      if (!group) break;
      // Every listing shown is opted out (the status filter) and none of this group's is selected
      // yet: the header's count is what its checkbox adds.
      const size = await view.groupSize(group);
      if (selected + size <= target) {
        await group.getByRole('checkbox').check();
        await expect.poll(() => view.selectedCount()).toBe(selected + size);
      } else {
        for (let i = 0; i < target - selected; i++) await view.checkNextListing();
        await expect.poll(() => view.selectedCount()).toBe(target);
      }
    }
    if ((await view.selectedCount()) === target) break;
  }
  // Every untouched group taken: single listings of the other locations make up the rest.
  const missing = target - (await view.selectedCount());
  for (let i = 0; i < missing; i++) await view.checkNextListing();
  await expect.poll(() => view.selectedCount()).toBe(target);

  await view.optIn(target);
  await expect(view.page.getByText(`Opt-in finished: ${target} of ${target} listings sent.`)).toBeVisible({
    timeout: 30_000,
  });

  const calls = await platform.optInCalls();
  expect(calls.length).toBeGreaterThanOrEqual(2);
  const pairs = new Set<string>();
  for (const call of calls) {
    expect(call.locationIds.length * call.publisherIds.length).toBeLessThanOrEqual(100);
    for (const l of call.locationIds) for (const p of call.publisherIds) pairs.add(`${l}/${p}`);
  }
  expect(pairs.size).toBe(target);
  expect(new Set([...pairs].map((pair) => pair.split('/')[0])).size).toBeGreaterThan(1);
  expect(new Set([...pairs].map((pair) => pair.split('/')[1])).size).toBeGreaterThan(1);
  for (const pair of pairs) expect(optedOutBefore.has(pair)).toBe(true);

  const after = new Map(
    (await platform.listings()).map((l) => [`${l.locationId}/${l.publisherId}`, l.status]),
  );
  for (const pair of pairs) expect(after.get(pair)).not.toBe('OPTED_OUT');
  expect([...after.values()].filter((status) => status === 'OPTED_OUT')).toHaveLength(
    optedOutBefore.size - target,
  );
  // The report lists every call as sent.
  await expect(view.page.locator('.opt-in-progress__batch--ok')).toHaveCount(calls.length);
});

test('accepting a suggestion changes the location; rejecting does not', async ({
  openPage,
  emulator,
  connected,
}) => {
  const platform = new ListingsPlatform(emulator);
  const [toAccept, toReject] = await platform.pendingSuggestions();
  if (!toAccept || !toReject) throw new Error('the emulator has fewer than two pending suggestions');
  const fieldOf = async (locationId: string, field: string) =>
    ((await platform.locations()).find((l) => l.id === locationId) as Record<string, unknown> | undefined)?.[
      field
    ];
  const rejectedBefore = await fieldOf(toReject.locationId, toReject.fieldName);

  const panel = await openPage('sidepanel.html#/suggestions', { width: 1000, height: 900 });
  const card = (s: { suggestedContent: string }) =>
    panel
      .getByRole('listitem')
      .filter({ hasText: s.suggestedContent })
      .filter({ has: panel.getByRole('button', { name: 'Accept' }) });

  await card(toAccept).getByRole('button', { name: 'Accept' }).click();
  await panel
    .getByRole('dialog', { name: 'Accept this suggestion?' })
    .getByRole('button', { name: 'Accept' })
    .click();
  await expect(panel.getByText(/^Accepted\./)).toBeVisible({ timeout: 20_000 });
  expect(await fieldOf(toAccept.locationId, toAccept.fieldName)).toBe(toAccept.suggestedContent);

  await card(toReject).getByRole('button', { name: 'Reject' }).click();
  await panel
    .getByRole('dialog', { name: 'Reject this suggestion?' })
    .getByRole('button', { name: 'Reject' })
    .click();
  await expect(panel.getByText(/^Rejected\./)).toBeVisible({ timeout: 20_000 });
  expect(await fieldOf(toReject.locationId, toReject.fieldName)).toBe(rejectedBefore);
  // Both now appear as resolved, and the pending count dropped by two.
  await expect(card(toAccept)).toHaveCount(0);
  await expect(card(toReject)).toHaveCount(0);
});

test('locations: search narrows the list; each links to its listings, reviews and numbers', async ({
  openPage,
  emulator,
  connected,
}) => {
  const locations = await new ListingsPlatform(emulator).locations();
  const chosen = locations[3];
  if (!chosen) throw new Error('no location');
  const panel = await openPage('sidepanel.html#/locations', { width: 1000, height: 900 });
  await expect(panel.getByText(`${locations.length} locations`)).toBeVisible({ timeout: 20_000 });

  await panel
    .getByRole('searchbox', { name: 'Search locations' })
    .fill(`${chosen.locationName} ${chosen.zip}`);
  await expect(panel.getByText('1 location', { exact: true })).toBeVisible();
  const links = panel.getByRole('navigation', { name: `Open ${chosen.locationName}` });

  await links.getByRole('link', { name: 'Listings' }).click();
  await expect(panel).toHaveURL(new RegExp(`#/listings/location/${chosen.id}$`));
  // 1000 px: the location × publisher grid, one row for that location only.
  const grid = panel.getByRole('grid', { name: 'Listings, location by publisher' });
  await expect(grid.getByRole('rowheader')).toHaveCount(1, { timeout: 20_000 });
  await expect(grid.getByRole('rowheader')).toContainText(chosen.locationName);

  await panel.goBack();
  await panel.getByRole('searchbox', { name: 'Search locations' }).fill(chosen.zip);
  await links.getByRole('link', { name: 'Reviews' }).click();
  await expect(panel).toHaveURL(new RegExp(`#/inbox/location/${chosen.id}$`));
  await panel.goBack();
  await panel.getByRole('searchbox', { name: 'Search locations' }).fill(chosen.zip);
  await links.getByRole('link', { name: 'Numbers' }).click();
  await expect(panel).toHaveURL(new RegExp(`#/reports/location/${chosen.id}$`));
});
