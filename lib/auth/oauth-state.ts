/**
 * The OAuth `state` (service.md › Authentication, step 1: an anti-forgery token against CSRF).
 * A fresh random value per attempt, remembered until the redirect comes back and accepted ONCE:
 * a replayed, tampered, stale or unknown value is rejected.
 *
 * Pending states live in session storage: they survive the service worker being stopped while the
 * person is on the consent page, are never written to disk, and vanish when the browser closes.
 */
import { storage } from '#imports';
import { takingTurns } from '../durable/account-turns';

/** How long a person may take on the consent page before the attempt expires. */
export const STATE_TTL_MS = 10 * 60 * 1000;

/** state → time it was issued (ms since epoch). */
const pendingStates = storage.defineItem<Record<string, number>>('session:auth.pendingStates', {
  fallback: {},
});

// Read-modify-write of the pending map takes turns, so two redirects carrying the same state
// cannot both be accepted.
const serialised = takingTurns();

function randomState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

function withoutExpired(map: Record<string, number>, now: number): Record<string, number> {
  return Object.fromEntries(Object.entries(map).filter(([, issued]) => now - issued < STATE_TTL_MS));
}

/** Issues and remembers a new state for one sign-in attempt. */
export function issueState(now = Date.now()): Promise<string> {
  return serialised(async () => {
    const state = randomState();
    const map = withoutExpired(await pendingStates.getValue(), now);
    map[state] = now;
    await pendingStates.setValue(map);
    return state;
  });
}

/**
 * Accepts `state` if it was issued, has not expired and was not used before; forgets it either
 * way, so it can never be accepted twice.
 */
export function consumeState(state: string | undefined | null, now = Date.now()): Promise<boolean> {
  return serialised(async () => {
    // Copies: with nothing stored, getValue() hands out the item's shared fallback object.
    const map = { ...(await pendingStates.getValue()) };
    if (!state || !Object.hasOwn(map, state)) return false;
    const issued = map[state];
    delete map[state];
    await pendingStates.setValue(withoutExpired(map, now));
    return now - issued < STATE_TTL_MS && issued <= now;
  });
}

/** Forgets a state whose attempt ended without a redirect (window closed, page failed to load). */
export function discardState(state: string): Promise<void> {
  return serialised(async () => {
    const map = { ...(await pendingStates.getValue()) };
    if (!Object.hasOwn(map, state)) return;
    delete map[state];
    await pendingStates.setValue(map);
  });
}
