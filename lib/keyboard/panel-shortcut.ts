/**
 * The side panel's keyboard command as a page shows it (the keyboard help, Options › Keyboard):
 * the keys the browser has for it now, and the way to its shortcuts page, where people change it.
 * Chrome's page (chrome://extensions/shortcuts) cannot be a link in a page, but the extension may
 * open it in a tab; Firefox opens its own (about:addons › Manage Extension Shortcuts) through
 * `commands.openShortcutSettings` from Firefox 137, and is told in words before that.
 */
import { browser } from 'wxt/browser';
import { panelCommandName } from './panel-command';

const CHROME_SHORTCUTS_PAGE = 'chrome://extensions/shortcuts';

/** Which browser's shortcuts page to name: their words differ. */
export const SHORTCUTS_PAGE: 'chrome' | 'firefox' = import.meta.env.FIREFOX ? 'firefox' : 'chrome';

/** The keys that open the panel now ("Alt+Shift+D"), or undefined when none is set or known. */
export async function readPanelShortcut(): Promise<string | undefined> {
  try {
    const name = panelCommandName(import.meta.env.BROWSER);
    const commands = await browser.commands.getAll();
    return commands.find((command) => command.name === name)?.shortcut || undefined;
  } catch {
    // No commands API here (an odd host): the help says how to set one instead.
    return undefined;
  }
}

type WithShortcutSettings = { openShortcutSettings?: () => Promise<void> };

/** Whether this browser lets the extension open its shortcuts page (else the page says where it is). */
export function canOpenShortcutSettings(): boolean {
  if (SHORTCUTS_PAGE === 'chrome') return true;
  return typeof (browser.commands as unknown as WithShortcutSettings)?.openShortcutSettings === 'function';
}

/** Opens the browser's shortcuts page; a refusal leaves the words on the page to follow. */
export function openShortcutSettings(): void {
  const opening =
    SHORTCUTS_PAGE === 'chrome'
      ? browser.tabs.create({ url: CHROME_SHORTCUTS_PAGE })
      : (browser.commands as unknown as WithShortcutSettings).openShortcutSettings?.();
  void opening?.catch(() => {});
}
