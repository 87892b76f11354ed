import { useWatchedItem } from '@/components/account/use-watched-item';
import { useCacheRead } from '@/components/cache/use-cache-read';
import { Field } from '@/components/ui/field';
import { activeAccountIdItem } from '@/lib/accounts/account-items';
import { i18n } from '@/lib/i18n/translate';
import { type CachedLocation, readLocations } from '@/lib/listings/listing-cache';
import { locationLabelOf } from '@/lib/names/display-name';
import {
  BADGE_MODES,
  MIN_INTERVAL_MINUTES,
  type NotificationSettings,
  normaliseNotificationSettings,
  normaliseSyncSettings,
  notificationSettingsItem,
  type SyncSettings,
  syncSettingsItem,
} from '@/lib/reviews/review-settings';
import { NumberSetting } from './number-settings';

const RATINGS = [5, 4, 3, 2, 1] as const;

/**
 * Options › Notifications and sync (UI.md › Options page). Each control saves as it changes: the
 * background watches both items (lib/reviews/reviews-background.ts), so the next poll, badge and
 * notification follow at once. Values pass through the same normalisers the background uses.
 */
export function ReviewSettingsSection() {
  const notify = normaliseNotificationSettings(useWatchedItem(notificationSettingsItem));
  const sync = normaliseSyncSettings(useWatchedItem(syncSettingsItem));
  const accountId = useWatchedItem(activeAccountIdItem);
  // Cached by the background when the account connects (lib/names); re-read when it caches them.
  const locations =
    useCacheRead(accountId ?? '', ['locations'], accountId ?? '', () =>
      accountId ? readLocations(accountId) : Promise.resolve([] as CachedLocation[]),
    ) ?? [];

  const saveNotify = (patch: Partial<NotificationSettings>) =>
    void notificationSettingsItem.setValue(normaliseNotificationSettings({ ...notify, ...patch }));
  const saveSync = (patch: Partial<SyncSettings>) =>
    void syncSettingsItem.setValue(normaliseSyncSettings({ ...sync, ...patch }));
  const muted = new Set(accountId ? (notify.mutedLocations[accountId] ?? []) : []);
  const toggleMuted = (locationId: string, mute: boolean) => {
    if (!accountId) return;
    const next = new Set(muted);
    if (mute) next.add(locationId);
    else next.delete(locationId);
    saveNotify({ mutedLocations: { ...notify.mutedLocations, [accountId]: [...next] } });
  };

  return (
    <section class="options-section" aria-labelledby="options-review-settings">
      <h2 id="options-review-settings">{i18n.t('options.reviewSettings.heading')}</h2>
      <p class="options-section__intro">{i18n.t('options.reviewSettings.intro')}</p>
      <label class="options-check">
        <input
          type="checkbox"
          checked={notify.enabled}
          onChange={(event) => saveNotify({ enabled: event.currentTarget.checked })}
        />
        {i18n.t('options.reviewSettings.enabled')}
      </label>
      <Field label={i18n.t('options.reviewSettings.maxRating')}>
        {(control) => (
          <select
            {...control}
            value={String(notify.maxRating)}
            disabled={!notify.enabled}
            onChange={(event) => saveNotify({ maxRating: Number(event.currentTarget.value) })}
          >
            {RATINGS.map((rating) => (
              <option key={rating} value={String(rating)}>
                {rating === 5
                  ? i18n.t('options.reviewSettings.allRatings')
                  : i18n.t('options.reviewSettings.atOrBelow', rating)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <label class="options-check">
        <input
          type="checkbox"
          checked={notify.ratingDrops}
          disabled={!notify.enabled}
          onChange={(event) => saveNotify({ ratingDrops: event.currentTarget.checked })}
        />
        {i18n.t('options.reviewSettings.ratingDrops')}
      </label>
      <fieldset class="options-fieldset">
        <legend>{i18n.t('options.reviewSettings.muted')}</legend>
        {locations.length === 0 ? (
          <p class="options-section__intro">{i18n.t('options.reviewSettings.noLocations')}</p>
        ) : (
          locations.map((location) => (
            <label key={location.id} class="options-check">
              <input
                type="checkbox"
                checked={muted.has(location.id)}
                disabled={!notify.enabled}
                onChange={(event) => toggleMuted(location.id, event.currentTarget.checked)}
              />
              {locationLabelOf(location)}
            </label>
          ))
        )}
      </fieldset>
      <fieldset class="options-fieldset">
        <legend>{i18n.t('options.reviewSettings.badge')}</legend>
        {BADGE_MODES.map((mode) => (
          <label key={mode} class="options-check">
            <input
              type="radio"
              name="badge-mode"
              checked={notify.badgeMode === mode}
              onChange={() => saveNotify({ badgeMode: mode })}
            />
            {i18n.t(`options.reviewSettings.badge_${mode}`)}
          </label>
        ))}
      </fieldset>
      <NumberSetting
        label={i18n.t('options.reviewSettings.interval')}
        hint={i18n.t('options.reviewSettings.intervalHint')}
        invalid={i18n.t('options.reviewSettings.intervalInvalid', [String(MIN_INTERVAL_MINUTES)])}
        value={sync.intervalMinutes}
        min={MIN_INTERVAL_MINUTES}
        valid={(minutes) => minutes >= MIN_INTERVAL_MINUTES}
        onSave={(intervalMinutes) => saveSync({ intervalMinutes })}
      />
    </section>
  );
}
