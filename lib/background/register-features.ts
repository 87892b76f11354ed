/**
 * Registers every feature of the background the same way (feature.ts): each handler behind the
 * sender check of lib/messaging.ts, its answer or its error as a Result; one alarm listener for
 * all; then each feature's own start. Called synchronously from the background's main().
 */
import { browser } from '#imports';
import { asResult } from '../errors/error-data';
import { onMessage, type ProtocolMap } from '../messaging';
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
  // @webext-core/messaging throws on a second handler of the same message: two features cannot
  // both answer one.
  for (const feature of features)
    for (const [type, handler] of Object.entries(feature.handlers))
      onMessage(type as keyof ProtocolMap, ({ data }) => asResult(async () => handler(data)) as never);

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
