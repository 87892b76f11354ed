import '../../i18n-setup';
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '@/entrypoints/popup/app';
import { cacheReviews } from '@/lib/reviews/review-cache-writes';
import { fakeSendMessage } from '../../components/reviews/fake-background';
import { listReview } from '../../lib/reviews/fixtures';

// Views ask the background for refreshes; the fake background answers (tests/unit/components/reviews/fake-background.ts).
const { answeredBy } = await vi.hoisted(() => import('../../fake-messaging'));
vi.mock(
  '@/lib/messaging',
  answeredBy(() => fakeSendMessage),
);

afterEach(cleanup);

describe('popup App', () => {
  it('before connecting: the three tabs, and a Connect account button explaining what it does', async () => {
    const onConnect = vi.fn();
    render(<App connected={false} onConnect={onConnect} />);
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['Reviews', 'Listings', 'Numbers']);
    // The prompt's code loads when it is first shown (components/shell/lazy-empty-states.tsx).
    expect(await screen.findByRole('heading', { name: 'Connect your account' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Connect account' }));
    expect(onConnect).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Open side panel' })).toBeTruthy();
  });

  it('every tab explains connecting until an account is connected', async () => {
    render(<App connected={false} onConnect={() => {}} />);
    fireEvent.click(screen.getByRole('tab', { name: 'Numbers' }));
    expect(await screen.findByRole('button', { name: 'Connect account' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Refresh' })).toBeNull();
  });

  it('once connected with nothing synced: honest empty states per tab and the Refresh button', async () => {
    const onRefresh = vi.fn();
    render(
      <App
        connected
        accountId="empty"
        onConnect={() => {}}
        sync={{ status: { kind: 'never' }, onRefresh }}
      />,
    );
    // The Reviews tab reads the (empty) cache: a few milliseconds, no network.
    expect(await screen.findByRole('heading', { name: 'No reviews yet' })).toBeTruthy();
    expect(screen.getByText("We'll notify you the moment a new review arrives.")).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Listings' }));
    expect(await screen.findByRole('heading', { name: 'No listings yet' })).toBeTruthy();
    expect(screen.getByText('Not synced yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(onRefresh).toHaveBeenCalledOnce();
  });

  it('connected: the Reviews tab lists the cached reviews and counts those awaiting a response', async () => {
    await cacheReviews(
      'acc',
      [listReview({ id: '1', content: 'Great coffee' }), listReview({ id: '2', content: 'Long wait' })],
      () => 'poll',
      Date.now(),
    );
    render(
      <App
        connected
        accountId="acc"
        onConnect={() => {}}
        sync={{ status: { kind: 'never' }, onRefresh: () => {} }}
      />,
    );
    expect(await screen.findByText('Great coffee')).toBeTruthy();
    expect(screen.getByText('Long wait')).toBeTruthy();
    const reviewsTab = screen.getByRole('tab', { name: /Reviews/ });
    expect(await within(reviewsTab).findByText('2 awaiting response')).toBeTruthy();
  });
});
