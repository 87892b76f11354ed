import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { i18n } from '#i18n';
import '@/assets/styles/reviews/inbox/inbox.css';
import { routeHash } from '@/components/shell/side-panel-route';
import type { SidePanelViewProps } from '@/components/shell/side-panel-view-props';
import { SplitView } from '@/components/shell/split-view';
import { Banner } from '@/components/ui/banner';
import { ask, type Result, sendMessage } from '@/lib/messaging';
import { inboxSortItem, inboxSortOf, saveInboxSort } from '@/lib/reviews/inbox-sort-setting';
import { readReview, restoreReplyText } from '@/lib/reviews/review-cache';
import { isEmptyFilter, type ReviewFilter } from '@/lib/reviews/review-filter';
import { useWatchedItem } from '../account/use-watched-item';
import { takeFirstNames } from './inbox/first-screen';
import { useInboxKeys } from './inbox/inbox-keys';
import { InboxList } from './inbox/inbox-list';
import { inboxRoute } from './inbox/inbox-route';
import { MovedOnNote } from './inbox/moved-on-note';
import { OutsideListBanner } from './inbox/outside-list-banner';
import { outsideReason } from './inbox/outside-reason';
import type { ReviewListHandle } from './inbox/review-list';
import { ReviewThread } from './inbox/review-thread';
import { ShortcutsDialog } from './inbox/shortcuts-dialog';
import { useCachedNames } from './inbox/use-cached-names';
import { useCachedPlaces, useDraftIds } from './inbox/use-inbox-reads';
import { useInboxSelection } from './inbox/use-inbox-selection';
import { useMoveOn } from './inbox/use-move-on';
import { useOffsetSlices } from './inbox/use-offset-slices';
import { useReviewIndex } from './inbox/use-review-index';

/**
 * The side panel's inbox: filters and the virtualized list on the left, the selected
 * review's thread and the composer on the right; keyboard triage; CSV export. Loaded lazily
 * (components/shell/lazy-view.tsx): keep it the default export.
 */
export default function InboxView({ route, accountId }: SidePanelViewProps) {
  const { reviewId, compose, filter: routed } = inboxRoute(route);
  const [filter, setFilter] = useState<ReviewFilter>(() => routed ?? {});
  // A location or theme link (inbox-route.ts) narrows the list to it, also when the inbox is already open.
  const routedKey = routed && JSON.stringify(routed);
  useEffect(() => {
    if (routed) setFilter(routed);
  }, [routedKey]);
  // Reads of the rows on screen go before the index's reads (review-index.ts › ReadOptions.pause).
  const screenReads = useRef(new Set<Promise<unknown>>());
  const stored = useWatchedItem(inboxSortItem);
  const sort = inboxSortOf(stored);
  const indexState = useReviewIndex(accountId, () => Promise.allSettled([...screenReads.current]), sort);
  const { index, version, textReady } = indexState;
  const [firstNames] = useState(() => takeFirstNames(accountId));
  const names = useCachedNames(accountId, firstNames);
  const places = useCachedPlaces(accountId);
  const drafts = useDraftIds(accountId);
  const { ids, unreadIds } = useMemo(() => {
    const selection = index?.select(filter, places, sort) ?? { ids: [], unread: [] };
    if (!filter.drafts) return { ids: selection.ids, unreadIds: selection.unread };
    // Every match of the filter that is unread, not just the rows on screen: what Mark all read marks.
    return {
      ids: selection.ids.filter((id) => drafts.has(id)),
      unreadIds: selection.unread.filter((id) => drafts.has(id)),
    };
  }, [index, version, textReady, filter, places, sort, drafts]);
  // The first rows by offset come in the default order only; other orders wait for the index.
  const offset = useOffsetSlices(accountId, !index && sort === 'newest', (read) => {
    screenReads.current.add(read);
    void read.finally(() => screenReads.current.delete(read));
  });
  // While the index is built, the unfiltered list (by offset) is what j/k step through.
  const byOffset = !index && isEmptyFilter(filter) && sort === 'newest';
  const count = index ? ids.length : byOffset ? (offset.total ?? 0) : 0;
  const idAt = (at: number) => (index ? ids[at] : byOffset ? offset.at(at)?.id : undefined);
  const list = useRef<ReviewListHandle>(null);
  const { selectedId, position, outside, step, closeThread } = useInboxSelection({
    reviewId,
    ids,
    index,
    count,
    idAt,
    offsetIndexOf: byOffset ? offset.indexOf : undefined,
    filter,
    drafts,
    list,
  });
  const [help, setHelp] = useState(false);
  const [problem, setProblem] = useState<string>();
  const moveOn = useMoveOn(reviewId, { position, count, step, close: closeThread });

  const report = (result: Result<unknown>) => setProblem(result.ok ? undefined : result.error.message);
  const markRead = (reviewIds: string[], read: boolean) =>
    void ask(() => sendMessage('markReviewsRead', { accountId, reviewIds, read })).then(report);
  const setRead = (id: string, read: boolean) => markRead([id], read);
  const setDone = (id: string, done: boolean) => {
    // Done takes the open review out of the Inbox: go on to the next one (not in the Done view).
    if (done && !filter.done) moveOn.leave({ kind: 'done', reviewId: id });
    void ask(() => sendMessage('markReviewsDone', { accountId, reviewIds: [id], done })).then(report);
  };
  const undoMove = async () => {
    const { moved } = moveOn;
    if (!moved) return;
    moveOn.dismiss();
    if (moved.kind === 'done') setDone(moved.reviewId, false);
    else {
      const undone = await ask(() => sendMessage('undoReply', { id: moved.item.id }));
      report(undone);
      if (!undone.ok) return;
      await restoreReplyText(accountId, moved.item);
    }
    window.location.replace(routeHash('inbox', 'review', moved.reviewId));
  };
  const markAllRead = () => unreadIds.length > 0 && markRead([...unreadIds], true);

  // Opening a review marks it read (once per opening: `u` may then mark it unread again).
  useEffect(() => {
    if (!reviewId) return;
    let live = true;
    void readReview(accountId, reviewId).then((review) => {
      if (live && review && !review.read) void setRead(review.id, true);
    });
    return () => {
      live = false;
    };
  }, [accountId, reviewId]);

  const hidden = useMemo(
    () =>
      outside && index
        ? outsideReason(filter, outside, (next) => index.matches(outside.id, next, places))
        : undefined,
    [outside, filter, places, index],
  );

  // A deep link opened before the index was ready: once it is, bring the review's row into view.
  const ready = index !== undefined;
  useEffect(() => {
    if (ready && position >= 0) list.current?.scrollToIndex(position);
  }, [ready]);

  const singleKeys = useInboxKeys((action) => {
    if (action === 'help') setHelp(true);
    else if (action === 'markAllRead') void markAllRead();
    else if (action === 'toggleDone' && reviewId)
      void readReview(accountId, reviewId).then(
        (review) => review && setDone(review.id, review.doneAt === undefined),
      );
    else if (action === 'next' || action === 'previous') step(action);
    else if (action === 'reply') document.querySelector<HTMLElement>('[data-reply-text]')?.focus();
    else if (action === 'toggleRead' && reviewId) {
      const row = index?.get(reviewId);
      if (row) void setRead(reviewId, !row.read);
      else void readReview(accountId, reviewId).then((review) => review && setRead(review.id, !review.read));
    } else if (action === 'leaveField') {
      (document.activeElement as HTMLElement | null)?.blur();
      document.querySelector<HTMLElement>('.review-thread')?.focus();
    } else if (action === 'close' && reviewId) {
      // The row keeps the selection and takes the focus (the effect on reviewId above).
      closeThread();
    }
  });

  return (
    <div class="inbox">
      {problem && (
        <Banner tone="error" onDismiss={() => setProblem(undefined)}>
          {problem}
        </Banner>
      )}
      {/* The last review of the list went: no thread to show the note over. */}
      {moveOn.moved && !reviewId && (
        <MovedOnNote moved={moveOn.moved} onUndo={() => void undoMove()} onDismiss={moveOn.dismiss} />
      )}
      <SplitView
        showDetail={reviewId !== undefined}
        backHref={routeHash('inbox')}
        listLabel={i18n.t('inbox.listRegion')}
        detailLabel={i18n.t('inbox.detailRegion')}
        list={
          <InboxList
            accountId={accountId}
            state={indexState}
            ids={ids}
            offset={offset}
            filter={filter}
            onFilter={setFilter}
            sort={sort}
            drafts={drafts}
            onSort={(next) => void saveInboxSort(next)}
            unread={unreadIds.length}
            onMarkAllRead={() => void markAllRead()}
            names={names}
            places={places}
            selectedId={selectedId}
            openId={reviewId}
            handle={list}
            onHelp={() => setHelp(true)}
          />
        }
        detail={
          reviewId ? (
            <>
              {moveOn.moved && (
                <MovedOnNote moved={moveOn.moved} onUndo={() => void undoMove()} onDismiss={moveOn.dismiss} />
              )}
              {hidden && !moveOn.moved && (
                <OutsideListBanner
                  reason={hidden.reason}
                  onShow={() => setFilter(hidden.filter)}
                  onClose={closeThread}
                />
              )}
              <ReviewThread
                accountId={accountId}
                reviewId={reviewId}
                compose={compose}
                names={names}
                onToggleRead={(review) => void setRead(review.id, !review.read)}
                onToggleDone={(review) => void setDone(review.id, review.doneAt === undefined)}
                onReplySent={(item) => {
                  // Answered, it leaves "Awaiting response": go on to the next one waiting.
                  if (filter.awaiting) moveOn.leave({ kind: 'sent', reviewId: item.reviewId, item });
                }}
              />
            </>
          ) : (
            <p class="split-view__hint">
              {i18n.t('sidepanel.detailNone')}{' '}
              {i18n.t(singleKeys === false ? 'inbox.keysHintOff' : 'inbox.keysHint')}
            </p>
          )
        }
      />
      <ShortcutsDialog open={help} singleKeys={singleKeys !== false} onClose={() => setHelp(false)} />
    </div>
  );
}
