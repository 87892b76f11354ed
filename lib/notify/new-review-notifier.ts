/**
 * Shows the desktop notifications for reviews that arrived in a poll (notification-plan.ts decides
 * which), with the packaged icon, which Chrome requires on every notification. The reviews were
 * claimed for announcement when they were written (review-store.ts), so none is shown twice.
 */
import { browser } from '#imports';
import { openCache } from '../cache/db';
import { readNotificationSettings } from '../reviews/review-settings';
import { type ArrivedReview, planNotifications } from './notification-plan';

export const NOTIFICATION_ICON = '/icon/128.png';

/** Location names from the cached locations store; a location not cached yet shows as its id. */
async function locationNames(reviews: readonly ArrivedReview[]): Promise<Map<string, string>> {
  const tx = (await openCache()).transaction('locations');
  const keys = [...new Set(reviews.map((review) => `${review.accountId}\n${review.locationId}`))];
  const names = new Map<string, string>();
  await Promise.all(
    keys.map(async (key) => {
      const [accountId, locationId] = key.split('\n');
      const record = await tx.store.get([accountId, locationId]);
      if (typeof record?.locationName === 'string' && record.locationName.trim())
        names.set(key, record.locationName);
    }),
  );
  await tx.done;
  return names;
}

/** Announces `arrived`; resolves to the ids of the notifications shown. */
export async function announceArrivals(
  arrived: readonly ArrivedReview[],
  now = Date.now(),
): Promise<string[]> {
  if (arrived.length === 0) return [];
  const [settings, names] = await Promise.all([readNotificationSettings(), locationNames(arrived)]);
  const planned = planNotifications(
    arrived,
    settings,
    (accountId, locationId) => names.get(`${accountId}\n${locationId}`) ?? locationId,
    now,
  );
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
        }),
      );
    } catch {
      // Notifications turned off for the browser or the system: the badge still tells.
    }
  }
  return shown;
}
