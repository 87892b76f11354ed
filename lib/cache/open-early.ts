import { openCache } from './db';

/**
 * Starts opening the cache without waiting for it: a page that reads the cache right after other
 * work (the popup's boot) overlaps the two. Never fails here; a read that follows reports its own.
 * Settles once the cache is open or could not be opened (the side panel marks it for the bench).
 */
export function startOpeningCache(): Promise<void> {
  return openCache().then(
    () => undefined,
    () => undefined,
  );
}
