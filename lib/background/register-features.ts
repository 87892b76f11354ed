/**
 * Registers every feature of the background the same way (feature.ts): each handler behind the
 * sender check below, its answer or its error as a Result; one alarm listener for all; then each
 * feature's own start. Called synchronously from the background's main().
 */
import { defineExtensionMessaging } from '@webext-core/messaging';
import { browser } from '#imports';
import { asResult, type Result } from '../errors/error-data';
import { i18n } from '../i18n/translate';
import type { ProtocolMap } from '../messaging';
import type { BackgroundFeature } from './feature';

type HandledBy<F> = F extends { handlers: infer H } ? keyof H : never;
type Unhandled<L extends readonly BackgroundFeature[]> = Exclude<keyof ProtocolMap, HandledBy<L[number]>>;
/** A list that leaves a message of the protocol without a handler does not compile, and says which. */
type EveryMessageHandled<L extends readonly BackgroundFeature[]> = [Unhandled<L>] extends [never]
  ? unknown
  : { unhandledMessages: Unhandled<L> };

export function registerFeatures<const L extends readonly BackgroundFeature[]>(
  features: L & EveryMessageHandled<L>,
): void {
  // No logger is configured on purpose: message data can carry the app key on its way to the
  // vault. The library throws on a second handler of the same message: two features cannot both
  // answer one.
  const messaging = defineExtensionMessaging<ProtocolMap>();
  for (const feature of features)
    for (const [type, handler] of Object.entries(feature.handlers))
      messaging.onMessage(type as keyof ProtocolMap, ({ data, sender }) =>
        isOwnPage(sender) ? (asResult(async () => handler(data)) as never) : (refusedSender() as never),
      );

  const alarms = alarmTable(features);
  browser.alarms.onAlarm.addListener((alarm) => {
    const run = alarms.get(alarm.name);
    if (run) void run();
  });

  for (const feature of features) feature.start?.();
}

/** Each alarm's handler by name; like a message, an alarm has one owner. */
function alarmTable(features: readonly BackgroundFeature[]): Map<string, () => unknown> {
  const table = new Map<string, () => unknown>();
  for (const feature of features)
    for (const [name, run] of Object.entries(feature.alarms ?? {})) {
      if (table.has(name)) throw new Error(`Alarm "${name}" of ${feature.name} is claimed already.`);
      table.set(name, run);
    }
  return table;
}

/**
 * Whether `sender` is one of this extension's pages (popup, side panel, options). Every handler
 * answers only those (docs/security.md): anything else (another extension, a content
 * script on a web page, a sender without a URL) gets a refusal as data and the handler never runs.
 */
function isOwnPage(sender: { id?: string; url?: string } | undefined): boolean {
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
