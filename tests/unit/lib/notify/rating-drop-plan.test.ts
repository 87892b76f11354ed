import '../../i18n-setup';
import { describe, expect, it } from 'vitest';
import { type DroppedReview, notificationTarget, planRatingDrops } from '@/lib/notify/notification-plan';
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  type NotificationSettings,
  normaliseNotificationSettings,
} from '@/lib/reviews/review-settings';

const locationName = (_account: string, id: string) => (id === 'loc1' ? 'Downtown' : id);
const settings = (overrides: Partial<NotificationSettings> = {}) => ({
  ...DEFAULT_NOTIFICATION_SETTINGS,
  ratingDrops: true,
  ...overrides,
});
const dropped = (overrides: Partial<DroppedReview> = {}): DroppedReview => ({
  accountId: 'acc',
  id: '501',
  rating: 2,
  authorName: 'Jordan P.',
  content: 'Went downhill.',
  locationId: 'loc1',
  edits: [{ rating: 4, content: 'Lovely.', seenAt: 1 }],
  ...overrides,
});

describe('planRatingDrops (Options › Notify me when a review’s rating drops)', () => {
  it('one notification per drop: the location, who, and the stars before and after; a click opens it', () => {
    const [notification, ...rest] = planRatingDrops([dropped()], settings(), locationName);
    expect(rest).toEqual([]);
    expect(notification.title).toBe('Rating dropped · Downtown');
    expect(notification.message).toBe('Jordan P. changed ★★★★☆ to ★★☆☆☆');
    expect(notificationTarget(notification.id)).toEqual({ accountId: 'acc', reviewId: '501' });
  });

  it('nothing unless asked for, with notifications on, outside muted locations', () => {
    expect(planRatingDrops([dropped()], settings({ ratingDrops: false }), locationName)).toEqual([]);
    expect(planRatingDrops([dropped()], settings({ enabled: false }), locationName)).toEqual([]);
    expect(
      planRatingDrops([dropped()], settings({ mutedLocations: { acc: ['loc1'] } }), locationName),
    ).toEqual([]);
  });

  it('a rise or an unchanged rating is no drop; the "rated at or below" filter does not hide a drop', () => {
    expect(planRatingDrops([dropped({ rating: 5 })], settings(), locationName)).toEqual([]);
    expect(planRatingDrops([dropped({ edits: undefined })], settings(), locationName)).toEqual([]);
    expect(planRatingDrops([dropped({ rating: 3 })], settings({ maxRating: 1 }), locationName)).toHaveLength(
      1,
    );
  });

  it('the setting is off by default and only a true turns it on', () => {
    expect(normaliseNotificationSettings(undefined).ratingDrops).toBe(false);
    expect(normaliseNotificationSettings({ ratingDrops: 'yes' as unknown as boolean }).ratingDrops).toBe(
      false,
    );
    expect(normaliseNotificationSettings({ ratingDrops: true }).ratingDrops).toBe(true);
  });
});
