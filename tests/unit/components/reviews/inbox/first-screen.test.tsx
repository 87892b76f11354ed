import '../../../i18n-setup';
import 'fake-indexeddb/auto';
import { cleanup, render, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { primeFirstScreen, primeProvisionalScreen } from '@/components/reviews/inbox/first-screen';
import InboxView from '@/components/reviews/inbox-view';
import { inboxSortItem } from '@/lib/reviews/inbox-sort-setting';
import { readNewest } from '@/lib/reviews/review-cache';
import { fakeListLayout } from '../../ui/fake-list-layout';
import { ACCOUNT, answerInboxMessage, route, seedInbox } from '../inbox-fixture';

const { answeredBy } = await vi.hoisted(() => import('../../../fake-messaging'));
vi.mock(
  '@/lib/messaging',
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

describe("the inbox first screen from the background's snapshot (lib/first-screen/panel-screen.ts)", () => {
  const rowText = (container: Element, id: string) =>
    container.querySelector(`.inbox-row[data-review-id="${id}"]`)?.textContent ?? '';

  it('is on screen in the first render with the names it carries, then the cache replaces it', async () => {
    onTestFinished(fakeListLayout({ scroller: 'inbox-list', viewport: 600 }));
    const [social] = await readNewest(ACCOUNT, { limit: 1 });
    // Stored before the review was edited, and before the names were read: both moved since.
    primeProvisionalScreen(ACCOUNT, [{ ...social, content: 'Written before the edit', comments: [] }], {
      locations: new Map([[social.locationId, 'Harbour Street']]),
      publishers: new Map([[social.publisherId, 'Social Network']]),
    });
    const { container } = render(<InboxView route={route()} accountId={ACCOUNT} />);
    expect(shownIds(container)).toEqual(['social']);
    expect(rowText(container, 'social')).toContain('Written before the edit');
    expect(rowText(container, 'social')).toContain('Harbour Street · Social Network');

    await waitFor(() => expect(shownIds(container)).toEqual(['social', 'maps', 'old']));
    expect(rowText(container, 'social')).not.toContain('Written before the edit');
    expect(rowText(container, 'social')).toContain('<img src=x');
  });

  it('is painted for its own account only', async () => {
    onTestFinished(fakeListLayout({ scroller: 'inbox-list', viewport: 600 }));
    const [social] = await readNewest(ACCOUNT, { limit: 1 });
    primeProvisionalScreen('someone-else', [social], { locations: new Map(), publishers: new Map() });
    expect(shownIds(render(<InboxView route={route()} accountId={ACCOUNT} />).container)).toEqual([]);
  });
});
