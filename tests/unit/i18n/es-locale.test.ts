/**
 * locales/es.yml against locales/en.yml: the same keys (a count's message as one group of plural
 * forms), the same placeholders in every message, and no English text left behind. English is
 * read in either form of the locale files: `0` / `1` / `n` with `$1`, or `none` / `one` / `other`
 * with `{count}` (/work/notes/plural-format.md).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

type Tree = { [key: string]: Tree | string };

const read = (file: string) =>
  parse(readFileSync(resolve(__dirname, '../../../locales', file), 'utf8')) as Tree;
const en = read('en.yml');
const es = read('es.yml');

const LEGACY: Record<string, string> = { '0': 'none', '1': 'one', n: 'other' };
const FORMS = new Set(['0', '1', 'n', 'none', 'zero', 'one', 'two', 'few', 'many', 'other']);
const SPANISH_FORMS = new Intl.PluralRules('es').resolvedOptions().pluralCategories;

/** Whether a node is a message that depends on a count: a map of plural forms to texts. */
const isPlural = (node: Tree | string): node is Record<string, string> =>
  typeof node === 'object' &&
  Object.keys(node).length > 0 &&
  Object.entries(node).every(([key, value]) => FORMS.has(key) && typeof value === 'string');

/** Every message by its dotted key; a plural group is one message. */
function messages(tree: Tree, prefix = ''): Map<string, string | Record<string, string>> {
  const found = new Map<string, string | Record<string, string>>();
  for (const [key, node] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof node === 'string' || isPlural(node)) found.set(path, node);
    else for (const [inner, value] of messages(node, path)) found.set(inner, value);
  }
  return found;
}

/** English's plural group in the new form: `none` / `one` / `other`, the number as `{count}`. */
const englishForms = (group: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(group).map(([key, text]) => [LEGACY[key] ?? key, text.replace(/\$1\b/g, '{count}')]),
  );

const placeholders = (text: string) => [...new Set(text.match(/\{\w+\}|\$\d/g) ?? [])].sort();
const withoutCount = (text: string) => placeholders(text).filter((name) => name !== '{count}');

/**
 * Messages that are the same in Spanish: the brand, and words Spanish writes as English does
 * (key caps, "Error:", the CSV's "id"). A message of placeholders and signs only is allowed too.
 */
const SAME_AS_ENGLISH = new Set([
  'extName',
  'common.tone.error',
  'inbox.keys.names.Ctrl',
  'inbox.keys.names.Escape',
  'inbox.csv.id',
  'inbox.csv.no',
  'reputation.duration.minutes',
]);
const hasWords = (text: string) => /\p{L}{2,}/u.test(text.replace(/\{\w+\}|\$\d/g, ''));

const english = messages(en);
const spanish = messages(es);

describe('locales/es.yml', () => {
  it('has every key of en.yml and none other', () => {
    expect([...spanish.keys()].filter((key) => !english.has(key))).toEqual([]);
    expect([...english.keys()].filter((key) => !spanish.has(key))).toEqual([]);
  });

  it("gives every count's message exactly the plural forms Spanish has, plus none where English has one", () => {
    const wrong: string[] = [];
    for (const [key, message] of english) {
      const translation = spanish.get(key);
      if (translation === undefined) continue;
      if (typeof message === 'string') {
        if (typeof translation !== 'string') wrong.push(`${key}: a plural group for one English text`);
        continue;
      }
      const expected = [...SPANISH_FORMS, ...('none' in englishForms(message) ? ['none'] : [])].sort();
      const forms = typeof translation === 'string' ? [] : Object.keys(translation).sort();
      if (forms.join() !== expected.join())
        wrong.push(`${key}: ${forms.join()} (expected ${expected.join()})`);
    }
    expect(wrong).toEqual([]);
  });

  it('keeps the placeholders of every message', () => {
    const wrong: string[] = [];
    for (const [key, message] of english) {
      const translation = spanish.get(key);
      if (translation === undefined) continue;
      if (typeof message === 'string' && typeof translation === 'string') {
        if (placeholders(translation).join() !== placeholders(message).join())
          wrong.push(`${key}: ${placeholders(translation)} (English: ${placeholders(message)})`);
        continue;
      }
      if (typeof message === 'string' || typeof translation === 'string') continue;
      const forms = englishForms(message);
      for (const [form, text] of Object.entries(translation)) {
        const source = forms[form === 'many' ? 'other' : form] ?? forms.other;
        if (withoutCount(text).join() !== withoutCount(source).join())
          wrong.push(`${key}.${form}: ${withoutCount(text)} (English: ${withoutCount(source)})`);
        // A form that stands for many numbers says which, where English does.
        if ((form === 'other' || form === 'many') && source.includes('{count}') && !text.includes('{count}'))
          wrong.push(`${key}.${form}: no {count}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('leaves no English text untranslated', () => {
    const same: string[] = [];
    for (const [key, message] of english) {
      if (SAME_AS_ENGLISH.has(key)) continue;
      const translation = spanish.get(key);
      const pairs: [string, string | undefined][] =
        typeof message === 'string'
          ? [[message, typeof translation === 'string' ? translation : undefined]]
          : Object.entries(englishForms(message)).map(([form, text]) => [
              text,
              typeof translation === 'object' ? translation[form] : undefined,
            ]);
      for (const [source, text] of pairs)
        if (text !== undefined && hasWords(source) && text.trim() === source.trim())
          same.push(`${key}: ${text}`);
    }
    expect(same).toEqual([]);
  });

  it('holds no English word inside a Spanish sentence', () => {
    const ENGLISH =
      /\b(the|and|your|you|with|this|that|is|are|of|to|for|on|in|not|yet|please|sign|review|reviews|listing|listings)\b/i;
    const texts = [...spanish].flatMap(([key, message]) =>
      (typeof message === 'string' ? [message] : Object.values(message)).map((text) => [key, text] as const),
    );
    const leftOver = texts.filter(([, text]) =>
      ENGLISH.test(text.replace(/\{\w+\}|https?:\/\/\S+|Review Desk/g, '')),
    );
    expect(leftOver.map(([key, text]) => `${key}: ${text}`)).toEqual([]);
  });

  it('keeps the store description within the 132 characters Chrome allows', () => {
    const description = spanish.get('extDescription');
    expect(typeof description).toBe('string');
    expect((description as string).length).toBeLessThanOrEqual(132);
  });
});
