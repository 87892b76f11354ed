import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { openReviewFromNotification } from '@/lib/notify/open-review';

const sidePanelUrl = (hash: string) => fakeBrowser.runtime.getURL(`/sidepanel.html${hash}`);

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
