import { useEffect, useState } from 'preact/hooks';
import type { WxtStorageItem } from '#imports';

/**
 * The value of a storage item, kept current: read once, then followed through `watch`, so every
 * open page shows what the background just wrote. `undefined` until the first read, unless the
 * page read it before rendering (`initial`, see components/shell/popup-boot.ts).
 */
export function useWatchedItem<T>(
  item: WxtStorageItem<T, Record<string, unknown>>,
  initial?: T,
): T | undefined {
  const [value, setValue] = useState<T | undefined>(initial);
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
