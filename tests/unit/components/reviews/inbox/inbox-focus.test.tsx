import '../../../i18n-setup';
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import InboxView from '@/components/reviews/inbox-view';
import { fakeListLayout } from '../../ui/fake-list-layout';
import { ACCOUNT, answerInboxMessage, route, seedInbox } from '../inbox-fixture';

const { answeredBy } = await vi.hoisted(() => import('../../../fake-messaging'));
vi.mock(
  '@/lib/messaging',
  answeredBy(() => answerInboxMessage),
);

beforeEach(seedInbox);
afterEach(cleanup);

const rowOf = (container: Element, id: string) =>
  container.querySelector<HTMLElement>(`.inbox-row[data-review-id="${id}"]`);
const selectedIds = (container: Element) =>
  Array.from(container.querySelectorAll('[role="option"][aria-selected="true"]')).map((row) =>
    row.getAttribute('data-review-id'),
  );

describe('InboxView: the selected row is the focused row', () => {
  it('Esc keeps the closed review selected and focused, and j goes on to the row after it', async () => {
    onTestFinished(fakeListLayout({ scroller: 'inbox-list', viewport: 600 }));
    const { container, rerender } = render(<InboxView route={route('review', 'maps')} accountId={ACCOUNT} />);
    await waitFor(() => expect(rowOf(container, 'old')).not.toBeNull());
    expect(selectedIds(container)).toEqual(['maps']);
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(window.location.hash).toBe('#/inbox');
    rerender(<InboxView route={route()} accountId={ACCOUNT} />);
    await waitFor(() => expect(document.activeElement).toBe(rowOf(container, 'maps')));
    expect(selectedIds(container)).toEqual(['maps']);
    // The one tab stop of the list is the selected row.
    expect(Array.from(container.querySelectorAll('.inbox-row[tabindex="0"]'))).toEqual([
      rowOf(container, 'maps'),
    ]);

    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'j' });
    expect(window.location.hash).toBe('#/inbox/review/old');
    rerender(<InboxView route={route('review', 'old')} accountId={ACCOUNT} />);
    await waitFor(() => expect(document.activeElement).toBe(rowOf(container, 'old')));
    expect(selectedIds(container)).toEqual(['old']);
    // The arrows step on a row as j and k do.
    fireEvent.keyDown(rowOf(container, 'old') as HTMLElement, { key: 'ArrowUp' });
    expect(window.location.hash).toBe('#/inbox/review/maps');
  });
});

describe('InboxView: the open thread follows the list', () => {
  const search = (text: string) =>
    fireEvent.input(screen.getByRole('searchbox', { name: 'Search reviews' }), { target: { value: text } });

  it('a search that hides the open review closes its thread when nothing is typed in it', async () => {
    onTestFinished(fakeListLayout({ scroller: 'inbox-list', viewport: 600 }));
    window.location.hash = '#/inbox/review/maps';
    render(<InboxView route={route('review', 'maps')} accountId={ACCOUNT} />);
    await screen.findByRole('textbox', { name: 'Reply text' });
    search('no review says this');
    await waitFor(() => expect(window.location.hash).toBe('#/inbox'));
  });

  it('a search that hides a review with a reply typed keeps the thread and the text, marked plainly', async () => {
    onTestFinished(fakeListLayout({ scroller: 'inbox-list', viewport: 600 }));
    window.location.hash = '#/inbox/review/maps';
    const { container } = render(<InboxView route={route('review', 'maps')} accountId={ACCOUNT} />);
    const text = await screen.findByRole('textbox', { name: 'Reply text' });
    fireEvent.input(text, { target: { value: 'Hi Ana, thank you' } });
    search('no review says this');
    await waitFor(() => expect(container.textContent).toContain('Not in the current search or filters'));
    expect(window.location.hash).toBe('#/inbox/review/maps');
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Reply text' }).value).toBe(
      'Hi Ana, thank you',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    await waitFor(() => expect(rowOf(container, 'maps')).not.toBeNull());
    expect(container.textContent).not.toContain('Not in the current search or filters');
    expect(selectedIds(container)).toEqual(['maps']);
  });

  it('under "Unread only" the opened review, read now, stays open, says why, and j goes on from its place', async () => {
    onTestFinished(fakeListLayout({ scroller: 'inbox-list', viewport: 600 }));
    const { container, rerender } = render(<InboxView route={route()} accountId={ACCOUNT} />);
    await waitFor(() => expect(rowOf(container, 'old')).not.toBeNull());
    fireEvent.click(screen.getByRole('checkbox', { name: 'Unread only' }));
    window.location.hash = '#/inbox/review/maps';
    rerender(<InboxView route={route('review', 'maps')} accountId={ACCOUNT} />);
    await waitFor(() =>
      expect(container.textContent).toContain('It is read now, so “Unread only” leaves it out'),
    );
    expect(rowOf(container, 'maps')).toBeNull();
    // The row that took its place is next, not the top of the list.
    fireEvent.keyDown(document.body, { key: 'j' });
    expect(window.location.hash).toBe('#/inbox/review/old');
    rerender(<InboxView route={route('review', 'maps')} accountId={ACCOUNT} />);
    fireEvent.click(screen.getByRole('button', { name: 'Show read reviews too' }));
    await waitFor(() => expect(selectedIds(container)).toEqual(['maps']));
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Unread only' }).checked).toBe(false);
  });

  it('a review set aside as Done stays open, marked, and Show Done reviews finds it', async () => {
    onTestFinished(fakeListLayout({ scroller: 'inbox-list', viewport: 600 }));
    const { container } = render(<InboxView route={route('review', 'maps')} accountId={ACCOUNT} />);
    await screen.findByRole('button', { name: 'Done' });
    fireEvent.keyDown(document.body, { key: 'e' });
    await waitFor(() => expect(container.textContent).toContain('It is set aside as Done'));
    fireEvent.click(screen.getByRole('button', { name: 'Show Done reviews' }));
    await waitFor(() => expect(selectedIds(container)).toEqual(['maps']));
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Done only' }).checked).toBe(true);
  });
});
