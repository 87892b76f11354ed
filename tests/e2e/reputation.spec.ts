// biome-ignore-all lint/correctness/noUnusedFunctionParameters: a test asks for the `connected` fixture by naming it.
/// <reference types="chrome" />

import { readFile } from 'node:fs/promises';
import { expect, shareOneInstall, test } from './fixtures';
import { expectNoViolationsInBothThemes } from './pages/axe-scan';
import { badgeTitle, setBadgeMode } from './pages/badge';
import { connectThroughBackground } from './pages/connect-account';
import { EmulatorAdmin } from './pages/emulator-admin';
import { OptionsPage } from './pages/options-page';
import { PopupPage } from './pages/popup-page';
import { SidePanelInboxPage } from './pages/side-panel-inbox-page';

// Reputation (popup › Numbers and side panel › Reputation): the four headline labels each
// followed by its value; the awaiting count agrees with the badge; the per-location table sorts,
// opens the inbox filtered to a location, and downloads as CSV; what customers mention is what
// the reviews say, and a theme opens the inbox on exactly the reviews it counts.

const HEADLINE = ['Response rate', 'Average rating', 'Median response time', 'Awaiting response'];

// One install for the file: the first two only read, the last changes the response targets.
shareOneInstall();

test('popup › Numbers leads with the four reputation figures, each followed by its value', async ({
  openPage,
  worker,
  connected,
}) => {
  const popup = await PopupPage.open(openPage);
  await popup.page.getByRole('tab', { name: /Numbers/ }).click();
  const figures = popup.page.locator('.popup-reputation');
  await expect(figures).toBeVisible({ timeout: 20_000 });
  for (const label of HEADLINE) {
    const value = figures.locator(`dt:text-is("${label}") + dd`);
    await expect(value, label).toHaveText(/^(\d+%|\d\.\d ★|[\d.]+ (min|h|d).*|\d+.*)$/);
  }
  // The rate says what it counts: the demo has reviews on publishers that take no replies.
  await expect(figures.locator('dt:text-is("Response rate") + dd')).toHaveText(
    /^\d+% of [\d,]+ that can be answered \(\d+% of all [\d,]+\)$/,
  );
  await expect(figures).toContainText(/Based on [\d,]+ reviews since \w{3} \d{1,2}, \d{4}\./);
  // The same count the toolbar badge gives, from the same cache, when it counts what awaits a
  // response (Options › The toolbar badge counts; by default it counts what needs action now).
  await setBadgeMode(worker, 'awaiting');
  await expect.poll(() => badgeTitle(worker)).toMatch(/awaiting a response$/);
  const badge = await badgeTitle(worker);
  const awaiting = Number(badge.match(/^(\d+) /)?.[1] ?? 0);
  await expect(figures.locator('dt:text-is("Awaiting response") + dd')).toHaveText(
    new RegExp(`^${awaiting}( |$)`),
  );
  // The platform's own numbers still follow.
  await expect(popup.page.locator('.quick-number[data-number="searches"]')).toBeVisible();
});

test('side panel › Reputation: worst location first, a row opens its inbox, the table downloads', async ({
  openPage,
  connected,
}) => {
  const page = await openPage('sidepanel.html#/reputation', { width: 1100, height: 900 });
  await expect(page.getByRole('heading', { name: 'Reputation', level: 2 })).toBeVisible();
  for (const label of HEADLINE) await expect(page.locator(`dt:text-is("${label}") + dd`)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Reviews by star rating' })).toBeVisible();
  await expect(page.getByRole('img', { name: /Reviews per week/ })).toBeVisible();
  await expect(page.locator('.reputation-attention')).toContainText(
    '(2★ or less within 24 h and 3★ and more within 3 d)',
  );

  const table = page.locator('.group-table table');
  const ratings = async () =>
    (await table.locator('tbody tr td:nth-child(3)').allTextContents())
      .filter((text) => text !== '—')
      .map(Number);
  await expect(table.locator('tbody tr').first()).toBeVisible();
  const worst = await ratings();
  expect(worst).toEqual([...worst].sort((a, b) => a - b));
  await page.getByRole('button', { name: 'Average rating' }).click();
  const best = await ratings();
  expect(best).toEqual([...best].sort((a, b) => b - a));

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  const csv = await readFile((await download.path())!, 'utf8');
  const lines = csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r\n/);
  // Changed deliberately: the share answered within the response targets is a column of its own.
  expect(lines[0]).toBe(
    'Location,Reviews,Average rating,Reviews that can be answered,Response rate (% of those that can be answered),Median response time (hours),Answered within target (%)',
  );
  expect(lines).toHaveLength((await table.locator('tbody tr').count()) + 1);

  // Changed deliberately: a row opens exactly the reviews it counts (its location, the period's,
  // Done ones too), no longer every review of the location.
  const first = table.locator('tbody tr').first();
  const locationId = await first.getAttribute('data-group');
  const name = await first.locator('th').textContent();
  const counted = Number(await first.locator('td').first().textContent());
  await first.getByRole('button').click();
  await expect(page).toHaveURL(
    new RegExp(`#/inbox/filter/counted/locationIds=${locationId}/since=\\d+/before=\\d+$`),
  );
  // The inbox's filter (the table's own Location header may still be leaving the page).
  await expect(page.getByRole('combobox', { name: 'Location', exact: true })).toHaveValue(locationId!);
  await expect(page.getByText(/^As Reputation counts them: /)).toBeVisible();
  await new SidePanelInboxPage(page).expectTotal(counted);
  expect(name).not.toBe(locationId);
});

test('side panel › Reputation: a figure that counts reviews opens exactly those in the inbox, as many as it says', async ({
  openPage,
  connected,
}) => {
  const page = await openPage('sidepanel.html#/reputation', { width: 1100, height: 900 });
  const inbox = new SidePanelInboxPage(page);
  const attention = page.locator('.reputation-attention');
  await expect(attention).toBeVisible({ timeout: 20_000 });
  // "57 reviews need attention: …" opens the inbox under "Past response target".
  const needing = Number(await attention.getAttribute('data-needs-attention'));
  expect(needing).toBeGreaterThan(0);
  await attention.getByRole('link').click();
  await expect(page).toHaveURL(/#\/inbox\/filter\/overdue$/);
  await expect((await inbox.openFilters()).getByLabel('Past response target')).toBeChecked();
  await inbox.expectTotal(needing);

  // "62% of 58 that can be answered …" opens those 58: the period's, Done ones too.
  await page.goto(page.url().replace(/#.*$/, '#/reputation'));
  const basis = page
    .locator('dt:text-is("Response rate") + dd')
    .getByRole('link', { name: /that can be answered/ });
  const answerable = Number(
    (await basis.textContent())?.match(/of ([\d,]+) that can be answered/)?.[1].replace(/,/g, ''),
  );
  expect(answerable).toBeGreaterThan(0);
  await basis.click();
  await expect(page).toHaveURL(/#\/inbox\/filter\/counted\/answerable\/since=\d+\/before=\d+$/);
  await inbox.expectTotal(answerable);

  // "(41% of all 87)" opens all 87: the period's reviews, Done ones too.
  await page.goto(page.url().replace(/#.*$/, '#/reputation'));
  const ofAll = page.locator('dt:text-is("Response rate") + dd').getByRole('link', { name: /of all/ });
  const all = Number((await ofAll.textContent())?.match(/of all ([\d,]+)/)?.[1].replace(/,/g, ''));
  expect(all).toBeGreaterThan(answerable);
  await ofAll.click();
  await expect(page).toHaveURL(/#\/inbox\/filter\/counted\/since=\d+\/before=\d+$/);
  await inbox.expectTotal(all);

  // "Awaiting response 231" opens the inbox under "Awaiting response".
  await page.goto(page.url().replace(/#.*$/, '#/reputation'));
  const awaitingValue = page.locator('dt:text-is("Awaiting response") + dd');
  const awaiting = Number((await awaitingValue.textContent())?.match(/^\d+/)?.[0]);
  await awaitingValue.getByRole('link', { name: String(awaiting) }).click();
  await expect(page).toHaveURL(/#\/inbox\/filter\/awaiting$/);
  await expect((await inbox.openFilters()).getByLabel('Awaiting response')).toBeChecked();
  await inbox.expectTotal(awaiting);
});

// Changed deliberately: the single "Response target (hours)" became Options › Response targets, a
// target per star band (2★ or less within 24 h, the rest within 72 h by default), each of which can
// be turned off; "needs attention" is what is past its band's target.
test('the response targets set in Options move what needs attention', async ({ openPage, connected }) => {
  const options = await OptionsPage.open(openPage);
  const low = options.page.getByLabel('2★ or less: answer within (hours)');
  await low.fill('2');
  await expect(low).toHaveValue('2');
  const page = await openPage('sidepanel.html#/reputation', { width: 1100, height: 900 });
  const attention = page.locator('.reputation-attention');
  await expect(attention).toContainText('(2★ or less within 2 h and 3★ and more within 3 d)');
  await low.fill('0');
  await expect(options.page.getByText('Enter a whole number of hours from 1 to 336.')).toBeVisible();
  await options.page.getByLabel('No target for 3★ and more').check();
  await expect(attention).toContainText('(2★ or less within 2 h)');
});

test.describe('what customers mention', () => {
  // No seeded review: what Reputation lists comes from the reviews this test writes.
  test.use({ emulatorOptions: { reviews: 0 } });

  test('Reputation lists the themes of reviews added through the admin API; a theme opens the inbox on exactly those reviews', async ({
    context,
    openPage,
    emulator,
    worker,
  }) => {
    const admin = new EmulatorAdmin(emulator);
    const waited = [
      await admin.addReview({
        rating: 1,
        authorName: 'Dana W.',
        content: 'We waited forty minutes past our appointment and nobody said sorry.',
      }),
      await admin.addReview({ rating: 1, authorName: 'Lee K.', content: 'Waited over an hour to be seen.' }),
    ];
    await admin.addReview({
      rating: 5,
      authorName: 'Ana P.',
      content: 'The staff were so friendly and the place was spotless.',
    });
    // Connected once the service holds them, so the first download brings them.
    await connectThroughBackground(context, emulator, worker);

    const page = await openPage('sidepanel.html#/reputation', { width: 1100, height: 900 });
    const themes = page.getByRole('region', { name: 'What customers mention' });
    const complaints = themes.getByRole('region', { name: 'Complaints' });
    const praise = themes.getByRole('region', { name: 'Praise' });
    await expect(complaints.getByRole('link', { name: /complaints?$/ })).toHaveText([
      'Wait time 2 complaints',
    ]);
    await expect(praise.getByRole('link', { name: /compliments?$/ })).toHaveText([
      'Staff 1 compliment',
      'Cleanliness 1 compliment',
    ]);
    // What the reviewers wrote, newest first.
    await expect(complaints.getByRole('list', { name: 'What they wrote' }).getByRole('listitem')).toHaveText([
      'Waited over an hour to be seen',
      'We waited forty minutes past our appointment',
    ]);

    // Themes, their changes and quotes in both themes of the page, for contrast and names.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expectNoViolationsInBothThemes(page, 'side panel › #/reputation');

    await complaints.getByRole('link', { name: 'Wait time 2 complaints' }).click();
    await expect(page).toHaveURL(/#\/inbox\/theme\/wait\/complaint\/\d{4}-\d{2}-\d{2}\/\d{4}-\d{2}-\d{2}$/);
    await expect(page.getByRole('combobox', { name: 'Theme' })).toHaveValue('wait:complaint');
    await expect(page.locator('.inbox-column__count')).toHaveAttribute('data-total', '2');
    const rows = page.locator('a.inbox-row[data-review-id]');
    await expect(rows).toHaveCount(2);
    expect(
      (await rows.evaluateAll((links) => links.map((link) => link.getAttribute('data-review-id')))).sort(),
    ).toEqual(waited.map((review) => String(review.id)).sort());
  });
});
