import { Button } from '@/components/ui/button';
import { i18n } from '@/lib/i18n/translate';
import type { ReviewSort } from '@/lib/reviews/review-sort';
import { SortSelect } from '../sort-select';

export interface InboxToolbarProps {
  sort: ReviewSort;
  onSort(sort: ReviewSort): void;
  /** Unread reviews among the current filter's matches; Mark all read is offered only when some are. */
  unread: number;
  onMarkAllRead(): void;
}

/** Between the filters and the list: the Sort control and the triage action on the whole filter. */
export function InboxToolbar({ sort, onSort, unread, onMarkAllRead }: InboxToolbarProps) {
  return (
    <div class="inbox-toolbar">
      <SortSelect class="inbox-toolbar__sort" value={sort} onChange={onSort} />
      <Button size="sm" variant="ghost" disabled={unread === 0} onClick={onMarkAllRead}>
        {i18n.t('inbox.markAllRead')}
      </Button>
    </div>
  );
}
