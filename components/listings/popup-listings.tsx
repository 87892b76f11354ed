import { ViewEmptyState } from '@/components/shell/view-empty-state';

/** The popup's Listings tab: statuses and pending suggestions (issue #6). Loaded lazily (components/shell/lazy-view.tsx): keep it the default export. */
export default function PopupListings(_props: { accountId: string }) {
  return <ViewEmptyState topic="listings" />;
}
