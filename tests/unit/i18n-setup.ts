import { resolve } from 'node:path';
import { generateChromeMessages, parseMessagesFile } from '@wxt-dev/i18n/build';
import { fakeBrowser } from 'wxt/testing/fake-browser';

/**
 * WXT's fake browser has no i18n.getMessage. Import this first in UI tests: it loads the real
 * locales/en.yml the way the build does and answers getMessage like Chrome ($1…$9 substitutions,
 * "" for unknown keys), so tests find elements by the same English names users and e2e tests see.
 */
const messages = generateChromeMessages(await parseMessagesFile(resolve(__dirname, '../../locales/en.yml')));

const PREDEFINED: Record<string, string> = { '@@ui_locale': 'en', '@@bidi_dir': 'ltr' };

function getMessage(name: string, substitutions?: string | string[]): string {
  const predefined = PREDEFINED[name];
  if (predefined !== undefined) return predefined;
  const message = messages[name]?.message;
  if (message === undefined) return '';
  const values =
    substitutions === undefined ? [] : Array.isArray(substitutions) ? substitutions : [substitutions];
  return message.replace(/\$(\$|[1-9])/g, (_, token: string) =>
    token === '$' ? '$' : (values[Number(token) - 1] ?? ''),
  );
}

fakeBrowser.i18n.getMessage = getMessage as typeof fakeBrowser.i18n.getMessage;

/** The English text of a key, for assertions that should follow copy edits in en.yml. */
export function english(key: string): string {
  return getMessage(key.replaceAll('.', '_'));
}
