import { readdirSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { parseMessagesFile } from '@wxt-dev/i18n/build';
import { describe, expect, it } from 'vitest';
import { pluralCategories } from '@/lib/i18n/plural-form';

/**
 * Every locale file against en.yml, whatever files are present (the one check of them all;
 * docs/architecture.md › Languages): the same keys, each message with the same placeholders, and
 * each message that depends on a count with the plural forms its language needs.
 */
const LOCALES = resolve(__dirname, '../../../locales');
const FORMS = new Set(['none', 'zero', 'one', 'two', 'few', 'many', 'other']);
const NAMED = /\{([A-Za-z0-9_]+)\}/g;
const POSITIONAL = /(?<!\$)\$([1-9])/g;

interface Message {
  /** Plural forms by name, or one text under `''` for a simple message. */
  forms: Record<string, string>;
}

/** A file's messages by key, plural forms gathered under their message's key. */
async function messagesOf(file: string): Promise<Map<string, Message>> {
  const flat = (await parseMessagesFile(file)).filter((message) => !message.key[0]?.startsWith('@@'));
  const keys = new Set(flat.map((message) => message.key.join('.')));
  const messages = new Map<string, Message>();
  for (const message of flat) {
    const key = message.key.join('.');
    const text = message.type === 'plural' ? Object.values(message.plurals).join('|') : message.message;
    const form = message.key.at(-1) ?? '';
    const parent = message.key.slice(0, -1).join('.');
    // A form of a plural message: its siblings include `other` (a simple key may be called `none`).
    if (FORMS.has(form) && keys.has(`${parent}.other`)) {
      const entry = messages.get(parent) ?? { forms: {} };
      entry.forms[form] = text;
      messages.set(parent, entry);
    } else messages.set(key, { forms: { '': text } });
  }
  return messages;
}

const placeholders = (text: string): string[] =>
  [
    ...new Set(
      [...text.matchAll(NAMED)]
        .map((m) => `{${m[1]}}`)
        .concat([...text.matchAll(POSITIONAL)].map((m) => `$${m[1]}`)),
    ),
  ].sort();

const localeFiles = readdirSync(LOCALES)
  .filter((name) => /^[a-z]{2}(_[A-Z]{2})?\.ya?ml$/.test(name))
  .map((name) => [basename(name).replace(/\.ya?ml$/, ''), resolve(LOCALES, name)] as const);

const englishMessages = messagesOf(resolve(LOCALES, 'en.yml'));

describe('every locale file', () => {
  it('finds en.yml and the other files', () => {
    expect(localeFiles.map(([code]) => code)).toContain('en');
  });

  describe.each(localeFiles)('%s', (code, file) => {
    it('says its own language in meta.locale', async () => {
      const messages = await messagesOf(file);
      expect(messages.get('meta.locale')?.forms['']).toBe(code.replace('_', '-'));
    });

    it('has every key of en.yml and no other', async () => {
      const english = await englishMessages;
      const keys = [...(await messagesOf(file)).keys()].sort();
      const missing = [...english.keys()].filter((key) => !keys.includes(key));
      const extra = keys.filter((key) => !english.has(key));
      expect({ missing, extra }).toEqual({ missing: [], extra: [] });
    });

    it('writes the same placeholders as en.yml in each message', async () => {
      const english = await englishMessages;
      const differing: string[] = [];
      for (const [key, message] of await messagesOf(file)) {
        const theirs = english.get(key);
        if (!theirs) continue;
        const simple = '' in message.forms;
        if (simple !== '' in theirs.forms) {
          differing.push(`${key}: ${simple ? 'one text' : 'plural forms'} where en.yml has the other`);
          continue;
        }
        if (simple) {
          const [want, got] = [placeholders(theirs.forms['']!), placeholders(message.forms['']!)];
          if (want.join() !== got.join()) differing.push(`${key}: ${got.join(' ')} (en: ${want.join(' ')})`);
          continue;
        }
        // Forms may leave out {count} ("Checked once."), never add a name English's `other` lacks:
        // `other` keeps all, and a call's named values are typed from it (lib/i18n/translate.ts).
        const allowed = new Set([...placeholders(theirs.forms.other ?? ''), '{count}']);
        for (const [form, text] of Object.entries(message.forms)) {
          const extra = placeholders(text).filter((name) => !allowed.has(name));
          if (extra.length)
            differing.push(`${key}.${form}: ${extra.join(' ')} is not in en.yml's other form`);
        }
        const [want, got] = [placeholders(theirs.forms.other ?? ''), placeholders(message.forms.other ?? '')];
        if (want.join() !== got.join())
          differing.push(`${key}.other: ${got.join(' ')} (en: ${want.join(' ')})`);
      }
      expect(differing).toEqual([]);
    });

    it('gives each count message the plural forms its language needs, and no others', async () => {
      const needed = pluralCategories(code.replace('_', '-'));
      const wrong: string[] = [];
      for (const [key, message] of await messagesOf(file)) {
        if ('' in message.forms) continue;
        const forms = Object.keys(message.forms).filter((form) => form !== 'none');
        const missing = needed.filter((form) => !forms.includes(form));
        const extra = forms.filter((form) => !needed.includes(form as Intl.LDMLPluralRule));
        if (missing.length || extra.length)
          wrong.push(
            `${key}: ${[...missing.map((f) => `needs ${f}`), ...extra.map((f) => `${f} unused`)].join(', ')}`,
          );
      }
      expect(wrong).toEqual([]);
    });
  });

  it('the checks see what they are for', () => {
    expect(placeholders('{done} of $1 listings {done}')).toEqual(['$1', '{done}']);
    expect(placeholders('costs $$5')).toEqual([]);
    expect(pluralCategories('fr').sort()).toEqual(['many', 'one', 'other']);
    expect(pluralCategories('ja')).toEqual(['other']);
  });
});
