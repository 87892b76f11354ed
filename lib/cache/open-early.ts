import { openData } from '../durable/data-db';
import { openCache } from './db';

/**
 * Starts opening the cache without waiting for it: a page that reads the cache right after other
 * work (the popup's boot) overlaps the two. The durable database (drafts, the outbox) opens
 * alongside, for the cards' Draft and reply marks. Never fails here; a read that follows reports
 * its own. Settles once the cache is open or could not be opened (the side panel marks it for the
 * bench).
 */
export function startOpeningCache(): Promise<void> {
  openData().catch(() => undefined);
  return openCache().then(
    () => undefined,
    () => undefined,
  );
}
