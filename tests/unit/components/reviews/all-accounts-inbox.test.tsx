import '../../i18n-setup';
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import InboxView from '@/components/reviews/inbox-view';
import { accountsItem } from '@/lib/accounts/account-items';
import { readReview } from '@/lib/reviews/review-cache';
import { cacheReviews } from '@/lib/reviews/review-cache-writes';
import { reviewKey } from '@/lib/reviews/review-keys';
import { clearStores } from '../../clear-stores';
import { listReview } from '../../lib/reviews/fixtures';
import { fakeListLayout } from '../ui/fake-list-layout';
import { answerInboxMessage, route, sent } from './inbox-fixture';

const { answeredBy } = await vi.hoisted(() => import('../../fake-messaging'));
vi.mock(
  '@/lib/messaging',
  answeredBy(() => answerInboxMessage),
);

const ACCOUNTS = ['acme', 'bakery'];
const NOW = Date.UTC(2026, 10, 25);

/** Two accounts with a review of the same id each (ids are only an account's own); the bakery needs sign-in. */
beforeEach(async () => {
  fakeBrowser.reset();
  await clearStores();
  sent.length = 0;
  window.location.hash = '#/inbox';
  await accountsItem.setValue([
    {
      id: 'acme',
      name: 'Acme Dental',
      mode: 'oauth',
      serviceUrl: 'https://x.test',
      status: 'connected',
      connectedAt: 1,
    },
    {
      id: 'bakery',
      name: 'Bakery Group',
      mode: 'oauth',
      serviceUrl: 'https://x.test',
      status: 'needsSignIn',
      connectedAt: 2,
    },
  ]);
  const at = (day: number) => `2026-11-${String(day).padStart(2, '0')}T09:00`;
  await cacheReviews(
    'acme',
    [
      listReview({
        id: '7',
        authorName: 'Ana A.',
        content: 'Painless cleaning',
        publisherDate: at(3),
        lastServiceUpdateTime: at(3),
      }),
      listReview({
        id: 'a2',
        authorName: 'Ben A.',
        content: 'Long wait',
        publisherDate: at(1),
        lastServiceUpdateTime: at(1),
      }),
    ],
    () => 'poll',
    NOW,
  );
  await cacheReviews(
    'bakery',
    [
      listReview({
        id: '7',
        authorName: 'Cy B.',
        content: 'Stale bread',
        publisherDate: at(2),
        lastServiceUpdateTime: at(2),
      }),
    ],
    () => 'poll',
    NOW,
  );
});
afterEach(cleanup);

/** What the views asked of Read and Done (the inbox also asks for its locations, per account). */
const marks = () => sent.filter((message) => message.type.startsWith('markReviews'));
const rows = (container: Element) => [...container.querySelectorAll<HTMLElement>('a.inbox-row')];
const total = (container: Element) =>
  container.querySelector('.inbox-column__count')?.getAttribute('data-total');

describe('the All-accounts inbox', () => {
  it('lists every account’s reviews in one list, each row naming its account, one needing sign-in saying so', async () => {
    onTestFinished(fakeListLayout({ scroller: 'inbox-list', viewport: 600 }));
    const { container } = render(<InboxView route={route()} accountId="acme" accountIds={ACCOUNTS} />);
    await waitFor(() => expect(total(container)).toBe('3'));
    await waitFor(() => expect(rows(container)).toHaveLength(3));
    const texts = rows(container).map((row) => row.textContent ?? '');
    expect(texts[0]).toContain('Ana A.');
    expect(texts[0]).toContain('Acme Dental');
    expect(texts[1]).toContain('Cy B.');
    expect(texts[1]).toContain('Bakery Group');
    expect(texts[1]).toContain('Needs sign-in again');
    // What the list counts, in words, each account's share a click away.
    expect(screen.getByText('3 awaiting across 2 accounts')).toBeTruthy();
  });

  it('the Account filter narrows the list to one account', async () => {
    onTestFinished(fakeListLayout({ scroller: 'inbox-list', viewport: 600 }));
    const { container } = render(<InboxView route={route()} accountId="acme" accountIds={ACCOUNTS} />);
    await waitFor(() => expect(total(container)).toBe('3'));
    const account = await screen.findByRole('combobox', { name: 'Account' });
    expect(
      within(account)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All accounts', 'Acme Dental', 'Bakery Group']);
    fireEvent.change(account, { target: { value: 'bakery' } });
    await waitFor(() => expect(total(container)).toBe('1'));
    await waitFor(() =>
      expect(rows(container).map((row) => row.textContent)).toEqual([expect.stringContaining('Cy B.')]),
    );
  });

  it('Mark all read sends each account its own reviews, once each', async () => {
    const { container } = render(<InboxView route={route()} accountId="acme" accountIds={ACCOUNTS} />);
    await waitFor(() => expect(total(container)).toBe('3'));
    fireEvent.click(screen.getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(marks()).toHaveLength(2));
    expect(marks()).toContainEqual({
      type: 'markReviewsRead',
      data: { accountId: 'acme', reviewIds: ['7', 'a2'], read: true },
    });
    expect(marks()).toContainEqual({
      type: 'markReviewsRead',
      data: { accountId: 'bakery', reviewIds: ['7'], read: true },
    });
    expect((await readReview('bakery', '7'))?.read).toBe(true);
  });

  it('opening another account’s review reads its thread and marks it read in that account only; e sets it Done there', async () => {
    render(
      <InboxView route={route('review', reviewKey('bakery', '7'))} accountId="acme" accountIds={ACCOUNTS} />,
    );
    const thread = await screen.findByRole('article', { name: 'Cy B.' });
    expect(thread.textContent).toContain('Stale bread');
    // The thread names its account too.
    expect(screen.getByText('Bakery Group', { selector: '.inbox__account *' })).toBeTruthy();
    await waitFor(() =>
      expect(sent).toContainEqual({
        type: 'markReviewsRead',
        data: { accountId: 'bakery', reviewIds: ['7'], read: true },
      }),
    );
    expect((await readReview('acme', '7'))?.read).toBe(false);
    sent.length = 0;
    fireEvent.keyDown(document.body, { key: 'e' });
    await waitFor(() => expect(marks()).toHaveLength(1));
    expect(marks()[0]).toEqual({
      type: 'markReviewsDone',
      data: { accountId: 'bakery', reviewIds: ['7'], done: true },
    });
    expect((await readReview('acme', '7'))?.doneAt).toBeUndefined();
  });

  it('with one account listed nothing changes: bare ids, no account on the rows, no Account filter', async () => {
    onTestFinished(fakeListLayout({ scroller: 'inbox-list', viewport: 600 }));
    const { container } = render(<InboxView route={route()} accountId="acme" />);
    await waitFor(() => expect(total(container)).toBe('2'));
    await waitFor(() => expect(rows(container)).toHaveLength(2));
    expect(rows(container)[0].getAttribute('data-review-id')).toBe('7');
    expect(container.textContent).not.toContain('Acme Dental');
    expect(screen.queryByRole('combobox', { name: 'Account' })).toBeNull();
  });
});
