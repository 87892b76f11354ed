/**
 * The one protocol between the pages (popup, side panel, options) and the background (DESIGN.md ›
 * Contracts › Messaging). Every answer is a Result: the value, or an error as data with a message a
 * person can act on. A feature adds its messages in its own `<feature>-protocol.ts`, joined below.
 *
 * No logger is configured on purpose: message data can carry the app key on its way to the vault.
 */

import { defineExtensionMessaging } from '@webext-core/messaging';
import { i18n } from '#i18n';
import { browser } from '#imports';
import type { AccountsProtocol } from './accounts/accounts-protocol';
import type { AnalyticsProtocol } from './analytics/analytics-protocol';
import type { Result } from './errors/error-data';
import type { ListingsProtocol } from './listings/listings-protocol';
import type { OutboxProtocol } from './outbox/outbox-protocol';
import type { ReputationProtocol } from './reputation/reputation-protocol';
import type { ReviewsProtocol } from './reviews/reviews-protocol';

export type { ErrorData, Result } from './errors/error-data';

/**
 * Every feature's messages, each declared in its `<feature>-protocol.ts` and answered by the
 * handlers of its `<feature>-background.ts` (lib/background/feature.ts).
 */
export interface ProtocolMap
  extends AccountsProtocol,
    ReviewsProtocol,
    OutboxProtocol,
    ListingsProtocol,
    AnalyticsProtocol,
    ReputationProtocol {}

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

// One definition for every page, whether it imports this module or lib/page-messaging.ts.
export { ask } from './messaging-ask';
