/**
 * The one protocol between the pages (popup, side panel, options) and the background (DESIGN.md ›
 * Contracts › Messaging). Every answer is a Result: the value, or an error as data with a message a
 * person can act on. Later issues add their messages here.
 *
 * No logger is configured on purpose: message data can carry the app key on its way to the vault.
 */

import { defineExtensionMessaging } from '@webext-core/messaging';
import { i18n } from '#i18n';
import { browser } from '#imports';
import type { AccountSummary, AccountsView } from './accounts/account-items';
import type { ApiKeyAccountInput } from './accounts/api-key-account';
import type { ConnectionCheck } from './accounts/check-connection';
import type { AnalyticsProtocol } from './analytics/analytics-protocol';
import type { Result } from './errors/error-data';
import type { ListingsProtocol } from './listings/listings-protocol';
import type { OutboxItem, ReplyInput } from './outbox/outbox-machine';
import type { ReputationProtocol } from './reputation/reputation-protocol';
import type { ConnectionSettings } from './settings/connection-settings';
import type { ConnectionInput } from './settings/connection-validation';

export type { ErrorData, Result } from './errors/error-data';

export interface ProtocolMap extends ListingsProtocol, AnalyticsProtocol, ReputationProtocol {
  /**
   * Runs OAuth sign-in (the consent window) and adds or reconnects the account. A new connection
   * becomes active; `expectedAccountId` (Sign in again) names the account meant, and another one
   * coming back is an `otherAccount` error (lib/auth/sign-in-decision.ts).
   */
  signIn(data: { expectedAccountId?: string }): Result<AccountSummary>;
  /** Adds an account that uses a customer's own app API key; the key is checked first. */
  addApiKeyAccount(data: ApiKeyAccountInput): Result<AccountSummary>;
  listAccounts(): Result<AccountsView>;
  switchAccount(data: { accountId: string }): Result<AccountsView>;
  /** Forgets the account's credential and everything cached for it. */
  disconnectAccount(data: { accountId: string }): Result<AccountsView>;
  /** Validates and stores the connection settings; a non-empty `appKey` goes into the vault. */
  saveConnectionSettings(data: ConnectionInput): Result<ConnectionSettings>;
  /** One cheap call for the account (default: the active one); a 401 marks it "needs sign-in". */
  checkConnection(data: { accountId?: string }): Result<ConnectionCheck>;
  /** Turns "Forget sign-ins when the browser closes" on or off; stored tokens are re-encrypted. */
  setForgetSignIns(data: { on: boolean }): Result<void>;

  // Reviews (lib/reviews/reviews-background.ts). Pages read reviews, drafts and the outbox from the
  // cache (lib/reviews/review-cache.ts) and re-read on `onCacheChange`; these ask for the writes.
  /** Polls every connected account now; resolves when the cache holds the result. */
  refreshReviews(): Result<{ arrived: number; edited: number }>;
  /** Writes the reply to the outbox (`queued`) and starts sending it; watch the outbox for the rest. */
  sendReply(data: ReplyInput): Result<OutboxItem>;
  /** Sends a `failed` reply again now (it is read back first, so it cannot post twice). */
  retryReply(data: { id: string }): Result<OutboxItem>;
  /**
   * Undo send: removes a reply still in its undo window (no attempt begun) and returns it, so its
   * text can go back to the composer; refused once the reply is on its way.
   */
  undoReply(data: { id: string }): Result<OutboxItem>;
  /** Removes a reply from the outbox (not while an attempt is running). */
  discardReply(data: { id: string }): Result<void>;
  markReviewsRead(data: { accountId: string; reviewIds: string[]; read: boolean }): Result<void>;
  /** Sets reviews aside as Done (out of the side panel's Inbox), or back; local only. */
  markReviewsDone(data: { accountId: string; reviewIds: string[]; done: boolean }): Result<void>;
}

const messaging = defineExtensionMessaging<ProtocolMap>();

export const { sendMessage } = messaging;

/**
 * Registers the background's handler of one message. Every handler answers only the extension's
 * own pages (DESIGN.md › Security model): the sender must carry this extension's id and a URL on
 * its origin. Anything else (another extension, a content script on a web page, a sender without
 * a URL) gets a refusal as data and the handler never runs.
 */
export const onMessage: typeof messaging.onMessage = (type, onReceived) =>
  messaging.onMessage(type, (message) => {
    if (!isOwnPage(message.sender)) return refusedSender() as ReturnType<typeof onReceived>;
    return onReceived(message);
  });

/** Whether `sender` is one of this extension's pages (popup, side panel, options). */
export function isOwnPage(sender: { id?: string; url?: string } | undefined): boolean {
  if (!sender?.id || sender.id !== browser.runtime.id || !sender.url) return false;
  return originOf(sender.url) === originOf(browser.runtime.getURL('/'));
}

// `URL.origin` is "null" for extension schemes outside the browser; scheme and host say the same.
function originOf(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return parsed.host ? `${parsed.protocol}//${parsed.host}` : undefined;
  } catch {
    return undefined;
  }
}

function refusedSender(): Result<never> {
  return { ok: false, error: { kind: 'notAllowed', message: i18n.t('errors.foreignSender') } };
}

/**
 * Sends a message and always resolves to a Result, also when the background could not answer
 * (being restarted, or the extension reloaded under an open page).
 */
export async function ask<T>(send: () => Promise<Result<T>>): Promise<Result<T>> {
  try {
    return await send();
  } catch {
    return { ok: false, error: { kind: 'unknown', message: i18n.t('errors.backgroundUnavailable') } };
  }
}
