import '../../i18n-setup';
// The inbox view reads the (here empty) review cache.
import 'fake-indexeddb/auto';
import { act, cleanup, render, screen } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '@/entrypoints/sidepanel/app';
import { fakeSendMessage } from '../../components/reviews/fake-background';

// Views ask the background for refreshes; the fake background answers (tests/unit/components/reviews/fake-background.ts).
const { answeredBy } = await vi.hoisted(() => import('../../fake-messaging'));
vi.mock(
  '@/lib/messaging',
  answeredBy(() => fakeSendMessage),
);

beforeEach(() => {
  window.location.hash = '';
});
afterEach(cleanup);

async function goTo(hash: string) {
  await act(async () => {
    window.location.hash = hash;
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  });
}

const current = () =>
  screen.getByRole('navigation', { name: 'Views' }).querySelector('[aria-current="page"]');

describe('side panel App', () => {
  it('links every view from a named navigation, marking the current one', async () => {
    render(<App connected={false} onConnect={() => {}} />);
    const links = screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Inbox', '#/inbox'],
      ['Reputation', '#/reputation'],
      ['Listings', '#/listings'],
      ['Suggestions', '#/suggestions'],
      ['Reports', '#/reports'],
      ['Activity', '#/activity'],
      ['Locations', '#/locations'],
    ]);
    expect(current()?.textContent).toBe('Inbox');
    expect(await screen.findByRole('button', { name: 'Connect account' })).toBeTruthy();
  });

  it('follows the URL hash, so notifications can deep-link', async () => {
    render(<App connected onConnect={() => {}} />);
    await goTo('#/suggestions');
    expect(current()?.textContent).toBe('Suggestions');
    expect(screen.getByRole('heading', { level: 1, name: 'Suggestions' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'No suggestions to review' })).toBeTruthy();
    expect(document.title).toContain('Suggestions');
  });

  it('shows a deep-linked item that is not synced yet honestly, with a way back to the list', async () => {
    render(<App connected onConnect={() => {}} />);
    await goTo('#/inbox/review/123');
    expect(current()?.textContent).toBe('Inbox');
    expect(await screen.findByText(/isn't in the saved copy yet/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to list' }).getAttribute('href')).toBe('#/inbox');
  });
});
