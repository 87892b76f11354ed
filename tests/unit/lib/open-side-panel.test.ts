import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';

/**
 * The click handler must call the browser's open function before any await (the user gesture
 * does not survive one), then close the popup; failing that, the panel opens in a tab.
 */
type Module = typeof import('@/lib/open-side-panel');
let module: Module;
let close: ReturnType<typeof vi.fn>;

beforeEach(async () => {
  vi.resetModules();
  fakeBrowser.reset();
  module = await import('@/lib/open-side-panel');
  close = vi.fn();
  vi.stubGlobal('close', close);
});

afterEach(() => {
  vi.unstubAllGlobals();
  // The setup file's globals: the fake browser as both `browser` and `chrome`.
  vi.stubGlobal('chrome', fakeBrowser);
  vi.stubGlobal('browser', fakeBrowser);
});

describe('openSidePanel', () => {
  it('Chrome: calls sidePanel.open synchronously with the window remembered on mount', async () => {
    vi.spyOn(fakeBrowser.windows, 'getCurrent').mockResolvedValue({ id: 42 } as never);
    await module.rememberCurrentWindow();
    const open = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('chrome', { sidePanel: { open } });

    const done = module.openSidePanel();
    expect(open).toHaveBeenCalledWith({ windowId: 42 });
    await done;
    expect(close).toHaveBeenCalledOnce();
  });

  it('Chrome, clicked before the window lookup answered: uses the current window', async () => {
    const open = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('chrome', { sidePanel: { open } });
    const done = module.openSidePanel();
    expect(open).toHaveBeenCalledWith({ windowId: -2 });
    await done;
  });

  it('Firefox: calls sidebarAction.open synchronously', async () => {
    const open = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('chrome', {});
    (fakeBrowser as unknown as { sidebarAction: unknown }).sidebarAction = { open };
    const done = module.openSidePanel();
    expect(open).toHaveBeenCalledOnce();
    await done;
    expect(close).toHaveBeenCalledOnce();
    delete (fakeBrowser as unknown as { sidebarAction?: unknown }).sidebarAction;
  });

  it('opens the panel page in a tab when the browser has no panel or refuses', async () => {
    const create = vi.spyOn(fakeBrowser.tabs, 'create').mockResolvedValue({} as never);
    vi.stubGlobal('chrome', { sidePanel: { open: vi.fn().mockRejectedValue(new Error('no')) } });
    await module.openSidePanel();
    expect(create).toHaveBeenCalledWith({ url: expect.stringMatching(/\/sidepanel\.html$/) });
    expect(close).toHaveBeenCalledOnce();

    create.mockClear();
    vi.stubGlobal('chrome', {});
    await module.openSidePanel();
    expect(create).toHaveBeenCalledOnce();
  });

  it('opens the panel page in a window of its own where there is no window for a tab', async () => {
    vi.stubGlobal('chrome', { sidePanel: { open: vi.fn().mockRejectedValue(new Error('no window')) } });
    vi.spyOn(fakeBrowser.tabs, 'create').mockRejectedValue(new Error('No current window'));
    const windows = vi.spyOn(fakeBrowser.windows, 'create').mockResolvedValue({} as never);
    await module.openPanelOrTab('#/inbox/review/5/reply');
    expect(windows).toHaveBeenCalledWith({
      url: expect.stringMatching(/\/sidepanel\.html#\/inbox\/review\/5\/reply$/),
    });
  });
});
