import { openCache } from './db';

/**
 * Starts opening the cache without waiting for it: a page that reads the cache right after other
 * work (the popup's boot) overlaps the two. Never fails here; a read that follows reports its own.
 */
export function startOpeningCache(): void {
  void openCache().catch(() => {});
}
