import { ViewEmptyState } from '@/components/shell/view-empty-state';

/** The popup's Reviews tab: the cached inbox, then a refresh (issue #5). */
export function PopupInbox(_props: { accountId: string }) {
  return <ViewEmptyState topic="reviews" />;
}
