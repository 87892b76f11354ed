/**
 * The one shape of a background feature (docs/architecture.md › The feature skeleton). A feature
 * answers
 * the messages of its `<feature>-protocol.ts` with a handlers map, owns its alarms by name, and
 * says what it starts with every worker. `entrypoints/background.ts` lists the features;
 * register-features.ts registers them all the same way.
 */
import type { GetDataType, GetReturnType } from '@webext-core/messaging';
import type { ApiClient } from '../api';
import type { Result } from '../errors/error-data';

/**
 * What a feature's work takes from the outside, as a parameter so tests give it the emulator's
 * client and their own clock; the background gives it lib/accounts/account-client.ts › accountDeps.
 */
export interface FeatureDeps {
  /** Runs `task` with the account's client (401 → "needs sign-in", as withAccountClient does). */
  withApi<T>(accountId: string, task: (api: ApiClient) => Promise<T>): Promise<T>;
  now(): number;
  /** Polling timings of asynchronous reports (tests shorten them). */
  poll?: { initialDelayMs?: number; maxDelayMs?: number; timeoutMs?: number };
}

/** What a message answers when it succeeds: the value its `Result` carries. */
type ValueOf<M> = GetReturnType<M> extends Result<infer T> ? T : never;

/**
 * The work behind one message: its data in, its value out. A throw (an AppError, an API error) is
 * answered as error data; checking the sender and wrapping the Result are the registration's job.
 */
export type Handler<M> = (data: GetDataType<M>) => Promise<ValueOf<M>> | ValueOf<M>;

/** One handler per message of protocol `P`: a message left out does not compile. */
export type Handlers<P> = { [K in keyof P]: Handler<P[K]> };

// biome-ignore lint/suspicious/noExplicitAny: a list of features mixes protocols; each is typed where declared.
export interface BackgroundFeature<P = any> {
  /** Names the feature where two features claim the same alarm. */
  readonly name: string;
  readonly handlers: Handlers<P>;
  /** The feature's alarms by name: one `alarms.onAlarm` listener runs the one that fired. */
  readonly alarms?: Readonly<Record<string, () => unknown>>;
  /**
   * Registers the feature's other listeners (synchronously, so an event that woke the worker is
   * heard) and starts what every worker start needs: a schedule, a job a previous worker left.
   */
  start?(): void;
}
