import { useEffect, useState } from 'preact/hooks';
import { onCacheChange } from '@/lib/cache/changes';
import type { CacheStore } from '@/lib/cache/db';

/**
 * Reads from the cache now and again whenever the background announces a change to one of
 * `stores` of this account (DESIGN.md › UIs render from the cache first). `key` names what `read`
 * depends on besides the account: a new key reads again. When the cache cannot be read at all,
 * `fallback` (if given) is shown instead of loading forever.
 */
export function useCacheRead<T>(
  accountId: string,
  stores: readonly CacheStore[],
  read: () => Promise<T>,
  key = '',
  fallback?: T,
): T | undefined {
  const [state, setState] = useState<{ at: string; value: T }>();
  const at = `${accountId}\n${key}`;
  useEffect(() => {
    let live = true;
    const load = () =>
      void read().then(
        (value) => live && setState({ at, value }),
        () => live && fallback !== undefined && setState({ at, value: fallback }),
      );
    load();
    const stop = onCacheChange((change) => {
      if (change.accountId === accountId && change.stores.some((store) => stores.includes(store))) load();
    });
    return () => {
      live = false;
      stop();
    };
    // `read` is a new function each render; `at` says when it reads something else.
  }, [at]);
  return state?.at === at ? state.value : undefined;
}
