import { i18n } from '@/lib/i18n/translate';
import { FilterChip } from './filter-chip';

/**
 * The filter a notification announcing several reviews sets (`#/inbox/reviews/<id>/…`): "3 reviews
 * from this notification", with Clear.
 */
export function PickedReviewsChip({ count, onClear }: { count: number; onClear(): void }) {
  return <FilterChip words={i18n.t('inbox.filters.picked', count)} onClear={onClear} />;
}
