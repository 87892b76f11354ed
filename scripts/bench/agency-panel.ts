/**
 * The side panel's All-accounts inbox of an agency (five accounts of 20,000 reviews): the same
 * measures as one account's inbox of 100,000 (side-panel.ts: the first row, the filters usable, the
 * scroll), with All accounts chosen as a person does in the switcher (the scope item,
 * lib/accounts/account-scope.ts), held to the same budgets (budgets.ts).
 */

import type { BenchSession } from './session';
import { benchSidePanel, type SidePanelResult } from './side-panel';

export interface AgencyPanelResult extends SidePanelResult {
  accounts: number;
  reviewsPerAccount: number;
}

export async function benchAgencyPanel(
  session: BenchSession,
  { accounts, reviewsPerAccount }: { accounts: number; reviewsPerAccount: number },
): Promise<AgencyPanelResult> {
  await chooseAllAccounts(session);
  return { ...(await benchSidePanel(session)), accounts, reviewsPerAccount };
}

/** All accounts, chosen as the switcher does: its storage item (`local:accounts.scope`) set to 'all'. */
export async function chooseAllAccounts(session: BenchSession): Promise<void> {
  await session.worker.evaluate(() => chrome.storage.local.set({ 'accounts.scope': 'all' }));
}
