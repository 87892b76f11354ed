import type { SidePanelRoute } from '@/components/shell/side-panel-route';

/**
 * The inbox's addresses: `#/inbox` (the list), `#/inbox/review/<id>` (a thread: notifications
 * link here) and `#/inbox/location/<locationId>` (the list narrowed to a location: the locations
 * view links here).
 */
export function inboxRoute(route: SidePanelRoute): { reviewId?: string; locationId?: string } {
  const [kind, id] = route.path;
  if (kind === 'review' && id) return { reviewId: id };
  if (kind === 'location' && id) return { locationId: id };
  return {};
}
