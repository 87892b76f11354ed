import { Fragment } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { i18n } from '@/lib/i18n/translate';
import '@/assets/styles/ui/sync-status.css';
import type { SyncStatus as SyncStatusValue } from '@/lib/sync/sync-status';
import {
  DETAIL_SEPARATOR,
  type SyncStatusWords,
  syncStatusLine,
  syncStatusWords,
} from '@/lib/sync/sync-status-words';
import { Button } from './button';
import { cx } from './class-names';
import { RefreshIcon } from './icons';
import { useNow } from './use-now';

/** What a page's header knows about sync: the SyncStatus props a page passes through. */
export type SyncInfo = Pick<SyncStatusProps, 'status' | 'refreshing' | 'onRefresh'>;

export interface SyncStatusProps {
  /** The account's sync status, from the background's one state (lib/sync/sync-status.ts). */
  status: SyncStatusValue;
  /** A Refresh asked from this page is out: "Syncing…" until it answers. */
  refreshing?: boolean;
  /** The Refresh button: asks the background for a sync now. */
  onRefresh: () => void;
  /** Pins "now" for tests. */
  now?: number;
  class?: string;
}

/** How long a state change stays in the live region before it is cleared (see below). */
const ANNOUNCE_MS = 5_000;

const SYNCING: SyncStatusValue = { kind: 'syncing', since: 0 };

/**
 * "● Synced 2:02 PM ⟳", or after a failure "▲ Sync failed" over "last synced 2:02 PM · next try
 * 2:07 PM": the same words as the toolbar button's tooltip, and the way to refresh.
 */
export function SyncStatus({ status, refreshing, onRefresh, now, class: className }: SyncStatusProps) {
  const ticking = useNow(now === undefined);
  const shown = refreshing && status.kind !== 'offline' ? SYNCING : status;
  const words = syncStatusWords(shown, now ?? ticking);
  const announcement = useStateAnnouncement(shown.kind, words);
  return (
    <div class={cx('sync-status', `sync-status--${words.tone}`, className)} data-state={shown.kind}>
      <span class="sync-status__text" title={syncStatusLine(words)}>
        <span class="sync-status__headline">
          <span class="sync-status__mark" aria-hidden="true" />
          {words.headline}
        </span>
        {words.details.length > 0 && (
          // Each part stays whole; when narrow they wrap onto a line each rather than lose the next try.
          <span class="sync-status__detail">
            {words.details.map((part, index) => (
              <Fragment key={part}>
                {/* A space between parts (flex ignores it; copied text and readers keep it). */}
                {index > 0 && ' '}
                <span
                  class="sync-status__part"
                  // Narrow, CSS draws this instead (sync-status.css); the text stays for copying.
                  data-short={index === words.details.length - 1 ? words.nextTryShort : undefined}
                >
                  {index < words.details.length - 1 ? `${part}${DETAIL_SEPARATOR.trimEnd()}` : part}
                </span>
              </Fragment>
            ))}
          </span>
        )}
      </span>
      <Button
        variant="ghost"
        size="sm"
        iconOnly
        icon={<RefreshIcon />}
        busy={shown.kind === 'syncing'}
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

/**
 * Screen readers hear state changes ("Syncing…", "Sync failed") but not the visible text being
 * re-rendered for the same state, which would chatter. The message is cleared after a few seconds
 * so reading the page later does not find a stale copy beside the visible text.
 */
function useStateAnnouncement(kind: SyncStatusValue['kind'], words: SyncStatusWords): string {
  const [message, setMessage] = useState('');
  const first = useRef(true);
  useEffect(() => {
    // Opening the page is not news: only changes after the first render are announced.
    if (first.current) {
      first.current = false;
      return;
    }
    setMessage(syncStatusLine(words));
    const timer = setTimeout(() => setMessage(''), ANNOUNCE_MS);
    return () => clearTimeout(timer);
  }, [kind]);
  return message;
}
