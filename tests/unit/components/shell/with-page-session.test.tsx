import '../../i18n-setup';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WithPageSession } from '@/components/shell/with-page-session';
import { SyncStatus } from '@/components/ui/sync-status';
import { accountsItem, activeAccountIdItem } from '@/lib/accounts/account-items';
import { announceChange } from '@/lib/cache/changes';
import { openCache } from '@/lib/cache/db';
import { formatClockTime } from '@/lib/clock/clock-time';
import { initialSyncState, type SyncState, saveSyncState } from '@/lib/sync/sync-state';
import { accountSummary } from '../../lib/accounts/fixtures';
import { fakeSendMessage, handlers, resetCache } from '../reviews/fake-background';

const { answeredBy } = await vi.hoisted(() => import('../../fake-messaging'));
vi.mock(
  '@/lib/messaging',
  answeredBy(() => fakeSendMessage),
);

const ACCOUNT = 'acc';
const HOUR = 3_600_000;

async function writeSyncState(patch: Partial<SyncState>) {
  const db = await openCache();
  await db.put('syncState', { ...initialSyncState(ACCOUNT, Date.now() - 2 * HOUR), ...patch });
  announceChange({ accountId: ACCOUNT, stores: ['syncState'] });
}

/** A page of one account ("acc", needing sign-in or not): its header's sync status and its banners. */
function Page() {
  return (
    <WithPageSession>
      {({ sync, notice }) => (
        <>
          {sync && <SyncStatus {...sync} />}
          {notice}
        </>
      )}
    </WithPageSession>
  );
}

async function seedAccount(status: 'connected' | 'needsSignIn' = 'connected') {
  await accountsItem.setValue([accountSummary(ACCOUNT, status)]);
  await activeAccountIdItem.setValue(ACCOUNT);
}

const headline = () => document.querySelector('.sync-status__headline')?.textContent;
const detail = () => document.querySelector('.sync-status__detail')?.textContent;

beforeEach(async () => {
  await resetCache();
  await seedAccount();
});
afterEach(cleanup);

describe('WithPageSession: the active account’s sync', () => {
  it('shows when the account last synced, from the cache', async () => {
    const at = Date.now() - 5 * 60_000;
    await writeSyncState({ lastSuccessAt: at });
    render(<Page />);
    // Before the cache has answered: nothing, rather than an untrue "Not synced yet".
    expect(document.querySelector('.sync-status')).toBeNull();
    await waitFor(() => expect(headline()).toBe(`Synced ${formatClockTime(at, Date.now())}`));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a failure newer than the last success: the state and the reason, until a sync succeeds', async () => {
    const lastSuccessAt = Date.now() - HOUR;
    await writeSyncState({
      lastSuccessAt,
      lastError: {
        kind: 'error',
        message: 'The service is having trouble (HTTP 503).',
        at: Date.now() - 1000,
      },
    });
    render(<Page />);
    expect(await screen.findByText('The service is having trouble (HTTP 503).')).toBeTruthy();
    expect(headline()).toBe('Sync failed');
    expect(detail()).toBe(`last synced ${formatClockTime(lastSuccessAt, Date.now())}`);
    await writeSyncState({
      lastSuccessAt: Date.now(),
      lastError: {
        kind: 'error',
        message: 'The service is having trouble (HTTP 503).',
        at: Date.now() - 1000,
      },
    });
    await waitFor(() => expect(screen.queryByText('The service is having trouble (HTTP 503).')).toBeNull());
    expect(headline()).toMatch(/^Synced /);
  });

  it('an account that must sign in again says so, whatever the last sync did', async () => {
    await writeSyncState({ lastSuccessAt: Date.now() - 60_000 });
    await seedAccount('needsSignIn');
    render(<Page />);
    await waitFor(() => expect(headline()).toBe('Needs sign-in'));
  });

  it('an open page follows what the background stores: syncing, failed, synced', async () => {
    const base = initialSyncState(ACCOUNT, Date.now() - 2 * HOUR);
    await saveSyncState({ ...base, lastSuccessAt: Date.now() - HOUR });
    render(<Page />);
    await waitFor(() => expect(headline()).toMatch(/^Synced /));
    // The background's own save (no test-side announcement): the page must hear of it.
    await saveSyncState({ ...base, lastSuccessAt: Date.now() - HOUR, syncingSince: Date.now() });
    await waitFor(() => expect(headline()).toBe('Syncing…'));
    await saveSyncState({
      ...base,
      lastSuccessAt: Date.now() - HOUR,
      lastError: { kind: 'error', message: 'Down for maintenance.', at: Date.now() },
      nextTryAt: Date.now() + 5 * 60_000,
    });
    await waitFor(() => expect(headline()).toBe('Sync failed'));
    expect(detail()).toMatch(/ · next try /);
    // The banner shows when there is a problem (with-page-session.tsx).
    expect(await screen.findByText('Down for maintenance.')).toBeTruthy();
    await saveSyncState({ ...base, lastSuccessAt: Date.now() + 1 });
    await waitFor(() => expect(headline()).toMatch(/^Synced /));
    expect(screen.queryByText('Down for maintenance.')).toBeNull();
  });

  it('"Offline" only when the browser is: a run skipped offline reads as paused once it is back', async () => {
    await writeSyncState({
      lastSuccessAt: Date.now() - HOUR,
      lastError: { kind: 'offline', message: 'The browser is offline.', at: Date.now() - 1000 },
    });
    render(<Page />);
    await waitFor(() => expect(headline()).toBe('Sync paused'));
    // The browser has a network again: no banner saying it is offline.
    expect(screen.queryByText('The browser is offline.')).toBeNull();
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      window.dispatchEvent(new Event('offline'));
      await waitFor(() => expect(headline()).toBe('Offline'));
    } finally {
      onLine.mockRestore();
    }
  });

  it('Refresh asks the background once and says why when it cannot', async () => {
    const original = handlers.refreshReviews;
    handlers.refreshReviews = async () => {
      throw new Error('The service did not answer; try again in a minute.');
    };
    try {
      render(<Page />);
      const refresh = await screen.findByRole('button', { name: 'Refresh' });
      fireEvent.click(refresh);
      fireEvent.click(refresh);
      expect(await screen.findByText('The service did not answer; try again in a minute.')).toBeTruthy();
      expect(fakeSendMessage.mock.calls.filter(([type]) => type === 'refreshReviews')).toHaveLength(1);
    } finally {
      handlers.refreshReviews = original;
    }
  });
});
