import { useEffect, useState } from 'preact/hooks';
import { type ChangedStore, onCacheChange } from '@/lib/cache/changes';

/**
 * Reads from the cache now and again whenever the background (or another page) announces a change
 * to one of `stores` of the account (docs/architecture.md › Messaging: change events).
 * `undefined` until the first read answers — a few milliseconds, never the network. `key` names
 * what is read: a new key reads again at once.
 */
export function useCacheRead<T>(
  /** The account read, or several (the All-accounts inbox): a change to any of them reads again. */
  accountId: string | readonly string[],
  stores: readonly ChangedStore[],
  key: string,
  read: () => Promise<T>,
  /** A value known before this mounted (what the page last drew), shown until the first read answers. */
  initial?: T,
): T | undefined {
  const [value, setValue] = useState<{ key: string; value: T } | undefined>(
    initial === undefined ? undefined : { key, value: initial },
  );
  const accounts = typeof accountId === 'string' ? accountId : accountId.join('\n');
  useEffect(() => {
    let live = true;
    let asked = 0;
    let shown = 0;
    const load = () => {
      const ticket = ++asked;
      void read().then(
        // Any read newer than what is shown is shown, not only the latest asked for: while the
        // background announces changes faster than a busy page reads (a listings refresh writes
        // in many steps), each change would otherwise void the read before it, and the view
        // stayed on Loading until the changes stopped.
        (next) => {
          if (!live || ticket < shown) return;
          shown = ticket;
          setValue({ key, value: next });
        },
        // A read that failed leaves what is shown; the next change reads again.
        () => {},
      );
    };
    load();
    const stop = onCacheChange((change) => {
      const ours =
        typeof accountId === 'string' ? change.accountId === accountId : accountId.includes(change.accountId);
      if (ours && change.stores.some((store) => stores.includes(store))) load();
    });
    return () => {
      live = false;
      stop();
    };
  }, [accounts, key]); // `key` stands for `read` and `stores`.
  return value?.key === key ? value.value : undefined;
}
