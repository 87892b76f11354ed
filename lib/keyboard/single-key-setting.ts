/**
 * Options › Keyboard › single-key shortcuts: the side panel's j, k, r, u, e, Shift+I and ? keys,
 * on unless turned off. WCAG 2.1.4 (Character Key Shortcuts): speech input or a stray key press
 * must not trigger what a single character does, unless the person can turn it off. A settings
 * item (docs/architecture.md › Contracts › Settings); an odd stored value reads as on.
 */
import { storage } from '#imports';

export const singleKeyShortcutsItem = storage.defineItem<boolean>('local:settings.keyboard.singleKeys', {
  fallback: true,
  version: 1,
});

/** The stored switch as the pages use it: anything but `false` is on. */
export const singleKeysOn = (stored: unknown): boolean => stored !== false;

export const saveSingleKeyShortcuts = (on: boolean): Promise<void> => singleKeyShortcutsItem.setValue(on);
