/**
 * Keyboard triage in the side panel's inbox (UI.md › Side panel › Keyboard): which action a key
 * press asks for, given where focus is (pure), and the page's listener. Ctrl/⌘+Enter (send)
 * belongs to the composer itself. The single-character keys can be turned off in Options
 * (lib/keyboard/single-key-setting.ts, WCAG 2.1.4); Esc and the arrows on a row stay.
 */
import { useEffect, useRef } from 'preact/hooks';
import { singleKeyShortcutsItem, singleKeysOn } from '@/lib/keyboard/single-key-setting';
import { useWatchedItem } from '../../account/use-watched-item';

export type InboxKeyAction =
  | 'next'
  | 'previous'
  | 'reply'
  | 'toggleRead'
  | 'markAllRead'
  | 'toggleDone'
  | 'close'
  | 'leaveField'
  | 'help';

/**
 * A key as the help overlay shows it: a character as typed, or a named key whose label depends on
 * the language and the platform (shortcuts-dialog.tsx). `Mod` is Ctrl, or ⌘ on a Mac.
 */
export type KeyCap = 'Mod' | 'Shift' | 'Enter' | 'Escape' | 'j' | 'k' | 'r' | 'u' | 'e' | 'I' | '?';

/** The keys, as the help overlay lists them. */
export const INBOX_KEYS: readonly {
  keys: KeyCap[];
  action: Exclude<InboxKeyAction, 'leaveField'> | 'send';
}[] = [
  { keys: ['j'], action: 'next' },
  { keys: ['k'], action: 'previous' },
  { keys: ['r'], action: 'reply' },
  { keys: ['Mod', 'Enter'], action: 'send' },
  { keys: ['u'], action: 'toggleRead' },
  { keys: ['e'], action: 'toggleDone' },
  { keys: ['Shift', 'I'], action: 'markAllRead' },
  { keys: ['Escape'], action: 'close' },
  { keys: ['?'], action: 'help' },
];

/**
 * Whether a shortcut types a single character (Shift+I types "I"): WCAG 2.1.4's kind, the ones
 * Options › Keyboard turns off.
 */
export const isCharacterKey = (keys: readonly KeyCap[]): boolean =>
  keys.every((key) => key !== 'Mod' && key !== 'Enter' && key !== 'Escape');

/** The single-character keys. */
const LETTERS: Record<string, InboxKeyAction> = {
  j: 'next',
  k: 'previous',
  r: 'reply',
  u: 'toggleRead',
  e: 'toggleDone',
  // Shift+I: the key reads as a capital I (a capital needs Shift, so no plain press gets here).
  I: 'markAllRead',
  '?': 'help',
};

const ARROWS: Record<string, InboxKeyAction> = { ArrowDown: 'next', ArrowUp: 'previous' };

/** Whether the element takes typed text (or a choice by letter): single-key shortcuts stay off there. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return false;
  const element = target as HTMLElement;
  if (element.isContentEditable) return true;
  if (element.closest('textarea, select, [contenteditable=""], [contenteditable="true"]')) return true;
  if (element instanceof HTMLInputElement)
    return !['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file'].includes(
      element.type,
    );
  return false;
}

export function inboxKeyAction(
  event: Pick<
    KeyboardEvent,
    'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'target' | 'defaultPrevented' | 'isComposing'
  >,
  singleKeys = true,
): InboxKeyAction | undefined {
  if (event.defaultPrevented || event.isComposing) return undefined;
  if (event.ctrlKey || event.metaKey || event.altKey) return undefined;
  // Inside an open dialog the dialog owns the keys (Esc closes it natively).
  if ((event.target as Element | null)?.closest?.('dialog[open]')) return undefined;
  const typing = isTypingTarget(event.target);
  if (event.key === 'Escape') return typing ? 'leaveField' : 'close';
  if (typing) return undefined;
  // On a row of the list the arrows step too, as in any list box (elsewhere they scroll).
  if (ARROWS[event.key] && (event.target as Element | null)?.closest?.('[role="option"]'))
    return ARROWS[event.key];
  return singleKeys ? LETTERS[event.key] : undefined;
}

/**
 * Listens for the inbox's keys on the whole page and calls the handler with the action. The latest
 * handler is used without re-subscribing. Returns whether the single-character keys are on
 * (undefined until the setting is read; they act only once it says so, so a person who turned
 * them off never has one act).
 */
export function useInboxKeys(
  handle: (action: InboxKeyAction, event: KeyboardEvent) => void,
): boolean | undefined {
  const latest = useRef(handle);
  latest.current = handle;
  const stored = useWatchedItem(singleKeyShortcutsItem);
  const singleKeys = stored === undefined ? undefined : singleKeysOn(stored);
  const single = useRef(singleKeys);
  single.current = singleKeys;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const action = inboxKeyAction(event, single.current === true);
      if (!action) return;
      event.preventDefault();
      latest.current(action, event);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  return singleKeys;
}
