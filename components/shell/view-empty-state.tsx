import { i18n } from '#i18n';
import { EmptyState } from '@/components/ui/empty-state';
import { InboxIcon } from '@/components/ui/icons';

/** The things a view can list; the popup tabs and side panel views map onto these. */
export type EmptyTopic =
  | 'reviews'
  | 'listings'
  | 'numbers'
  | 'suggestions'
  | 'reports'
  | 'activity'
  | 'locations';

const TEXT = {
  reviews: () => [i18n.t('common.empty.reviewsTitle'), i18n.t('common.empty.reviewsBody')],
  listings: () => [i18n.t('common.empty.listingsTitle'), i18n.t('common.empty.listingsBody')],
  numbers: () => [i18n.t('common.empty.numbersTitle'), i18n.t('common.empty.numbersBody')],
  suggestions: () => [i18n.t('common.empty.suggestionsTitle'), i18n.t('common.empty.suggestionsBody')],
  reports: () => [i18n.t('common.empty.reportsTitle'), i18n.t('common.empty.reportsBody')],
  activity: () => [i18n.t('common.empty.activityTitle'), i18n.t('common.empty.activityBody')],
  locations: () => [i18n.t('common.empty.locationsTitle'), i18n.t('common.empty.locationsBody')],
} satisfies Record<EmptyTopic, () => [string, string]>;

export interface ViewEmptyStateProps {
  topic: EmptyTopic;
  compact?: boolean;
}

/** "No reviews yet — we'll notify you" and its siblings: a connected account with nothing here yet. */
export function ViewEmptyState({ topic, compact }: ViewEmptyStateProps) {
  const [title, body] = TEXT[topic]();
  return (
    <EmptyState title={title} icon={<InboxIcon size={22} />} compact={compact}>
      {body}
    </EmptyState>
  );
}
