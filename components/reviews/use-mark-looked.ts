import { useEffect } from 'preact/hooks';
import { onCacheChange } from '@/lib/cache/changes';
import { ask, sendMessage } from '@/lib/messaging';

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
    const look = () => {
      if (document.visibilityState === 'hidden') return;
      void ask(() => sendMessage('markLooked', { accountIds: [...accountIds] }));
    };
    look();
    const stop = onCacheChange((change) => {
      if (accountIds.includes(change.accountId) && change.stores.includes('reviews')) look();
    });
    document.addEventListener('visibilitychange', look);
    return () => {
      stop();
      document.removeEventListener('visibilitychange', look);
    };
  }, [key]);
}
