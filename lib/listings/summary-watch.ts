/**
 * The pending-suggestions count of an account, read now and again whenever the background
 * announces new snapshots (the popup's Listings tab badge, components/listings/use-suggestion-count.ts).
 */
import { onCacheChange } from '../cache/changes';
import { readListingSummary } from './summary-read';

/** Calls `listener` with the count now and on every change, until the returned function is called. */
export function watchPendingSuggestions(accountId: string, listener: (count: number) => void): () => void {
  let live = true;
  const read = () =>
    void readListingSummary(accountId).then(
      (summary) => live && listener(summary?.pendingSuggestions ?? 0),
      () => {},
    );
  read();
  const stopListening = onCacheChange((change) => {
    if (change.accountId === accountId && change.stores.includes('snapshots')) read();
  });
  return () => {
    live = false;
    stopListening();
  };
}
