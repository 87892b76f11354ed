import '../../i18n-setup';
import { describe, expect, it } from 'vitest';
import {
  type ArrivedReview,
  notificationButton,
  notificationRoute,
  notificationTarget,
  planNotifications,
} from '@/lib/notify/notification-plan';
import { plainLine, starGlyphs } from '@/lib/notify/notification-text';
import { DEFAULT_NOTIFICATION_SETTINGS, type NotificationSettings } from '@/lib/reviews/review-settings';

const NOW = 1_800_000_000_000;
const names: Record<string, string> = { loc1: 'Downtown', loc2: 'Uptown' };
const locationName = (_account: string, id: string) => names[id] ?? id;
const settings = (overrides: Partial<NotificationSettings> = {}) => ({
  ...DEFAULT_NOTIFICATION_SETTINGS,
  ...overrides,
});

const review = (overrides: Partial<ArrivedReview> = {}): ArrivedReview => ({
  accountId: 'acc',
  id: '501',
  rating: 2,
  authorName: 'Jordan P.',
  content:
    'Waited 40 minutes past my appointment time and nobody at the front desk said a single word about the delay to anyone.',
  locationId: 'loc1',
  ...overrides,
});

describe('planNotifications (UI.md › Notifications)', () => {
  it('one review: stars and location in the title, author and first words in the message', () => {
    const [notification, ...rest] = planNotifications([review()], settings(), locationName, NOW);
    expect(rest).toEqual([]);
    expect(notification.title).toBe('★★☆☆☆ New review · Downtown');
    expect(notification.message).toBe(
      'Jordan P.: Waited 40 minutes past my appointment time and nobody at the front desk said a single word about…',
    );
    expect(notificationTarget(notification.id)).toEqual({ accountId: 'acc', reviewId: '501' });
  });

  it('several in one poll: one summary, counting those that need attention', () => {
    const arrived = [
      review({ id: '1', rating: 5, authorName: 'Sam R.', locationId: 'loc2' }),
      review({ id: '2', rating: 1, authorName: 'Ana' }),
      review({ id: '3', rating: 4, authorName: 'Lee' }),
      review({ id: '4', rating: 2, authorName: '' }),
      review({ id: '5', rating: 5, authorName: 'Kim' }),
    ];
    const planned = planNotifications(arrived, settings(), locationName, NOW);
    expect(planned).toHaveLength(1);
    expect(planned[0].title).toBe('5 new reviews (2 need attention)');
    expect(planned[0].message.split('\n')).toEqual([
      '★☆☆☆☆ Ana · Downtown',
      '★★☆☆☆ A customer · Downtown',
      '★★★★☆ Lee · Downtown',
      '…and 2 more',
    ]);
    // A click opens the inbox on exactly these five, whatever the summary lists by name.
    expect(notificationTarget(planned[0].id)).toEqual({
      accountId: 'acc',
      reviewIds: ['1', '2', '3', '4', '5'],
    });
  });

  it('a calm summary says nothing about attention; one that needs it says "needs"', () => {
    const calm = planNotifications(
      [review({ id: '1', rating: 5 }), review({ id: '2', rating: 4 })],
      settings(),
      locationName,
      NOW,
    );
    expect(calm[0].title).toBe('2 new reviews');
    const one = planNotifications(
      [review({ id: '1', rating: 5 }), review({ id: '2', rating: 1 })],
      settings(),
      locationName,
      NOW,
    );
    expect(one[0].title).toBe('2 new reviews (1 needs attention)');
  });

  it('one notification (or summary) per account', () => {
    const planned = planNotifications(
      [review(), review({ accountId: 'other', id: '9' })],
      settings(),
      locationName,
      NOW,
    );
    expect(planned.map((n) => notificationTarget(n.id))).toEqual([
      { accountId: 'acc', reviewId: '501' },
      { accountId: 'other', reviewId: '9' },
    ]);
  });

  it('obeys the settings: off, at or below N stars, muted locations', () => {
    const arrived = [review({ id: '1', rating: 5 }), review({ id: '2', rating: 3, locationId: 'loc2' })];
    expect(planNotifications(arrived, settings({ enabled: false }), locationName, NOW)).toEqual([]);
    const lowOnly = planNotifications(arrived, settings({ maxRating: 3 }), locationName, NOW);
    expect(lowOnly.map((n) => n.title)).toEqual(['★★★☆☆ New review · Uptown']);
    expect(
      planNotifications(
        arrived,
        settings({ maxRating: 3, mutedLocations: { acc: ['loc2'] } }),
        locationName,
        NOW,
      ),
    ).toEqual([]);
  });

  it('falls back to the location id, an anonymous author and a rating-only text', () => {
    const [notification] = planNotifications(
      [review({ locationId: 'loc-77', authorName: ' ', content: '' })],
      settings(),
      locationName,
      NOW,
    );
    expect(notification.title).toBe('★★☆☆☆ New review · loc-77');
    expect(notification.message).toBe('A customer: Left a rating without a comment');
  });

  it('shows third-party text as plain text, on one line, with no control or direction characters', () => {
    const [notification] = planNotifications(
      [review({ authorName: 'Eve\u202e{text}', content: '<script>alert(1)</script>\n\u0007Bad\tservice' })],
      settings(),
      locationName,
      NOW,
    );
    expect(notification.message).toBe('Eve{text}: <script>alert(1)</script> Bad service');
  });

  it('ignores ids that are not its own', () => {
    expect(notificationTarget('needs-sign-in:acc')).toBeNull();
  });
});

describe('notifications you can act on', () => {
  it("a review's own notification offers Reply, then Mark read; a summary offers none", () => {
    const [single] = planNotifications([review()], settings(), locationName, NOW);
    expect(single.buttons).toEqual([{ title: 'Reply' }, { title: 'Mark read' }]);
    expect([0, 1, 2].map(notificationButton)).toEqual(['reply', 'markRead', undefined]);
    const [summary] = planNotifications(
      [review({ id: '1' }), review({ id: '2' })],
      settings(),
      locationName,
      NOW,
    );
    expect(summary.buttons).toBeUndefined();
  });

  it('opens the review, with its composer when asked, or the inbox on exactly the reviews of a summary', () => {
    const [single] = planNotifications([review({ id: '5 01' })], settings(), locationName, NOW);
    const target = notificationTarget(single.id);
    expect(target && notificationRoute(target)).toBe('#/inbox/review/5%2001');
    expect(target && notificationRoute(target, true)).toBe('#/inbox/review/5%2001/reply');
    const [summary] = planNotifications(
      [review({ id: '7' }), review({ id: 'a,b' }), review({ id: 'x:y' })],
      settings(),
      locationName,
      NOW,
    );
    const group = notificationTarget(summary.id);
    // Ids with the separators in them come back whole.
    expect(group).toEqual({ accountId: 'acc', reviewIds: ['7', 'a,b', 'x:y'] });
    expect(group && notificationRoute(group)).toBe('#/inbox/reviews/7/a%2Cb/x%3Ay');
    // A summary shown by an older version carried no ids: the inbox.
    const older = notificationTarget(`reviews:acc:${NOW}`);
    expect(older).toEqual({ accountId: 'acc' });
    expect(older && notificationRoute(older, true)).toBe('#/inbox');
  });

  it('keeps accounts apart: each summary names its own account and reviews', () => {
    const planned = planNotifications(
      [
        review({ id: '1' }),
        review({ id: '2' }),
        review({ accountId: 'a:b', id: '1' }),
        review({ accountId: 'a:b', id: '3' }),
      ],
      settings(),
      locationName,
      NOW,
    );
    expect(planned.map((n) => notificationTarget(n.id))).toEqual([
      { accountId: 'acc', reviewIds: ['1', '2'] },
      { accountId: 'a:b', reviewIds: ['1', '3'] },
    ]);
  });
});

describe('notification text', () => {
  it('draws 0–5 stars', () => {
    expect(starGlyphs(0)).toBe('☆☆☆☆☆');
    expect(starGlyphs(4.6)).toBe('★★★★★');
    expect(starGlyphs(Number.NaN)).toBe('☆☆☆☆☆');
  });

  it('cuts long text at a word, never inside an emoji', () => {
    expect(plainLine('short', 10)).toBe('short');
    expect(plainLine('one two three four five', 12)).toBe('one two…');
    expect(plainLine('😀😀😀😀😀', 3)).toBe('😀😀…');
  });
});
