import type { Ref } from 'preact';
import { useEffect, useImperativeHandle, useRef } from 'preact/hooks';
import { useVirtualRows } from '@/components/ui/use-virtual-rows';
import type { AccountSummary } from '@/lib/accounts/account-items';
import { i18n } from '@/lib/i18n/translate';
import type { Names } from '@/lib/names/cached-names';
import type { CachedReview, PendingReply } from '@/lib/reviews/review-cache';
import type { ReviewSort } from '@/lib/reviews/review-sort';
import { ReviewRow } from './review-row';

/** Every row is this tall (CSS agrees: .inbox-row): no measuring while scrolling. */
export const ROW_HEIGHT = 84;

export interface ReviewListHandle {
  /** Brings the row at `index` into view (keyboard next/previous). */
  scrollToIndex(index: number): void;
  /**
   * Brings the row at `index` into view and moves keyboard focus to it once it is drawn (a
   * virtualized row may be drawn a frame later, and a loading row takes no focus).
   */
  focusIndex(index: number): void;
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
  names: Names;
  /** The order the rows are in: each shows the date it is sorted by. */
  sort?: ReviewSort;
  drafts?: ReadonlySet<string>;
  /** A review's reply in the outbox, for its row's note. */
  pendingOf?(reviewId: string): PendingReply | undefined;
  /** All accounts: each row names the account its review belongs to. */
  accountOf?(review: CachedReview): AccountSummary | undefined;
  /** The selected row: aria-selected, and the list's one tab stop (roving tabindex). */
  selectedId?: string;
  /** The review open in the thread pane (aria-current); the selected one, or none. */
  openId?: string;
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
  pendingOf,
  accountOf,
  selectedId,
  openId,
  onVisibleRange,
  handle,
}: ReviewListProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const focusWanted = useRef<number>(undefined);
  const rows = useVirtualRows({
    count,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 6,
    // The list's height is known once laid out; the window's bounds it. With it the first render
    // draws the rows on screen (and a few below), where with none it drew no row, measured, and
    // rendered and laid out again before the panel's first frame.
    initialRect: { width: 0, height: window.innerHeight },
  });
  useImperativeHandle(
    handle,
    () => ({
      scrollToIndex: (index) => rows.scrollToIndex(index, { align: 'auto' }),
      focusIndex: (index) => {
        focusWanted.current = index;
        rows.scrollToIndex(index, { align: 'auto' });
        focusPending();
      },
    }),
    [rows],
  );
  const focusPending = () => {
    const index = focusWanted.current;
    if (index === undefined) return;
    const row = scroller.current?.querySelector<HTMLElement>(`a.inbox-row[aria-posinset="${index + 1}"]`);
    if (!row) return;
    focusWanted.current = undefined;
    row.focus({ preventScroll: true });
  };
  const items = rows.getVirtualItems();
  const first = items[0]?.index ?? 0;
  const last = items[items.length - 1]?.index ?? -1;
  // One tab stop in the list: the selected row when it is drawn, else the first drawn row.
  const selectedDrawn = items.some((item) => itemAt(item.index).id === selectedId);
  const tabStop = (index: number, id: string | undefined) =>
    selectedDrawn ? id === selectedId : index === first;
  useEffect(() => {
    focusPending();
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
      <div
        class="inbox-list__rows"
        role="listbox"
        aria-label={i18n.t(`inbox.sort.list.${sort ?? 'newest'}`)}
        style={{ height: `${rows.getTotalSize()}px` }}
      >
        {items.map((item) => {
          const { id, review } = itemAt(item.index);
          return (
            <div
              key={id ?? `#${item.index}`}
              class="inbox-list__item"
              role="none"
              style={{ transform: `translateY(${item.start}px)` }}
            >
              <ReviewRow
                id={id}
                review={review}
                selected={id !== undefined && id === selectedId}
                open={id !== undefined && id === openId}
                tabbable={tabStop(item.index, id)}
                at={item.index + 1}
                of={count}
                names={names}
                sort={sort}
                draft={id !== undefined && drafts?.has(id) === true}
                pending={id === undefined ? undefined : pendingOf?.(id)}
                account={review && accountOf?.(review)}
              />
            </div>
          );
        })}
      </div>
    </div>
  );
}
