import '../../i18n-setup';
import 'fake-indexeddb/auto';
import { cleanup, configure, fireEvent, render, screen, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import PopupNumbers from '@/components/analytics/popup-numbers';
import { cacheQuickNumbers } from '@/lib/analytics/analytics-cache';
import { QUICK_NUMBERS } from '@/lib/analytics/analytics-records';
import { computeQuickNumbers, quickNumbersRequest } from '@/lib/analytics/quick-numbers';
import {
  depsFor,
  fakeApi,
  fakeRows,
  fakeSendMessage,
  MAX_DATES,
  useDeps,
} from '../../lib/analytics/fake-analytics';

const { answeredBy } = await vi.hoisted(() => import('../../fake-messaging'));
vi.mock(
  '@/lib/messaging',
  answeredBy(() => fakeSendMessage),
);
const openSidePanel = vi.fn(async (_hash?: string) => {});
vi.mock('@/lib/open-side-panel', () => ({ openSidePanel: (hash?: string) => openSidePanel(hash) }));

let ACCOUNT = 'acc';
let n = 0;
beforeEach(() => {
  ACCOUNT = `numbers${++n}`;
});
afterEach(cleanup);
configure({ asyncUtilTimeout: 15_000 });

const card = (name: string) => screen.getByRole('heading', { name }).closest('li') as HTMLElement;

describe('popup Numbers tab', { timeout: 20_000 }, () => {
  it('shows the stored numbers at once, before the refresh answers', async () => {
    useDeps({ ...depsFor(fakeApi()), withApi: () => new Promise(() => {}) });
    const numbers = computeQuickNumbers(fakeRows(quickNumbersRequest(MAX_DATES)), MAX_DATES);
    await cacheQuickNumbers({
      ...numbers,
      accountId: ACCOUNT,
      name: QUICK_NUMBERS,
      fetchedAt: Date.now() - 5 * 3_600_000,
    });
    render(<PopupNumbers accountId={ACCOUNT} />);
    expect(await screen.findByRole('heading', { name: 'Searches' })).toBeTruthy();
    for (const name of ['Profile views', 'Listings live', 'Check-ins'])
      expect(screen.getByRole('heading', { name })).toBeTruthy();
    expect(screen.getByText(/^Data through Nov 9, 2026/)).toBeTruthy();
  });

  it('fetches when there is nothing stored: value, sparkline, the change in words, data through', async () => {
    const api = fakeApi();
    useDeps(depsFor(api));
    render(<PopupNumbers accountId={ACCOUNT} />);
    const searches = await screen.findByRole('heading', { name: 'Searches' });
    const expected = computeQuickNumbers(fakeRows(quickNumbersRequest(MAX_DATES)), MAX_DATES).numbers[0];
    const item = card('Searches');
    expect(item.querySelector('[data-value]')?.getAttribute('data-value')).toBe(String(expected?.value));
    expect(
      within(item).getByRole('img', { name: 'Searches, day by day from Oct 11, 2026 to Nov 9, 2026' }),
    ).toBeTruthy();
    expect(within(item).getByText(/on the previous 30 days|nothing in the previous 30 days/)).toBeTruthy();
    expect(item.querySelector('path')?.getAttribute('d')).toMatch(/^M[\d.]+ [\d.]+( L[\d.]+ [\d.]+){29}$/);
    expect(within(card('Listings live')).getByText(/on the last day/)).toBeTruthy();
    expect(searches).toBeTruthy();
    expect(api.analytics.report).toHaveBeenCalledTimes(1);
  });

  it('does not fetch again while the stored numbers are fresh', async () => {
    const api = fakeApi();
    const numbers = computeQuickNumbers(fakeRows(quickNumbersRequest(MAX_DATES)), MAX_DATES);
    await cacheQuickNumbers({ ...numbers, accountId: ACCOUNT, name: QUICK_NUMBERS, fetchedAt: Date.now() });
    useDeps(depsFor(api));
    render(<PopupNumbers accountId={ACCOUNT} />);
    await screen.findByRole('heading', { name: 'Searches' });
    await vi.waitFor(() =>
      expect(fakeSendMessage).toHaveBeenCalledWith('refreshQuickNumbers', {
        accountId: ACCOUNT,
        force: false,
      }),
    );
    expect(api.analytics.report).not.toHaveBeenCalled();
  });

  it('links to Reports in the side panel', async () => {
    useDeps(depsFor(fakeApi()));
    render(<PopupNumbers accountId={ACCOUNT} />);
    fireEvent.click(await screen.findByRole('link', { name: 'Open reports' }));
    expect(openSidePanel).toHaveBeenCalledWith('#/reports');
  });

  it('a failed refresh says why, with Retry', async () => {
    useDeps({
      ...depsFor(fakeApi()),
      withApi: async () => Promise.reject(Object.assign(new Error('x'), { name: 'NetworkError' })),
    });
    render(<PopupNumbers accountId={ACCOUNT} />);
    expect(await screen.findByText(/could not be reached/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
