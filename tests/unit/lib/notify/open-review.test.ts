import '../../i18n-setup';
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { accountsItem, activeAccountIdItem } from '@/lib/accounts/account-items';
import { actOnNotificationButton, openReviewFromNotification } from '@/lib/notify/open-review';
import { countInbox, readReview } from '@/lib/reviews/review-cache';
import { cacheReviews } from '@/lib/reviews/review-cache-writes';
import { clearStores } from '../../clear-stores';
import { accountSummary } from '../accounts/fixtures';
import { listReview } from '../reviews/fixtures';

const sidePanelUrl = (hash: string) => fakeBrowser.runtime.getURL(`/sidepanel.html${hash}`);
const routeRequested = async () =>
  (
    (await fakeBrowser.storage.session.get('sidePanel.routeRequest'))['sidePanel.routeRequest'] as
      | { hash: string }
      | undefined
  )?.hash;
/** A side panel API that opens (or refuses, as without a gesture), recording its calls. */
const givePanel = (open: () => Promise<void> = () => Promise.resolve()) => {
  const sidePanel = { setOptions: vi.fn(() => Promise.resolve()), open: vi.fn(open) };
  (fakeBrowser as unknown as { sidePanel: unknown }).sidePanel = sidePanel;
  return sidePanel;
};

describe('openReviewFromNotification', () => {
  beforeEach(() => fakeBrowser.reset());
  afterEach(() => {
    delete (fakeBrowser as unknown as { sidePanel?: unknown }).sidePanel;
  });

  it('opens the review in the side panel, synchronously, on the current window', async () => {
    const sidePanel = { setOptions: vi.fn(() => Promise.resolve()), open: vi.fn(() => Promise.resolve()) };
    (fakeBrowser as unknown as { sidePanel: unknown }).sidePanel = sidePanel;
    const create = vi.spyOn(fakeBrowser.tabs, 'create');

    expect(openReviewFromNotification('review:acc:501')).toBe(true);
    // Opened before the handler returns: no await ends the click's gesture first.
    expect(sidePanel.open).toHaveBeenCalledWith({ windowId: -2 });
    // The panel's page is not changed for good; it is asked to show the review once.
    expect(sidePanel.setOptions).not.toHaveBeenCalled();
    await vi.waitFor(async () =>
      expect(await fakeBrowser.storage.session.get('sidePanel.routeRequest')).toMatchObject({
        'sidePanel.routeRequest': { hash: '#/inbox/review/501' },
      }),
    );
    await vi.waitFor(() => expect(create).not.toHaveBeenCalled());
  });

  it('opens the panel page in a tab where the browser refuses the panel', async () => {
    const sidePanel = {
      setOptions: vi.fn(() => Promise.resolve()),
      open: vi.fn(() =>
        Promise.reject(new Error('sidePanel.open() may only be called in response to a user gesture.')),
      ),
    };
    (fakeBrowser as unknown as { sidePanel: unknown }).sidePanel = sidePanel;
    const create = vi.spyOn(fakeBrowser.tabs, 'create');
    openReviewFromNotification('review:acc:501');
    await vi.waitFor(() => expect(create).toHaveBeenCalledWith({ url: sidePanelUrl('#/inbox/review/501') }));
  });

  it('opens the inbox for a summary, in a tab when there is no panel API at all', async () => {
    const create = vi.spyOn(fakeBrowser.tabs, 'create');
    expect(openReviewFromNotification('reviews:acc:1800000000000')).toBe(true);
    await vi.waitFor(() => expect(create).toHaveBeenCalledWith({ url: sidePanelUrl('#/inbox') }));
  });

  it("leaves other modules' notifications alone", () => {
    expect(openReviewFromNotification('needs-sign-in:acc')).toBe(false);
  });
});

describe('notifications you can act on', () => {
  beforeEach(async () => {
    fakeBrowser.reset();
    await clearStores();
  });
  afterEach(() => {
    delete (fakeBrowser as unknown as { sidePanel?: unknown }).sidePanel;
    vi.restoreAllMocks();
  });

  it('Reply opens the review in the side panel with its composer, synchronously, in its own account', async () => {
    await accountsItem.setValue([accountSummary('acc'), accountSummary('other')]);
    await activeAccountIdItem.setValue('other');
    const sidePanel = givePanel();
    expect(actOnNotificationButton('review:acc:501', 0)).toBe(true);
    expect(sidePanel.open).toHaveBeenCalledWith({ windowId: -2 });
    await vi.waitFor(async () => expect(await routeRequested()).toBe('#/inbox/review/501/reply'));
    await vi.waitFor(async () => expect(await activeAccountIdItem.getValue()).toBe('acc'));
  });

  it('Reply opens the panel page in a tab where the browser refuses the panel', async () => {
    givePanel(() =>
      Promise.reject(new Error('sidePanel.open() may only be called in response to a user gesture.')),
    );
    const create = vi.spyOn(fakeBrowser.tabs, 'create');
    actOnNotificationButton('review:acc:501', 0);
    await vi.waitFor(() =>
      expect(create).toHaveBeenCalledWith({ url: sidePanelUrl('#/inbox/review/501/reply') }),
    );
  });

  it('Mark read marks the review read (the inbox counts one unread less), opens nothing and clears the notification', async () => {
    await cacheReviews(
      'acc',
      [listReview({ id: '501' }), listReview({ id: '502' })],
      () => 'poll',
      Date.now(),
    );
    const before = await countInbox('acc');
    await fakeBrowser.notifications.create('review:acc:501', {
      type: 'basic',
      iconUrl: '',
      title: 't',
      message: 'm',
    });
    const sidePanel = givePanel();
    const create = vi.spyOn(fakeBrowser.tabs, 'create');
    expect(actOnNotificationButton('review:acc:501', 1)).toBe(true);
    await vi.waitFor(async () => expect((await readReview('acc', '501'))?.read).toBe(true));
    expect((await countInbox('acc')).unread).toBe(before.unread - 1);
    expect((await readReview('acc', '502'))?.read).toBe(false);
    await vi.waitFor(async () => expect(await fakeBrowser.notifications.getAll()).toEqual({}));
    expect(sidePanel.open).not.toHaveBeenCalled();
    expect(create).not.toHaveBeenCalled();
  });

  it("leaves other buttons, summaries and other modules' notifications alone", () => {
    const sidePanel = givePanel();
    expect(actOnNotificationButton('review:acc:501', 2)).toBe(false);
    expect(actOnNotificationButton(`reviews:acc:1800000000000:1,2`, 0)).toBe(false);
    expect(actOnNotificationButton('needs-sign-in:acc', 0)).toBe(false);
    expect(sidePanel.open).not.toHaveBeenCalled();
  });

  it('a click on a summary opens the inbox on exactly its reviews', async () => {
    const create = vi.spyOn(fakeBrowser.tabs, 'create');
    expect(openReviewFromNotification('reviews:acc:1800000000000:7,a%2Cb')).toBe(true);
    await vi.waitFor(() =>
      expect(create).toHaveBeenCalledWith({ url: sidePanelUrl('#/inbox/reviews/7/a%2Cb') }),
    );
  });

  it('Firefox, without buttons: a click opens the review with its composer', async () => {
    givePanel();
    expect(openReviewFromNotification('review:acc:501', true)).toBe(true);
    await vi.waitFor(async () => expect(await routeRequested()).toBe('#/inbox/review/501/reply'));
  });
});
