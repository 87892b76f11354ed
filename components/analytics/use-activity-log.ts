import { useEffect, useRef, useState } from 'preact/hooks';
import type { ActivityFilters } from '@/lib/analytics/activity-log';
import type { Activity } from '@/lib/api/schemas/analytics';
import type { ErrorData } from '@/lib/errors/error-data';
import { ask, sendMessage } from '@/lib/messaging';

/** What has been read of the log for the current account and filters. */
export interface LoadedLog {
  /** Every entry read so far, newest first; pages are only ever appended. */
  activities: Activity[];
  /** Every matching entry, when the service says. */
  count?: number;
  /** Where the next page starts, or null when everything is loaded. */
  nextOffset: number | null;
  /** How many entries the last page brought: an empty page means reading on would not progress. */
  lastPageSize: number;
}

export interface ActivityLogState {
  /** Undefined until the first page of these filters arrives. */
  log?: LoadedLog;
  loading: boolean;
  error?: ErrorData;
  /** Reads the next page, unless one is already on its way or nothing is left. */
  loadMore(): void;
  /** Reads again from where the failed read started; what is loaded stays. */
  retry(): void;
}

/**
 * Reads the activity log a page at a time for `accountId` and `filters`, one read at a time.
 * A read started for other filters (or another account) is dropped when it lands, so a slow
 * "Load more" never appends entries of the old filters to the new list.
 */
export function useActivityLog(accountId: string, filters: ActivityFilters): ActivityLogState {
  const [log, setLog] = useState<LoadedLog>();
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<ErrorData>();
  // Refs, not state: auto-loading may ask twice before the next render shows the first read.
  const generation = useRef(0);
  const reading = useRef(false);
  const latest = useRef<LoadedLog | undefined>(undefined);

  const read = (offset: number, base: Activity[]) => {
    const mine = generation.current;
    reading.current = true;
    setLoading(true);
    setError(undefined);
    void ask(() => sendMessage('readActivity', { accountId, filters, offset })).then((result) => {
      if (mine !== generation.current) return;
      reading.current = false;
      setLoading(false);
      if (!result.ok) return setError(result.error);
      const next: LoadedLog = {
        activities: [...base, ...result.value.activities],
        count: result.value.count,
        nextOffset: result.value.nextOffset,
        lastPageSize: result.value.activities.length,
      };
      latest.current = next;
      setLog(next);
    });
  };

  useEffect(() => {
    generation.current++;
    latest.current = undefined;
    setLog(undefined);
    read(0, []);
    return () => {
      // Unmounted or about to read other filters: whatever is in flight is no longer wanted.
      generation.current++;
      reading.current = false;
    };
  }, [accountId, JSON.stringify(filters)]);

  const loadMore = () => {
    const current = latest.current;
    if (reading.current || !current || current.nextOffset === null) return;
    read(current.nextOffset, current.activities);
  };
  const retry = () => {
    if (reading.current) return;
    const current = latest.current;
    read(current?.nextOffset ?? 0, current?.activities ?? []);
  };
  return { log, loading, error, loadMore, retry };
}
