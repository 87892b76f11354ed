import { LazyView } from '@/components/shell/lazy-view';

// Requested as soon as the popup's code runs, in parallel with the account read that comes before
// any view: the list, the cache reader and IndexedDB's wrapper stay out of the popup's first load
// (its size budget, README › Benchmarks) without making the inbox wait.
const list = typeof window === 'undefined' ? undefined : import('./popup-inbox-list');
const load = () => list ?? import('./popup-inbox-list');

/** The popup's Reviews tab: the cached inbox, then a refresh (issue 5). */
export function PopupInbox({ accountId }: { accountId: string }) {
  return <LazyView load={load} props={{ accountId }} />;
}
