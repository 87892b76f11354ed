import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';

/** The popup's Listings links open the side panel on a route (`openSidePanel(hash)`). */
type Module = typeof import('@/lib/open-side-panel');
let module: Module;

beforeEach(async () => {
  vi.resetModules();
  fakeBrowser.reset();
  module = await import('@/lib/open-side-panel');
  vi.stubGlobal('close', vi.fn());
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.stubGlobal('chrome', fakeBrowser);
  vi.stubGlobal('browser', fakeBrowser);
});

describe('openSidePanel(hash)', () => {
  it('Chrome: asks the panel for the route and opens it, leaving its page as it is', async () => {
    const setOptions = vi.fn(async () => {});
    const open = vi.fn(async () => {});
    vi.stubGlobal('chrome', { sidePanel: { open, setOptions } });
    const done = module.openSidePanel('#/listings/status/LIVE');
    expect(open).toHaveBeenCalledOnce();
    await done;
    expect(setOptions).not.toHaveBeenCalled();
    await vi.waitFor(async () =>
      expect(
        (await fakeBrowser.storage.session.get('sidePanel.routeRequest'))['sidePanel.routeRequest'],
      ).toMatchObject({
        hash: '#/listings/status/LIVE',
      }),
    );
  });

  it('without a route nothing is asked of the panel', async () => {
    vi.stubGlobal('chrome', { sidePanel: { open: vi.fn(async () => {}) } });
    await module.openSidePanel();
    expect(await fakeBrowser.storage.session.get('sidePanel.routeRequest')).toEqual({});
  });

  it('the tab fallback opens the same route', async () => {
    const create = vi.spyOn(fakeBrowser.tabs, 'create').mockResolvedValue({} as never);
    vi.stubGlobal('chrome', {});
    await module.openSidePanel('#/suggestions');
    expect(create).toHaveBeenCalledWith({ url: expect.stringMatching(/sidepanel\.html#\/suggestions$/) });
  });
});
