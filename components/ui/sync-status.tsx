import { useEffect, useRef, useState } from 'preact/hooks';
import { i18n } from '#i18n';
import '@/assets/styles/ui/sync-status.css';
import { Button } from './button';
import { cx } from './class-names';
import type { DateInput } from './format-relative-time';
import { RefreshIcon } from './icons';
import { RelativeTime } from './relative-time';

/** idle: up to date as of lastSyncedAt; error: the last attempt failed (a banner says why). */
export type SyncState = 'idle' | 'syncing' | 'offline' | 'error';

/** What a page's header knows about sync: the SyncStatus props a page passes through. */
export type SyncInfo = Pick<SyncStatusProps, 'state' | 'lastSyncedAt' | 'onRefresh'>;

export interface SyncStatusProps {
  state: SyncState;
  /** When the last successful sync finished; absent if there has been none. */
  lastSyncedAt?: DateInput;
  /** The Refresh button: asks the background for a sync now. */
  onRefresh: () => void;
  /** Pins "now" for tests. */
  now?: number;
  class?: string;
}

/** Stands in for the relative time inside the translated "Synced {time}". */
const TIME_SLOT = '\u0001';
/** How long a state change stays in the live region before it is cleared (see below). */
const ANNOUNCE_MS = 5_000;

/** "● Synced 2m ago ⟳": the freshness of what is on screen, and the way to refresh it. */
export function SyncStatus({ state, lastSyncedAt, onRefresh, now, class: className }: SyncStatusProps) {
  const announcement = useStateAnnouncement(state, lastSyncedAt);
  return (
    <div class={cx('sync-status', `sync-status--${state}`, className)}>
      <span class="sync-status__dot" aria-hidden="true" />
      <span class="sync-status__text">
        {state === 'idle' && lastSyncedAt !== undefined ? (
          <SyncedText at={lastSyncedAt} now={now} />
        ) : (
          stateText(state)
        )}
      </span>
      <Button
        variant="ghost"
        size="sm"
        iconOnly
        icon={<RefreshIcon />}
        busy={state === 'syncing'}
        onClick={onRefresh}
      >
        {i18n.t('common.sync.refresh')}
      </Button>
      <span class="visually-hidden" role="status">
        {announcement}
      </span>
    </div>
  );
}

function SyncedText({ at, now }: { at: DateInput; now?: number }) {
  const [before, after] = i18n.t('common.sync.synced', { time: TIME_SLOT }).split(TIME_SLOT);
  return (
    <>
      {before}
      <RelativeTime date={at} now={now} />
      {after}
    </>
  );
}

/** The status in words for every case except "Synced <time>", which needs the <time> element. */
function stateText(state: SyncState): string {
  if (state === 'syncing') return i18n.t('common.sync.syncing');
  if (state === 'offline') return i18n.t('common.sync.offline');
  if (state === 'error') return i18n.t('common.sync.failed');
  return i18n.t('common.sync.never');
}

/**
 * Screen readers hear state changes ("Syncing…", "Synced just now") but not the minute-by-minute
 * ticking of the visible text, which would chatter. The message is cleared after a few seconds
 * so reading the page later does not find a stale copy beside the visible text.
 */
function useStateAnnouncement(state: SyncState, lastSyncedAt: DateInput | undefined): string {
  const [message, setMessage] = useState('');
  const first = useRef(true);
  useEffect(() => {
    // Opening the popup is not news: only changes after the first render are announced.
    if (first.current) {
      first.current = false;
      return;
    }
    setMessage(
      state === 'idle' && lastSyncedAt !== undefined
        ? i18n.t('common.sync.synced', { time: i18n.t('common.time.justNow') })
        : stateText(state),
    );
    const timer = setTimeout(() => setMessage(''), ANNOUNCE_MS);
    return () => clearTimeout(timer);
  }, [state]);
  return message;
}
