import type { PrimedAccounts } from '@/components/account/use-account-session';
import { primeShown } from '@/components/reviews/popup-inbox';
import { type StoredScreen, storedCards } from '@/lib/first-screen/stored-screen';
import { reviewScope } from '@/lib/reviews/review-keys';

/**
 * Gives the live popup the first screen it takes over from (popup-first-screen.tsx painted it from
 * what the popup last drew, before this code loaded), so its first render is that same screen; the
 * views' own reads (the account items, the inbox), begun as they mount, replace it.
 */
export function primeFromStored(screen: StoredScreen): PrimedAccounts {
  // One account's cards are its own; All accounts' are those of the accounts listed then.
  primeShown(
    screen.listed ? reviewScope(screen.listed).id : screen.activeId,
    storedCards(screen),
    screen.accounts,
  );
  return {
    accounts: screen.accounts,
    activeId: screen.activeId,
    ...(screen.listed && { scope: 'all' as const }),
  };
}
