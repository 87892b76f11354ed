import { useId } from 'preact/hooks';
import { i18n } from '#i18n';
import '@/assets/styles/ui/small-control.css';
import { Button } from '@/components/ui/button';
import { REVIEW_SORTS, type ReviewSort } from '@/lib/reviews/review-sort';

export interface InboxToolbarProps {
  sort: ReviewSort;
  onSort(sort: ReviewSort): void;
  /** Unread reviews among the current filter's matches; Mark all read is offered only when some are. */
  unread: number;
  onMarkAllRead(): void;
}

/** Between the filters and the list: the Sort control and the triage action on the whole filter. */
export function InboxToolbar({ sort, onSort, unread, onMarkAllRead }: InboxToolbarProps) {
  const id = useId();
  return (
    <div class="inbox-toolbar">
      <span class="inbox-toolbar__sort">
        <label for={id}>{i18n.t('inbox.sort.label')}</label>
        <select
          class="small-control"
          id={id}
          value={sort}
          onChange={(event) => onSort(event.currentTarget.value as ReviewSort)}
        >
          {REVIEW_SORTS.map((value) => (
            <option key={value} value={value}>
              {i18n.t(`inbox.sort.${value}`)}
            </option>
          ))}
        </select>
      </span>
      <Button size="sm" variant="ghost" disabled={unread === 0} onClick={onMarkAllRead}>
        {i18n.t('inbox.markAllRead')}
      </Button>
    </div>
  );
}
