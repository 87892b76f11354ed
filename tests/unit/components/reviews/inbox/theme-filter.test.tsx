import '../../../i18n-setup';
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InboxFilters } from '@/components/reviews/inbox/inbox-filters';
import { inboxRoute, themeRouteHash } from '@/components/reviews/inbox/inbox-route';
import InboxView from '@/components/reviews/inbox-view';
import { parseRoute } from '@/components/shell/side-panel-route';
import { cacheReviews } from '@/lib/reviews/review-cache-writes';
import { activeFilterCount, type ReviewFilter } from '@/lib/reviews/review-filter';
import { masksOf } from '@/lib/themes/theme-masks';
import { listReview } from '../../../lib/reviews/fixtures';
import { ACCOUNT, answerInboxMessage, route, seedInbox } from '../inbox-fixture';

const { answeredBy } = await vi.hoisted(() => import('../../../fake-messaging'));
vi.mock(
  '@/lib/messaging',
  answeredBy(() => answerInboxMessage),
);

afterEach(cleanup);

const choices = { locations: [], publishers: [] };
/** The filters start folded, their controls not drawn: unfolded as a person does. */
const unfold = () => fireEvent.click(screen.getByRole('button', { name: /^Filters \(\d+\)$/ }));
const optionsOf = (select: HTMLElement) =>
  Array.from((select as HTMLSelectElement).options).map((option) => [option.value, option.text]);

describe('the Theme filter', () => {
  it('offers each theme the reviews raise, and its complaints and compliments where there are some', () => {
    const themes = masksOf([
      { theme: 'wait', tone: 'complaint' },
      { theme: 'staff', tone: 'praise' },
      { theme: 'staff', tone: 'complaint' },
      { theme: 'delivery', tone: 'neutral' },
    ]);
    render(<InboxFilters filter={{}} onChange={() => {}} {...choices} themes={themes} />);
    unfold();
    expect(optionsOf(screen.getByRole('combobox', { name: 'Theme' }))).toEqual([
      ['', 'Any theme'],
      ['wait', 'Wait time'],
      ['wait:complaint', 'Wait time: complaints'],
      ['staff', 'Staff'],
      ['staff:complaint', 'Staff: complaints'],
      ['staff:praise', 'Staff: compliments'],
      ['delivery', 'Delivery'],
    ]);
  });

  it('sets the filter, counts once in "Filters (n)", and clears with the others', () => {
    let filter: ReviewFilter = { minRating: 1 };
    const onChange = vi.fn((next: ReviewFilter) => {
      filter = next;
    });
    const themes = masksOf([{ theme: 'parking', tone: 'complaint' }]);
    const view = render(<InboxFilters filter={filter} onChange={onChange} {...choices} themes={themes} />);
    unfold();
    fireEvent.change(screen.getByRole('combobox', { name: 'Theme' }), {
      target: { value: 'parking:complaint' },
    });
    expect(filter).toEqual({ minRating: 1, theme: 'parking:complaint' });
    view.rerender(<InboxFilters filter={filter} onChange={onChange} {...choices} themes={themes} />);
    expect(activeFilterCount(filter)).toBe(2);
    expect(screen.getByRole('button', { name: 'Filters (2)' })).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: 'Theme' }), { target: { value: '' } });
    expect(filter).toEqual({ minRating: 1, theme: undefined });
  });

  it('is not offered while no review raises a theme, unless a link set it', () => {
    const view = render(<InboxFilters filter={{}} onChange={() => {}} {...choices} />);
    unfold();
    expect(screen.queryByRole('combobox', { name: 'Theme' })).toBeNull();
    view.rerender(<InboxFilters filter={{ theme: 'honesty:praise' }} onChange={() => {}} {...choices} />);
    expect(optionsOf(screen.getByRole('combobox', { name: 'Theme' }))).toEqual([
      ['', 'Any theme'],
      ['honesty:praise', 'Honesty: compliments'],
    ]);
    expect(screen.getByRole('combobox', { name: 'Theme' })).toHaveProperty('value', 'honesty:praise');
  });
});

describe('the inbox at a theme address', () => {
  it('reads the theme, its tone and its days from the address, and writes them back', () => {
    const filter = { theme: 'wait:complaint', fromDate: '2026-10-27', toDate: '2026-11-25' } as const;
    const hash = themeRouteHash(filter);
    expect(hash).toBe('#/inbox/theme/wait/complaint/2026-10-27/2026-11-25');
    expect(inboxRoute(parseRoute(hash))).toEqual({ filter });
    expect(inboxRoute(parseRoute('#/inbox/theme/staff'))).toEqual({ filter: { theme: 'staff' } });
    expect(inboxRoute(parseRoute('#/inbox/theme/staff/any/2026-10-27/2026-11-25'))).toEqual({
      filter: { theme: 'staff', fromDate: '2026-10-27', toDate: '2026-11-25' },
    });
    for (const wrong of ['#/inbox/theme/weather', '#/inbox/theme/wait/neutral', '#/inbox/theme'])
      expect(inboxRoute(parseRoute(wrong)), wrong).toEqual({});
  });

  beforeEach(seedInbox);

  it('lists exactly the reviews raising the theme with that tone, and shows the filter set', async () => {
    await cacheReviews(
      ACCOUNT,
      [
        listReview({ id: 'w1', rating: 1, content: 'We waited an hour past our appointment.' }),
        listReview({ id: 'w2', rating: 2, content: 'Long wait, and the receptionist was rude.' }),
        listReview({ id: 'quick', rating: 5, content: 'No wait at all.' }),
        listReview({ id: 'old', rating: 1, content: 'Waited forever.', publisherDate: '2026-09-01T10:00' }),
      ],
      () => 'poll',
      Date.now(),
    );
    const path = ['theme', 'wait', 'complaint', '2026-11-01', '2026-11-30'];
    const { container } = render(<InboxView route={route(...path)} accountId={ACCOUNT} />);
    await waitFor(() =>
      expect(container.querySelector('.inbox-column__count')?.getAttribute('data-total')).toBe('2'),
    );
    expect(screen.getByRole('combobox', { name: 'Theme' })).toHaveProperty('value', 'wait:complaint');
    expect(screen.getByLabelText('From')).toHaveProperty('value', '2026-11-01');
    fireEvent.change(screen.getByRole('combobox', { name: 'Theme' }), { target: { value: 'wait:praise' } });
    await waitFor(() =>
      expect(container.querySelector('.inbox-column__count')?.getAttribute('data-total')).toBe('1'),
    );
  });
});
