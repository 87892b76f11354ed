/**
 * Keeps the popup's first-screen snapshot true to the cache. After any change that can alter that
 * screen (a card's review, its names, a draft, the outbox, the accounts) the snapshot is read again
 * from the cache and stored only when it differs from what was stored last: an idle poll, which
 * changes nothing the popup shows, stores nothing (and in Chrome opens no offscreen document).
 * Background only: pages never write it, so there is one writer and one order of writes.
 */
import { storage } from '#imports';
import { readFirstScreenFromCache } from './first-screen-read';
import { encodeFirstScreen } from './first-screen-snapshot';
import { storeFromBackground } from './first-screen-store';
import { withPanelScreen } from './panel-screen-read';

/** What was stored last, kept for the browser session so a new worker does not store it again. */
const storedItem = storage.defineItem<{ text: string | null }>('session:firstScreen.stored');
/** Changes come in bursts (a sync writes page after page): one read after the burst settles. */
const SETTLE_MS = 150;

/** Accounts being disconnected: their cards are never stored, whatever the cache still holds. */
const withheld = new Set<string>();
let queue: Promise<void> = Promise.resolve();
let queued: Promise<void> | undefined;
let settle: ReturnType<typeof setTimeout> | undefined;

async function storeIfChanged(): Promise<void> {
  const text = encodeFirstScreen(await withPanelScreen(await readFirstScreenFromCache(withheld)));
  // Without session storage (an older browser) every change stores: more writes, never a stale one.
  const stored = await storedItem.getValue().catch(() => null);
  if (stored !== null && stored.text === text) return;
  await storeFromBackground(text);
  await storedItem.setValue({ text }).catch(() => {});
}

/**
 * Reads and stores the snapshot now, after any run under way; calls made while one waits share
 * it. Never rejects: a failed store leaves the last record, so the next change tries again.
 */
export function refreshFirstScreen(): Promise<void> {
  queued ??= queue = queue.then(async () => {
    queued = undefined;
    await storeIfChanged().catch(() => {});
  });
  return queued;
}

/** The cache or the accounts changed: refresh once the burst of writes has settled. */
export function firstScreenMayHaveChanged(): void {
  clearTimeout(settle);
  settle = setTimeout(() => void refreshFirstScreen(), SETTLE_MS);
}

/**
 * Runs `remove` (a Disconnect) with the account's cards withheld: the snapshot is dropped before
 * the account leaves the list, so no popup opened meanwhile paints that account's reviews, not
 * even for a frame, and none is stored for it until it is gone.
 */
export async function withFirstScreenWithheld<T>(accountId: string, remove: () => Promise<T>): Promise<T> {
  withheld.add(accountId);
  try {
    await refreshFirstScreen();
    return await remove();
  } finally {
    withheld.delete(accountId);
    void refreshFirstScreen();
  }
}
