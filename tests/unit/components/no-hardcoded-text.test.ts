import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parse } from '@babel/parser';
import { describe, expect, it } from 'vitest';

/**
 * House rule: every user-visible string comes from locales/en.yml. This finds the usual ways
 * English slips into components: words as JSX text (`<p>Hello</p>`), string literals as JSX
 * children (`{'Hello'}`), and string literals in attributes people read or hear (`aria-label`,
 * `title`, `placeholder`, `alt`, and the `label`/`title`-style props of our own components).
 * Symbols without letters (★, ·, …) pass: they are not language.
 */
const ROOT = resolve(__dirname, '../../..');
const FOLDERS = ['components', 'entrypoints'];
const READABLE_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'aria-roledescription',
  'title',
  'placeholder',
  'alt',
  'label',
  'confirmLabel',
  'cancelLabel',
  'valueText',
  'countLabel',
  'listLabel',
  'detailLabel',
  'hint',
  'error',
]);
const HAS_LETTER = /\p{L}/u;

function tsxFiles(folder: string): string[] {
  let entries: import('node:fs').Dirent[];
  try {
    entries = readdirSync(folder, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return tsxFiles(path);
    return entry.name.endsWith('.tsx') ? [path] : [];
  });
}

interface Node {
  type: string;
  loc?: { start: { line: number } };
  [key: string]: unknown;
}

function findings(source: string): string[] {
  const ast = parse(source, { sourceType: 'module', plugins: ['typescript', 'jsx'] });
  const found: string[] = [];
  const visit = (node: unknown, parent?: Node) => {
    if (Array.isArray(node)) {
      for (const child of node) visit(child, parent);
      return;
    }
    if (!node || typeof node !== 'object' || typeof (node as Node).type !== 'string') return;
    const current = node as Node;
    const line = current.loc?.start.line;
    if (current.type === 'JSXText' && HAS_LETTER.test(String(current.value))) {
      found.push(`line ${line}: text ${JSON.stringify(String(current.value).trim())}`);
    }
    if (
      current.type === 'JSXExpressionContainer' &&
      parent?.type === 'JSXElement' &&
      isLiteralWithLetters(current.expression)
    ) {
      found.push(`line ${line}: child ${JSON.stringify(literalValue(current.expression))}`);
    }
    if (current.type === 'JSXAttribute') {
      const name = (current.name as Node).name as string;
      const value = current.value as Node | null;
      const literal = value?.type === 'JSXExpressionContainer' ? value.expression : value;
      if (READABLE_ATTRIBUTES.has(name) && isLiteralWithLetters(literal)) {
        found.push(`line ${line}: ${name}=${JSON.stringify(literalValue(literal))}`);
      }
    }
    for (const [key, child] of Object.entries(current)) {
      if (key !== 'loc' && key !== 'start' && key !== 'end') visit(child, current);
    }
  };
  visit(ast.program);
  return found;
}

function literalValue(node: unknown): string {
  const current = node as Node;
  if (current.type === 'StringLiteral') return String(current.value);
  const quasis = current.quasis as Array<{ value: { cooked: string } }>;
  return quasis.map((quasi) => quasi.value.cooked).join('…');
}

function isLiteralWithLetters(node: unknown): boolean {
  if (!node || typeof node !== 'object') return false;
  const current = node as Node;
  if (current.type !== 'StringLiteral' && current.type !== 'TemplateLiteral') return false;
  return HAS_LETTER.test(literalValue(current));
}

describe('no hard-coded English in components and pages', () => {
  const files = FOLDERS.flatMap((folder) => tsxFiles(join(ROOT, folder)));

  it('finds the .tsx files to check', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  it.each(files.map((file) => [relative(ROOT, file), file]))(
    '%s takes its text from locales/en.yml',
    (_, file) => {
      expect(findings(readFileSync(file, 'utf8'))).toEqual([]);
    },
  );

  it('catches the patterns it is meant to catch', () => {
    const sample = `
      const a = <p>Hello</p>;
      const b = <p>{'Hello'}</p>;
      const c = <button aria-label="Close" title={\`Close it\`} />;
      const d = <Stars label="ok" />;
      const fine = <p class="x" data-x="y">{i18n.t('k')} ★ {' '}</p>;
    `;
    expect(findings(sample)).toEqual([
      'line 2: text "Hello"',
      'line 3: child "Hello"',
      'line 4: aria-label="Close"',
      'line 4: title="Close it"',
      'line 5: label="ok"',
    ]);
  });
});

/**
 * The same rule for every other language: a message a locale file leaves as en.yml writes it is
 * English on a German or Japanese screen. Names and symbols are the same in every language; a
 * message of two words or more that reads exactly as in English is a sentence left untranslated.
 */
const SAME_IN_EVERY_LANGUAGE = new Set(['extName']);

async function simpleTexts(file: string): Promise<Map<string, string>> {
  const { parseMessagesFile } = await import('@wxt-dev/i18n/build');
  const messages = await parseMessagesFile(file);
  return new Map(
    messages
      .filter((message) => message.type === 'simple' && !message.key[0]?.startsWith('@@'))
      .map((message) => [message.key.join('.'), message.type === 'simple' ? message.message : '']),
  );
}

/** Two words with a space between: a sentence, not a name ("Check-ins", "name@example.com"). */
const TWO_WORDS = /\p{L}{2,}[^\p{L}\s]*\s+[^\p{L}\s]*\p{L}{2,}/u;

describe('no English left in the other locale files', () => {
  const locales = readdirSync(join(ROOT, 'locales')).filter(
    (name) => /^[a-z]{2}(_[A-Z]{2})?\.ya?ml$/.test(name) && name !== 'en.yml',
  );

  it.each(locales.map((name) => [name]))('locales/%s writes its own words', async (name) => {
    const [english, theirs] = await Promise.all([
      simpleTexts(join(ROOT, 'locales/en.yml')),
      simpleTexts(join(ROOT, 'locales', name)),
    ]);
    const untranslated = [...theirs]
      .filter(
        ([key, text]) =>
          !SAME_IN_EVERY_LANGUAGE.has(key) &&
          english.get(key) === text &&
          TWO_WORDS.test(text.replace(/\{\w+\}/g, '')),
      )
      .map(([key, text]) => `${key}: ${text}`);
    expect(untranslated).toEqual([]);
  });

  it('sees a sentence left in English, and lets names and symbols be', () => {
    expect(TWO_WORDS.test('Open side panel')).toBe(true);
    expect(TWO_WORDS.test('{stars} ★'.replace(/\{\w+\}/g, ''))).toBe(false);
    expect(TWO_WORDS.test('CSV')).toBe(false);
    expect(TWO_WORDS.test('Check-ins')).toBe(false);
    expect(TWO_WORDS.test('name@example.com')).toBe(false);
  });
});
