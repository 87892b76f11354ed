import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EXTENSION_DIR } from '../../../scripts/launch-browser';

/** A locale's messages as the build packed them (`_locales/<code>/messages.json`), by underscored key. */
export type Packed = Record<string, string>;

/** The messages the build packed for `code`; undefined when the build has none for it. */
export function packedMessages(code: string): Packed | undefined {
  const file = join(EXTENSION_DIR, '_locales', code, 'messages.json');
  if (!existsSync(file)) return undefined;
  const raw = JSON.parse(readFileSync(file, 'utf8')) as Record<string, { message: string }>;
  return Object.fromEntries(Object.entries(raw).map(([key, { message }]) => [key, message]));
}

/** The messages of `code` over en's, as the extension reads them (a key a translation lacks is English). */
export function messagesOf(code: string): Packed {
  return { ...packedMessages('en'), ...packedMessages(code) };
}

/** `text` as a pattern that matches it literally. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A message as a pattern: each placeholder any text, or the value given for it. */
export function messagePattern(message: string, values: Record<string, string> = {}): RegExp {
  const parts = message.split(/(\{[A-Za-z0-9_]+\}|\$[1-9])/);
  const source = parts
    .map((part, i) => {
      if (i % 2 === 0) return escapeRegExp(part);
      const value = values[part.replace(/[{}$]/g, '')];
      return value === undefined ? '.+?' : escapeRegExp(value);
    })
    .join('');
  return new RegExp(`^${source}$`);
}

/**
 * English sentences of en.yml that a page in `code` must not show: every one the language's file
 * writes otherwise or lacks (a key it lacks shows in English), at least two words long, each as its
 * longest literal stretch between placeholders ("{count} reviews awaiting a response" looks for
 * "reviews awaiting a response").
 */
export function englishLeftovers(code: string): string[] {
  const english = packedMessages('en') ?? {};
  const theirs = packedMessages(code) ?? {};
  return Object.entries(english)
    .filter(([key, text]) => !key.startsWith('@@') && theirs[key] !== text)
    .map(
      ([, text]) =>
        text
          .split(/\{[A-Za-z0-9_]+\}|\$[1-9]/)
          .map((part) => part.trim())
          .sort((a, b) => b.length - a.length)[0] ?? '',
    )
    .filter((stretch) => /\p{L}+\s+\p{L}+/u.test(stretch) && stretch.length >= 8);
}
