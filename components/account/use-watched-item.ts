import { useEffect, useState } from 'preact/hooks';
import type { WxtStorageItem } from '#imports';

/**
 * The value of a storage item, kept current: read once, then followed through `watch`, so every
 * open page shows what the background just wrote. `undefined` until the first read.
 */
export function useWatchedItem<T>(item: WxtStorageItem<T, Record<string, unknown>>): T | undefined {
  const [value, setValue] = useState<T | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void item.getValue().then((first) => {
      if (live) setValue(first);
    });
    const unwatch = item.watch((next) => setValue(next));
    return () => {
      live = false;
      unwatch();
    };
  }, [item]);
  return value;
}
