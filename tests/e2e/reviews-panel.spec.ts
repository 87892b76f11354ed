// biome-ignore-all lint/correctness/noUnusedFunctionParameters: a test asks for the `connected` fixture by naming it.
import Papa from 'papaparse';
import { createApiClient } from '../../lib/api';
import { expect, shareOneInstall, test } from './fixtures';
import { setBadgeMode } from './pages/badge';
import { SidePanelInboxPage } from './pages/side-panel-inbox-page';

// The side panel's inbox against the emulator: what the list, the thread and the export
// show is checked against what the emulator itself holds for the connected account.

// Replies go at once (Options › Undo window: 0): these tests are about what follows the send.
test.use({ undoSeconds: 0 });

type Emulator = { baseUrl: string; apiKey: string };

/** The emulator's own answer, through its API with the primary account's app key. */
const service = (emulator: Emulator) =>
  createApiClient({ baseUrl: emulator.baseUrl, credential: { apiKey: emulator.apiKey } });

test.describe('reading only', () => {
  // Neither test changes what the other reads: one install for both.
  shareOneInstall();

  test('filters narrow the list to what the emulator holds; the CSV export has exactly those rows', async ({
    openPage,
    emulator,
    connected,
  }) => {
    const api = service(emulator);
    const { count: all } = await api.reviews.list({ limit: 1 });
    const inbox = await SidePanelInboxPage.open(openPage);
    await inbox.waitForReviews(all);

    const filters = await inbox.openFilters();
    // The filters offer names, never ids (the publishers list is fetched when the account connects).
    const brandBName = (await api.listings.publishers()).find((p) => p.id === 'BRANDB')?.name ?? '';
    await expect(filters.getByLabel('Publisher').locator('option', { hasText: brandBName })).toHaveCount(1);
    await expect(filters.getByLabel('Publisher').locator('option', { hasText: /^BRANDB$/ })).toHaveCount(0);
    await filters.getByLabel('Publisher').selectOption({ label: brandBName });
    const { count: brandB } = await api.reviews.list({ limit: 1, publisherIds: ['BRANDB'] });
    await inbox.expectTotal(brandB);
    expect(brandB).toBeLessThan(all);

    await filters.getByLabel('Stars from').selectOption('1');
    await filters.getByLabel('to', { exact: true }).selectOption('2');
    const expected: string[] = [];
    for await (const review of api.reviews.iterate({ publisherIds: ['BRANDB'], minRating: 1, maxRating: 2 }))
      expected.push(review.id);
    await inbox.expectTotal(expected.length);
    expect(expected.length).toBeLessThan(brandB);
    // Every row shown is one of them.
    for (const id of await inbox
      .rows()
      .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-review-id'))))
      expect(expected).toContain(id);

    // Rows and the export name the publisher (no id where a name belongs).
    await expect(inbox.rows().first()).toContainText(brandBName);
    const csv = Papa.parse<string[]>((await inbox.exportCsv()).replace(/^\uFEFF/, ''), {
      skipEmptyLines: true,
    });
    const [header, ...rows] = csv.data;
    expect(header).toEqual([
      'id',
      'date',
      'location',
      'publisher',
      'rating',
      'author',
      'title',
      'content',
      'awaiting response',
      'url',
    ]);
    expect(rows.map((row) => row[0]).sort()).toEqual([...expected].sort());
    expect(new Set(rows.map((row) => row[3]))).toEqual(new Set([brandBName]));
    const locationNames = new Set(
      (await api.locations.list({ limit: 50 })).locations.map((l) => l.locationName),
    );
    for (const row of rows) expect(locationNames).toContain(row[2]);
    for (const row of rows) expect(Number(row[4])).toBeLessThanOrEqual(2);

    // A text search (debounced) narrows further; Clear filters brings everything back.
    const sample = await api.reviews.get(expected[1]);
    const word = sample.authorName;
    expect(expected.length).toBeGreaterThan(2);
    await filters.getByRole('searchbox', { name: 'Search reviews' }).fill(word.toUpperCase());
    await expect.poll(() => inbox.total()).toBeLessThan(expected.length);
    expect(await inbox.total()).toBeGreaterThan(0);
    await expect(inbox.rows().first()).toContainText(word);
    await filters.getByRole('button', { name: 'Clear filters' }).click();
    await inbox.expectTotal(all);

    // The service's 2017 filters over the cache, folder and label joined from the cached locations:
    // each total is what the emulator counts for the same filter.
    const locations = (await api.locations.list({ limit: 50 })).locations;
    const folder = locations[0].folderId;
    expect(new Set(locations.map((l) => l.folderId)).size).toBeGreaterThan(1);
    await filters.getByLabel('Folder', { exact: true }).selectOption(folder);
    await inbox.expectTotal((await api.reviews.list({ limit: 1, folderId: folder })).count);
    await filters.getByRole('checkbox', { name: 'Customer follow-ups' }).check();
    const followed = (await api.reviews.list({ limit: 1, folderId: folder, minNonOwnerComments: 1 })).count;
    expect(followed).toBeGreaterThan(0);
    await inbox.expectTotal(followed);
    await filters.getByRole('button', { name: 'Clear filters' }).click();
    const label = locations.flatMap((l) => l.labels ?? [])[0];
    await filters.getByLabel('Label', { exact: true }).selectOption(label);
    await inbox.expectTotal((await api.reviews.list({ limit: 1, locationLabels: [label] })).count);
    if (process.env.INBOX_SHOT) {
      await inbox.page.setViewportSize({ width: 420, height: 900 });
      await inbox.page.screenshot({ path: process.env.INBOX_SHOT });
    }
  });

  test('a deep link opens its thread in a cold panel; j/k step through the list', async ({
    openPage,
    emulator,
    connected,
  }) => {
    const api = service(emulator);
    const { reviews } = await api.reviews.list({ limit: 3, offset: 4 });
    const target = reviews[0];
    const inbox = await SidePanelInboxPage.open(openPage, `#/inbox/review/${encodeURIComponent(target.id)}`);
    await expect(inbox.thread()).toHaveAttribute('data-review-id', target.id);
    if (target.content) await expect(inbox.thread()).toContainText(target.content.slice(0, 40));
    const { count: all } = await api.reviews.list({ limit: 1 });
    await inbox.waitForReviews(all);

    // The list shows the newest review date first (the date each row shows), the same minute by id.
    const everything: { id: string; publisherDate: string }[] = [];
    for await (const review of api.reviews.iterate({})) everything.push(review);
    const newest = everything
      .sort((a, b) =>
        a.publisherDate !== b.publisherDate
          ? a.publisherDate < b.publisherDate
            ? 1
            : -1
          : a.id < b.id
            ? 1
            : -1,
      )
      .slice(0, 3);
    // A fresh list (reloaded: the thread left in place would stay the list's selection, and j would go
    // on from it) starts at the top.
    await inbox.page.goto(inbox.page.url().replace(/#.*$/, '#/inbox'));
    await inbox.page.reload();
    await inbox.waitForReviews(all);
    await inbox.page.locator('body').press('j');
    await expect(inbox.thread()).toHaveAttribute('data-review-id', newest[0].id);
    await inbox.page.keyboard.press('j');
    await expect(inbox.thread()).toHaveAttribute('data-review-id', newest[1].id);
    await inbox.page.keyboard.press('j');
    await expect(inbox.thread()).toHaveAttribute('data-review-id', newest[2].id);
    await inbox.page.keyboard.press('k');
    await expect(inbox.thread()).toHaveAttribute('data-review-id', newest[1].id);
    await expect(inbox.list().locator('a[aria-current="true"]')).toHaveAttribute(
      'data-review-id',
      newest[1].id,
    );

    // ? shows the keys in a dialog; Esc closes it, and Esc again closes the thread.
    await inbox.page.keyboard.press('?');
    const dialog = inbox.page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Next review');
    await inbox.page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await inbox.page.keyboard.press('Escape');
    await expect(inbox.thread()).toHaveCount(0);
    expect(inbox.page.url()).toMatch(/#\/inbox$/);
  });
});

test('replies typed in the side panel land on the emulator once each: public, private (r + Ctrl+Enter), to a comment with its parentId; no composer where a publisher takes no replies', async ({
  openPage,
  emulator,
  connected,
}) => {
  const api = service(emulator);
  const { count: all } = await api.reviews.list({ limit: 1 });
  const inbox = await SidePanelInboxPage.open(openPage);
  await inbox.waitForReviews(all);
  const { page } = inbox;
  const openThread = async (id: string) => {
    await page.evaluate(
      (hash) => {
        window.location.hash = hash;
      },
      `#/inbox/review/${encodeURIComponent(id)}`,
    );
    await expect(inbox.thread()).toHaveAttribute('data-review-id', id);
  };
  const landed = async (id: string, message: string) =>
    (await api.reviews.get(id)).comments.filter((comment) => comment.message === message);

  // A public reply, sent with the button.
  const [first, second] = (await api.reviews.list({ limit: 2, publisherIds: ['BRANDCMYBUSINESS'] })).reviews;
  await openThread(first.id);
  const publicText = `Thank you, public ${Date.now()}`;
  await inbox.thread().getByRole('button', { name: 'Reply', exact: true }).click();
  await expect(inbox.replyText()).toBeFocused();
  await inbox.replyText().fill(publicText);
  await inbox.thread().getByRole('radio', { name: 'Public', exact: true }).check();
  await inbox.thread().getByRole('button', { name: 'Send reply' }).click();
  await expect(inbox.thread().getByText('Sent ✓')).toBeVisible({ timeout: 15_000 });
  await expect.poll(async () => (await landed(first.id, publicText)).length).toBe(1);
  expect((await landed(first.id, publicText))[0]).toMatchObject({
    visibility: 'PUBLIC',
    authorRole: 'BUSINESS_OWNER',
  });

  // A private reply: r focuses the text box, Ctrl+Enter sends.
  await openThread(second.id);
  await page.locator('body').click({ position: { x: 1, y: 1 } });
  await page.keyboard.press('r');
  await expect(inbox.replyText()).toBeFocused();
  const privateText = `Let us make it right, private ${Date.now()}`;
  await page.keyboard.type(privateText);
  await inbox.thread().getByRole('radio', { name: 'Private', exact: true }).check();
  await inbox.replyText().focus();
  await page.keyboard.press('Control+Enter');
  await expect(inbox.thread().getByText('Sent ✓')).toBeVisible({ timeout: 15_000 });
  await expect.poll(async () => (await landed(second.id, privateText)).length).toBe(1);
  expect((await landed(second.id, privateText))[0]).toMatchObject({ visibility: 'PRIVATE' });

  // A reply to a consumer's comment on the social network (BRANDB takes replies to comments).
  let withComment: { reviewId: string; commentId: string; author: string } | undefined;
  for await (const review of api.reviews.iterate({ publisherIds: ['BRANDB'] })) {
    const comment = review.comments.find((c) => c.authorRole === 'CONSUMER' && c.authorName);
    if (comment) {
      withComment = { reviewId: review.id, commentId: comment.id, author: comment.authorName };
      break;
    }
  }
  if (!withComment) throw new Error('the emulator seeded no BRANDB review with a consumer comment');
  await openThread(withComment.reviewId);
  await inbox
    .thread()
    .getByRole('button', { name: `Reply to ${withComment.author}` })
    .first()
    .click();
  await expect(inbox.thread().getByText(`Replying to ${withComment.author}`)).toBeVisible();
  await expect(inbox.replyText()).toBeFocused();
  const threadText = `Answering your comment ${Date.now()}`;
  await inbox.replyText().fill(threadText);
  await inbox.thread().getByRole('radio', { name: 'Public', exact: true }).check();
  await inbox.thread().getByRole('button', { name: 'Send reply' }).click();
  await expect
    .poll(async () => (await landed(withComment.reviewId, threadText)).length, { timeout: 15_000 })
    .toBe(1);
  expect((await landed(withComment.reviewId, threadText))[0].parentId).toBe(withComment.commentId);

  // A publisher without replies: the thread explains instead of offering a composer.
  const { reviews: others } = await api.reviews.list({ limit: 50 });
  const silent = others.find((review) => !['BRANDB', 'BRANDCMYBUSINESS'].includes(review.publisherId));
  if (!silent) throw new Error('no review on a publisher without replies among the newest 50');
  await openThread(silent.id);
  const silentName = (await api.listings.publishers()).find((p) => p.id === silent.publisherId)?.name;
  await expect(inbox.thread()).toContainText(`${silentName} does not take replies`);
  await expect(inbox.replyText()).toHaveCount(0);
});

test('a review that arrives while the panel is open shows at the top, unread; opening it marks it read', async ({
  openPage,
  emulator,
  connected,
}) => {
  const api = service(emulator);
  const { count: all } = await api.reviews.list({ limit: 1 });
  const inbox = await SidePanelInboxPage.open(openPage);
  await inbox.waitForReviews(all);
  const { reviews: locations } = await api.reviews.list({ limit: 1, publisherIds: ['BRANDB'] });
  const response = await fetch(`${emulator.baseUrl}/__emulator/reviews`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      locationId: locations[0].locationId,
      publisherId: 'BRANDB',
      rating: 2,
      content: 'Arrived while the panel was open',
      authorName: 'Robin Q.',
    }),
  });
  const added = { id: String(((await response.json()) as { id: string | number }).id) };
  // The popup asks the background for a refresh when it opens (the side panel has no Refresh of its own).
  const popup = await openPage('popup.html');
  await inbox.expectTotal(all + 1);
  await popup.close();
  const row = inbox.list().locator(`a.inbox-row[data-review-id="${added.id}"]`);
  await expect(row).toHaveAttribute('data-unread', 'true');
  await expect(inbox.rows().first()).toHaveAttribute('data-review-id', added.id);
  await expect(row).toContainText('Unread.');
  await (await inbox.openFilters()).getByLabel('Unread only').check();
  await inbox.expectTotal(1);

  await row.click();
  await expect(inbox.thread()).toHaveAttribute('data-review-id', added.id);
  await expect(inbox.thread()).toContainText('Arrived while the panel was open');
  // Read now: the row loses its unread mark and the Unread-only list empties.
  await inbox.expectTotal(0);
  await inbox.filters().getByLabel('Unread only').uncheck();
  await expect(row).not.toHaveAttribute('data-unread', 'true');
  // u marks it unread again.
  await inbox.page.locator('body').click({ position: { x: 1, y: 1 } });
  await inbox.page.keyboard.press('u');
  await expect(row).toHaveAttribute('data-unread', 'true');
  await expect(inbox.thread().getByRole('button', { name: 'Mark as read' })).toBeVisible();
});

test('Done takes a review out of every count at once: the list, the Inbox tab and the badge agree', async ({
  openPage,
  worker,
  connected,
}) => {
  // Options › The toolbar badge counts: reviews awaiting a response.
  await setBadgeMode(worker, 'awaiting');
  const inbox = await SidePanelInboxPage.open(openPage);
  await expect(inbox.rows().first()).toBeVisible({ timeout: 30_000 });
  await (await inbox.openFilters()).getByLabel('Awaiting response').check();
  const listed = await inbox.total();
  // The tab's number, by the words of its tooltip ("210 awaiting response").
  const tab = inbox.page.getByRole('link', { name: /^Inbox/ });
  const awaitingOf = async () =>
    Number((await tab.locator('[title]').getAttribute('title'))?.match(/^(\d+) awaiting/)?.[1]);
  const badgeOf = async () =>
    Number((await worker.evaluate(() => chrome.action.getTitle({}))).match(/(\d+) reviews? awaiting/)?.[1]);
  await expect.poll(awaitingOf).toBe(listed);
  await expect.poll(badgeOf).toBe(listed);

  await inbox.rows().first().click();
  await expect(inbox.thread()).toBeVisible();
  await inbox.page.keyboard.press('e');
  await inbox.expectTotal(listed - 1);
  await expect.poll(badgeOf).toBe(listed - 1);
  await expect.poll(awaitingOf).toBe(listed - 1);
});

test('Send under "Awaiting response" goes on to the next review waiting, saying the reply is on its way; the reply lands once', async ({
  openPage,
  emulator,
  connected,
}) => {
  const api = service(emulator);
  const inbox = await SidePanelInboxPage.open(openPage);
  await expect(inbox.rows().first()).toBeVisible({ timeout: 30_000 });
  await (await inbox.openFilters()).getByLabel('Awaiting response').check();
  const waiting = await inbox.total();
  const [first, second] = await inbox
    .rows()
    .evaluateAll((rows) => rows.slice(0, 2).map((row) => row.getAttribute('data-review-id') ?? ''));
  await inbox.row(first).click();
  await expect(inbox.thread()).toHaveAttribute('data-review-id', first);
  const text = `Thank you for telling us ${Date.now()}`;
  await inbox.replyText().fill(text);
  await inbox.thread().getByRole('radio', { name: 'Public', exact: true }).check();
  await inbox.thread().getByRole('button', { name: 'Send reply' }).click();

  await expect(inbox.thread()).toHaveAttribute('data-review-id', second);
  await expect(inbox.page.getByRole('status').filter({ hasText: 'Reply on its way.' })).toBeVisible();
  await expect(inbox.page.getByText('Not in the current search or filters')).toHaveCount(0);
  await inbox.expectTotal(waiting - 1);
  await expect
    .poll(async () => (await api.reviews.get(first)).comments.filter((c) => c.message === text).length)
    .toBe(1);
});
