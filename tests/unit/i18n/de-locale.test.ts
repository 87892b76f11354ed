import { readFileSync } from 'node:fs';
import { parseYAML } from 'confbox';
import { describe, expect, it } from 'vitest';

/**
 * locales/de.yml against locales/en.yml, read as plain YAML (confbox is the parser WXT's i18n build
 * reads the locale files with): the same keys, the same placeholders, the plural forms German has,
 * and no English left untranslated.
 *
 * en.yml still writes plurals as `0` / `1` / `n` with `$1` for the count; de.yml writes the decided
 * form (none / one / other, `{count}`). A plural group is compared as a whole: English `0` ⇔ `none`,
 * `1` ⇔ `one`, `n` ⇔ `other`.
 */
type Tree = { [key: string]: string | Tree };

const read = (lang: string): Tree => parseYAML(readFileSync(`locales/${lang}.yml`, 'utf8')) as Tree;
const en = read('en');
const de = read('de');

const GERMAN_CATEGORIES = new Intl.PluralRules('de').resolvedOptions().pluralCategories as string[];
const isEnglishPlural = (node: Tree) => Object.keys(node).every((key) => ['0', '1', 'n'].includes(key));
const isGermanPlural = (node: Tree) =>
  Object.keys(node).every((key) => key === 'none' || GERMAN_CATEGORIES.includes(key));

interface Leaf {
  key: string;
  text: string;
  /** The form inside a plural group, in de.yml's names (none / one / other). */
  form?: string;
}

/** Every message of a locale file, plural groups kept as one entry per form. */
function leaves(tree: Tree, plural: (node: Tree) => boolean, prefix = ''): Leaf[] {
  return Object.entries(tree).flatMap(([name, value]): Leaf[] => {
    const key = prefix ? `${prefix}.${name}` : name;
    if (typeof value === 'string') return [{ key, text: value }];
    if (plural(value)) {
      return Object.entries(value).map(([form, text]) => ({
        key,
        text: String(text),
        form: plural === isEnglishPlural ? englishToGerman(form) : form,
      }));
    }
    return leaves(value, plural, key);
  });
}
const englishToGerman = (form: string) => ({ '0': 'none', '1': 'one', n: 'other' })[form] ?? form;

const english = leaves(en, isEnglishPlural);
const german = leaves(de, isGermanPlural);
const id = ({ key, form }: Leaf) => (form ? `${key}#${form}` : key);
const germanById = new Map(german.map((leaf) => [id(leaf), leaf]));
const englishById = new Map(english.map((leaf) => [id(leaf), leaf]));

/** `{name}` and `$1` placeholders, sorted; the count of a plural form is the form's own business. */
function placeholders(leaf: Leaf): string[] {
  const found = [...leaf.text.matchAll(/\{(\w+)\}|\$(\d)/g)].map((match) => match[1] ?? `$${match[2]}`);
  const counted = leaf.form ? found.filter((name) => name !== 'count' && name !== '$1') : found;
  return [...new Set(counted)].sort();
}

/**
 * Messages German writes exactly as English does: the brand, loan words German uses as they are,
 * and pure symbols or placeholders.
 */
const SAME_IN_GERMAN = new Set([
  'Review Desk',
  'Offline',
  'Status',
  'Details',
  'Name',
  'Text',
  'Reputation',
  'Website',
  'Label',
  'Esc',
  'Check-ins',
  'name@example.com',
]);
const isOnlySymbols = (text: string) =>
  text.replace(/\{\w+\}|\$\d/g, '').replace(/[\s\p{P}\p{S}\d]/gu, '') === '';

describe('locales/de.yml', () => {
  it('has every key of en.yml, and no other', () => {
    const missing = [...englishById.keys()].filter((key) => !germanById.has(key));
    const extra = [...germanById.keys()].filter((key) => !englishById.has(key));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it('gives every plural group exactly the forms German has, with none only where English has 0', () => {
    const groups = new Map<string, Set<string>>();
    for (const { key, form } of german) if (form) groups.set(key, (groups.get(key) ?? new Set()).add(form));
    const wrong = [...groups].flatMap(([key, forms]) => {
      const expected = [...GERMAN_CATEGORIES, ...(englishById.has(`${key}#none`) ? ['none'] : [])].sort();
      const got = [...forms].sort();
      return got.join() === expected.join() ? [] : [`${key}: ${got.join()} (expected ${expected.join()})`];
    });
    expect(GERMAN_CATEGORIES.sort()).toEqual(['one', 'other']);
    expect(groups.size).toBeGreaterThan(40);
    expect(wrong).toEqual([]);
  });

  it('keeps the placeholders of every English message', () => {
    const differ = german.flatMap((leaf) => {
      const source = englishById.get(id(leaf));
      if (!source) return [];
      const mine = placeholders(leaf).join(' ');
      const theirs = placeholders(source).join(' ');
      return mine === theirs ? [] : [`${id(leaf)}: ${mine} (English: ${theirs})`];
    });
    expect(differ).toEqual([]);
  });

  it('writes a plural form’s number as {count}, never as $1', () => {
    const old = german.filter((leaf) => leaf.form && leaf.text.includes('$1')).map(id);
    expect(old).toEqual([]);
  });

  it('leaves no message in English', () => {
    const untranslated = german.filter((leaf) => {
      const source = englishById.get(id(leaf));
      if (!source || SAME_IN_GERMAN.has(leaf.text) || isOnlySymbols(leaf.text)) return false;
      return leaf.text === source.text.replaceAll('$1', '{count}') || leaf.text === source.text;
    });
    expect(untranslated.map((leaf) => `${id(leaf)}: ${leaf.text}`)).toEqual([]);
  });

  it('keeps the store description under 132 characters and the brand name as it is', () => {
    expect(de.extName).toBe('Review Desk');
    expect(String(de.extDescription).length).toBeLessThan(132);
    expect(de.extDescription).not.toBe(en.extDescription);
  });
});
