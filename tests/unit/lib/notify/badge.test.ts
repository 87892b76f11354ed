import '../../i18n-setup';
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { accountsItem } from '@/lib/accounts/account-items';
import { openCache } from '@/lib/cache/db';
import { applyBadge, BADGE_COLORS, type BadgeState, badgeView } from '@/lib/notify/badge';
import { readBadgeState, refreshBadge } from '@/lib/notify/badge-refresh';
import { markLooked, noteArrivals } from '@/lib/reviews/looked';
import { saveResponseTargets } from '@/lib/reviews/response-targets';
import { cacheReviews, markReviews } from '@/lib/reviews/review-cache-writes';
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  notificationSettingsItem,
  readNotificationSettings,
} from '@/lib/reviews/review-settings';
import { clearStores } from '../../clear-stores';
import { comment, listReview } from '../reviews/fixtures';

const base: BadgeState = { accounts: 1, needsSignIn: [], offline: false, mode: 'awaiting', count: 0 };

describe('badgeView', () => {
  it('shows the number awaiting a reply, blank at zero, capped at 99+', () => {
    expect(badgeView({ ...base, count: 3 })).toEqual({
      text: '3',
      color: BADGE_COLORS.count,
      title: '3 reviews awaiting a response',
    });
    expect(badgeView({ ...base, count: 1 }).title).toBe('1 review awaiting a response');
    expect(badgeView(base)).toMatchObject({ text: '', title: 'No reviews awaiting a response' });
    expect(badgeView({ ...base, count: 1234 }).text).toBe('99+');
  });

  it('counts unread ones when set to', () => {
    expect(badgeView({ ...base, mode: 'unread', count: 2 })).toMatchObject({
      text: '2',
      title: '2 unread reviews',
    });
  });

  it('by default counts what needs action now, and says which with both numbers', () => {
    expect(badgeView({ ...base, mode: 'action', count: 5, action: { fresh: 3, overdue: 2 } })).toMatchObject({
      text: '5',
      title: '3 new since you last looked, 2 overdue 1–2★',
    });
    expect(badgeView({ ...base, mode: 'action', count: 1, action: { fresh: 0, overdue: 1 } }).title).toBe(
      'Nothing new since you last looked, 1 overdue 1–2★',
    );
    expect(badgeView({ ...base, mode: 'action', action: { fresh: 0, overdue: 0 } })).toMatchObject({
      text: '',
      title: 'Nothing new since you last looked, nothing overdue at 1–2★',
    });
  });

  it('needs sign-in wins over everything, in red', () => {
    expect(badgeView({ ...base, count: 5, offline: true, needsSignIn: ['Acme Dental'] })).toEqual({
      text: '!',
      color: BADGE_COLORS.needsSignIn,
      title: 'Sign in again to keep receiving reviews: Acme Dental',
    });
  });

  it('offline, then sync errors, have their own marks', () => {
    expect(badgeView({ ...base, count: 5, offline: true })).toMatchObject({
      text: '…',
      color: BADGE_COLORS.offline,
    });
    const trouble = 'Sync failed · last synced 2:02 PM · next try 2:07 PM — The service is having trouble.';
    expect(badgeView({ ...base, count: 5, syncTrouble: trouble })).toEqual({
      text: '×',
      color: BADGE_COLORS.error,
      title: trouble,
    });
  });

  it('stays blank with no account connected', () => {
    expect(badgeView({ ...base, accounts: 0 })).toMatchObject({
      text: '',
      title: 'Connect an account to receive reviews',
    });
  });
});

describe('refreshBadge', () => {
  beforeEach(async () => {
    fakeBrowser.reset();
    await clearStores();
  });

  it('puts the count of every connected account on the toolbar button', async () => {
    await accountsItem.setValue([
      {
        id: 'a',
        name: 'Acme',
        mode: 'oauth',
        serviceUrl: 'http://127.0.0.1',
        status: 'connected',
        connectedAt: 1,
      },
    ]);
    // Two awaiting a reply (1, 2) and two unread (1, 3): arrivals are unread, history read.
    const answered = [comment()];
    await cacheReviews(
      'a',
      [listReview({ id: '1' }), listReview({ id: '3', comments: answered })],
      () => 'poll',
      1,
    );
    await cacheReviews(
      'a',
      [listReview({ id: '2' }), listReview({ id: '4', comments: answered })],
      () => 'backfill',
      1,
    );

    await notificationSettingsItem.setValue({ ...DEFAULT_NOTIFICATION_SETTINGS, badgeMode: 'awaiting' });
    await refreshBadge();
    expect(await fakeBrowser.action.getBadgeText({})).toBe('2');
    expect(await fakeBrowser.action.getTitle({})).toBe('2 reviews awaiting a response');

    await notificationSettingsItem.setValue({ ...DEFAULT_NOTIFICATION_SETTINGS, badgeMode: 'unread' });
    await refreshBadge();
    expect(await fakeBrowser.action.getBadgeText({})).toBe('2');
    expect(await fakeBrowser.action.getTitle({})).toBe('2 unread reviews');
  });

  it('by default: the reviews new since the person last looked and the overdue 1–2★ ones, over every account, not Done', async () => {
    const account = (id: string) => ({
      id,
      name: id,
      mode: 'oauth' as const,
      serviceUrl: 'http://127.0.0.1',
      status: 'connected' as const,
      connectedAt: 1,
    });
    await accountsItem.setValue([account('a'), account('b')]);
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString().slice(0, 16);
    await cacheReviews(
      'a',
      [
        listReview({ id: 'late-1', rating: 1, publisherDate: hoursAgo(30) }),
        listReview({ id: 'soon-1', rating: 1, publisherDate: hoursAgo(2) }),
        listReview({ id: 'late-4', rating: 4, publisherDate: hoursAgo(80) }),
        listReview({ id: 'answered', rating: 1, publisherDate: hoursAgo(30), comments: [comment()] }),
        listReview({ id: 'no-replies', rating: 1, publisherDate: hoursAgo(30), publisherId: 'BRANDA' }),
      ],
      () => 'backfill',
      1,
    );
    await cacheReviews(
      'b',
      [listReview({ id: 'late-b', rating: 2, publisherDate: hoursAgo(25) })],
      () => 'backfill',
      1,
    );
    // History is never new; two overdue 1–2★ (late-1, late-b): the 4★ one past its target is not.
    await refreshBadge();
    expect(await fakeBrowser.action.getBadgeText({})).toBe('2');
    expect(await fakeBrowser.action.getTitle({})).toBe('Nothing new since you last looked, 2 overdue 1–2★');

    // Two arrive in a poll, one of them late already: each counts once, as new.
    const { created } = await cacheReviews(
      'a',
      [
        listReview({ id: 'new-5', rating: 5, publisherDate: hoursAgo(1) }),
        listReview({ id: 'new-late-2', rating: 2, publisherDate: hoursAgo(40) }),
      ],
      () => 'poll',
      Date.now(),
    );
    await noteArrivals(created);
    await refreshBadge();
    expect(await fakeBrowser.action.getBadgeText({})).toBe('4');
    expect(await fakeBrowser.action.getTitle({})).toBe('2 new since you last looked, 2 overdue 1–2★');

    // Done and read leave it; looking at account a ends what is new there.
    await markReviews('a', ['late-1'], { done: true });
    await markReviews('a', ['new-5'], { read: true });
    await refreshBadge();
    expect(await fakeBrowser.action.getTitle({})).toBe('1 new since you last looked, 1 overdue 1–2★');
    await markLooked(['a']);
    await refreshBadge();
    expect(await fakeBrowser.action.getTitle({})).toBe('Nothing new since you last looked, 2 overdue 1–2★');
    // An arrival that entered the cache before the last look is not new (its note came late).
    await noteArrivals([{ accountId: 'b', id: 'late-b', firstSeenAt: 1 }]);
    await saveResponseTargets({ all: { low: 24, rest: 72 }, accounts: { b: { low: null, rest: 72 } } });
    await refreshBadge();
    expect(await fakeBrowser.action.getTitle({})).toBe('Nothing new since you last looked, 1 overdue 1–2★');
  });

  it("keeps an earlier overdue-only badge as what needs action now (the setting's migration)", async () => {
    await fakeBrowser.storage.local.set({
      'settings.reviews.notifications': { ...DEFAULT_NOTIFICATION_SETTINGS, badgeMode: 'overdue' },
      'settings.reviews.notifications$': { v: 1 },
    });
    await notificationSettingsItem.migrate();
    // The stored value itself, not the reading's fallback.
    expect((await notificationSettingsItem.getValue()).badgeMode).toBe('action');
    expect((await readNotificationSettings()).badgeMode).toBe('action');
  });

  it('shows "!" while an account needs sign-in, and the sync error of a connected one', async () => {
    await accountsItem.setValue([
      {
        id: 'a',
        name: 'Acme',
        mode: 'oauth',
        serviceUrl: 'http://127.0.0.1',
        status: 'needsSignIn',
        connectedAt: 1,
      },
    ]);
    await refreshBadge();
    expect(await fakeBrowser.action.getBadgeText({})).toBe('!');
    expect(await fakeBrowser.action.getBadgeBackgroundColor({})).toEqual([197, 34, 31, 255]);

    await accountsItem.setValue([
      {
        id: 'a',
        name: 'Acme',
        mode: 'oauth',
        serviceUrl: 'http://127.0.0.1',
        status: 'connected',
        connectedAt: 1,
      },
    ]);
    const db = await openCache();
    await db.put('syncState', {
      accountId: 'a',
      backfill: null,
      spent: { requests: 0, windowEndsAt: 0 },
      lastError: { kind: 'error', message: 'Broken.', at: 1 },
    });
    // The headers' reducer and words (lib/sync/sync-status.ts), on one line.
    expect((await readBadgeState(true)).syncTrouble).toBe('Sync failed · never synced — Broken.');
    await db.put('syncState', {
      accountId: 'a',
      backfill: null,
      spent: { requests: 0, windowEndsAt: 0 },
      lastError: { kind: 'unreachable', message: 'No answer.', at: 1 },
    });
    expect((await readBadgeState(true)).syncTrouble).toBe(
      "Can't reach the service · never synced — No answer.",
    );
    // "Offline" is the browser's network only: a run skipped offline is no failure once it is back.
    await db.put('syncState', {
      accountId: 'a',
      backfill: null,
      spent: { requests: 0, windowEndsAt: 0 },
      lastError: { kind: 'offline', message: 'Offline.', at: 1 },
    });
    expect(await readBadgeState(true)).toMatchObject({ offline: false, syncTrouble: undefined });
    expect(await readBadgeState(false)).toMatchObject({ offline: true, syncTrouble: undefined });
  });

  it('applies text, colour and tooltip', async () => {
    await applyBadge({ text: '7', color: '#1a73e8', title: '7 reviews awaiting a response' });
    expect(await fakeBrowser.action.getBadgeText({})).toBe('7');
    expect(await fakeBrowser.action.getTitle({})).toBe('7 reviews awaiting a response');
  });
});
