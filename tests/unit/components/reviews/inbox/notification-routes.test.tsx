import '../../../i18n-setup';
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { inboxRoute } from '@/components/reviews/inbox/inbox-route';
import InboxView from '@/components/reviews/inbox-view';
import { parseRoute } from '@/components/shell/side-panel-route';
import { notificationRoute } from '@/lib/notify/notification-plan';
import { fakeListLayout } from '../../ui/fake-list-layout';
import { ACCOUNT, answerInboxMessage, route, seedInbox } from '../inbox-fixture';

const { answeredBy } = await vi.hoisted(() => import('../../../fake-messaging'));
vi.mock(
  '@/lib/messaging',
  answeredBy(() => answerInboxMessage),
);

beforeEach(seedInbox);
afterEach(cleanup);

const total = (container: Element) =>
  container.querySelector('.inbox-column__count')?.getAttribute('data-total');

describe('the inbox at a notification’s address', () => {
  it('reads what the background builds: a review, its composer, or a summary’s reviews', () => {
    const read = (hash: string) => inboxRoute(parseRoute(hash));
    expect(read(notificationRoute({ accountId: ACCOUNT, reviewId: 'a/b' }))).toEqual({ reviewId: 'a/b' });
    expect(read(notificationRoute({ accountId: ACCOUNT, reviewId: '501' }, true))).toEqual({
      reviewId: '501',
      compose: true,
    });
    expect(read(notificationRoute({ accountId: ACCOUNT, reviewIds: ['7', 'a,b', 'c/d'] }))).toEqual({
      filter: { reviewIds: ['7', 'a,b', 'c/d'] },
    });
  });

  it('a summary’s address lists exactly its reviews, says so, and Clear shows the rest', async () => {
    onTestFinished(fakeListLayout({ scroller: 'inbox-list', viewport: 600 }));
    const { container } = render(<InboxView route={route('reviews', 'social', 'old')} accountId={ACCOUNT} />);
    await waitFor(() => expect(total(container)).toBe('2'));
    const rowIds = () =>
      [...screen.getByRole('listbox', { name: /^Reviews, / }).querySelectorAll('a.inbox-row')]
        .map((row) => row.getAttribute('data-review-id'))
        .sort();
    await waitFor(() => expect(rowIds()).toEqual(['old', 'social']));
    expect(screen.getByText('2 reviews from this notification')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear: 2 reviews from this notification' }));
    await waitFor(() => expect(total(container)).toBe('3'));
    expect(screen.queryByText('2 reviews from this notification')).toBeNull();
  });

  it('Reply’s address opens the review with its composer: Reply text has the focus', async () => {
    render(<InboxView route={route('review', 'maps', 'reply')} accountId={ACCOUNT} />);
    const thread = await screen.findByRole('article', { name: 'Sam R.' });
    const text = await within(thread).findByRole('textbox', { name: 'Reply text' });
    await waitFor(() => expect(document.activeElement).toBe(text));
    expect(within(thread).getByRole('button', { name: 'Draft a reply' })).toBeTruthy();
  });

  it('the review’s own address leaves the focus where it was', async () => {
    render(<InboxView route={route('review', 'maps')} accountId={ACCOUNT} />);
    const thread = await screen.findByRole('article', { name: 'Sam R.' });
    const text = await within(thread).findByRole('textbox', { name: 'Reply text' });
    expect(document.activeElement).not.toBe(text);
  });
});
