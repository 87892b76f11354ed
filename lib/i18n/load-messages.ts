/**
 * Reads a chosen language's messages as the build packed them (`/_locales/<code>/messages.json`,
 * written by `@wxt-dev/i18n/module` from `locales/<code>.yml`), over en's, so a key a translation
 * lacks reads in English as it does when the browser chooses. Two files of the extension itself,
 * read once per choice: no network.
 */
import { browser } from 'wxt/browser';
import type { UiLanguage } from './language-setting';
import type { MessageDictionary } from './message-lookup';

async function packed(code: string): Promise<MessageDictionary> {
  const url = (browser.runtime.getURL as (path: string) => string)(`/_locales/${code}/messages.json`);
  const response = await fetch(url);
  if (!response.ok) throw new Error(`No messages are packed for ${code}.`);
  return (await response.json()) as MessageDictionary;
}

export interface LoadedLanguage {
  /** The BCP 47 tag its messages say they are in (`meta.locale`). */
  locale: string;
  messages: MessageDictionary;
}

export async function loadMessages(code: UiLanguage): Promise<LoadedLanguage> {
  const [english, chosen] = await Promise.all([packed('en'), code === 'en' ? undefined : packed(code)]);
  const messages = { ...english, ...chosen };
  return { locale: messages.meta_locale?.message || code, messages };
}
