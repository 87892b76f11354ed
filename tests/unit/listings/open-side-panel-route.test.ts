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
  it('Chrome: sets the panel path with the route in the same task as open()', async () => {
    const order: string[] = [];
    const setOptions = vi.fn(async (options: { path: string }) => void order.push(`path ${options.path}`));
    const open = vi.fn(async () => void order.push('open'));
    vi.stubGlobal('chrome', { sidePanel: { open, setOptions } });
    const done = module.openSidePanel('#/listings/status/LIVE');
    expect(setOptions).toHaveBeenCalledWith({ path: 'sidepanel.html#/listings/status/LIVE' });
    expect(open).toHaveBeenCalledOnce();
    await done;
  });

  it('without a route the path is left alone', async () => {
    const setOptions = vi.fn(async () => {});
    vi.stubGlobal('chrome', { sidePanel: { open: vi.fn(async () => {}), setOptions } });
    await module.openSidePanel();
    expect(setOptions).not.toHaveBeenCalled();
  });

  it('the tab fallback opens the same route', async () => {
    const create = vi.spyOn(fakeBrowser.tabs, 'create').mockResolvedValue({} as never);
    vi.stubGlobal('chrome', {});
    await module.openSidePanel('#/suggestions');
    expect(create).toHaveBeenCalledWith({ url: expect.stringMatching(/sidepanel\.html#\/suggestions$/) });
  });
});
