/**
 * The one protocol between the pages (popup, side panel, options) and the background
 * (docs/architecture.md › Contracts › Messaging), and the pages' way to use it. Every answer is a
 * Result: the value, or an
 * error as data with a message a person can act on. A feature adds its messages in its own
 * `<feature>-protocol.ts`, joined below; the background answers them through
 * lib/background/register-features.ts, which also refuses every sender but our own pages.
 */

import type { ExtensionMessenger } from '@webext-core/messaging';
import type { AccountsProtocol } from './accounts/accounts-protocol';
import type { AnalyticsProtocol } from './analytics/analytics-protocol';
import type { Result } from './errors/error-data';
import { i18n } from './i18n/translate';
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

type Send = ExtensionMessenger<ProtocolMap>['sendMessage'];

let messenger: Promise<ExtensionMessenger<ProtocolMap>> | undefined;

/**
 * Sends a message to the background. The messaging library and its error serializer load on the
 * first message rather than with the page: the popup sends nothing before its first paint, so
 * they stay out of its first script (docs/benchmarks.md). No logger is configured on purpose:
 * message data can carry the app key on its way to the vault.
 */
export const sendMessage = ((...args: Parameters<Send>) => {
  messenger ??= import('@webext-core/messaging').then((library) =>
    library.defineExtensionMessaging<ProtocolMap>(),
  );
  return messenger.then((loaded) =>
    (loaded.sendMessage as (...a: Parameters<Send>) => Promise<unknown>)(...args),
  );
}) as Send;

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
