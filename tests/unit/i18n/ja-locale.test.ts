import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

/**
 * locales/ja.yml against locales/en.yml, as locale files are written (/work/notes/plural-format.md):
 * the same keys, the same placeholders, plural messages in Japanese's own categories, and no
 * English left for a Japanese manager to read.
 */
type Tree = { [key: string]: string | Tree };

const en = parse(readFileSync('locales/en.yml', 'utf8')) as Tree;
const ja = parse(readFileSync('locales/ja.yml', 'utf8')) as Tree;

/** en.yml still writes plurals as `0/1/n`; the decided form is `none` + the CLDR categories. */
const PLURAL_KEYS = new Set(['0', '1', 'n', 'none', 'zero', 'one', 'two', 'few', 'many', 'other']);
const JA_CATEGORIES = new Intl.PluralRules('ja').resolvedOptions().pluralCategories;

/** Messages that read the same in Japanese: the brand, key caps, a sign and an example address. */
const SAME_AS_ENGLISH = new Set([
  'extName',
  'inbox.keys.names.Ctrl',
  'inbox.keys.names.Shift',
  'inbox.keys.names.Enter',
  'inbox.keys.names.Escape',
  'reputation.change.sameBadge',
  'inbox.filters.emailPlaceholder',
]);
/** Latin words a Japanese text keeps: names of products, protocols and keys. */
const LATIN_WORDS = new Set(
  'Review Desk Google Chrome Firefox BrandA API URL URI ID IT CSV HTTP OAuth GB SNS Ctrl Shift Enter Esc Tab localhost'.split(
    ' ',
  ),
);

interface Message {
  key: string;
  /** A simple message's text, or a plural message's texts by category. */
  text?: string;
  forms?: Record<string, string>;
}

const isPlural = (node: string | Tree): node is Record<string, string> =>
  typeof node === 'object' && Object.keys(node).every((key) => PLURAL_KEYS.has(key));

function messages(tree: Tree, prefix = ''): Message[] {
  return Object.entries(tree).flatMap(([name, node]): Message[] => {
    const key = prefix + name;
    if (typeof node === 'string') return [{ key, text: node }];
    if (isPlural(node)) return [{ key, forms: node }];
    return messages(node, `${key}.`);
  });
}

const placeholders = (text: string): string[] => [...new Set(text.match(/\{\w+\}|\$\d/g) ?? [])].sort();
/** A plural form's placeholders without its count, which en.yml writes `$1` and ja.yml `{count}`. */
const besideCount = (text: string): string[] =>
  placeholders(text).filter((p) => p !== '{count}' && p !== '$1');
const countOf = (text: string): boolean => /\{count\}|\$1/.test(text);

const enMessages = new Map(messages(en).map((message) => [message.key, message]));
const jaMessages = new Map(messages(ja).map((message) => [message.key, message]));
const texts = (message: Message): string[] =>
  message.text !== undefined ? [message.text] : Object.values(message.forms ?? {});

describe('locales/ja.yml', () => {
  it('has every key of en.yml and no other', () => {
    expect(enMessages.size).toBeGreaterThan(700);
    expect([...jaMessages.keys()].sort()).toEqual([...enMessages.keys()].sort());
  });

  it('writes a plural message in the categories Japanese has, plus none where English has a zero', () => {
    expect(JA_CATEGORIES).toEqual(['other']);
    const wrong = [...enMessages.values()].flatMap(({ key, forms }) => {
      if (!forms) return jaMessages.get(key)?.forms ? [`${key}: plural in ja only`] : [];
      const want = [...JA_CATEGORIES, ...('0' in forms || 'none' in forms ? ['none'] : [])].sort();
      const got = Object.keys(jaMessages.get(key)?.forms ?? {}).sort();
      return got.join() === want.join() ? [] : [`${key}: ${got.join()} instead of ${want.join()}`];
    });
    expect(wrong).toEqual([]);
  });

  it('keeps the placeholders of every message', () => {
    const wrong = [...enMessages.values()].flatMap((message): string[] => {
      const mine = jaMessages.get(message.key);
      if (!mine) return [];
      if (message.text !== undefined) {
        const want = placeholders(message.text).join();
        const got = placeholders(mine.text ?? '').join();
        return got === want ? [] : [`${message.key}: ${got} instead of ${want}`];
      }
      const forms = message.forms ?? {};
      const zero = forms['0'] ?? forms.none;
      const counted = Object.entries(forms).filter(([form]) => form !== '0' && form !== 'none');
      const want = [...new Set(counted.flatMap(([, text]) => besideCount(text)))].sort().join();
      return Object.entries(mine.forms ?? {}).flatMap(([form, text]) => {
        if (text.includes('$')) return [`${message.key}.${form}: $-placeholder in a plural form`];
        if (form === 'none') {
          const noneWant = placeholders(zero ?? '').join();
          return placeholders(text).join() === noneWant ? [] : [`${message.key}.none: ${placeholders(text)}`];
        }
        const wantsCount = counted.some(([, english]) => countOf(english));
        if (countOf(text) !== wantsCount)
          return [`${message.key}.${form}: {count} ${wantsCount ? 'missing' : 'added'}`];
        return besideCount(text).join() === want
          ? []
          : [`${message.key}.${form}: ${besideCount(text)} instead of ${want}`];
      });
    });
    expect(wrong).toEqual([]);
  });

  it('leaves no message as its English text, but for the short list that reads the same', () => {
    const same = [...enMessages.values()]
      .filter(({ key }) => !SAME_AS_ENGLISH.has(key))
      .filter((message) => {
        const mine = jaMessages.get(message.key);
        return mine && texts(mine).some((text) => texts(message).includes(text));
      })
      .map(({ key }) => key);
    expect(same).toEqual([]);
  });

  it('holds no English word outside placeholders, addresses and product names', () => {
    const english = [...jaMessages.values()].flatMap(({ key, ...message }) =>
      texts({ key, ...message }).flatMap((text) => {
        const words = text
          .replace(/\{\w+\}|\$\d/g, ' ')
          .replace(/\b[\w.-]+:\/\/\S*|about:addons|[\w.-]+@[\w.-]+|\b[\w-]+\.example\.com/g, ' ')
          .match(/[A-Za-z]{2,}/g);
        return (words ?? []).filter((word) => !LATIN_WORDS.has(word)).map((word) => `${key}: ${word}`);
      }),
    );
    expect(english).toEqual([]);
  });

  it('keeps the store description under 132 characters', () => {
    expect((ja.extDescription as string).length).toBeLessThan(132);
  });
});
