import { useEffect, useState } from 'preact/hooks';

/** What this reads of a storage item (lib/ defines the items; `@wxt-dev/storage`'s fit). */
export interface WatchableItem<T> {
  getValue(): Promise<T>;
  watch(onChange: (value: T) => void): () => void;
}

/**
 * The value of a storage item, kept current: read once, then followed through `watch`, so every
 * open page shows what the background just wrote. `undefined` until the first read, unless the
 * page knew it before rendering (`initial`: what it last drew, components/shell/popup-boot.ts).
 */
export function useWatchedItem<T>(item: WatchableItem<T>, initial?: T): T | undefined {
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
