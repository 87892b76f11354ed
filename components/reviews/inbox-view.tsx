import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { i18n } from '@/lib/i18n/translate';
import '@/assets/styles/reviews/inbox/inbox.css';
import { routeHash } from '@/components/shell/side-panel-route';
import type { SidePanelViewProps } from '@/components/shell/side-panel-view-props';
import { SplitView } from '@/components/shell/split-view';
import { Banner } from '@/components/ui/banner';
import { ask, type Result, sendMessage } from '@/lib/messaging';
import { inboxSortItem, inboxSortOf, saveInboxSort } from '@/lib/reviews/inbox-sort-setting';
import { readReview, restoreReplyText } from '@/lib/reviews/review-cache';
import { isEmptyFilter, type ReviewFilter } from '@/lib/reviews/review-filter';
import { reviewScope } from '@/lib/reviews/review-keys';
import { AccountCounts } from '../account/account-counts';
import { AccountLabel } from '../account/account-label';
import { useAccountLookup } from '../account/use-account-lookup';
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
import { scopedMarks } from './inbox/scoped-marks';
import { ShortcutsDialog } from './inbox/shortcuts-dialog';
import { useCachedDirectory } from './inbox/use-cached-directory';
import { useDraftIds, useFreshLocations } from './inbox/use-inbox-reads';
import { useInboxSelection } from './inbox/use-inbox-selection';
import { useMoveOn } from './inbox/use-move-on';
import { useOffsetSlices } from './inbox/use-offset-slices';
import { useReviewIndex } from './inbox/use-review-index';
import { useMarkLooked } from './use-mark-looked';

/**
 * The side panel's inbox: filters and the virtualized list on the left, the selected
 * review's thread and the composer on the right; keyboard triage; CSV export. With All accounts
 * (`accountIds`), one list over every account, each review named by its key (review-keys.ts) and
 * every action sent for the review's own account. Loaded lazily (components/shell/lazy-view.tsx):
 * keep it the default export.
 */
export default function InboxView({ route, accountId, accountIds }: SidePanelViewProps) {
  const scopeId = (accountIds ?? [accountId]).join('\n');
  const scope = useMemo(() => reviewScope(accountIds ?? [accountId], accountId), [scopeId, accountId]);
  const { reviewId: routedKey, compose, filter: routed } = inboxRoute(route);
  // The review open, as the list names it (its key), and its own account and id.
  const opened = routedKey === undefined ? undefined : scope.split(routedKey);
  const reviewId = opened && scope.keyOf({ accountId: opened.accountId, id: opened.reviewId });
  const [filter, setFilter] = useState<ReviewFilter>(() => routed ?? {});
  useMarkLooked(scope.accountIds);
  // The Account filter belongs to the All-accounts list: choosing one account drops it.
  useEffect(() => {
    if (!scope.merged)
      setFilter((now) => {
        if (!now.accountIds) return now;
        const { accountIds: _accounts, ...rest } = now;
        return rest;
      });
  }, [scope.id]);
  // A location or theme link (inbox-route.ts) narrows the list to it, also when the inbox is already open.
  const routedFilter = routed && JSON.stringify(routed);
  useEffect(() => {
    if (routed) setFilter(routed);
  }, [routedFilter]);
  // Reads of the rows on screen go before the index's reads (review-index.ts › ReadOptions.pause).
  const screenReads = useRef(new Set<Promise<unknown>>());
  const stored = useWatchedItem(inboxSortItem);
  const sort = inboxSortOf(stored);
  const indexState = useReviewIndex(
    scope.accountIds,
    () => Promise.allSettled([...screenReads.current]),
    sort,
  );
  const { index, version, textReady } = indexState;
  const [firstNames] = useState(() => takeFirstNames(scope.id));
  useFreshLocations(scope);
  const { names, places } = useCachedDirectory(scope.accountIds, firstNames);
  const drafts = useDraftIds(scope);
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
  const offset = useOffsetSlices(scope, !index && sort === 'newest', (read) => {
    screenReads.current.add(read);
    void read.finally(() => screenReads.current.delete(read));
  });
  // While the index is built, the unfiltered list (by offset) is what j/k step through.
  const byOffset = !index && isEmptyFilter(filter) && sort === 'newest';
  const count = index ? ids.length : byOffset ? (offset.total ?? 0) : 0;
  const idAt = (at: number) => {
    const review = byOffset && !index ? offset.at(at) : undefined;
    return index ? ids[at] : review && scope.keyOf(review);
  };
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
  const accountOf = useAccountLookup();
  const [help, setHelp] = useState(false);
  const [problem, setProblem] = useState<string>();
  const moveOn = useMoveOn(reviewId, { position, count, step, close: closeThread });

  const report = (result: Result<unknown>) => setProblem(result.ok ? undefined : result.error.message);
  const { markRead, setDone: markDone } = scopedMarks(scope, report);
  const setRead = (key: string, read: boolean) => markRead([key], read);
  const setDone = (key: string, done: boolean) => {
    // Done takes the open review out of the Inbox: go on to the next one (not in the Done view).
    if (done && !filter.done) moveOn.leave({ kind: 'done', reviewId: key });
    markDone(key, done);
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
      await restoreReplyText(moved.item.accountId, moved.item);
    }
    window.location.replace(routeHash('inbox', 'review', moved.reviewId));
  };
  const markAllRead = () => unreadIds.length > 0 && markRead([...unreadIds], true);

  // Opening a review marks it read (once per opening: `u` may then mark it unread again).
  useEffect(() => {
    if (!opened || !reviewId) return;
    let live = true;
    void readReview(opened.accountId, opened.reviewId).then((review) => {
      if (live && review && !review.read) void setRead(reviewId, true);
    });
    return () => {
      live = false;
    };
  }, [reviewId, scope.id]);

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
    else if (action === 'toggleDone' && opened && reviewId)
      void readReview(opened.accountId, opened.reviewId).then(
        (review) => review && setDone(reviewId, review.doneAt === undefined),
      );
    else if (action === 'next' || action === 'previous') step(action);
    else if (action === 'reply') document.querySelector<HTMLElement>('[data-reply-text]')?.focus();
    else if (action === 'toggleRead' && opened && reviewId) {
      const row = index?.get(reviewId);
      if (row) void setRead(reviewId, !row.read);
      else
        void readReview(opened.accountId, opened.reviewId).then(
          (review) => review && setRead(reviewId, !review.read),
        );
    } else if (action === 'leaveField') {
      (document.activeElement as HTMLElement | null)?.blur();
      document.querySelector<HTMLElement>('.review-thread')?.focus();
    } else if (action === 'close' && reviewId) {
      // The row keeps the selection and takes the focus (the effect on reviewId above).
      closeThread();
    }
  });

  // What was just done to the review before this one, with Undo (over the thread, or the list).
  const movedOnNote = moveOn.moved && (
    <MovedOnNote moved={moveOn.moved} onUndo={() => void undoMove()} onDismiss={moveOn.dismiss} />
  );

  return (
    <div class="inbox">
      {problem && (
        <Banner tone="error" onDismiss={() => setProblem(undefined)}>
          {problem}
        </Banner>
      )}
      {/* The last review of the list went: no thread to show the note over. */}
      {!reviewId && movedOnNote}
      <SplitView
        showDetail={reviewId !== undefined}
        backHref={routeHash('inbox')}
        listLabel={i18n.t('inbox.listRegion')}
        detailLabel={i18n.t('inbox.detailRegion')}
        list={
          <InboxList
            scope={scope}
            counts={scope.merged ? <AccountCounts accountIds={scope.accountIds} /> : undefined}
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
          opened && reviewId ? (
            <>
              {movedOnNote}
              {hidden && !moveOn.moved && (
                <OutsideListBanner
                  reason={hidden.reason}
                  onShow={() => setFilter(hidden.filter)}
                  onClose={closeThread}
                />
              )}
              {/* All accounts: the thread names its account too, above it. */}
              {scope.merged && (
                <p class="inbox__account">
                  <AccountLabel account={accountOf(opened.accountId)} />
                </p>
              )}
              <ReviewThread
                accountId={opened.accountId}
                reviewId={opened.reviewId}
                compose={compose}
                names={names}
                onToggleRead={(review) => void setRead(reviewId, !review.read)}
                onToggleDone={(review) => void setDone(reviewId, review.doneAt === undefined)}
                onReplySent={(item) => {
                  // Answered, it leaves "Awaiting response": go on to the next one waiting.
                  if (filter.awaiting) moveOn.leave({ kind: 'sent', reviewId, item });
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
