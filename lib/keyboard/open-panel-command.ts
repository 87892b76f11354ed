/**
 * The background's answer to the keyboard command that opens the side panel (Chrome; Firefox opens
 * its sidebar itself: panel-command.ts). Called straight from `commands.onCommand`, whose key press
 * is the user gesture `sidePanel.open` needs; where the browser still refuses, the panel's page
 * opens in a tab, as for every other opener (lib/open-side-panel.ts).
 */
import { openPanelOrTab } from '../open-side-panel';
import { PANEL_COMMAND } from './panel-command';

/**
 * Opens the panel in the window of `tab` (the tab that had focus when the keys were pressed; the
 * current window without one), where it last was. Returns false for any other command.
 */
export function openPanelFromCommand(command: string, tab?: { windowId?: number }): boolean {
  if (command !== PANEL_COMMAND) return false;
  void openPanelOrTab(undefined, tab?.windowId).catch(() => {});
  return true;
}
