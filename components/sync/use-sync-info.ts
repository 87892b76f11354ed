import { useState } from 'preact/hooks';
import { useCacheRead } from '@/components/cache/use-cache-read';
import type { SyncInfo } from '@/components/ui/sync-status';
import { ask, type ErrorData, sendMessage } from '@/lib/messaging';
import { readSyncStatus } from '@/lib/reviews/review-cache';

const STORES = ['syncState'] as const;

export interface SyncView {
  /** The header's SyncStatus: freshness and the Refresh button. */
  info: SyncInfo;
  /** Why the last sync failed, in words (a Refresh that failed, or the background's last error). */
  problem?: string;
}

/**
 * Where the active account's sync stands, from the cache's sync state (written by the background
 * on every poll) plus a Refresh asked from this page. `needsSignIn` is left to the account banner.
 */
export function useSyncInfo(accountId: string | undefined): SyncView | undefined {
  const [refreshing, setRefreshing] = useState(false);
  const [refreshError, setRefreshError] = useState<ErrorData | null>(null);
  const status = useCacheRead(accountId ?? '', STORES, accountId ?? '', () =>
    accountId ? readSyncStatus(accountId) : Promise.resolve(undefined),
  );
  if (!accountId) return undefined;
  const lastError = status?.lastError;
  // An error older than the last success is history, not the current state.
  const failing =
    lastError && lastError.kind !== 'needsSignIn' && lastError.at > (status?.lastSuccessAt ?? 0);
  const state = refreshing
    ? 'syncing'
    : failing
      ? lastError.kind === 'offline'
        ? 'offline'
        : 'error'
      : 'idle';
  return {
    info: {
      state,
      lastSyncedAt: status?.lastSuccessAt,
      onRefresh: () => {
        if (refreshing) return;
        setRefreshing(true);
        setRefreshError(null);
        void ask(() => sendMessage('refreshReviews')).then((result) => {
          setRefreshing(false);
          if (!result.ok) setRefreshError(result.error);
        });
      },
    },
    problem: refreshError?.message ?? (failing ? lastError.message : undefined),
  };
}
