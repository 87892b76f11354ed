import type { Ref } from 'preact';
import { useEffect, useImperativeHandle, useRef } from 'preact/hooks';
import { i18n } from '#i18n';
import { useVirtualRows } from '@/components/ui/use-virtual-rows';
import type { CachedReview } from '@/lib/reviews/review-cache';
import type { ReviewSort } from '@/lib/reviews/review-sort';
import { ReviewRow } from './review-row';
import type { CachedNames } from './use-cached-names';

const LIST_LABELS: Record<ReviewSort, () => string> = {
  newest: () => i18n.t('inbox.sort.listNewest'),
  oldest: () => i18n.t('inbox.sort.listOldest'),
  lowest: () => i18n.t('inbox.sort.listLowest'),
  highest: () => i18n.t('inbox.sort.listHighest'),
  waiting: () => i18n.t('inbox.sort.listWaiting'),
};

/** Every row is this tall (CSS agrees: .inbox-row): no measuring while scrolling. */
export const ROW_HEIGHT = 84;

export interface ReviewListHandle {
  /** Brings the row at `index` into view (keyboard next/previous). */
  scrollToIndex(index: number): void;
}

/** A row's review: its id as soon as it is known, the record once it is read. */
export interface ListItem {
  id?: string;
  review?: CachedReview;
}

export interface ReviewListProps {
  count: number;
  itemAt(index: number): ListItem;
  /** Rows `first`…`last` are on screen (with overscan): read their records. */
  request(first: number, last: number): void;
  names: CachedNames;
  /** The order the rows are in: each shows the date it is sorted by. */
  sort?: ReviewSort;
  drafts?: ReadonlySet<string>;
  selectedId?: string;
  /** The rows the person sees changed, for "1–50 of 18,204". */
  onVisibleRange(first: number, last: number): void;
  handle: Ref<ReviewListHandle>;
}

/**
 * The virtualized list: only the rows in view (and a few around them) are in the DOM, so 100,000
 * matches scroll like 50. Records are read only for the rows on screen.
 */
export function ReviewList({
  count,
  itemAt,
  request,
  names,
  sort,
  drafts,
  selectedId,
  onVisibleRange,
  handle,
}: ReviewListProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const rows = useVirtualRows({
    count,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 6,
  });
  useImperativeHandle(
    handle,
    () => ({ scrollToIndex: (index) => rows.scrollToIndex(index, { align: 'auto' }) }),
    [rows],
  );
  const items = rows.getVirtualItems();
  const first = items[0]?.index ?? 0;
  const last = items[items.length - 1]?.index ?? -1;
  useEffect(() => {
    if (last >= first) request(first, last);
    // What the person sees, without the overscan rows above and below.
    const top = rows.scrollOffset ?? 0;
    const height = rows.scrollRect?.height ?? 0;
    const seenFirst = Math.min(Math.floor(top / ROW_HEIGHT), Math.max(count - 1, 0));
    const seenLast = Math.min(Math.ceil((top + height) / ROW_HEIGHT) - 1, count - 1);
    onVisibleRange(seenFirst, Math.max(seenLast, seenFirst));
  });
  return (
    <div class="inbox-list" ref={scroller} tabIndex={-1}>
      <ul
        class="inbox-list__rows"
        aria-label={LIST_LABELS[sort ?? 'newest']()}
        style={{ height: `${rows.getTotalSize()}px` }}
      >
        {items.map((item) => {
          const { id, review } = itemAt(item.index);
          return (
            <li
              key={id ?? `#${item.index}`}
              class="inbox-list__item"
              aria-setsize={count}
              aria-posinset={item.index + 1}
              style={{ transform: `translateY(${item.start}px)` }}
            >
              <ReviewRow
                id={id}
                review={review}
                selected={id !== undefined && id === selectedId}
                names={names}
                sort={sort}
                draft={id !== undefined && drafts?.has(id) === true}
              />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
