import '../../../i18n-setup';
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import InboxView from '@/components/reviews/inbox-view';
import { markReviews } from '@/lib/reviews/review-cache-writes';
import { fakeListLayout } from '../../ui/fake-list-layout';
import { oneColumn } from '../../ui/one-column';
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
const threadId = (container: Element) =>
  container.querySelector('.review-thread')?.getAttribute('data-review-id') ?? null;
/** Whether the list column is on screen (one column: not while a thread covers it). */
const listShown = (container: Element) =>
  getComputedStyle(container.querySelector('.split-view__list') as Element).display !== 'none';
const search = (text: string) =>
  fireEvent.input(screen.getByRole('searchbox', { name: 'Search reviews' }), { target: { value: text } });
const replyBox = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Reply text' });
const draftMark = (container: Element, id: string) =>
  rowOf(container, id)?.querySelector('.inbox-row__draft')?.textContent ?? null;
const NO_MATCH = 'no review says this';

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

describe('InboxView in one column (a panel under 640 px)', () => {
  it('the thread covers the list; Esc brings the list back on that review; j moves selection and focus and opens nothing; Back keeps the review read selected', async () => {
    onTestFinished(fakeListLayout({ scroller: 'inbox-list', viewport: 600 }));
    onTestFinished(oneColumn());
    window.location.hash = '#/inbox/review/maps';
    const { container, rerender } = render(<InboxView route={route('review', 'maps')} accountId={ACCOUNT} />);
    await screen.findByRole('textbox', { name: 'Reply text' });
    await waitFor(() => expect(rowOf(container, 'old')).not.toBeNull());
    expect(listShown(container)).toBe(false);

    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(window.location.hash).toBe('#/inbox');
    rerender(<InboxView route={route()} accountId={ACCOUNT} />);
    await waitFor(() => expect(document.activeElement).toBe(rowOf(container, 'maps')));
    expect(threadId(container)).toBeNull();
    expect(listShown(container)).toBe(true);
    expect(selectedIds(container)).toEqual(['maps']);

    // j moves through the list without covering it with a thread.
    fireEvent.keyDown(document.activeElement as Element, { key: 'j' });
    await waitFor(() => expect(document.activeElement).toBe(rowOf(container, 'old')));
    expect(selectedIds(container)).toEqual(['old']);
    expect(window.location.hash).toBe('#/inbox');
    // Enter follows the focused row, the link to its thread.
    expect(rowOf(container, 'old')?.getAttribute('href')).toBe('#/inbox/review/old');
    window.location.hash = '#/inbox/review/old';
    rerender(<InboxView route={route('review', 'old')} accountId={ACCOUNT} />);
    await waitFor(() => expect(threadId(container)).toBe('old'));
    expect(listShown(container)).toBe(false);

    // Back to the list: the row of the review just read keeps selection and focus.
    const back = screen.getByRole('link', { name: 'Back to list' });
    expect(back.getAttribute('href')).toBe('#/inbox');
    back.focus();
    window.location.hash = '#/inbox';
    rerender(<InboxView route={route()} accountId={ACCOUNT} />);
    await waitFor(() => expect(document.activeElement).toBe(rowOf(container, 'old')));
    expect(selectedIds(container)).toEqual(['old']);
    expect(listShown(container)).toBe(true);
  });

  it('a review the search hides, opened by its link, says so and keeps its draft; Clear brings it back, selected and focused', async () => {
    onTestFinished(fakeListLayout({ scroller: 'inbox-list', viewport: 600 }));
    onTestFinished(oneColumn());
    window.location.hash = '#/inbox/review/maps';
    const { container, rerender } = render(<InboxView route={route('review', 'maps')} accountId={ACCOUNT} />);
    await waitFor(() => expect(rowOf(container, 'old')).not.toBeNull());
    fireEvent.input(await screen.findByRole('textbox', { name: 'Reply text' }), {
      target: { value: 'Hi Ana, thank you' },
    });
    screen.getByRole('link', { name: 'Back to list' }).focus();
    window.location.hash = '#/inbox';
    rerender(<InboxView route={route()} accountId={ACCOUNT} />);
    await waitFor(() => expect(document.activeElement).toBe(rowOf(container, 'maps')));
    await waitFor(() => expect(draftMark(container, 'maps')).toBe('Draft'));

    search(NO_MATCH);
    await waitFor(() => expect(container.textContent).toContain('No reviews match'));
    // A notification's link opens the review while the search hides it.
    window.location.hash = '#/inbox/review/maps';
    rerender(<InboxView route={route('review', 'maps')} accountId={ACCOUNT} />);
    await waitFor(() => expect(container.textContent).toContain('Not in the current search or filters'));
    await waitFor(() => expect(threadId(container)).toBe('maps'));
    await waitFor(() => expect(replyBox().value).toBe('Hi Ana, thank you'));

    fireEvent.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    await waitFor(() => expect(container.textContent).not.toContain('Not in the current search or filters'));
    expect(replyBox().value).toBe('Hi Ana, thank you');
    screen.getByRole('link', { name: 'Back to list' }).focus();
    window.location.hash = '#/inbox';
    rerender(<InboxView route={route()} accountId={ACCOUNT} />);
    await waitFor(() => expect(document.activeElement).toBe(rowOf(container, 'maps')));
    expect(screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search reviews' }).value).toBe('');
    expect(selectedIds(container)).toEqual(['maps']);
  });
});

describe('InboxView: the open thread follows the list', () => {
  it('a search that hides the open review closes its thread when nothing is typed in it, the search box keeping the focus', async () => {
    onTestFinished(fakeListLayout({ scroller: 'inbox-list', viewport: 600 }));
    window.location.hash = '#/inbox/review/social';
    const { container } = render(<InboxView route={route('review', 'social')} accountId={ACCOUNT} />);
    await screen.findByRole('textbox', { name: 'Reply text' });
    // The list is read (a search typed before it is can only leave the thread open).
    await waitFor(() =>
      expect(container.querySelector('.inbox-column__count')?.textContent).toBe('1–3 of 3 reviews'),
    );
    const box = screen.getByRole('searchbox', { name: 'Search reviews' });
    box.focus();
    search(NO_MATCH);
    await waitFor(() => expect(window.location.hash).toBe('#/inbox'));
    expect(document.activeElement).toBe(box);
  });

  it('Close review on a thread the search hides keeps its reply as the draft: the row says Draft, and reopened, the text is back', async () => {
    onTestFinished(fakeListLayout({ scroller: 'inbox-list', viewport: 600 }));
    window.location.hash = '#/inbox/review/maps';
    const { container, rerender } = render(<InboxView route={route('review', 'maps')} accountId={ACCOUNT} />);
    fireEvent.input(await screen.findByRole('textbox', { name: 'Reply text' }), {
      target: { value: 'Hi Ana, thank you' },
    });
    search(NO_MATCH);
    await waitFor(() => expect(container.textContent).toContain('Not in the current search or filters'));
    expect(container.textContent).toContain('A reply sent here still goes to it.');
    fireEvent.click(screen.getByRole('button', { name: 'Close review' }));
    expect(window.location.hash).toBe('#/inbox');
    rerender(<InboxView route={route()} accountId={ACCOUNT} />);
    await waitFor(() => expect(threadId(container)).toBeNull());

    search('');
    await waitFor(() => expect(draftMark(container, 'maps')).toBe('Draft'));
    window.location.hash = '#/inbox/review/maps';
    rerender(<InboxView route={route('review', 'maps')} accountId={ACCOUNT} />);
    await waitFor(() => expect(replyBox().value).toBe('Hi Ana, thank you'));
    expect(container.textContent).not.toContain('Not in the current search or filters');
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

  // Done pressed here moves on to the next review (inbox-view.test.tsx); set aside from another
  // page, the open review stays, marked.
  it('a review set aside as Done elsewhere stays open, marked, and Show Done reviews finds it', async () => {
    onTestFinished(fakeListLayout({ scroller: 'inbox-list', viewport: 600 }));
    const { container } = render(<InboxView route={route('review', 'maps')} accountId={ACCOUNT} />);
    await screen.findByRole('button', { name: 'Done' });
    await markReviews(ACCOUNT, ['maps'], { done: true });
    await waitFor(() => expect(container.textContent).toContain('It is set aside as Done'));
    fireEvent.click(screen.getByRole('button', { name: 'Show Done reviews' }));
    await waitFor(() => expect(selectedIds(container)).toEqual(['maps']));
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Done only' }).checked).toBe(true);
  });
});
