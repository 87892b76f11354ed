import '../../i18n-setup';
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import ReputationView from '@/components/reputation/reputation-view';
import { inboxRoute } from '@/components/reviews/inbox/inbox-route';
import { parseRoute } from '@/components/shell/side-panel-route';
import type { Review } from '@/lib/api';
import { resolvePeriod } from '@/lib/reputation/period';
import { buildReputationReport } from '@/lib/reputation/reputation-report';
import { cacheReviews } from '@/lib/reviews/review-cache-writes';
import { clearStores } from '../../clear-stores';
import { listReview } from '../../lib/reviews/fixtures';

// The section as the side panel shows it, from the report the real background code computes over
// the (fake) IndexedDB: only the message passing is a stand-in.
const { answeredBy } = await vi.hoisted(() => import('../../fake-messaging'));
vi.mock(
  '@/lib/messaging',
  answeredBy(() => async (type: string, data: { accountId: string; period: never }) => {
    if (type !== 'reputationReport') return { ok: false, error: { kind: 'unknown', message: type } };
    return { ok: true, value: await buildReputationReport(data.accountId, data.period, Date.now()) };
  }),
);

const ACCOUNT = 'acc';
const DAY = 86_400_000;
let next = 0;

/** A review written `daysAgo` days ago (at the service's clock, to the minute). */
const review = (daysAgo: number, rating: number, content: string, fields: Partial<Review> = {}) => {
  const at = new Date(Date.now() - daysAgo * DAY - 3_600_000).toISOString().slice(0, 16);
  return listReview({
    id: `r${next++}`,
    rating,
    content,
    publisherDate: at,
    lastServiceUpdateTime: at,
    ...fields,
  });
};

beforeEach(async () => {
  fakeBrowser.reset();
  await clearStores();
  await cacheReviews(
    ACCOUNT,
    [
      review(1, 1, 'We waited an hour past our appointment.'),
      review(2, 2, 'Long wait at the desk, and the receptionist was rude.'),
      review(3, 1, 'Waited forty minutes for nothing.'),
      review(4, 5, 'Friendly staff and spotless rooms.'),
      // The period before: one complaint of the wait, two of rude staff.
      review(35, 1, 'Waited an hour.'),
      review(40, 2, 'Rude staff.'),
      review(41, 1, 'The staff were rude.'),
    ],
    () => 'backfill',
    Date.now(),
  );
});
afterEach(cleanup);

const section = async () =>
  within((await screen.findByRole('heading', { name: 'What customers mention' })).closest('section')!);

describe('Reputation › What customers mention', () => {
  it('lists complaints beside praise, each theme with its count, its change and what customers wrote', async () => {
    render(<ReputationView route={{ view: 'reputation', path: [] }} accountId={ACCOUNT} />);
    const themes = await section();
    const complaints = within(themes.getByRole('region', { name: 'Complaints' }));
    const links = complaints.getAllByRole('link', { name: /complaints?$/ });
    expect(links.map((link) => link.textContent)).toEqual(['Wait time 3 complaints', 'Staff 1 complaint']);
    const wait = links[0].closest('li')!;
    // Up 2 on the period before: more complaints is worse.
    expect(wait.querySelector('.mentioned-theme__change--bad')?.textContent).toContain('+2');
    const staff = links[1].closest('li')!;
    expect(staff.querySelector('.mentioned-theme__change--good')?.textContent).toContain(
      'down 1 on the period before',
    );
    expect(
      within(wait)
        .getAllByRole('listitem')
        .map((quote) => quote.textContent),
    ).toEqual([
      'We waited an hour past our appointment',
      'Long wait at the desk',
      'Waited forty minutes for nothing',
    ]);

    const praise = within(themes.getByRole('region', { name: 'Praise' }));
    expect(praise.getAllByRole('link', { name: /compliments?$/ }).map((link) => link.textContent)).toEqual([
      'Staff 1 compliment',
      'Cleanliness 1 compliment',
    ]);
  });

  it("a theme opens the inbox on the reviews it counts: that theme and tone, the period's days", async () => {
    render(<ReputationView route={{ view: 'reputation', path: [] }} accountId={ACCOUNT} />);
    const themes = await section();
    const link = themes.getByRole('link', { name: 'Wait time 3 complaints' });
    const period = resolvePeriod({ kind: 'last', days: 30 }, Date.now())!;
    expect(inboxRoute(parseRoute(link.getAttribute('href')!))).toEqual({
      filter: {
        theme: 'wait:complaint',
        fromDate: new Date(period.start).toISOString().slice(0, 10),
        toDate: new Date(period.end - 1).toISOString().slice(0, 10),
      },
    });
    // A quote opens its own review.
    const quote = themes.getByRole('link', { name: 'We waited an hour past our appointment' });
    expect(quote.getAttribute('href')).toMatch(/^#\/inbox\/review\/r\d+$/);
  });

  it('follows the period picker: over 7 days, what only the weeks before raised is gone', async () => {
    await cacheReviews(ACCOUNT, [review(20, 1, 'The bathroom was filthy.')], () => 'backfill', Date.now());
    render(<ReputationView route={{ view: 'reputation', path: [] }} accountId={ACCOUNT} />);
    expect((await section()).getByRole('link', { name: 'Cleanliness 1 complaint' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Last 7 days' }));
    await vi.waitFor(async () =>
      expect((await section()).queryByRole('link', { name: 'Cleanliness 1 complaint' })).toBeNull(),
    );
    expect((await section()).getByRole('link', { name: 'Wait time 3 complaints' })).toBeTruthy();
  });

  it('says so when no review of the period raises a theme', async () => {
    await clearStores();
    await cacheReviews(ACCOUNT, [review(1, 4, 'Fine.')], () => 'backfill', Date.now());
    render(<ReputationView route={{ view: 'reputation', path: [] }} accountId={ACCOUNT} />);
    expect((await section()).getByText('No review in this period raises a theme we can read.')).toBeTruthy();
  });
});
