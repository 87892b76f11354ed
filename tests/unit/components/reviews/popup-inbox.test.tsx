import '../../i18n-setup';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { PopupInbox } from '@/components/reviews/popup-inbox';
import { announceChange } from '@/lib/cache/changes';
import { formatClockTime } from '@/lib/clock/clock-time';
import { markFailed, markSent, newOutboxItem, startAttempt } from '@/lib/outbox/outbox-machine';
import { putOutboxItem } from '@/lib/outbox/outbox-store';
import { refreshDueFirst } from '@/lib/reputation/overdue';
import { popupSortItem } from '@/lib/reviews/popup-sort-setting';
import { DEFAULT_RESPONSE_TARGETS, saveResponseTargets } from '@/lib/reviews/response-targets';
import { readReview, saveDraft } from '@/lib/reviews/review-cache';
import { addPostedComment, markReviews } from '@/lib/reviews/review-cache-writes';
import { comment, listReview } from '../../lib/reviews/fixtures';
import { calls, fakeSendMessage, resetCache, seedNames, seedReviews } from './fake-background';

const { answeredBy } = await vi.hoisted(() => import('../../fake-messaging'));
vi.mock(
  '@/lib/messaging',
  answeredBy(() => fakeSendMessage),
);

const ACCOUNT = 'acc';

beforeEach(async () => {
  fakeBrowser.reset();
  await resetCache();
  // These tests read the newest-first list: with no response targets nothing is overdue, so none
  // leads it (the overdue lead has its own test, under the default targets).
  await saveResponseTargets({ all: { low: null, rest: null }, accounts: {} });
});
afterEach(cleanup);

const items = async () =>
  within(await screen.findByRole('list', { name: /Reviews/ })).getAllByRole('listitem');

describe('PopupInbox', () => {
  it('nothing cached: the empty state, and one refresh asked on open', async () => {
    const { unmount } = render(<PopupInbox accountId="empty" />);
    expect(await screen.findByRole('heading', { name: 'No reviews yet' })).toBeTruthy();
    await waitFor(() => expect(calls.filter((call) => call.type === 'refreshReviews')).toHaveLength(1));
    // Back to the tab later in the same popup: no second refresh.
    unmount();
    render(<PopupInbox accountId="empty" />);
    expect(await screen.findByRole('heading', { name: 'No reviews yet' })).toBeTruthy();
    expect(calls.filter((call) => call.type === 'refreshReviews')).toHaveLength(1);
  });

  it('newest review date first, whatever was updated or read last; rating, publisher, location, author and text', async () => {
    await seedReviews(
      ACCOUNT,
      [
        listReview({
          id: 'old',
          publisherDate: '2026-10-01T10:00',
          lastServiceUpdateTime: '2026-11-05T10:00',
          content: 'Old and answered',
          comments: [comment()],
        }),
        listReview({
          id: 'waiting',
          publisherDate: '2026-11-02T10:00',
          lastServiceUpdateTime: '2026-11-02T10:00',
          content: 'Still waiting',
          rating: 2,
        }),
      ],
      'backfill',
    );
    await seedReviews(ACCOUNT, [
      listReview({
        id: 'new-answered',
        publisherDate: '2026-11-01T10:00',
        lastServiceUpdateTime: '2026-11-03T10:00',
        content: 'New, answered',
        comments: [comment()],
      }),
      listReview({
        id: 'new-waiting',
        publisherDate: '2026-11-02T09:00',
        lastServiceUpdateTime: '2026-11-02T09:00',
        content: 'New and waiting',
        authorName: 'Jordan P.',
        rating: 1,
        publisherId: 'BRANDCMYBUSINESS',
      }),
    ]);
    await seedNames(ACCOUNT, {
      locations: { loc1: 'Downtown' },
      publishers: { BRANDCMYBUSINESS: 'BrandC My Business' },
    });
    render(<PopupInbox accountId={ACCOUNT} />);
    const rows = await items();
    expect(rows.map((row) => row.querySelector('.popup-review__text')?.textContent)).toEqual([
      'Still waiting',
      'New and waiting',
      'New, answered',
      'Old and answered',
    ]);
    // The dates shown read in the same order.
    const shown = rows.map((row) => row.querySelector('time')?.getAttribute('datetime') ?? '');
    expect(shown).toEqual([...shown].sort().reverse());
    expect(shown[0]).toBe('2026-11-02T10:00:00.000Z');
    const first = within(rows[1]);
    expect(first.getByRole('img', { name: '1 out of 5 stars' })).toBeTruthy();
    // Names, never ids; the ids stay in the tooltips.
    const where = rows[1].querySelector('.popup-review__where')?.textContent ?? '';
    expect(where).toMatch(/^BrandC My Business · Downtown · /);
    expect(first.getByText('Downtown').getAttribute('title')).toBe('Downtown (id loc1)');
    expect(first.getByText('BrandC My Business').getAttribute('title')).toBe(
      'BrandC My Business (id BRANDCMYBUSINESS)',
    );
    expect(first.getByText('— Jordan P.')).toBeTruthy();
    expect(first.getByText('New')).toBeTruthy();
    expect(first.getByText('Awaiting response')).toBeTruthy();
    expect(first.getByRole('button', { name: 'Open in side panel' })).toBeTruthy();
  });

  it('leads with what is overdue, the most overdue first, also beyond the newest; then the newest', async () => {
    await saveResponseTargets(DEFAULT_RESPONSE_TARGETS);
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString().slice(0, 16);
    // 30 fresh reviews fill the newest; an overdue 1★ from 40 days ago is not among them.
    const fresh = Array.from({ length: 30 }, (_, i) =>
      listReview({ id: `fresh${i}`, rating: 5, publisherDate: hoursAgo(1 + i / 30), content: `Fresh ${i}` }),
    );
    await seedReviews(
      ACCOUNT,
      [
        ...fresh,
        listReview({
          id: 'ancient',
          rating: 1,
          publisherDate: hoursAgo(40 * 24),
          content: 'Ancient and late',
        }),
        listReview({
          id: 'answered',
          rating: 1,
          publisherDate: hoursAgo(50 * 24),
          content: 'Answered',
          comments: [comment()],
        }),
      ],
      'backfill',
    );
    await seedReviews(ACCOUNT, [
      listReview({ id: 'late', rating: 2, publisherDate: hoursAgo(30), content: 'Late by 6 hours' }),
    ]);
    // What the background notes after each sync.
    await refreshDueFirst(ACCOUNT);
    render(<PopupInbox accountId={ACCOUNT} total={33} />);
    // The seeding's change events may bring a second read: what counts is what the list settles on.
    await waitFor(async () => expect(await items()).toHaveLength(30));
    const texts = (await items()).map((row) => row.querySelector('.popup-review__text')?.textContent);
    expect(texts.slice(0, 3)).toEqual(['Ancient and late', 'Late by 6 hours', 'Fresh 0']);
    expect(texts).not.toContain('Answered');
    expect(
      screen.getByText(
        'Showing what is overdue, then the most recent, 30 in all. Open the side panel for all 33.',
      ),
    ).toBeTruthy();
  });

  it('a card whose review holds a half-written reply says Draft', async () => {
    await seedReviews(ACCOUNT, [
      listReview({ id: 'a', publisherDate: '2026-11-03T10:00', content: 'With a draft' }),
      listReview({ id: 'b', publisherDate: '2026-11-02T10:00', content: 'Without' }),
    ]);
    await saveDraft({ accountId: ACCOUNT, reviewId: 'a', text: 'Thank you for' });
    render(<PopupInbox accountId={ACCOUNT} />);
    const rows = await items();
    await waitFor(() => expect(within(rows[0]).getByText('Draft')).toBeTruthy());
    expect(within(rows[1]).queryByText('Draft')).toBeNull();
  });

  it('an answered review says Answered and its Reply stays quiet; one awaiting keeps the blue Reply', async () => {
    await seedReviews(ACCOUNT, [
      listReview({
        id: 'a',
        publisherId: 'BRANDB',
        publisherDate: '2026-11-03T10:00',
        comments: [comment()],
      }),
      listReview({ id: 'b', publisherId: 'BRANDB', publisherDate: '2026-11-02T10:00', comments: [] }),
    ]);
    render(<PopupInbox accountId={ACCOUNT} />);
    const [answered, waiting] = await items();
    expect(within(answered).getByText('Answered')).toBeTruthy();
    expect(within(answered).getByRole('button', { name: 'Reply' }).className).toContain('ghost');
    expect(within(waiting).queryByText('Answered')).toBeNull();
    expect(within(waiting).getByRole('button', { name: 'Reply' }).className).toContain('primary');
  });

  it("has the side panel's Sort, same orders and words, remembered across openings", async () => {
    await seedReviews(ACCOUNT, [
      listReview({ id: 'r4', rating: 4, content: 'Four stars', publisherDate: '2026-11-20T10:00' }),
      listReview({ id: 'r1', rating: 1, content: 'One star', publisherDate: '2026-11-10T10:00' }),
      listReview({ id: 'r2', rating: 2, content: 'Two stars', publisherDate: '2026-11-15T10:00' }),
    ]);
    const texts = async () =>
      (await items()).map((item) => item.querySelector('.popup-review__text')?.textContent);
    const { unmount } = render(<PopupInbox accountId={ACCOUNT} />);
    await waitFor(async () => expect(await texts()).toEqual(['Four stars', 'Two stars', 'One star']));
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Sort' });
    expect(Array.from(select.options).map((option) => option.text)).toEqual([
      'Newest',
      'Oldest',
      'Lowest rating',
      'Highest rating',
      'Waiting longest',
      'Due soonest',
    ]);
    fireEvent.change(select, { target: { value: 'lowest' } });
    await waitFor(async () => expect(await texts()).toEqual(['One star', 'Two stars', 'Four stars']));
    expect(screen.getByRole('list', { name: 'Reviews, lowest rating first' })).toBeTruthy();
    await waitFor(async () => expect(await popupSortItem.getValue()).toBe('lowest'));

    // The next opening lists them so at once.
    unmount();
    render(<PopupInbox accountId={ACCOUNT} />);
    await waitFor(async () => expect(await texts()).toEqual(['One star', 'Two stars', 'Four stars']));
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Sort' }).value).toBe('lowest');
  });

  // Changed deliberately: a card that offers nothing to do folds, with the others of its publisher,
  // into one line ("Yelp: 4 reviews, replies not possible here") that opens them in the side panel.
  it('reviews on a publisher without replies fold into one line each, by name, opening exactly those in the side panel', async () => {
    await seedReviews(ACCOUNT, [
      listReview({ id: 'a', publisherId: 'BRANDA', locationId: '1003', publisherDate: '2026-11-20T10:00' }),
      listReview({ id: 'b', publisherId: 'BRANDB', content: 'Answer me', publisherDate: '2026-11-19T10:00' }),
      listReview({ id: 'c', publisherId: 'BRANDA', publisherDate: '2026-11-18T10:00' }),
    ]);
    render(<PopupInbox accountId={ACCOUNT} />);
    // Names not cached yet: a readable stand-in, never the bare id; the line stands where the first was.
    await waitFor(async () =>
      expect((await items()).map((item) => item.textContent)).toEqual([
        'Branda: 2 reviews, replies not possible here',
        expect.stringContaining('Answer me'),
      ]),
    );
    await seedNames(ACCOUNT, { locations: { '1003': 'Uptown' }, publishers: { BRANDA: 'BrandA Reviews' } });
    announceChange({ accountId: ACCOUNT, stores: ['locations', 'publishers'] });
    const line = await screen.findByRole('button', {
      name: 'BrandA Reviews: 2 reviews, replies not possible here',
    });
    const open = vi.fn(async () => {});
    vi.stubGlobal('chrome', { sidePanel: { open } });
    vi.stubGlobal('close', vi.fn());
    try {
      fireEvent.click(line);
      expect(open).toHaveBeenCalledOnce();
      await waitFor(async () =>
        expect(
          (await fakeBrowser.storage.session.get('sidePanel.routeRequest'))['sidePanel.routeRequest'],
        ).toMatchObject({ hash: '#/inbox/reviews/a/c' }),
      );
    } finally {
      vi.unstubAllGlobals();
      vi.stubGlobal('chrome', fakeBrowser);
      vi.stubGlobal('browser', fakeBrowser);
    }
  });

  it('an unread review says why: new, a new comment from the customer, or edited', async () => {
    await seedReviews(
      ACCOUNT,
      [
        listReview({ id: 'c', lastServiceUpdateTime: '2026-11-01T10:00', content: 'Commented on' }),
        listReview({ id: 'e', lastServiceUpdateTime: '2026-11-01T09:00', content: 'Edited' }),
      ],
      'backfill',
    );
    await seedReviews(ACCOUNT, [
      listReview({ id: 'n', lastServiceUpdateTime: '2026-11-01T08:00', content: 'Brand new' }),
      listReview({
        id: 'c',
        lastServiceUpdateTime: '2026-11-02T10:00',
        content: 'Commented on',
        comments: [comment({ id: 'd1', authorRole: 'CONSUMER', authorName: 'Dawn' })],
      }),
      listReview({
        id: 'e',
        lastServiceUpdateTime: '2026-11-02T09:00',
        content: 'Edited, angrier',
        rating: 1,
      }),
    ]);
    render(<PopupInbox accountId={ACCOUNT} />);
    const label = (text: string) =>
      screen
        .getByText(text, { selector: '.popup-review__text' })
        .closest('li')
        ?.querySelector('.popup-review__new')?.textContent;
    await items();
    expect(label('Commented on')).toBe('New comment from Dawn');
    expect(label('Edited, angrier')).toBe('Edited by the reviewer');
    expect(label('Brand new')).toBe('New');
  });

  it('an edited card shows "Edited ★2 → ★4"; a removed one says so and offers no Reply', async () => {
    await seedReviews(
      ACCOUNT,
      [
        listReview({ id: 'e', lastServiceUpdateTime: '2026-11-01T10:00', content: 'Was meh', rating: 2 }),
        listReview({
          id: 'r',
          lastServiceUpdateTime: '2026-11-01T09:00',
          content: 'Gone soon',
          status: 'LIVE',
        }),
      ],
      'backfill',
    );
    await seedReviews(ACCOUNT, [
      listReview({ id: 'e', lastServiceUpdateTime: '2026-11-02T10:00', content: 'Now good', rating: 4 }),
      listReview({
        id: 'r',
        lastServiceUpdateTime: '2026-11-02T09:00',
        content: 'Gone soon',
        status: 'REMOVED',
      }),
    ]);
    render(<PopupInbox accountId={ACCOUNT} />);
    await items();
    const card = (text: string) =>
      screen.getByText(text, { selector: '.popup-review__text' }).closest('li') as HTMLElement;
    expect(card('Now good').querySelector('.popup-review__change')?.textContent).toBe('Edited ★2 → ★4');
    expect(within(card('Now good')).queryByRole('button', { name: 'Reply' })).not.toBeNull();
    const removed = card('Gone soon');
    expect(removed.querySelector('.popup-review__change')?.textContent).toBe('Removed by the publisher');
    expect(within(removed).queryByRole('button', { name: 'Reply' })).toBeNull();
    expect(removed.textContent).toContain('can no longer be answered');
  });

  it('Reply opens the quick composer inline and marks the review read, without moving it', async () => {
    await seedReviews(ACCOUNT, [
      listReview({ id: 'first', publisherDate: '2026-11-03T10:00', content: 'First' }),
      listReview({ id: 'second', publisherDate: '2026-11-02T10:00', content: 'Second' }),
    ]);
    render(<PopupInbox accountId={ACCOUNT} />);
    const rows = await items();
    fireEvent.click(within(rows[0]).getByRole('button', { name: 'Reply' }));
    const box = await within(rows[0]).findByRole('textbox', { name: 'Reply text' });
    await waitFor(() => expect(document.activeElement).toBe(box));
    await waitFor(async () => expect((await readReview(ACCOUNT, 'first'))?.read).toBe(true));
    await waitFor(async () => expect(within((await items())[0]).queryByText('New')).toBeNull());
    // Read, it stays first while the popup is open.
    expect((await items())[0].textContent).toContain('First');
  });

  it('a review answered and read while the popup is open stays listed, although it left the top of the inbox', async () => {
    const many = Array.from({ length: 31 }, (_, i) =>
      listReview({
        id: `r${i}`,
        content: `Review ${i}`,
        lastServiceUpdateTime: `2026-11-${String((i % 28) + 1).padStart(2, '0')}T10:00`,
      }),
    );
    await seedReviews(ACCOUNT, many);
    render(<PopupInbox accountId={ACCOUNT} />);
    await waitFor(async () => expect(await items()).toHaveLength(30));
    const top = (await items())[0].querySelector('.popup-review__text')?.textContent ?? '';
    const id = `r${top.replace('Review ', '')}`;
    await addPostedComment(ACCOUNT, id, comment({ id: 'mine' }));
    await markReviews(ACCOUNT, [id], { read: true });
    await waitFor(async () =>
      expect(await readReview(ACCOUNT, id)).toMatchObject({ read: true, needsReply: false }),
    );
    await waitFor(async () => expect(within((await items())[0]).queryByText('Awaiting response')).toBeNull());
    expect((await items())[0].textContent).toContain(top);
  });

  it('renders HTML and script payloads from reviews as inert text', async () => {
    const payload = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>';
    await seedReviews(ACCOUNT, [
      listReview({
        id: 'x',
        title: '<a href="javascript:window.__pwned=3">click</a>',
        content: payload,
        authorName: '<b onmouseover=alert(1)>Eve</b>',
      }),
    ]);
    render(<PopupInbox accountId={ACCOUNT} />);
    const [row] = await items();
    expect(row.querySelectorAll('img, script, a, b')).toHaveLength(0);
    expect(within(row).getByText(payload)).toBeTruthy();
    expect(within(row).getByText('<a href="javascript:window.__pwned=3">click</a>')).toBeTruthy();
    expect(within(row).getByText('— <b onmouseover=alert(1)>Eve</b>')).toBeTruthy();
    // Still text with the composer open under it.
    fireEvent.click(within(row).getByRole('button', { name: 'Reply' }));
    await within(row).findByRole('textbox', { name: 'Reply text' });
    expect(row.querySelectorAll('img, script, a, b, iframe')).toHaveLength(0);
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });
  it('a hostile location name shows as text on the card, never as markup', async () => {
    const hostile = '<img src=x onerror=alert(1)>Hostile Bakery';
    await seedNames(ACCOUNT, { locations: { loc1: hostile } });
    await seedReviews(ACCOUNT, [listReview({ id: 'h', content: 'At the hostile place' })]);
    render(<PopupInbox accountId={ACCOUNT} />);
    const [card] = await items();
    await waitFor(() => expect(card.textContent).toContain(hostile));
    expect(card.querySelectorAll('img, [onerror]')).toHaveLength(0);
  });

  it('a reply in the outbox shows under the review on its card, composer closed: the failure worded, then Sent ✓', async () => {
    await seedReviews(ACCOUNT, [listReview({ id: 'w1', content: 'Answer pending' })]);
    const queued = newOutboxItem(
      { accountId: ACCOUNT, reviewId: 'w1', visibility: 'PUBLIC', content: 'Thanks!' },
      'o1',
      Date.now(),
    );
    const failed = markFailed(
      startAttempt(queued, Date.now()),
      { message: 'Injected fault: HTTP 503', status: 503 },
      Date.now(),
    );
    await putOutboxItem(failed);
    render(<PopupInbox accountId={ACCOUNT} />);
    const card = (await items()).find((item) => item.textContent?.includes('Answer pending'))!;
    // The one clock-time formatter, as the header writes times (lib/clock/clock-time.ts).
    const time = formatClockTime(failed.nextAttemptAt!, Date.now());
    const block = await within(card).findByRole('list', { name: 'Replies to this review' });
    await waitFor(() =>
      expect(block.textContent).toContain(
        `Not sent: the service is having trouble (HTTP 503). Next try at ${time}.`,
      ),
    );
    expect(card.textContent).not.toContain('Injected fault');
    expect(within(card).getByRole('button', { name: 'Retry now' })).toBeTruthy();
    expect(within(card).queryByRole('textbox', { name: 'Reply text' })).toBeNull();

    await putOutboxItem(startAttempt(failed, Date.now()));
    await waitFor(() => expect(block.textContent).toContain('Sending…'));
    await putOutboxItem(markSent(startAttempt(failed, Date.now()), 'c1', Date.now()));
    await waitFor(() => expect(block.textContent).toContain('Sent ✓'));
    expect(card.textContent).not.toContain('Not sent');
  });

  it('a card’s Open in side panel opens the panel, in the click, at that review, and marks it read', async () => {
    await seedReviews(ACCOUNT, [listReview({ id: 'r 1', content: 'Open me in the panel' })]);
    const open = vi.fn(async () => {});
    vi.stubGlobal('chrome', { sidePanel: { open } });
    vi.stubGlobal('close', vi.fn());
    try {
      render(<PopupInbox accountId={ACCOUNT} />);
      const [card] = await items();
      fireEvent.click(within(card).getByRole('button', { name: 'Open in side panel' }));
      // Within the click's user gesture: before any await.
      expect(open).toHaveBeenCalledOnce();
      await waitFor(async () =>
        expect(
          (await fakeBrowser.storage.session.get('sidePanel.routeRequest'))['sidePanel.routeRequest'],
        ).toMatchObject({ hash: '#/inbox/review/r%201' }),
      );
      expect(calls).toContainEqual({
        type: 'markReviewsRead',
        data: { accountId: ACCOUNT, reviewIds: ['r 1'], read: true },
      });
    } finally {
      vi.unstubAllGlobals();
      vi.stubGlobal('chrome', fakeBrowser);
      vi.stubGlobal('browser', fakeBrowser);
    }
  });
});
