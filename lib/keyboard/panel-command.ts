/**
 * The keyboard command that opens the side panel (the `commands` API): its name, its suggested
 * key, and the manifest entry each browser needs. Read by wxt.config.ts, so this module imports
 * nothing of the browser.
 *
 * Chrome's `_execute_action` opens the popup, so the panel has a named command of its own, which
 * the background answers with `sidePanel.open` (the command's key press is the user gesture it
 * needs: open-panel-command.ts). Firefox opens and closes its sidebar itself on
 * `_execute_sidebar_action`.
 */

/** The named command Chrome sends to the background. */
export const PANEL_COMMAND = 'open-side-panel';
/** Firefox's own command for the sidebar the manifest declares. */
export const FIREFOX_SIDEBAR_COMMAND = '_execute_sidebar_action';
/**
 * The key suggested at install ("D" for Desk); people change it at the browser's shortcuts page.
 * Chrome requires Ctrl or Alt, and leaves a suggested key unassigned where it is one of its own:
 * Alt+Shift+R is one in Chromium 156 on Linux (the command got no key), Alt+Shift+D is not.
 */
export const PANEL_SHORTCUT = 'Alt+Shift+D';

/** The command's name in this browser. */
export const panelCommandName = (browser: string): string =>
  browser === 'firefox' ? FIREFOX_SIDEBAR_COMMAND : PANEL_COMMAND;

/** The manifest's `commands` (the description is the locale's `commands.openSidePanel`). */
export function panelCommandManifest(browser: string) {
  return {
    [panelCommandName(browser)]: {
      suggested_key: { default: PANEL_SHORTCUT },
      description: '__MSG_commands_openSidePanel__',
    },
  };
}
