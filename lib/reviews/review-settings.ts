/**
 * The reviews settings the options page edits (UI.md › Options page: Notifications, Sync) and the
 * background obeys. Storage items with a fallback and a version (docs/architecture.md › Contracts
 * › Settings);
 * read them through the `read…` helpers, which also clamp values written by older or odd pages.
 */
import { storage } from '#imports';

export interface SyncSettings {
  /** Minutes between polls; at least MIN_INTERVAL_MINUTES. */
  intervalMinutes: number;
  /** Share of each account's hourly request quota sync may spend, 0.01–1. */
  quotaShare: number;
}

/**
 * What the badge counts. `action` (the default): what needs action now, the reviews new since the
 * person last looked (lib/reviews/looked.ts) and the overdue 1–2★ ones (past their response
 * target, response-targets.ts); `awaiting`: every review awaiting a response; `unread`.
 */
export type BadgeMode = 'action' | 'awaiting' | 'unread';

export const BADGE_MODES = ['action', 'awaiting', 'unread'] as const satisfies readonly BadgeMode[];

export interface NotificationSettings {
  enabled: boolean;
  /** Announce only reviews rated at or below this (5: all). */
  maxRating: number;
  /** Location ids not announced, per account id. */
  mutedLocations: Record<string, string[]>;
  badgeMode: BadgeMode;
  /** Also announce a review whose reviewer lowered its rating (off unless asked for). */
  ratingDrops: boolean;
}

export const MIN_INTERVAL_MINUTES = 1;
export const DEFAULT_SYNC_SETTINGS: SyncSettings = { intervalMinutes: 5, quotaShare: 0.2 };
export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  enabled: true,
  maxRating: 5,
  mutedLocations: {},
  badgeMode: 'action',
  ratingDrops: false,
};

export const syncSettingsItem = storage.defineItem<SyncSettings>('local:settings.reviews.sync', {
  fallback: DEFAULT_SYNC_SETTINGS,
  version: 1,
});

/**
 * Version 1 had an overdue-only badge; what needs action now counts the overdue 1–2★ reviews and
 * what is new, so that choice became this one.
 */
const migrateOverdueBadge = (stored: NotificationSettings): NotificationSettings =>
  (stored?.badgeMode as string) === 'overdue' ? { ...stored, badgeMode: 'action' } : stored;

export const notificationSettingsItem = storage.defineItem<NotificationSettings>(
  'local:settings.reviews.notifications',
  { fallback: DEFAULT_NOTIFICATION_SETTINGS, version: 2, migrations: { 2: migrateOverdueBadge } },
);

const finite = (value: unknown, fallback: number): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;
const clamp = (value: number, min: number, max: number): number => Math.min(max, Math.max(min, value));

export function normaliseSyncSettings(value: Partial<SyncSettings> | null | undefined): SyncSettings {
  return {
    intervalMinutes: Math.max(
      MIN_INTERVAL_MINUTES,
      finite(value?.intervalMinutes, DEFAULT_SYNC_SETTINGS.intervalMinutes),
    ),
    quotaShare: clamp(finite(value?.quotaShare, DEFAULT_SYNC_SETTINGS.quotaShare), 0.01, 1),
  };
}

export function normaliseNotificationSettings(
  value: Partial<NotificationSettings> | null | undefined,
): NotificationSettings {
  return {
    enabled: value?.enabled ?? DEFAULT_NOTIFICATION_SETTINGS.enabled,
    maxRating: clamp(Math.round(finite(value?.maxRating, 5)), 1, 5),
    mutedLocations: value?.mutedLocations ?? {},
    badgeMode:
      BADGE_MODES.find((mode) => mode === value?.badgeMode) ?? DEFAULT_NOTIFICATION_SETTINGS.badgeMode,
    ratingDrops: value?.ratingDrops === true,
  };
}

export const readSyncSettings = async (): Promise<SyncSettings> =>
  normaliseSyncSettings(await syncSettingsItem.getValue());

export const readNotificationSettings = async (): Promise<NotificationSettings> =>
  normaliseNotificationSettings(await notificationSettingsItem.getValue());
