/**
 * The sync status in words, the same on every surface: the popup and side-panel headers show the
 * headline and the detail (and the reason in a banner), the toolbar button's tooltip all of it.
 */

import { formatClockTime } from '../clock/clock-time';
import { i18n } from '../i18n/translate';
import type { SyncStatus } from './sync-status';

/** How the status looks: the dot's colour and shape follow it, never green after a failure. */
export type SyncTone = 'ok' | 'busy' | 'warning' | 'danger' | 'muted';

export interface SyncStatusWords {
  tone: SyncTone;
  /** "Sync failed", "Synced 2:02 PM", "Offline". */
  headline: string;
  /** ["last synced 2:02 PM", "next try 2:07 PM"]: where things stand after a failure (may be empty). */
  details: string[];
  /** Why, in the service's or our words (for the banner and the tooltip). */
  reason?: string;
  /** "retry 2:07 PM": the next try, shorter, where a header has little room for the details. */
  nextTryShort?: string;
}

const TONES: Record<SyncStatus['kind'], SyncTone> = {
  never: 'muted',
  syncing: 'busy',
  synced: 'ok',
  failed: 'danger',
  unreachable: 'danger',
  waiting: 'warning',
  offline: 'muted',
  needsSignIn: 'danger',
};

export function syncStatusWords(status: SyncStatus, now: number, locale?: string): SyncStatusWords {
  const time = (at: number) => formatClockTime(at, now, locale);
  const tone = TONES[status.kind];
  switch (status.kind) {
    case 'never':
      return { tone, headline: i18n.t('common.sync.never'), details: [] };
    case 'syncing':
      return { tone, headline: i18n.t('common.sync.syncing'), details: [] };
    case 'synced':
      return { tone, headline: i18n.t('common.sync.synced', { time: time(status.at) }), details: [] };
    case 'offline':
    case 'needsSignIn':
      return {
        tone,
        headline: i18n.t(`common.sync.${status.kind}`),
        details: status.lastSyncedAt === undefined ? [] : [lastSynced(status.lastSyncedAt, time)],
      };
    default: {
      const parts = [
        status.lastSyncedAt === undefined
          ? i18n.t('common.sync.neverSynced')
          : lastSynced(status.lastSyncedAt, time),
      ];
      const next = status.nextTryAt === undefined ? undefined : time(status.nextTryAt);
      if (next) parts.push(i18n.t('common.sync.nextTry', { time: next }));
      return {
        tone,
        headline: i18n.t(`common.sync.${status.kind}`),
        details: parts,
        reason: status.reason,
        ...(next ? { nextTryShort: i18n.t('common.sync.nextTryShort', { time: next }) } : {}),
      };
    }
  }
}

const lastSynced = (at: number, time: (at: number) => string) =>
  i18n.t('common.sync.lastSynced', { time: time(at) });

/** The whole status on one line, for a tooltip: "Sync failed · last synced 2:02 PM · next try 2:07 PM — why". */
export function syncStatusLine(words: SyncStatusWords): string {
  const head = [words.headline, ...words.details].join(DETAIL_SEPARATOR);
  return words.reason ? i18n.t('common.sync.because', { status: head, reason: words.reason }) : head;
}

/** Between the headline and the details on one line. */
export const DETAIL_SEPARATOR = ' · ';
