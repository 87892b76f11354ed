import { useEffect, useRef, useState } from 'preact/hooks';
import { useCacheRead } from '@/components/cache/use-cache-read';
import type { SyncInfo } from '@/components/ui/sync-status';
import { useNow } from '@/components/ui/use-now';
import { ask, type ErrorData, sendMessage } from '@/lib/messaging';
import { readSyncRecord } from '@/lib/sync/sync-state';
import { type SyncStatus, syncStatusOf } from '@/lib/sync/sync-status';
import { useOnline } from './use-online';

const STORES = ['syncState'] as const;

export interface SyncView {
  /** The header's SyncStatus: the status, whether a Refresh from here is out, and Refresh. */
  info: SyncInfo;
  /** Why the last sync failed, in words (the stored reason, or what a Refresh from here answered). */
  problem?: string;
}

interface RefreshFailure {
  error: ErrorData;
  at: number;
}

/**
 * Where the active account's sync stands: the background's one stored state (lib/sync/sync-state.ts,
 * re-read whenever the background announces a change, so an open page follows it) through the
 * same reducer as the badge (lib/sync/sync-status.ts), plus a Refresh asked from this page.
 */
export function useSyncInfo(accountId: string | undefined, needsSignIn = false): SyncView | undefined {
  const [refreshing, setRefreshing] = useState(false);
  const [failure, setFailure] = useState<RefreshFailure | null>(null);
  const record = useCacheRead(accountId ?? '', STORES, accountId ?? '', () =>
    accountId ? readSyncRecord(accountId) : Promise.resolve(null),
  );
  const online = useOnline();
  // Ticks, so a "syncing" left by a dead worker and a "next try" that has passed expire on screen.
  const now = useNow();
  const refresh = () => {
    if (refreshing) return;
    setRefreshing(true);
    setFailure(null);
    void ask(() => sendMessage('refreshReviews')).then((result) => {
      setRefreshing(false);
      if (!result.ok) setFailure({ error: result.error, at: Date.now() });
    });
  };
  // The network is back while this page is open: sync now rather than at the next alarm.
  const wasOnline = useRef(online);
  useEffect(() => {
    if (online && !wasOnline.current && accountId) refresh();
    wasOnline.current = online;
  }, [online]);
  // Nothing until the cache has answered (a few milliseconds): never a "Not synced yet" that is untrue.
  if (!accountId || record === undefined) return undefined;
  const status: SyncStatus = syncStatusOf({
    state: record ?? undefined,
    now: Math.max(now, Date.now()),
    online,
    needsSignIn,
  });
  const reason = 'reason' in status ? status.reason : undefined;
  // A Refresh's own answer stands until a later sync succeeds.
  const refreshProblem =
    failure && !(record?.lastSuccessAt !== undefined && record.lastSuccessAt > failure.at)
      ? failure.error.message
      : undefined;
  return {
    info: {
      status,
      refreshing,
      onRefresh: refresh,
    },
    problem: refreshProblem ?? reason,
  };
}
