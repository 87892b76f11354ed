/**
 * Where the inbox's selection goes, and what the thread pane does when the list no longer holds
 * the open review. Pure, so the rules are tested without a browser (inbox-view.tsx applies them).
 */

/**
 * The row j (`next`) or k (`previous`) selects. `position` is the selected row's place in the
 * list, or -1 when the list does not hold it; `anchor` is where it was last seen in this same list
 * (the review was marked read under "Unread only", set aside as Done…): the row that took its
 * place comes next, so one press never jumps back to the top. Undefined when the list is empty.
 */
export function stepPosition({
  position,
  anchor,
  count,
  direction,
}: {
  position: number;
  anchor?: number;
  count: number;
  direction: 'next' | 'previous';
}): number | undefined {
  if (count <= 0) return undefined;
  const last = count - 1;
  if (position >= 0) return direction === 'next' ? Math.min(position + 1, last) : Math.max(position - 1, 0);
  if (anchor !== undefined && anchor >= 0)
    return direction === 'next' ? Math.min(anchor, last) : Math.min(Math.max(anchor - 1, 0), last);
  return 0;
}

/**
 * What the thread pane does about an open review the list does not show:
 * - `none`: the list shows it (or nothing is open, or the list is not known yet);
 * - `close`: the person's own search or filter change hid it and nothing is typed for it, so the
 *   pane follows the list, as a mail reader's does;
 * - `banner`: keep the thread, marked plainly as outside the list. Typed text is never thrown
 *   away nor sent unnoticed to a review the person no longer sees; and a review that left the
 *   list by its own change (read, Done, answered) stays open while the person is on it.
 */
export function outsideListAction({
  open,
  inList,
  filterChanged,
  unsentText,
}: {
  /** A review is open and the list of matches is known (the index is built). */
  open: boolean;
  inList: boolean;
  /** The search or filters changed since the last look. */
  filterChanged: boolean;
  /** A draft is saved, or text is typed, for the open review. */
  unsentText: boolean;
}): 'none' | 'close' | 'banner' {
  if (!open || inList) return 'none';
  if (filterChanged && !unsentText) return 'close';
  return 'banner';
}
