import type { ComponentChildren } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { Banner } from '@/components/ui/banner';
import type { ErrorData, Result } from '@/lib/errors/error-data';
import { i18n } from '@/lib/i18n/translate';
import { ask } from '@/lib/messaging';
import { useCacheRead } from './use-cache-read';

export interface RefreshedSnapshot<T> {
  /** What the cache holds, `undefined` until the first read answers. */
  snapshot: T | undefined;
  refreshing: boolean;
  error: ErrorData | undefined;
  /** The refresh's failure with a Retry that forces it, or nothing. */
  problem: ComponentChildren;
}

/**
 * A popup tab's snapshot (`snapshots` store): shown at once from the cache and re-read on every
 * change, while the background is asked to refresh it once per account shown. `send` asks it; the
 * background fetches only when the snapshot is stale, unless `force` (Retry).
 */
export function useRefreshedSnapshot<T>(
  accountId: string,
  read: () => Promise<T | undefined>,
  send: (force: boolean) => Promise<Result<unknown>>,
): RefreshedSnapshot<T> {
  const snapshot = useCacheRead(accountId, ['snapshots'], accountId, read);
  const [error, setError] = useState<ErrorData>();
  const [refreshing, setRefreshing] = useState(false);

  const refresh = (force: boolean) => {
    setRefreshing(true);
    void ask(() => send(force)).then((result) => {
      setRefreshing(false);
      setError(result.ok ? undefined : result.error);
    });
  };
  // Deps on purpose: once per account shown.
  useEffect(() => refresh(false), [accountId]);

  const problem = error && (
    <Banner
      tone="error"
      action={{ label: i18n.t('common.actions.retry'), onClick: () => refresh(true), busy: refreshing }}
    >
      {error.message}
    </Banner>
  );
  return { snapshot, refreshing, error, problem };
}
