import { useEffect } from 'preact/hooks';
import { onCacheChange } from '@/lib/cache/changes';
import { ask, sendMessage } from '@/lib/messaging';

/** Looks said while the reviews keep changing (a first download writes page after page): one a second. */
const LOOK_EVERY_MS = 1000;

/**
 * Says the person looked at these accounts' reviews (the one definition: lib/reviews/looked.ts):
 * the popup's Reviews and the side panel's inbox call it. As the view opens, and again whenever
 * the accounts' reviews change while the page is in sight, since the list then shows what came
 * in; so the badge's "new since you last looked" starts again from none.
 */
export function useMarkLooked(accountIds: readonly string[]): void {
  const key = accountIds.join('\n');
  useEffect(() => {
    if (accountIds.length === 0) return;
    let last = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const say = () => {
      timer = undefined;
      if (document.visibilityState === 'hidden') return;
      last = Date.now();
      void ask(() => sendMessage('markLooked', { accountIds: [...accountIds] }));
    };
    // At once when none was said for a second; else once, at the end of that second.
    const look = () => {
      if (timer) return;
      const wait = last + LOOK_EVERY_MS - Date.now();
      if (wait <= 0) say();
      else timer = setTimeout(say, wait);
    };
    look();
    const stop = onCacheChange((change) => {
      if (accountIds.includes(change.accountId) && change.stores.includes('reviews')) look();
    });
    document.addEventListener('visibilitychange', look);
    return () => {
      stop();
      if (timer) clearTimeout(timer);
      document.removeEventListener('visibilitychange', look);
    };
  }, [key]);
}
