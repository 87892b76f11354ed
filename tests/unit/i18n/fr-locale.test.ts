import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
// confbox is the YAML parser @wxt-dev/i18n reads the locale files with; the `yaml` package is not installed.
import { parseYAML } from 'confbox';
import { describe, expect, it } from 'vitest';

/**
 * locales/fr.yml against locales/en.yml (locale format: /work/notes/plural-format.md): the same
 * keys, French plural groups where English has a count, the same placeholders, and no English
 * left behind.
 */
type Tree = { [key: string]: string | Tree };

const LANGUAGE = 'fr';
const read = (name: string) =>
  parseYAML(readFileSync(resolve(__dirname, '../../../locales', name), 'utf8')) as Tree;

/** en.yml's count forms: `0`/`1`/`n` (the format en.yml still has) or `none`/`one`/`other`. */
const EN_FORMS = [new Set(['0', '1', 'n']), new Set(['none', 'one', 'other'])];
const isEnglishPlural = (node: string | Tree): node is Tree =>
  typeof node === 'object' && EN_FORMS.some((forms) => Object.keys(node).every((key) => forms.has(key)));

/** The forms a French count message must have: its CLDR categories, plus `none` where English has a zero sentence. */
function frenchForms(english: Tree): string[] {
  const categories: string[] = [...new Intl.PluralRules(LANGUAGE).resolvedOptions().pluralCategories];
  const zero = '0' in english || 'none' in english;
  return [...categories, ...(zero ? ['none'] : [])].sort();
}

/** `{name}` and `$1` placeholders; in a count message `$1` is the count, written `{count}`. */
function placeholders(texts: string[], plural: boolean): string[] {
  const found = texts.flatMap((text) => text.match(/\{\w+\}|\$\d/g) ?? []);
  const named = plural
    ? found.map((p) => (p === '$1' ? '{count}' : p)).filter((p) => p !== '{count}')
    : found;
  return [...new Set(named)].sort();
}

interface Message {
  key: string;
  english: string[];
  french: string[];
}

/** Every problem of `french` against `english`, and the messages both have. */
function compare(english: Tree, french: Tree, prefix = ''): { problems: string[]; messages: Message[] } {
  const problems: string[] = [];
  const messages: Message[] = [];
  for (const key of Object.keys(french)) if (!(key in english)) problems.push(`extra key ${prefix}${key}`);
  for (const [key, en] of Object.entries(english)) {
    const path = `${prefix}${key}`;
    const fr = french[key];
    if (fr === undefined) {
      problems.push(`missing ${path}`);
    } else if (isEnglishPlural(en)) {
      if (typeof fr !== 'object') {
        problems.push(`${path}: a count message needs plural forms`);
        continue;
      }
      const want = frenchForms(en);
      const have = Object.keys(fr).sort();
      if (have.join() !== want.join())
        problems.push(`${path}: forms ${have.join()} instead of ${want.join()}`);
      const englishTexts = Object.values(en) as string[];
      const frenchTexts = Object.values(fr).filter((text): text is string => typeof text === 'string');
      if (placeholders(englishTexts, true).join() !== placeholders(frenchTexts, true).join())
        problems.push(
          `${path}: placeholders ${placeholders(frenchTexts, true)} instead of ${placeholders(englishTexts, true)}`,
        );
      messages.push({ key: path, english: englishTexts, french: frenchTexts });
    } else if (typeof en === 'object') {
      if (typeof fr !== 'object') problems.push(`${path}: a text where English has a section`);
      else {
        const inner = compare(en, fr, `${path}.`);
        problems.push(...inner.problems);
        messages.push(...inner.messages);
      }
    } else if (typeof fr !== 'string') {
      problems.push(`${path}: a section where English has a text`);
    } else {
      if (placeholders([en], false).join() !== placeholders([fr], false).join())
        problems.push(
          `${path}: placeholders ${placeholders([fr], false)} instead of ${placeholders([en], false)}`,
        );
      messages.push({ key: path, english: [en], french: [fr] });
    }
  }
  return { problems, messages };
}

/**
 * Messages that may read the same in both languages: a brand, a placeholder-only pattern, a word
 * French shares with English (checked one by one), and abbreviations that are international.
 */
const SAME_AS_ENGLISH = new Set([
  'extName', // the brand
  'common.sync.because',
  'reviews.notify.summaryLine',
  'popupInbox.byAuthor',
  'names.idTitle',
  'names.withPlace',
  'names.withId',
  'reputation.change.sameBadge',
  'reputation.distribution.stars',
  'reputation.duration.minutes',
  'reputation.duration.hours',
  'popup.tabs.label', // Sections
  'sidepanel.nav.suggestions', // Suggestions
  'suggestions.fields.description', // Description
  'themes.communication', // Communication
  'themes.portion', // Portions
  'reputation.themes.count.praise', // '{count} compliments'
  'analytics.numbers.names.checkins', // Check-ins: the word Facebook and Foursquare use in French
  'activity.filters.type', // Type
  'inbox.keys.names.Ctrl', // printed on French keyboards too
  'inbox.csv.id',
  'inbox.csv.date',
  'inbox.csv.url',
]);

describe('locales/fr.yml', () => {
  const english = read('en.yml');
  const french = read('fr.yml');
  const { problems, messages } = compare(english, french);

  it('has every key of en.yml, no other, French plural forms and the same placeholders', () => {
    expect(problems).toEqual([]);
    expect(messages.length).toBeGreaterThan(800);
  });

  it('leaves no message in English, but for the stated few', () => {
    const english = messages
      .filter(({ key }) => !SAME_AS_ENGLISH.has(key))
      .filter(({ english, french }) => french.some((text) => english.includes(text)))
      .map(({ key }) => key);
    expect(english).toEqual([]);
  });

  it('has a store description the stores accept', () => {
    expect(french.extName).toBe('Review Desk');
    expect((french.extDescription as string).length).toBeLessThan(132);
  });

  it('its check finds a missing key, an extra key, a wrong plural group and a changed placeholder', () => {
    const en: Tree = { a: 'Hello {name}', b: { '0': 'None', '1': 'One', n: '$1 things' }, c: 'x $1' };
    const fr: Tree = { a: 'Bonjour {nom}', b: { one: '{count} chose', other: '{count} choses' }, d: 'y' };
    expect(compare(en, fr).problems).toEqual([
      'extra key d',
      'a: placeholders {nom} instead of {name}',
      'b: forms one,other instead of many,none,one,other',
      'missing c',
    ]);
  });
});
