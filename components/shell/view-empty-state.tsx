import { EmptyState } from '@/components/ui/empty-state';
import { InboxIcon } from '@/components/ui/icons';
import { i18n } from '@/lib/i18n/translate';

/** The things a view can list; the popup tabs and side panel views map onto these. */
export type EmptyTopic =
  | 'reviews'
  | 'listings'
  | 'numbers'
  | 'suggestions'
  | 'reports'
  | 'activity'
  | 'locations';

export interface ViewEmptyStateProps {
  topic: EmptyTopic;
  compact?: boolean;
}

/** "No reviews yet — we'll notify you" and its siblings: a connected account with nothing here yet. */
export function ViewEmptyState({ topic, compact }: ViewEmptyStateProps) {
  return (
    <EmptyState title={i18n.t(`common.empty.${topic}Title`)} icon={<InboxIcon size={22} />} compact={compact}>
      {i18n.t(`common.empty.${topic}Body`)}
    </EmptyState>
  );
}
