/**
 * What pages show about accounts, in storage they can watch and render instantly
 * (docs/architecture.md › Contracts › Settings). No secret is ever in here: credentials are in the
 * vault, and only the
 * background writes these items (lib/accounts/account-registry.ts).
 */
import { storage } from '#imports';

/** `oauth`: connected by sign-in; `apiKey`: a customer's own app key (service.md › Authentication). */
export type AccountMode = 'oauth' | 'apiKey';

/** `needsSignIn`: the service answered 401; nothing is sent for this account until reconnect. */
export type AccountStatus = 'connected' | 'needsSignIn';

export interface AccountSummary {
  id: string;
  /** `accountName` of the token grant, or the name the person gave an API-key account. */
  name: string;
  mode: AccountMode;
  /** The service this account's credential belongs to: the only origin it is ever sent to. */
  serviceUrl: string;
  status: AccountStatus;
  /**
   * Set with `needsSignIn` when the credential was not refused but forgotten: the browser closed
   * with "Forget sign-ins when the browser closes" on (lib/accounts/forgotten-sign-ins.ts).
   */
  forgotten?: true;
  connectedAt: number;
}

export const accountsItem = storage.defineItem<AccountSummary[]>('local:accounts.list', {
  fallback: [],
  version: 1,
});

/** The account the popup and side panel show; null when none is connected. */
export const activeAccountIdItem = storage.defineItem<string | null>('local:accounts.active', {
  fallback: null,
  version: 1,
});

export interface AccountsView {
  accounts: AccountSummary[];
  activeAccountId: string | null;
}

export async function readAccountsView(): Promise<AccountsView> {
  const [accounts, activeAccountId] = await Promise.all([
    accountsItem.getValue(),
    activeAccountIdItem.getValue(),
  ]);
  return { accounts, activeAccountId };
}
