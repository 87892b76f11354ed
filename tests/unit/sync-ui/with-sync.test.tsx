import '../ui/i18n-setup';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WithSync } from '@/components/sync/with-sync';
import { SyncStatus } from '@/components/ui/sync-status';
import { announceChange } from '@/lib/cache/changes';
import { openCache } from '@/lib/cache/db';
import { initialSyncState, type SyncState } from '@/lib/sync/sync-state';
import { fakeSendMessage, handlers, resetCache } from '../reviews-ui/fake-background';

vi.mock('@/lib/messaging', async (original) => ({
  ...(await original<typeof import('@/lib/messaging')>()),
  sendMessage: (type: string, data?: unknown) => fakeSendMessage(type, data),
}));

const ACCOUNT = 'acc';
const HOUR = 3_600_000;

async function writeSyncState(patch: Partial<SyncState>) {
  const db = await openCache();
  await db.put('syncState', { ...initialSyncState(ACCOUNT, Date.now() - 2 * HOUR), ...patch });
  announceChange({ accountId: ACCOUNT, stores: ['syncState'] });
}

function Page() {
  return (
    <WithSync accountId={ACCOUNT}>
      {({ sync, syncNotice }) => (
        <>
          {sync && <SyncStatus {...sync} />}
          {syncNotice}
        </>
      )}
    </WithSync>
  );
}

beforeEach(resetCache);
afterEach(cleanup);

describe('WithSync', () => {
  it('shows when the account last synced, from the cache', async () => {
    await writeSyncState({ lastSuccessAt: Date.now() - 5 * 60_000 });
    render(<Page />);
    // "Synced" and the relative time are separate nodes (the time is a <time>).
    await waitFor(() =>
      expect(document.querySelector('.sync-status__text')?.textContent).toMatch(/^Synced 5m ago/),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a failure newer than the last success: the state and the reason, until a sync succeeds', async () => {
    await writeSyncState({
      lastSuccessAt: Date.now() - HOUR,
      lastError: { kind: 'offline', message: 'The browser is offline.', at: Date.now() - 1000 },
    });
    render(<Page />);
    expect(await screen.findByText('The browser is offline.')).toBeTruthy();
    expect(screen.getByText('Offline')).toBeTruthy();
    await writeSyncState({
      lastSuccessAt: Date.now(),
      lastError: { kind: 'offline', message: 'The browser is offline.', at: Date.now() - 1000 },
    });
    await waitFor(() => expect(screen.queryByText('The browser is offline.')).toBeNull());
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
