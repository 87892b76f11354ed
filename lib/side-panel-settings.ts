/**
 * What the side panel reads from the extension's storage before its first render: the accounts,
 * the active one and the inbox's order, in one storage request asked for at once (the items stay
 * the one source of truth: lib/accounts/account-items.ts, lib/reviews/inbox-sort-setting.ts).
 * Each item's own read asks a tick later, after whatever else the caller starts synchronously
 * (components/shell/side-panel-boot.ts), and asks the browser once per item.
 */
import { storage } from '#imports';
import { type AccountSummary, accountsItem, activeAccountIdItem } from './accounts/account-items';
import { inboxSortItem, inboxSortOf } from './reviews/inbox-sort-setting';
import type { ReviewSort } from './reviews/review-sort';

export interface SidePanelSettings {
  accounts: AccountSummary[];
  activeId: string | null;
  sort: ReviewSort;
}

export async function readSidePanelSettings(): Promise<SidePanelSettings> {
  const [accounts, activeId, sort] = await storage.getItems([
    accountsItem,
    activeAccountIdItem,
    inboxSortItem,
  ]);
  return {
    accounts: (accounts?.value as AccountSummary[] | null) ?? [],
    activeId: (activeId?.value as string | null) ?? null,
    sort: inboxSortOf(sort?.value),
  };
}
