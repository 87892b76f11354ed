/**
 * The pages' way to ask the background (lib/messaging.ts holds the protocol). The messaging
 * library and its error serializer load on the first message rather than with the page: the
 * popup sends nothing before its first paint, so they stay out of its first load (README ›
 * Benchmarks). The views of the popup's first screen import from here.
 */
import type { sendMessage as send } from './messaging';

export type { ErrorData, Result } from './errors/error-data';
export { ask } from './messaging-ask';

/** `lib/messaging`'s sendMessage, with the same types, loading it on first use. */
export const sendMessage = ((...args: Parameters<typeof send>) =>
  import('./messaging').then((messaging) =>
    (messaging.sendMessage as (...a: Parameters<typeof send>) => Promise<unknown>)(...args),
  )) as typeof send;
