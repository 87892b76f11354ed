import { parseMessagesFile } from '@wxt-dev/i18n/build';
import { describe, expect, it } from 'vitest';

/**
 * Words a manager reads, checked where they are written (locales/en.yml): no doubled word ("in in
 * the window"), and no bare count before a plural noun ("1 calls", "1 locations × 11 publishers"):
 * a count that can be 1 goes through plural forms (`one: …` / `other: …`), and the `one` form never
 * puts its count before a plural noun.
 */
const PLURAL_NOUNS =
  'reviews|listings|locations|publishers|calls|rows|stars|suggestions|replies|accounts|days|hours|minutes|weeks|comments|requests|pairs|actions|items|results|changes|figures';
const COUNT = String.raw`(?:\{(?:count|total|shown|done|calls?|ok|failed|counted|n|number|low|high|pairs|listings|locations|publishers|reviews)\}|\$\d)`;
const BARE_COUNT = new RegExp(String.raw`${COUNT}\s+(?:[\p{L}-]+\s+)?(?:${PLURAL_NOUNS})\b`, 'iu');
const ONE_PLURAL = new RegExp(String.raw`\b1\s+(?:[\p{L}-]+\s+)?(?:${PLURAL_NOUNS})\b`, 'iu');
const DOUBLED = /\b(\p{L}+)\s+\1\b/iu;

interface Text {
  key: string;
  text: string;
  /** The form of a plural message, or undefined for a simple one. */
  form?: string;
}

const FORMS = new Set(['none', 'one', 'other']);

async function texts(): Promise<Text[]> {
  const messages = (await parseMessagesFile('locales/en.yml')).filter((message) => message.type === 'simple');
  const keys = new Set(messages.map((message) => message.key.join('.')));
  return messages.map((message): Text => {
    const key = message.key.join('.');
    const form = message.key.at(-1) ?? '';
    const parent = message.key.slice(0, -1).join('.');
    // A plural message's forms are siblings beside `other` (lib/i18n/plural-form.ts).
    return FORMS.has(form) && keys.has(`${parent}.other`)
      ? { key: parent, text: message.message, form }
      : { key, text: message.message };
  });
}

describe('the words of locales/en.yml', () => {
  it('never double a word', async () => {
    const doubled = (await texts())
      .filter(({ text }) => DOUBLED.test(text))
      .map(({ key, text }) => `${key}: ${text}`);
    expect(doubled).toEqual([]);
  });

  it('never put a bare count before a plural noun: counts go through plural forms', async () => {
    const bare = (await texts())
      .filter(({ text, form }) =>
        form === undefined
          ? BARE_COUNT.test(text)
          : form === 'one' && (ONE_PLURAL.test(text) || BARE_COUNT.test(text)),
      )
      .map(({ key, text }) => `${key}: ${text}`);
    expect(bare).toEqual([]);
  });

  it('the checks themselves catch what they are for', () => {
    expect(DOUBLED.test('Finish signing in in the window that opened')).toBe(true);
    expect(BARE_COUNT.test('sent to the publishers in {calls} calls of at most 100 listings')).toBe(true);
    expect(
      BARE_COUNT.test('Call {n}: {count} listings ({locations} locations × {publishers} publishers)'),
    ).toBe(true);
    expect(ONE_PLURAL.test('1 new reviews')).toBe(true);
    expect(BARE_COUNT.test('Opt in {count} listings?')).toBe(true);
    expect(DOUBLED.test('Opt in 11 listings at 1 location?')).toBe(false);
  });
});
