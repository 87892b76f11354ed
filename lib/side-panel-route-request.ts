/**
 * Opening the side panel at a given view without changing its page for good. Chrome's
 * `sidePanel.setOptions({ path })` and Firefox's `sidebarAction.setPanel` both set the panel's page
 * until it is set again, so the next time the person opens the panel it came back on that old
 * review instead of the inbox. Instead the opener leaves the wanted route in session storage and
 * opens the panel on its own page; the panel follows the request once, on load or while open.
 */
import { storage } from '#imports';

interface RouteRequest {
  hash: string;
  at: number;
}

const routeRequestItem = storage.defineItem<RouteRequest | null>('session:sidePanel.routeRequest', {
  fallback: null,
  version: 1,
});

/** A request older than this was not for the panel opening now (the opener's open failed). */
export const ROUTE_REQUEST_TTL_MS = 30_000;

/** Asks the side panel to show `hash`; returns at once (the open call must follow synchronously). */
export function requestSidePanelRoute(hash: string, now = Date.now()): void {
  void routeRequestItem.setValue({ hash, at: now }).catch(() => {});
}

/**
 * In the panel: goes to a fresh request now and to each new one, clearing it once followed so a
 * later open starts where the person left the panel. Returns the function that stops watching.
 */
export function followSidePanelRouteRequests(
  go: (hash: string) => void,
  now: () => number = Date.now,
): () => void {
  const follow = (request: RouteRequest | null) => {
    if (!request || now() - request.at > ROUTE_REQUEST_TTL_MS) return;
    go(request.hash);
    void routeRequestItem.setValue(null).catch(() => {});
  };
  void routeRequestItem.getValue().then(follow, () => {});
  return routeRequestItem.watch(follow);
}
