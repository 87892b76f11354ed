/**
 * Shows the desktop notifications for reviews that arrived in a poll (notification-plan.ts decides
 * which), with the packaged icon, which Chrome requires on every notification. The reviews were
 * claimed for announcement when they were written (review-cache-writes.ts), so none is shown twice.
 */
import { browser } from '#imports';
import { languageReady } from '../i18n/worker-language';
import { displayNames, type Names, NO_NAMES, readNamesOf } from '../names/cached-names';
import { readNotificationSettings } from '../reviews/review-settings';
import {
  type ArrivedReview,
  type DroppedReview,
  type PlannedNotification,
  planNotifications,
  planRatingDrops,
} from './notification-plan';

export const NOTIFICATION_ICON = '/icon/128.png';

/**
 * Whether this browser shows buttons on a notification: Chrome does; Firefox shows `basic`
 * notifications only (docs/firefox.md), where a click opens the review with its composer instead.
 */
export const SHOWS_NOTIFICATION_BUTTONS = !import.meta.env.FIREFOX;

/** Each arriving account's names, from the cache (lib/names): "Location 1003" until known. */
async function namesOf(reviews: readonly ArrivedReview[]): Promise<Map<string, Names>> {
  const accounts = [...new Set(reviews.map((review) => review.accountId))];
  const locationIds = (accountId: string) =>
    reviews.filter((review) => review.accountId === accountId).map((review) => review.locationId);
  return new Map(
    await Promise.all(
      accounts.map(async (id) => [id, await readNamesOf(id, { locationIds: locationIds(id) })] as const),
    ),
  );
}

/**
 * Announces `arrived`, and the rating drops when the settings ask for them; resolves to the ids of
 * the notifications shown. A drop is handed over by the one write that lowered the rating
 * (review-cache-writes.ts), so it is announced once.
 */
export async function announceArrivals(
  arrived: readonly ArrivedReview[],
  now = Date.now(),
  ratingDrops: readonly DroppedReview[] = [],
): Promise<string[]> {
  if (arrived.length === 0 && ratingDrops.length === 0) return [];
  const [settings, names] = await Promise.all([
    readNotificationSettings(),
    namesOf([...arrived, ...ratingDrops]),
    languageReady(),
  ]);
  const locationName = (accountId: string, locationId: string) =>
    (names.get(accountId) ?? displayNames(NO_NAMES)).location(locationId);
  const planned: PlannedNotification[] = [
    ...planNotifications(arrived, settings, locationName, now),
    ...planRatingDrops(ratingDrops, settings, locationName),
  ];
  const iconUrl = browser.runtime.getURL(NOTIFICATION_ICON);
  const shown: string[] = [];
  for (const notification of planned) {
    try {
      shown.push(
        await browser.notifications.create(notification.id, {
          type: 'basic',
          iconUrl,
          title: notification.title,
          message: notification.message,
          ...(SHOWS_NOTIFICATION_BUTTONS && notification.buttons
            ? { buttons: [...notification.buttons] }
            : {}),
        }),
      );
    } catch {
      // Notifications turned off for the browser or the system: the badge still tells.
    }
  }
  return shown;
}
