/**
 * The keyboard feature of the background: the browser command that opens the side panel (Chrome's
 * named command; Firefox opens its sidebar itself on `_execute_sidebar_action` and sends nothing
 * here). No messages. Wiring only: the work is in open-panel-command.ts.
 */
import { browser } from '#imports';
import type { BackgroundFeature } from '../background/feature';
import { openPanelFromCommand } from './open-panel-command';

export const keyboardFeature: BackgroundFeature<Record<never, never>> = {
  name: 'keyboard',
  handlers: {},
  start() {
    browser.commands.onCommand.addListener((command, tab) => {
      openPanelFromCommand(command, tab);
    });
  },
};
