import { useEffect, useRef, useState } from 'preact/hooks';
import type { OutboxItem } from '@/lib/reviews/review-cache';

/** What the person just did to the open review that takes it out of the list they are working in. */
export type MovedOn =
  | { kind: 'done'; reviewId: string }
  | { kind: 'sent'; reviewId: string; item: OutboxItem };

/**
 * After Send (under "Awaiting response", which an answered review leaves) or Done (which leaves
 * the Inbox), the thread moves on to the review that takes its place in the list, as a mail
 * reader's does, and the note says what was done, with Undo (moved-on-note.tsx): a success never
 * reads as "not in the current filters". `move` steps from the open review: to the next, or the
 * one before at the end of the list, or closes the thread when it was the only one.
 */
export function useMoveOn(
  reviewId: string | undefined,
  move: { position: number; count: number; step(direction: 'next' | 'previous'): void; close(): void },
) {
  // `last`: it was the list's only review, so no other opened.
  const [moved, setMoved] = useState<MovedOn & { last?: boolean }>();
  // Set while the move's own navigation lands, so that it does not clear the note it made.
  const landing = useRef(false);
  useEffect(() => {
    if (landing.current) landing.current = false;
    else setMoved(undefined);
  }, [reviewId]);

  const leave = (done: MovedOn) => {
    if (done.reviewId !== reviewId) return;
    landing.current = true;
    const last = move.count <= 1 || move.position < 0;
    setMoved({ ...done, last });
    if (last) move.close();
    else move.step(move.position < move.count - 1 ? 'next' : 'previous');
  };
  return { moved, leave, dismiss: () => setMoved(undefined) };
}
