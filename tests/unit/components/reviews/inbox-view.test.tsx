import '../../i18n-setup';
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import InboxView from '@/components/reviews/inbox-view';
import { announceChange } from '@/lib/cache/changes';
import { openCache } from '@/lib/cache/db';
import { formatClockTime } from '@/lib/clock/clock-time';
import { markFailed, newOutboxItem, startAttempt } from '@/lib/outbox/outbox-machine';
import { putOutboxItem } from '@/lib/outbox/outbox-store';
import { inboxSortItem } from '@/lib/reviews/inbox-sort-setting';
import { readReview, saveDraft } from '@/lib/reviews/review-cache';
import { cacheReviews, markReviews } from '@/lib/reviews/review-cache-writes';
import { initialSyncState, saveSyncState } from '@/lib/sync/sync-state';
import { comment, listReview } from '../../lib/reviews/fixtures';
import { fakeListLayout } from '../ui/fake-list-layout';
import { ACCOUNT, answerInboxMessage, looks, route, seedInbox, sent } from './inbox-fixture';

const { answeredBy } = await vi.hoisted(() => import('../../fake-messaging'));
vi.mock(
  '@/lib/messaging',
  answeredBy(() => answerInboxMessage),
);

beforeEach(seedInbox);
afterEach(cleanup);

/** The ids of the rows the list shows, in order. */
const shownIds = (container: Element) =>
  Array.from(container.querySelectorAll('.inbox-row[data-review-id]')).map((row) =>
    row.getAttribute('data-review-id'),
  );

describe('InboxView thread', () => {
  it('nests comments by parentId, shows author, visibility and role, and renders third-party text inert', async () => {
    const { container } = render(<InboxView route={route('review', 'social')} accountId={ACCOUNT} />);
    const thread = await screen.findByRole('article', { name: 'Jordan P.' });
    const comments = within(thread).getByRole('region', { name: 'Comments' });
    const top = comments.querySelector(':scope > ul > li[data-comment-id="c1"]');
    expect(top).toBeTruthy();
    const reply = top?.querySelector(':scope > ul > li[data-comment-id="c2"]');
    expect(reply?.textContent).toContain('You are welcome');
    expect(reply?.textContent).toContain('Customer');
    // No visibility on a comment reads as the service's default, private.
    expect(reply?.querySelector('.comment__meta')?.textContent).toContain('private');
    expect(reply?.querySelector(':scope > ul > li[data-comment-id="c3"]')?.textContent).toContain(
      'See you soon',
    );
    expect(top?.querySelector('.comment__meta')?.textContent).toContain('public');
    // The payload is text, and the javascript: URL is no link.
    expect(thread.textContent).toContain('<script>alert(2)</script>');
    expect(container.querySelector('script, img')).toBeNull();
    expect(container.querySelector('a[href^="javascript"]')).toBeNull();
  });

  it('offers Reply on comments only where the publisher takes replies to comments, and opens the composer for it', async () => {
    const view = render(<InboxView route={route('review', 'social')} accountId={ACCOUNT} />);
    const thread = await screen.findByRole('article', { name: 'Jordan P.' });
    const replies = within(thread).getAllByRole('button', { name: /^Reply to / });
    expect(replies).toHaveLength(3);
    fireEvent.click(within(thread).getByRole('button', { name: 'Reply to Jordan P.' }));
    expect(await within(thread).findByText('Replying to Jordan P.')).toBeTruthy();
    view.unmount();

    render(<InboxView route={route('review', 'maps')} accountId={ACCOUNT} />);
    const maps = await screen.findByRole('article', { name: 'Sam R.' });
    expect(within(maps).queryAllByRole('button', { name: /^Reply to / })).toHaveLength(0);
    expect(within(maps).getByRole('textbox', { name: 'Reply text' })).toBeTruthy();
  });

  it('opening a review marks it read; the button toggles it back', async () => {
    render(<InboxView route={route('review', 'old')} accountId={ACCOUNT} />);
    await waitFor(() =>
      expect(sent).toContainEqual({
        type: 'markReviewsRead',
        data: { accountId: ACCOUNT, reviewIds: ['old'], read: true },
      }),
    );
    const thread = await screen.findByRole('article', { name: 'Sam R.' });
    fireEvent.click(await within(thread).findByRole('button', { name: 'Mark as unread' }));
    await waitFor(() =>
      expect(sent).toContainEqual({
        type: 'markReviewsRead',
        data: { accountId: ACCOUNT, reviewIds: ['old'], read: false },
      }),
    );
  });
});

describe('InboxView edited, removed and followed-up reviews', () => {
  it('an edited review says "Edited ★2 → ★4" on its row and thread, which keeps the earlier text; a removed one says so and takes no reply; a follow-up is unread, saying who', async () => {
    onTestFinished(fakeListLayout({ scroller: 'inbox-list', viewport: 600 }));
    const seen = (reviews: ReturnType<typeof listReview>[], origin: 'poll' | 'backfill') =>
      cacheReviews(ACCOUNT, reviews, () => origin, Date.now());
    await seen(
      [
        listReview({
          id: 'edited',
          publisherId: 'BRANDB',
          lastServiceUpdateTime: '2026-11-21T10:00',
          content: 'Cold coffee',
          rating: 2,
        }),
        listReview({
          id: 'gone',
          publisherId: 'BRANDB',
          lastServiceUpdateTime: '2026-11-21T09:00',
          content: 'Lovely staff',
          rating: 5,
        }),
        listReview({
          id: 'followed',
          publisherId: 'BRANDB',
          lastServiceUpdateTime: '2026-11-21T08:00',
          content: 'Cold soup',
          comments: [comment({ id: 'ours', message: 'Sorry, Dawn. Next bowl is on us.' })],
        }),
      ],
      'backfill',
    );
    await seen(
      [
        listReview({
          id: 'edited',
          publisherId: 'BRANDB',
          lastServiceUpdateTime: '2026-11-22T10:00',
          content: 'Much better the second time',
          rating: 4,
        }),
        listReview({
          id: 'gone',
          publisherId: 'BRANDB',
          lastServiceUpdateTime: '2026-11-22T09:00',
          content: 'Lovely staff',
          rating: 5,
          status: 'REMOVED',
        }),
        listReview({
          id: 'followed',
          publisherId: 'BRANDB',
          lastServiceUpdateTime: '2026-11-22T08:00',
          content: 'Cold soup',
          comments: [
            comment({ id: 'ours', message: 'Sorry, Dawn. Next bowl is on us.' }),
            comment({
              id: 'hers',
              parentId: 'ours',
              authorRole: 'CONSUMER',
              authorName: 'Dawn',
              message: 'Thanks! See you Friday.',
            }),
          ],
        }),
      ],
      'poll',
    );
    const { container, rerender } = render(<InboxView route={route()} accountId={ACCOUNT} />);
    const row = (id: string) => container.querySelector(`.inbox-row[data-review-id="${id}"]`);
    await waitFor(() => expect(row('edited')?.textContent).toContain('Edited ★2 → ★4'));
    expect(row('gone')?.textContent).toContain('Removed by the publisher');
    expect(row('followed')?.getAttribute('data-unread')).toBe('true');
    expect(row('followed')?.textContent).toContain('New comment from Dawn');

    window.location.hash = '#/inbox/review/edited';
    rerender(<InboxView route={route('review', 'edited')} accountId={ACCOUNT} />);
    const thread = () => container.querySelector('article.review-thread') as HTMLElement;
    await waitFor(() => expect(thread()?.getAttribute('data-review-id')).toBe('edited'));
    expect(thread().textContent).toContain('Edited ★2 → ★4');
    expect(thread().textContent).toContain('Much better the second time');
    fireEvent.click(within(thread()).getByText('Show earlier text'));
    expect(thread().querySelector('.review-thread__earlier')?.textContent).toContain('Cold coffee');

    window.location.hash = '#/inbox/review/gone';
    rerender(<InboxView route={route('review', 'gone')} accountId={ACCOUNT} />);
    await waitFor(() => expect(thread()?.getAttribute('data-review-id')).toBe('gone'));
    expect(thread().textContent).toContain('Lovely staff');
    expect(thread().textContent).toContain('Removed by the publisher');
    expect(within(thread()).queryByRole('button', { name: 'Reply' })).toBeNull();
    expect(within(thread()).queryByRole('textbox', { name: 'Reply text' })).toBeNull();
  });
});

describe('InboxView list', () => {
  it('says the person looked as it opens, and again when the reviews it shows change (lib/reviews/looked.ts)', async () => {
    render(<InboxView route={route()} accountId={ACCOUNT} />);
    await waitFor(() => expect(looks).toEqual([[ACCOUNT]]));
    await cacheReviews(ACCOUNT, [listReview({ id: 'arrived' })], () => 'poll', Date.now());
    // Once a second at most while the reviews keep changing (a first download writes page after page).
    await waitFor(() => expect(looks).toEqual([[ACCOUNT], [ACCOUNT]]), { timeout: 3000 });
  });

  it('#/inbox/location/<id> presets the location filter', async () => {
    await cacheReviews(
      ACCOUNT,
      [listReview({ id: 'elsewhere', locationId: 'loc9' })],
      () => 'poll',
      Date.now(),
    );
    const { container } = render(<InboxView route={route('location', 'loc9')} accountId={ACCOUNT} />);
    await waitFor(() =>
      expect(container.querySelector('.inbox-column__count')?.getAttribute('data-total')).toBe('1'),
    );
    expect(screen.getByRole('combobox', { name: 'Location' })).toHaveProperty('value', 'loc9');
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() =>
      expect(container.querySelector('.inbox-column__count')?.getAttribute('data-total')).toBe('4'),
    );
  });

  it("a review's row says when a reply to it is waiting in the outbox", async () => {
    const failed = markFailed(
      startAttempt(
        newOutboxItem({ accountId: ACCOUNT, reviewId: 'maps', visibility: 'PUBLIC', content: 'Hi' }, 'o1', 1),
        Date.now(),
      ),
      { message: 'HTTP 503', status: 503 },
      Date.now(),
    );
    await putOutboxItem(failed);
    // The list is virtualized: give it room for its rows.
    const restore = fakeListLayout({ scroller: 'inbox-list', viewport: 600 });
    onTestFinished(restore);
    const { container } = render(<InboxView route={route()} accountId={ACCOUNT} />);
    // The one clock-time formatter, as the header writes times (lib/clock/clock-time.ts).
    const time = formatClockTime(failed.nextAttemptAt!, Date.now());
    await waitFor(() =>
      expect(container.querySelector('[data-review-id="maps"]')?.textContent).toContain(
        `Reply waiting · next try ${time}`,
      ),
    );
    expect(container.querySelector('[data-review-id="social"]')?.textContent).not.toContain('Reply');
  });
});

describe('InboxView names', () => {
  it('row, thread and filters name locations and publishers, with stand-ins until the names are cached', async () => {
    onTestFinished(fakeListLayout({ scroller: 'inbox-list', viewport: 600 }));
    render(<InboxView route={route('review', 'maps')} accountId={ACCOUNT} />);
    const meta = () => document.querySelector('.review-thread__meta')?.textContent ?? '';
    await waitFor(() => expect(meta()).toMatch(/^Location loc1 · Brandcmybusiness · /));
    const options = (name: string) =>
      Array.from((screen.getByRole('combobox', { name }) as HTMLSelectElement).options).map((o) => o.text);
    await waitFor(() => expect(options('Location')).toEqual(['All locations', 'Location loc1']));

    const db = await openCache();
    await db.put('locations', { accountId: ACCOUNT, id: 'loc1', locationName: 'Downtown' });
    await db.put('publishers', { accountId: ACCOUNT, id: 'BRANDCMYBUSINESS', name: 'BrandC My Business' });
    await db.put('publishers', { accountId: ACCOUNT, id: 'BRANDB', name: 'BrandB' });
    announceChange({ accountId: ACCOUNT, stores: ['locations', 'publishers'] });

    await waitFor(() => expect(meta()).toMatch(/^Downtown · BrandC My Business · /));
    expect(screen.getByText('Downtown', { selector: '.review-thread__meta span' }).title).toBe(
      'Downtown (id loc1)',
    );
    expect(options('Location')).toEqual(['All locations', 'Downtown']);
    expect(options('Publisher')).toEqual(['All publishers', 'Branda', 'BrandB', 'BrandC My Business']);
    // The row and the thread's link to the review on its publisher name it too.
    await waitFor(() =>
      expect(document.querySelector('.inbox-row[data-review-id="maps"]')?.textContent).toContain(
        'Downtown · BrandC My Business',
      ),
    );
    expect(screen.getByRole('link', { name: /^View on BrandC My Business/ })).toBeTruthy();
  });
});

describe('InboxView places', () => {
  it("filters by a location's folder and label, read from the cached locations with their names", async () => {
    onTestFinished(fakeListLayout({ scroller: 'inbox-list', viewport: 600 }));
    await cacheReviews(
      ACCOUNT,
      [
        listReview({
          id: 'uptown',
          locationId: 'loc2',
          publisherId: 'BRANDA',
          publisherDate: '2026-11-17T09:00',
          lastServiceUpdateTime: '2026-11-17T12:00',
        }),
      ],
      () => 'poll',
      Date.now(),
    );
    const db = await openCache();
    await db.put('locations', {
      accountId: ACCOUNT,
      id: 'loc1',
      locationName: 'Downtown',
      folderId: '41',
      labels: ['Flagship'],
    });
    await db.put('locations', { accountId: ACCOUNT, id: 'loc2', locationName: 'Uptown', folderId: '42' });
    const { container } = render(<InboxView route={route()} accountId={ACCOUNT} />);
    const options = (name: string) =>
      Array.from((screen.getByRole('combobox', { name }) as HTMLSelectElement).options).map((o) => o.text);
    await waitFor(() => expect(shownIds(container)).toEqual(['social', 'maps', 'old', 'uptown']));
    await waitFor(() => expect(options('Label')).toEqual(['All labels', 'Flagship']));
    // A folder by the locations in it: the service gives it an id, not a name.
    expect(options('Folder')).toEqual(['All folders', 'Folder 41: Downtown', 'Folder 42: Uptown']);
    await waitFor(() => expect(options('Location')).toEqual(['All locations', 'Downtown', 'Uptown']));

    fireEvent.change(screen.getByRole('combobox', { name: 'Folder' }), { target: { value: '42' } });
    await waitFor(() => expect(shownIds(container)).toEqual(['uptown']));
    // The choice in full on hover, where the closed select may cut it.
    expect(screen.getByRole('combobox', { name: 'Folder' }).getAttribute('title')).toBe('Folder 42: Uptown');
    fireEvent.change(screen.getByRole('combobox', { name: 'Folder' }), { target: { value: '' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Label' }), { target: { value: 'Flagship' } });
    await waitFor(() => expect(shownIds(container)).toEqual(['social', 'maps', 'old']));
  });
});

describe('InboxView hostile names', () => {
  it('a hostile location name shows as text in the row, the thread and the Location filter, never as markup', async () => {
    onTestFinished(fakeListLayout({ scroller: 'inbox-list', viewport: 600 }));
    const hostile = '<img src=x onerror=alert(1)>Hostile Bakery';
    const db = await openCache();
    await db.put('locations', { accountId: ACCOUNT, id: 'loc1', locationName: hostile });
    const { container } = render(<InboxView route={route('review', 'maps')} accountId={ACCOUNT} />);
    await waitFor(() =>
      expect(container.querySelector('.inbox-row[data-review-id="maps"]')?.textContent).toContain(hostile),
    );
    expect(container.querySelector('.review-thread__meta')?.textContent).toContain(hostile);
    const location = screen.getByRole('combobox', { name: 'Location' }) as HTMLSelectElement;
    await waitFor(() => expect(Array.from(location.options).map((option) => option.text)).toContain(hostile));
    expect(container.querySelector('img[src="x"], [onerror]')).toBeNull();
  });
});

describe('InboxView keys', () => {
  it('j/k step through the list newest first, u toggles read, ? opens the shortcuts, keys sleep in text boxes', async () => {
    const { container, rerender } = render(<InboxView route={route()} accountId={ACCOUNT} />);
    await waitFor(() =>
      expect(container.querySelector('.inbox-column__count')?.getAttribute('data-total')).toBe('3'),
    );
    fireEvent.keyDown(document.body, { key: 'j' });
    expect(window.location.hash).toBe('#/inbox/review/social');
    rerender(<InboxView route={route('review', 'social')} accountId={ACCOUNT} />);
    fireEvent.keyDown(document.body, { key: 'j' });
    expect(window.location.hash).toBe('#/inbox/review/maps');
    rerender(<InboxView route={route('review', 'maps')} accountId={ACCOUNT} />);
    fireEvent.keyDown(document.body, { key: 'k' });
    expect(window.location.hash).toBe('#/inbox/review/social');
    rerender(<InboxView route={route('review', 'social')} accountId={ACCOUNT} />);

    // Typing a j into the search box moves nothing.
    const search = screen.getByRole('searchbox', { name: 'Search reviews' });
    fireEvent.keyDown(search, { key: 'j' });
    expect(window.location.hash).toBe('#/inbox/review/social');

    sent.length = 0;
    fireEvent.keyDown(document.body, { key: 'u' });
    await waitFor(() => expect(sent.map((call) => call.type)).toContain('markReviewsRead'));

    fireEvent.keyDown(document.body, { key: '?' });
    const dialog = container.querySelector('dialog.inbox-shortcuts');
    expect(dialog?.textContent).toContain('Next review');
    expect(dialog?.getAttribute('aria-labelledby')).toBeTruthy();

    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(window.location.hash).toBe('#/inbox');
  });
});

describe('InboxView sort and triage', () => {
  it('Sort orders the rows by the date they show and is kept for the next opening', async () => {
    const restore = fakeListLayout({ scroller: 'inbox-list', viewport: 600 });
    onTestFinished(restore);
    const first = render(<InboxView route={route()} accountId={ACCOUNT} />);
    await waitFor(() => expect(shownIds(first.container)).toEqual(['social', 'maps', 'old']));
    // The footer says what it counts (once counted: the first rows may show before).
    await waitFor(() =>
      expect(first.container.querySelector('.inbox-column__count')?.textContent).toBe('1–3 of 3 reviews'),
    );
    const dates = Array.from(first.container.querySelectorAll('.inbox-row__date'));
    expect(dates.map((time) => time.getAttribute('datetime'))).toEqual([
      '2026-11-20T09:00:00.000Z',
      '2026-11-19T09:00:00.000Z',
      '2026-11-18T09:00:00.000Z',
    ]);
    // The absolute date and time on hover.
    expect(dates[0].getAttribute('title')).toBeTruthy();
    const sort = screen.getByRole('combobox', { name: 'Sort' }) as HTMLSelectElement;
    expect(Array.from(sort.options).map((option) => option.text)).toEqual([
      'Newest',
      'Oldest',
      'Lowest rating',
      'Highest rating',
      'Waiting longest',
      // Added deliberately: Options › Response targets' due times.
      'Due soonest',
    ]);
    fireEvent.change(sort, { target: { value: 'oldest' } });
    await waitFor(() => expect(shownIds(first.container)).toEqual(['old', 'maps', 'social']));
    expect(await inboxSortItem.getValue()).toBe('oldest');
    first.unmount();

    const again = render(<InboxView route={route()} accountId={ACCOUNT} />);
    await waitFor(() => expect(shownIds(again.container)).toEqual(['old', 'maps', 'social']));
    expect((screen.getByRole('combobox', { name: 'Sort' }) as HTMLSelectElement).value).toBe('oldest');
  });

  it('Mark all read marks every match of the filter and nothing else; Shift+I does the same', async () => {
    const { container } = render(<InboxView route={route()} accountId={ACCOUNT} />);
    await waitFor(() =>
      expect(container.querySelector('.inbox-column__count')?.getAttribute('data-total')).toBe('3'),
    );
    const publisher = screen.getByRole('combobox', { name: 'Publisher' });
    fireEvent.change(publisher, { target: { value: 'BRANDB' } });
    await waitFor(() =>
      expect(container.querySelector('.inbox-column__count')?.getAttribute('data-total')).toBe('1'),
    );
    sent.length = 0;
    fireEvent.click(screen.getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      type: 'markReviewsRead',
      data: { accountId: ACCOUNT, reviewIds: ['social'], read: true },
    });
    expect((await readReview(ACCOUNT, 'social'))?.read).toBe(true);
    expect((await readReview(ACCOUNT, 'maps'))?.read).toBe(false);
    expect((await readReview(ACCOUNT, 'old'))?.read).toBe(false);
    // Nothing unread left under this filter: the button says so by being off.
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Mark all read' }) as HTMLButtonElement).disabled).toBe(
        true,
      ),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() =>
      expect(container.querySelector('.inbox-column__count')?.getAttribute('data-total')).toBe('3'),
    );
    sent.length = 0;
    fireEvent.keyDown(document.body, { key: 'I', shiftKey: true });
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].data).toEqual({ accountId: ACCOUNT, reviewIds: ['maps', 'old'], read: true });
    expect((await readReview(ACCOUNT, 'old'))?.read).toBe(true);
  });

  it('e sets the open review aside as Done: out of the Inbox, found again with Done only', async () => {
    const restore = fakeListLayout({ scroller: 'inbox-list', viewport: 600 });
    onTestFinished(restore);
    const { container } = render(<InboxView route={route('review', 'maps')} accountId={ACCOUNT} />);
    await waitFor(() => expect(shownIds(container)).toEqual(['social', 'maps', 'old']));
    await screen.findByRole('button', { name: 'Done' });
    fireEvent.keyDown(document.body, { key: 'e' });
    await waitFor(() => expect(shownIds(container)).toEqual(['social', 'old']));
    expect(sent.at(-1)).toEqual({
      type: 'markReviewsDone',
      data: { accountId: ACCOUNT, reviewIds: ['maps'], done: true },
    });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Done only' }));
    await waitFor(() => expect(shownIds(container)).toEqual(['maps']));
    // Back to Inbox from the thread undoes it.
    fireEvent.click(await screen.findByRole('button', { name: 'Back to Inbox' }));
    await waitFor(() => expect(shownIds(container)).toEqual([]));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Done only' }));
    await waitFor(() => expect(shownIds(container)).toEqual(['social', 'maps', 'old']));
    // e toggles: the open review is set aside again, and e brings it back.
    fireEvent.keyDown(document.body, { key: 'e' });
    await waitFor(() => expect(shownIds(container)).toEqual(['social', 'old']));
    fireEvent.keyDown(document.body, { key: 'e' });
    await waitFor(() => expect(shownIds(container)).toEqual(['social', 'maps', 'old']));
    // Done is the extension's own mark: the background got the marks (and the names' refresh, a
    // read), nothing that changes the service.
    expect(new Set(sent.map((call) => call.type))).toEqual(
      new Set(['markReviewsRead', 'markReviewsDone', 'refreshListingOverview']),
    );
  });

  it('Done on the open review goes on to the next one with a neutral note, and its Undo brings the review back', async () => {
    onTestFinished(fakeListLayout({ scroller: 'inbox-list', viewport: 600 }));
    const { container } = render(<InboxView route={route('review', 'maps')} accountId={ACCOUNT} />);
    await waitFor(() => expect(shownIds(container)).toEqual(['social', 'maps', 'old']));
    await screen.findByRole('button', { name: 'Done' });
    fireEvent.keyDown(document.body, { key: 'e' });
    // The review after it in the list is opened; what was done is said, not "not in the filters".
    await waitFor(() => expect(window.location.hash).toBe('#/inbox/review/old'));
    const note = (await screen.findByText('Marked Done. Here is the next review.')).closest(
      '[role="status"]',
    );
    expect(note?.classList.contains('banner--success')).toBe(true);
    expect(screen.queryByText('Not in the current search or filters')).toBeNull();
    await waitFor(() => expect(shownIds(container)).toEqual(['social', 'old']));

    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(shownIds(container)).toEqual(['social', 'maps', 'old']));
    expect(sent.at(-1)).toEqual({
      type: 'markReviewsDone',
      data: { accountId: ACCOUNT, reviewIds: ['maps'], done: false },
    });
    expect(window.location.hash).toBe('#/inbox/review/maps');
    expect(screen.queryByText(/^Marked Done/)).toBeNull();
  });

  it('Done on the last review of the list closes the thread and still says what was done, with Undo', async () => {
    onTestFinished(fakeListLayout({ scroller: 'inbox-list', viewport: 600 }));
    await markReviews(ACCOUNT, ['social', 'old'], { done: true });
    const { container, rerender } = render(<InboxView route={route('review', 'maps')} accountId={ACCOUNT} />);
    await waitFor(() => expect(shownIds(container)).toEqual(['maps']));
    await screen.findByRole('button', { name: 'Done' });
    fireEvent.keyDown(document.body, { key: 'e' });
    await waitFor(() => expect(window.location.hash).toBe('#/inbox'));
    // The panel follows its address: the inbox with no review open, the note over it.
    rerender(<InboxView route={route()} accountId={ACCOUNT} />);
    await waitFor(() => expect(shownIds(container)).toEqual([]));
    expect(screen.getByText('Marked Done. No other review in this list.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(shownIds(container)).toEqual(['maps']));
    expect(window.location.hash).toBe('#/inbox/review/maps');
  });

  it("a row's excerpt leads with the review's title, then its text", async () => {
    onTestFinished(fakeListLayout({ scroller: 'inbox-list', viewport: 600 }));
    await cacheReviews(
      ACCOUNT,
      [
        listReview({ id: 'titled', title: 'Dishonest', content: 'They charged me twice.' }),
        listReview({ id: 'bare', title: 'Great', content: '' }),
      ],
      () => 'backfill',
      Date.now(),
    );
    const { container } = render(<InboxView route={route()} accountId={ACCOUNT} />);
    const text = async (id: string) => {
      await waitFor(() => expect(container.querySelector(`[data-review-id="${id}"]`)).toBeTruthy());
      return container.querySelector(`[data-review-id="${id}"] .inbox-row__text`);
    };
    const titled = await text('titled');
    expect(titled?.textContent).toBe('Dishonest — They charged me twice.');
    expect(titled?.querySelector('.inbox-row__title')?.textContent).toBe('Dishonest');
    expect((await text('bare'))?.textContent).toBe('Great');
  });

  it('a review with a half-written reply says Draft, and the Drafts filter finds it', async () => {
    const restore = fakeListLayout({ scroller: 'inbox-list', viewport: 600 });
    onTestFinished(restore);
    const { container } = render(<InboxView route={route()} accountId={ACCOUNT} />);
    await waitFor(() => expect(shownIds(container)).toEqual(['social', 'maps', 'old']));
    const drafted = () =>
      Array.from(container.querySelectorAll('.inbox-row'))
        .filter((row) => row.querySelector('.inbox-row__draft')?.textContent === 'Draft')
        .map((row) => row.getAttribute('data-review-id'));
    expect(drafted()).toEqual([]);
    await saveDraft({ accountId: ACCOUNT, reviewId: 'maps', text: 'Hi Ana, about' });
    await waitFor(() => expect(drafted()).toEqual(['maps']));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Drafts' }));
    await waitFor(() => expect(shownIds(container)).toEqual(['maps']));
    // Sent (or emptied), the draft goes, and with it the row from the Drafts filter.
    await saveDraft({ accountId: ACCOUNT, reviewId: 'maps', text: '' });
    await waitFor(() => expect(shownIds(container)).toEqual([]));
  });
});

describe('InboxView when older reviews were left out', () => {
  it('says under the count that the newest are shown and older ones are not kept on this device', async () => {
    const restore = fakeListLayout({ scroller: 'inbox-list', viewport: 600 });
    onTestFinished(restore);
    const { container } = render(<InboxView route={route()} accountId={ACCOUNT} />);
    await waitFor(() =>
      expect(container.querySelector('.inbox-column__count')?.textContent).toBe('1–3 of 3 reviews'),
    );
    expect(container.querySelector('.inbox-column__left-out')).toBeNull();
    // The backfill stopped at the reviews the cache keeps per account.
    await saveSyncState({ ...initialSyncState(ACCOUNT, 0), backfill: null, olderLeftOut: 150_000 });
    expect(
      await screen.findByText('Showing the newest 150,000; older reviews are left out on this device'),
    ).toBeTruthy();
  });
});
