/**
 * The Hono environment of the emulator: Node's request and response objects (to see the peer
 * address and to drop a connection), and what the guard resolved for an API call.
 */
import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';
import type { Account } from '../state/model';

export interface RateState {
  limit: number;
  remaining: number;
  reset: number;
}

export type AppEnv = {
  Bindings: HttpBindings;
  Variables: {
    account: Account;
    rate: RateState;
    /** Set by the fault layer when it dropped the connection, for the request log. */
    dropped: boolean;
  };
};

export type AppContext = Context<AppEnv>;
