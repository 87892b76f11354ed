/**
 * The accounts messages (sign-in, accounts, the connection settings), joined into the one protocol
 * of lib/messaging.ts. Pages read the accounts list from storage (account-items.ts) and watch it;
 * these ask the background, which alone holds credentials and the app key.
 */
import type { Result } from '../errors/error-data';
import type { ConnectionSettings } from '../settings/connection-settings';
import type { ConnectionInput } from '../settings/connection-validation';
import type { AccountSummary, AccountsView } from './account-items';
import type { ApiKeyAccountInput } from './api-key-account';
import type { ConnectionCheck } from './check-connection';

export interface AccountsProtocol {
  /**
   * Runs OAuth sign-in (the consent window) and adds or reconnects the account. A new connection
   * becomes active; `expectedAccountId` (Sign in again) names the account meant, and another one
   * coming back is an `otherAccount` error (lib/auth/sign-in-decision.ts).
   */
  signIn(data: { expectedAccountId?: string }): Result<AccountSummary>;
  /** Adds an account that uses a customer's own app API key; the key is checked first. */
  addApiKeyAccount(data: ApiKeyAccountInput): Result<AccountSummary>;
  switchAccount(data: { accountId: string }): Result<AccountsView>;
  /** Forgets the account's credential and everything cached for it. */
  disconnectAccount(data: { accountId: string }): Result<AccountsView>;
  /** Validates and stores the connection settings; a non-empty `appKey` goes into the vault. */
  saveConnectionSettings(data: ConnectionInput): Result<ConnectionSettings>;
  /** One cheap call for the account (default: the active one); a 401 marks it "needs sign-in". */
  checkConnection(data: { accountId?: string }): Result<ConnectionCheck>;
  /** Turns "Forget sign-ins when the browser closes" on or off; stored tokens are re-encrypted. */
  setForgetSignIns(data: { on: boolean }): Result<void>;
}
