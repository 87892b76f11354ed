import { LazyView } from '@/components/shell/lazy-view';
import type { PopupInboxProps } from './popup-inbox-list';

type ListModule = typeof import('./popup-inbox-list');

// Requested as soon as the popup's code runs, in parallel with the account read that comes before
// any view: the list, the cache reader and IndexedDB's wrapper stay out of the popup's first load
// (its size budget, README › Benchmarks) without making the inbox wait.
const list = typeof window === 'undefined' ? undefined : import('./popup-inbox-list');
const load = () => list ?? import('./popup-inbox-list');
/** Set once the chunk has arrived, so the tab renders it without a loading frame. */
let loaded: ListModule | undefined;

/** Loads the list and reads the account's inbox before the popup's first render (popup-boot.ts). */
export async function primeInbox(accountId: string): Promise<void> {
  const module = await load();
  loaded = module;
  await module.prime(accountId);
}

/** The popup's Reviews tab: the cached inbox, then a refresh (issue 5). */
export function PopupInbox(props: PopupInboxProps) {
  return <LazyView load={load} loaded={loaded} props={props} />;
}
