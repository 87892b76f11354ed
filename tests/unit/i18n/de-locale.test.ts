import { readFileSync } from 'node:fs';
import { parseYAML } from 'confbox';
import { describe, expect, it } from 'vitest';

/**
 * locales/de.yml against locales/en.yml, read as plain YAML (confbox is the parser WXT's i18n build
 * reads the locale files with): the same keys, the same placeholders, the plural forms German has,
 * and no English left untranslated.
 *
 * de.yml writes plurals in the decided form (none / one / other, the number as `{count}`). en.yml
 * is read in that form, or in the one it had before (`0` / `1` / `n`, the number as `$1` or, where
 * `1` wrote a literal 1, as the one placeholder `n` adds): `0` ⇔ `none`, `1` ⇔ `one`, `n` ⇔ `other`.
 * `meta` says which language a file is, so it is the one block whose value differs by design.
 */
type Tree = { [key: string]: string | Tree };

const read = (lang: string): Tree => parseYAML(readFileSync(`locales/${lang}.yml`, 'utf8')) as Tree;
const en = read('en');
const de = read('de');

const GERMAN_CATEGORIES = new Intl.PluralRules('de').resolvedOptions().pluralCategories as string[];
const OLD_FORMS: Record<string, string> = { '0': 'none', '1': 'one', n: 'other' };
const only = (node: Tree, names: readonly string[]) => Object.keys(node).every((key) => names.includes(key));
const isOldPlural = (node: Tree) => only(node, Object.keys(OLD_FORMS));
const isEnglishPlural = (node: Tree) => isOldPlural(node) || only(node, ['none', 'one', 'other']);
const isGermanPlural = (node: Tree) => only(node, ['none', ...GERMAN_CATEGORIES]);

interface Leaf {
  key: string;
  text: string;
  /** The form inside a plural group, in de.yml's names (none / one / other). */
  form?: string;
}

const names = (text: string) =>
  [...text.matchAll(/\{(\w+)\}|\$(\d)/g)].map((match) => match[1] ?? `$${match[2]}`);

/** An old-form group in the decided form: its number written `{count}` in every form. */
function decided(group: Tree): Tree {
  const one = String(group['1'] ?? '');
  const other = String(group.n ?? '');
  const added = names(other).filter((name) => !names(one).includes(name));
  const number =
    names(other).some((name) => name === '$1' || name === 'count') || added.length !== 1 ? '$1' : added[0];
  const renamed = (text: string) => text.replaceAll(number === '$1' ? '$1' : `{${number}}`, '{count}');
  return Object.fromEntries(
    Object.entries(group).map(([form, text]) => [OLD_FORMS[form], renamed(String(text))]),
  );
}

/** Every message of a locale file but `meta`, plural groups kept as one entry per form. */
function leaves(tree: Tree, plural: (node: Tree) => boolean, prefix = ''): Leaf[] {
  return Object.entries(tree).flatMap(([name, value]): Leaf[] => {
    const key = prefix ? `${prefix}.${name}` : name;
    if (key === 'meta') return [];
    if (typeof value === 'string') return [{ key, text: value }];
    if (plural(value)) {
      const group = isOldPlural(value) ? decided(value) : value;
      return Object.entries(group).map(([form, text]) => ({ key, text: String(text), form }));
    }
    return leaves(value, plural, key);
  });
}

const english = leaves(en, isEnglishPlural);
const german = leaves(de, isGermanPlural);
const id = ({ key, form }: Leaf) => (form ? `${key}#${form}` : key);
const germanById = new Map(german.map((leaf) => [id(leaf), leaf]));
const englishById = new Map(english.map((leaf) => [id(leaf), leaf]));

/** `{name}` and `$1` placeholders, sorted; the count of a plural form is the form's own business. */
function placeholders(leaf: Leaf): string[] {
  const found = names(leaf.text);
  const counted = leaf.form ? found.filter((name) => name !== 'count') : found;
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
      return leaf.text === source.text;
    });
    expect(untranslated.map((leaf) => `${id(leaf)}: ${leaf.text}`)).toEqual([]);
  });

  it('says it is German, in the meta block the runtime formats dates, numbers and plurals with', () => {
    expect(de.meta).toEqual({ locale: 'de' });
  });

  it('keeps the store description under 132 characters and the brand name as it is', () => {
    expect(de.extName).toBe('Review Desk');
    expect(String(de.extDescription).length).toBeLessThan(132);
    expect(de.extDescription).not.toBe(en.extDescription);
  });
});
