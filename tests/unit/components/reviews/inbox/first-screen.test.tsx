import '../../../i18n-setup';
import 'fake-indexeddb/auto';
import { cleanup, render, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { primeFirstScreen } from '@/components/reviews/inbox/first-screen';
import InboxView from '@/components/reviews/inbox-view';
import { inboxSortItem } from '@/lib/reviews/inbox-sort-setting';
import { fakeListLayout } from '../../ui/fake-list-layout';
import { ACCOUNT, answerInboxMessage, route, seedInbox } from '../inbox-fixture';

const { answeredBy } = await vi.hoisted(() => import('../../../fake-messaging'));
vi.mock(
  '@/lib/messaging',
  answeredBy(() => answerInboxMessage),
);
vi.mock(
  '@/lib/page-messaging',
  answeredBy(() => answerInboxMessage),
);

beforeEach(seedInbox);
afterEach(cleanup);

const shownIds = (container: Element) =>
  Array.from(container.querySelectorAll('.inbox-row[data-review-id]')).map((row) =>
    row.getAttribute('data-review-id'),
  );

describe('the inbox first screen, read before the panel renders', () => {
  it('is on screen in the first render, newest first, before any read of the inbox itself', async () => {
    onTestFinished(fakeListLayout({ scroller: 'inbox-list', viewport: 600 }));
    await primeFirstScreen(ACCOUNT);
    const { container } = render(<InboxView route={route()} accountId={ACCOUNT} />);
    expect(shownIds(container)).toEqual(['social', 'maps', 'old']);
    // Then the index takes over with the same rows, still drawn while it reads them, and counts them.
    await waitFor(() =>
      expect(container.querySelector('.inbox-column__count')?.textContent).toBe('1–3 of 3 reviews'),
    );
    expect(shownIds(container)).toEqual(['social', 'maps', 'old']);
  });

  it('is used once: a later opening reads the cache again', async () => {
    onTestFinished(fakeListLayout({ scroller: 'inbox-list', viewport: 600 }));
    await primeFirstScreen(ACCOUNT);
    render(<InboxView route={route()} accountId={ACCOUNT} />);
    cleanup();
    const { container } = render(<InboxView route={route()} accountId={ACCOUNT} />);
    expect(shownIds(container)).toEqual([]);
    await waitFor(() => expect(shownIds(container)).toEqual(['social', 'maps', 'old']));
  });

  it('is not read for another account nor another sort order than the newest first', async () => {
    onTestFinished(fakeListLayout({ scroller: 'inbox-list', viewport: 600 }));
    await primeFirstScreen('someone-else');
    expect(shownIds(render(<InboxView route={route()} accountId={ACCOUNT} />).container)).toEqual([]);
    cleanup();
    await inboxSortItem.setValue('oldest');
    await primeFirstScreen(ACCOUNT);
    expect(shownIds(render(<InboxView route={route()} accountId={ACCOUNT} />).container)).toEqual([]);
  });
});
