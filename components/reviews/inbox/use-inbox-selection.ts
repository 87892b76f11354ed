import type { RefObject } from 'preact';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { routeHash } from '@/components/shell/side-panel-route';
import type { ReviewFilter } from '@/lib/reviews/review-filter';
import type { IndexedReview, ReviewIndex } from '@/lib/reviews/review-index';
import { outsideListAction, stepPosition } from './inbox-cursor';
import type { ReviewListHandle } from './review-list';

export interface InboxSelectionInput {
  /** The review open in the thread pane (the address). */
  reviewId?: string;
  /** The list's matches (empty until the index is built). */
  ids: readonly string[];
  index?: ReviewIndex;
  /** How many rows j/k step through, the id at a place, and a place of an id (also by offset). */
  count: number;
  idAt(at: number): string | undefined;
  offsetIndexOf?(id: string): number;
  filter: ReviewFilter;
  drafts: ReadonlySet<string>;
  list: RefObject<ReviewListHandle | null>;
}

export interface InboxSelection {
  /** The selected row: the open review, or after Esc (or Back) the one that was open. */
  selectedId?: string;
  /** Its place in the list, -1 when the list does not show it. */
  position: number;
  /** The open review's facts when the list is known and does not show it (the thread says so). */
  outside?: IndexedReview;
  step(direction: 'next' | 'previous'): void;
  closeThread(): void;
}

/** Both columns are on screen (a wide panel), so the selected review's thread shows beside it. */
const sideBySide = () =>
  [...document.querySelectorAll('.split-view__list, .split-view__detail')].every(
    (column) => getComputedStyle(column).display !== 'none',
  );

/**
 * The inbox's one selected row, which is also the focused row (review-list.tsx keeps one tab
 * stop), and the thread pane following the list (inbox-cursor.ts has the rules).
 */
export function useInboxSelection({
  reviewId,
  ids,
  index,
  count,
  idAt,
  offsetIndexOf,
  filter,
  drafts,
  list,
}: InboxSelectionInput): InboxSelection {
  const [cursor, setCursor] = useState(reviewId);
  useEffect(() => {
    if (reviewId) setCursor(reviewId);
  }, [reviewId]);
  const selectedId = reviewId ?? cursor;
  const indexed = useMemo(() => (selectedId ? ids.indexOf(selectedId) : -1), [ids, selectedId]);
  const position = index ? indexed : selectedId && offsetIndexOf ? offsetIndexOf(selectedId) : -1;
  // Where the selected row was last seen in this list: when it leaves (read under "Unread only",
  // Done), j goes to the row that took its place. A new search or filter is another list.
  const anchor = useRef<{ id: string; at: number }>(undefined);
  if (selectedId && position >= 0) anchor.current = { id: selectedId, at: position };

  const closeThread = () => {
    window.location.hash = routeHash('inbox');
  };

  const openFacts = reviewId && index ? index.get(reviewId) : undefined;
  const outside = openFacts !== undefined && indexed < 0 ? openFacts : undefined;
  const filterSeen = useRef(filter);
  useEffect(() => {
    const filterChanged = filterSeen.current !== filter;
    filterSeen.current = filter;
    if (filterChanged) anchor.current = undefined;
    // What is typed but not yet saved as the draft counts too.
    const typed = document.querySelector<HTMLTextAreaElement>('.review-thread [data-reply-text]')?.value;
    const action = outsideListAction({
      open: openFacts !== undefined,
      inList: outside === undefined,
      filterChanged,
      unsentText: (reviewId !== undefined && drafts.has(reviewId)) || Boolean(typed?.trim()),
    });
    if (action === 'close') closeThread();
  }, [filter, outside !== undefined]);

  // Closing the thread (Esc, Back, Close review) gives focus back to the selected row when it was
  // in the thread, now gone or hidden: the keyboard goes on from where the person was.
  const wasOpen = useRef(reviewId);
  useEffect(() => {
    const closed = wasOpen.current !== undefined && reviewId === undefined;
    wasOpen.current = reviewId;
    if (!closed) return;
    const focused = document.activeElement;
    const lost = !focused || focused === document.body || focused.closest('.split-view__detail') !== null;
    if (lost && position >= 0) list.current?.focusIndex(position);
  }, [reviewId]);

  const step = (direction: 'next' | 'previous') => {
    const at = stepPosition({
      position,
      anchor: anchor.current?.id === selectedId ? anchor.current?.at : undefined,
      count,
      direction,
    });
    const id = at === undefined ? undefined : idAt(at);
    if (at === undefined || id === undefined) return;
    setCursor(id);
    const both = sideBySide();
    // One column showing the list: j/k move the selection; Enter opens the thread.
    if (reviewId === undefined && !both) {
      list.current?.focusIndex(at);
      return;
    }
    // The row takes the focus where it is on screen; in one column the thread stays in front.
    if (both) list.current?.focusIndex(at);
    else list.current?.scrollToIndex(at);
    // Stepping through reviews replaces the address: Back leaves the inbox, not each review.
    window.location.replace(routeHash('inbox', 'review', id));
  };

  return { selectedId, position, outside, step, closeThread };
}
