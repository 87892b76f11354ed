import '../../../i18n-setup';
import 'fake-indexeddb/auto';
import { cleanup, render, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { primeProvisionalScreen, useRecordFirstRows } from '@/components/reviews/inbox/first-screen';
import InboxView from '@/components/reviews/inbox-view';
import { accountsItem, activeAccountIdItem } from '@/lib/accounts/account-items';
import { announceChange } from '@/lib/cache/changes';
import { readStoredScreen } from '@/lib/first-screen/stored-screen';
import { inboxSortItem } from '@/lib/reviews/inbox-sort-setting';
import { readNewest } from '@/lib/reviews/review-cache';
import { accountSummary } from '../../../lib/accounts/fixtures';
import { listReview } from '../../../lib/reviews/fixtures';
import { fakeListLayout } from '../../ui/fake-list-layout';
import { seedReviews } from '../fake-background';
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

describe('the inbox first screen as the panel last drew it (lib/first-screen/stored-screen.ts)', () => {
  const rowText = (container: Element, id: string) =>
    container.querySelector(`.inbox-row[data-review-id="${id}"]`)?.textContent ?? '';

  it('is on screen in the first render with the names it carries, then the cache replaces it', async () => {
    onTestFinished(fakeListLayout({ scroller: 'inbox-list', viewport: 600 }));
    const [social] = await readNewest(ACCOUNT, { limit: 1 });
    // Drawn before the review was edited, and before the names were read: both moved since.
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

  it('is used once: a later opening reads the cache again', async () => {
    onTestFinished(fakeListLayout({ scroller: 'inbox-list', viewport: 600 }));
    primeProvisionalScreen(ACCOUNT, await readNewest(ACCOUNT), {
      locations: new Map(),
      publishers: new Map(),
    });
    render(<InboxView route={route()} accountId={ACCOUNT} />);
    cleanup();
    const { container } = render(<InboxView route={route()} accountId={ACCOUNT} />);
    expect(shownIds(container)).toEqual([]);
    await waitFor(() => expect(shownIds(container)).toEqual(['social', 'maps', 'old']));
  });

  it('is painted for its own account only', async () => {
    onTestFinished(fakeListLayout({ scroller: 'inbox-list', viewport: 600 }));
    const [social] = await readNewest(ACCOUNT, { limit: 1 });
    primeProvisionalScreen('someone-else', [social], { locations: new Map(), publishers: new Map() });
    expect(shownIds(render(<InboxView route={route()} accountId={ACCOUNT} />).container)).toEqual([]);
  });
});

describe('useRecordFirstRows: the rows the next open starts on', () => {
  const Recorder = ({ accountId }: { accountId?: string }) => {
    useRecordFirstRows(accountId);
    return null;
  };
  const recorded = () => readStoredScreen('panel')?.reviews.map((review) => review.id);

  beforeEach(async () => {
    localStorage.clear();
    await accountsItem.setValue([accountSummary(ACCOUNT)]);
    await activeAccountIdItem.setValue(ACCOUNT);
  });

  it('records the newest rows, again when the cache changes them', async () => {
    render(<Recorder accountId={ACCOUNT} />);
    await waitFor(() => expect(recorded()).toEqual(['social', 'maps', 'old']));
    await seedReviews(ACCOUNT, [listReview({ id: 'arrived', publisherDate: '2026-11-30T09:00' })]);
    announceChange({ accountId: ACCOUNT, stores: ['reviews'] });
    await waitFor(() => expect(recorded()).toEqual(['arrived', 'social', 'maps', 'old']));
  });

  it('drops the record when another order is chosen: those rows need the index', async () => {
    render(<Recorder accountId={ACCOUNT} />);
    await waitFor(() => expect(recorded()).toHaveLength(3));
    await inboxSortItem.setValue('oldest');
    await waitFor(() => expect(readStoredScreen('panel')).toBeUndefined());
  });

  it('records nothing with no account connected', async () => {
    render(<Recorder />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(readStoredScreen('panel')).toBeUndefined();
  });
});
