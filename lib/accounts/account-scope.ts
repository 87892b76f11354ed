/**
 * Whether the popup and the side panel show one account or every connected one ("All accounts" in
 * the account switcher). A scope item of its own, beside the active account rather than a special
 * value of it: the active account stays a real account while All accounts is chosen, so the views
 * that only make sense per account (listings, suggestions, reports, activity, locations, numbers)
 * go on showing the last single account chosen, and every reader of the active account (the
 * background opening a notification's review, the options page, the first screen's record) keeps
 * reading an id. It is the person's own preference, so pages write it (docs/architecture.md › The
 * stores).
 */
import { storage } from '#imports';
import type { AccountSummary } from './account-items';

/** `one`: the active account; `all`: every connected account in one inbox. */
export type AccountScope = 'one' | 'all';

export const accountScopeItem = storage.defineItem<AccountScope>('local:accounts.scope', {
  fallback: 'one',
  version: 1,
});

/**
 * The accounts the inbox lists: every connected one when All accounts is chosen and there is more
 * than one (with one account nothing changes), else the active account alone.
 */
export function scopedAccountIds(
  accounts: readonly Pick<AccountSummary, 'id'>[],
  activeId: string | undefined,
  scope: AccountScope,
): string[] {
  if (scope === 'all' && accounts.length > 1) return accounts.map((account) => account.id);
  return activeId ? [activeId] : [];
}
