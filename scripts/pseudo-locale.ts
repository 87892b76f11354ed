/**
 * A throwaway pseudo locale, to see what breaks in a longer language before the translations land:
 * every message of a build's English (`_locales/en/messages.json`) padded by about 35 % (German
 * runs ~30 % longer) and written in accented letters between brackets ("[Ŕéṽîéŵš ~~~]"), its
 * placeholders ({name}, $1) kept as they are, so a clipped end or an English word left shows at a
 * glance. It is written into the build itself, as the messages of `--as` (de by default, so its
 * plural rules and Intl formats are German), and is never committed.
 *
 *   npx wxt build && npx tsx scripts/pseudo-locale.ts [--dir .output/chrome-mv3] [--as de]
 *
 * Then choose that language in Options › Language (or start Chromium with --lang=de).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'abcdeghiklmnoprstuwyzABCDEGHIKLMNOPRSTUWYZ'].map((letter, i) => [
    letter,
    [...'áƀçđéĝĥîķĺɱñöþŕšţûŵýžÅßÇĐÉĜĤÎĶĹṀÑÖÞŔŠŢÛŴÝŽ'][i] ?? letter,
  ]),
);
/** Placeholders and Chrome's substitutions stay exactly as written. */
const KEPT = /(\{[A-Za-z0-9_]+\}|\$[1-9$])/;

export function pseudo(message: string): string {
  if (!/\p{L}/u.test(message)) return message;
  const parts = message
    .split(KEPT)
    .map((part, i) => (i % 2 ? part : [...part].map((c) => ACCENTED[c] ?? c).join('')));
  const text = parts.join('');
  const padding = '~'.repeat(Math.max(1, Math.round(message.length * 0.35)));
  return `[${text} ${padding}]`;
}

function main(): void {
  const { values } = parseArgs({ options: { dir: { type: 'string' }, as: { type: 'string' } } });
  const dir = resolve(values.dir ?? '.output/chrome-mv3');
  const code = values.as ?? 'de';
  const english = JSON.parse(readFileSync(join(dir, '_locales/en/messages.json'), 'utf8')) as Record<
    string,
    { message: string }
  >;
  const messages = Object.fromEntries(
    Object.entries(english).map(([key, { message }]) => [
      key,
      { message: key === 'meta_locale' ? code : pseudo(message) },
    ]),
  );
  mkdirSync(join(dir, '_locales', code), { recursive: true });
  writeFileSync(join(dir, '_locales', code, 'messages.json'), `${JSON.stringify(messages, null, 2)}\n`);
  console.log(`Pseudo locale written as ${code}: ${join(dir, '_locales', code, 'messages.json')}`);
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename ?? '')) main();
