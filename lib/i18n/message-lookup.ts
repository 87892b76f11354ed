/**
 * Where the words come from: the one place a message is looked up. By default the browser's own
 * `i18n.getMessage`, which follows the browser's language (Firefox: its UI language) and falls back
 * to en; once a page or the worker has chosen a language (Options › Language, language-setting.ts),
 * the messages of that locale as the build packed them (`/_locales/<lang>/messages.json`), read once
 * and held here as a plain dictionary.
 */
import { browser } from 'wxt/browser';

/** A locale's packed messages: Chrome's messages.json shape (`{ key_with_underscores: { message } }`). */
export type MessageDictionary = Record<string, { message: string }>;

interface Chosen {
  locale: string;
  messages: MessageDictionary;
}

let chosen: Chosen | undefined;
let browserLocale: string | undefined;
/** Counts the changes of the messages in use, so a view can tell one it was not yet listening for. */
let version = 0;
const listeners = new Set<() => void>();

/** Chrome's `$1`…`$9` (and `$$` for a dollar sign), as getMessage writes them. */
export function substitute(message: string, substitutions: readonly string[]): string {
  return message.replace(/\$(\$|[1-9])/g, (_, token: string) =>
    token === '$' ? '$' : (substitutions[Number(token) - 1] ?? ''),
  );
}

/** The message named `name` (underscored, as in messages.json), or "" when there is none. */
export function lookup(name: string, substitutions: readonly string[] = []): string {
  if (chosen) {
    const message = chosen.messages[name]?.message;
    return message === undefined ? '' : substitute(message, substitutions);
  }
  // Keys are checked where `t` is called (translate.ts); here any name goes.
  const getMessage = browser.i18n.getMessage as (name: string, substitutions?: string[]) => string;
  return getMessage(name, substitutions.length ? [...substitutions] : undefined) ?? '';
}

/**
 * The language whose messages are in use: the chosen one, else the one the browser's messages say
 * they are written in (`meta.locale`, which every locale file carries), en when none says.
 */
export function activeLocale(): string {
  return chosen ? chosen.locale : browserMessagesLocale();
}

/**
 * The language the browser's own messages are in, chosen or not: the browser's language when
 * Review Desk speaks it, else en (what "Browser's language" gives in Options › Language).
 */
export function browserMessagesLocale(): string {
  if (browserLocale === undefined) {
    try {
      const getMessage = browser.i18n.getMessage as (name: string) => string;
      browserLocale = getMessage('meta_locale') || 'en';
    } catch {
      // No messages to read (a fake browser without i18n): the default locale's language.
      browserLocale = 'en';
    }
  }
  return browserLocale;
}

/**
 * Speak `locale` from `messages` from now on (undefined: the browser's language again), and tell
 * every listener (the pages re-render, the worker redraws what it wrote).
 */
export function speakMessages(next: Chosen | undefined): void {
  const before = activeLocale();
  const changed = next?.messages !== chosen?.messages;
  chosen = next;
  if (!changed && before === activeLocale()) return;
  version++;
  for (const listener of listeners) listener();
}

/** Which change of the messages this is (0: none since the page started). */
export const messagesVersion = (): number => version;

/** Calls `listener` after each change of the messages in use; returns its removal. */
export function onMessagesChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
