import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { openPanelFromCommand } from '@/lib/keyboard/open-panel-command';
import { PANEL_COMMAND, PANEL_SHORTCUT, panelCommandManifest } from '@/lib/keyboard/panel-command';

const sidePanelUrl = fakeBrowser.runtime.getURL('/sidepanel.html');
const givePanel = (open: () => Promise<void>) => {
  const sidePanel = { open: vi.fn(open) };
  (fakeBrowser as unknown as { sidePanel: unknown }).sidePanel = sidePanel;
  return sidePanel;
};

describe('the keyboard command that opens the side panel', () => {
  beforeEach(() => fakeBrowser.reset());
  afterEach(() => {
    delete (fakeBrowser as unknown as { sidePanel?: unknown }).sidePanel;
  });

  it('the manifest: a named command in Chrome, the sidebar’s own in Firefox, the same suggested key', () => {
    expect(panelCommandManifest('chrome')).toEqual({
      [PANEL_COMMAND]: {
        suggested_key: { default: 'Alt+Shift+D' },
        description: '__MSG_commands_openSidePanel__',
      },
    });
    expect(panelCommandManifest('firefox')).toEqual({
      _execute_sidebar_action: {
        suggested_key: { default: PANEL_SHORTCUT },
        description: '__MSG_commands_openSidePanel__',
      },
    });
  });

  it('opens the panel synchronously in the window where the keys were pressed, where it last was', () => {
    const sidePanel = givePanel(() => Promise.resolve());
    expect(openPanelFromCommand(PANEL_COMMAND, { windowId: 7 })).toBe(true);
    expect(sidePanel.open).toHaveBeenCalledWith({ windowId: 7 });
  });

  it('without a tab: the current window', () => {
    const sidePanel = givePanel(() => Promise.resolve());
    openPanelFromCommand(PANEL_COMMAND);
    expect(sidePanel.open).toHaveBeenCalledWith({ windowId: -2 });
  });

  it('opens the panel page in a tab where the browser refuses the panel', async () => {
    givePanel(() =>
      Promise.reject(new Error('sidePanel.open() may only be called in response to a user gesture.')),
    );
    const create = vi.spyOn(fakeBrowser.tabs, 'create');
    openPanelFromCommand(PANEL_COMMAND, { windowId: 7 });
    await vi.waitFor(() => expect(create).toHaveBeenCalledWith({ url: sidePanelUrl }));
  });

  it('leaves other commands alone', () => {
    const sidePanel = givePanel(() => Promise.resolve());
    expect(openPanelFromCommand('_execute_action', { windowId: 7 })).toBe(false);
    expect(sidePanel.open).not.toHaveBeenCalled();
  });
});
