import { useEffect, useRef, useState } from 'preact/hooks';
import { onCacheChange } from '@/lib/cache/changes';
import { ReviewIndex } from '@/lib/reviews/review-index';
import type { ReviewSort } from '@/lib/reviews/review-sort';
import { useResponseTargets } from '../due/use-response-targets';

export interface ReviewIndexState {
  /** Absent until the first build is done. */
  index?: ReviewIndex;
  /** Bumps whenever the index changed, so queries and visible slices are read again. */
  version: number;
  /** Reviews read so far by the first build (its progress). */
  loaded: number;
  /** The search text is read too: a text search answers (review-index.ts › loadText). */
  textReady?: boolean;
  error?: unknown;
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The page's next idle time; a second at most, so a busy page still gets its search text. */
const idle = () =>
  new Promise<void>((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 1_000 });
    else setTimeout(resolve, 0);
  });

/**
 * The account's review projection (lib/reviews/review-index.ts), built once, then refreshed on
 * every change the background announces for this account's reviews; over several accounts (All
 * accounts), their projections in one index, refreshed on a change to any of them. Refreshes run
 * one at a time.
 * `pause` lets reads the person is waiting for go first (review-index.ts › ReadOptions).
 */
export function useReviewIndex(
  accounts: string | readonly string[],
  pause?: () => Promise<unknown>,
  /** The list's order: sorted in a task of its own before the index is handed over. */
  sort?: ReviewSort,
): ReviewIndexState {
  const [state, setState] = useState<ReviewIndexState>({ version: 0, loaded: 0 });
  const order = useRef(sort);
  order.current = sort;
  const accountIds = typeof accounts === 'string' ? [accounts] : accounts;
  const scopeKey = accountIds.join('\n');
  // Due soonest and Overdue go by the response targets, each account's own: a change sorts again.
  const targets = useResponseTargets();
  const targetsNow = useRef(targets);
  targetsNow.current = targets;
  useEffect(() => {
    if (targets && state.index?.setTargets(targets))
      setState((now) => (now.index === state.index ? { ...now, version: now.version + 1 } : now));
  }, [state.index, targets]);
  useEffect(() => {
    setState({ version: 0, loaded: 0 });
    const abort = new AbortController();
    let index: ReviewIndex | undefined;
    let version = 0;
    const publish = (next: ReviewIndex) => {
      index = next;
      version += 1;
      if (!abort.signal.aborted)
        setState({ index: next, version, loaded: next.size, textReady: next.hasText });
    };
    // Filters and sort answer as soon as the projection is read; the search text follows.
    const build = () =>
      ReviewIndex.open(accountIds.length === 1 ? accountIds[0] : accountIds, {
        signal: abort.signal,
        pause,
        onProgress: (loaded) => !index && setState((now) => ({ ...now, loaded })),
      }).then(async (opened) => {
        // The sort and the list's first render, each a task of its own: a list scrolled meanwhile
        // keeps its frames.
        await nextTask();
        if (targetsNow.current) opened.setTargets(targetsNow.current);
        opened.prepare(order.current);
        await nextTask();
        publish(opened);
        if (opened.hasText) return;
        // After the rows on screen are read, and in the page's idle time (between the frames of a
        // list being scrolled): the text is the bulk of the projection.
        const idleAfterReads = async () => {
          await pause?.();
          await idle();
        };
        await idleAfterReads();
        await opened.loadText({ signal: abort.signal, pause: idleAfterReads });
        if (index === opened && !abort.signal.aborted) setState((now) => ({ ...now, textReady: true }));
      });
    const fail = (error: unknown) => {
      if (!abort.signal.aborted) setState((now) => ({ ...now, error }));
    };
    let queue: Promise<void> = build();
    const stop = onCacheChange((change) => {
      if (!accountIds.includes(change.accountId) || !change.stores.includes('reviews')) return;
      queue = queue
        .then(async () => {
          if (!index || abort.signal.aborted) return;
          const outcome = await index.refresh();
          if (outcome === 'rebuild') await build();
          else if (outcome === 'changed') publish(index);
        })
        .catch(fail);
    });
    queue = queue.catch(fail);
    return () => {
      abort.abort();
      stop();
    };
  }, [scopeKey]);
  return state;
}
