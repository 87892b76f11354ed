import { describe, expect, it } from 'vitest';
import { english } from '@/lib/themes/en/english';
import { type Lexicon, list } from '@/lib/themes/lexicon';
import { compileMatcher } from '@/lib/themes/phrase-matcher';
import { canReadThemes, themeReader, themesOf, themesOfReview } from '@/lib/themes/read-themes';
import { THEMES } from '@/lib/themes/theme-ids';
import { hasTheme, masksOf } from '@/lib/themes/theme-masks';

const tones = (text: string) => themesOf(text).map(({ theme, tone }) => `${theme}:${tone}`);

describe('negation', () => {
  it('turns praise into a complaint: "not clean" is a complaint about cleanliness', () => {
    expect(tones('The place was not clean.')).toEqual(['cleanliness:complaint']);
    expect(tones("The room wasn't very clean.")).toEqual(['cleanliness:complaint']);
    expect(tones('The room wasnt clean.')).toEqual(['cleanliness:complaint']);
  });

  it('turns a complaint into praise: "never had to wait" praises the wait', () => {
    expect(tones('We never had to wait.')).toEqual(['wait:praise']);
    expect(tones("I didn't have to wait at all.")).toEqual(['wait:praise']);
    expect(tones('Nobody was rude to us.')).toEqual(['staff:praise']);
  });

  it('turns an opinion on an aspect: "the prices were not bad" is praise', () => {
    expect(tones('The prices were not bad.')).toEqual(['price:praise']);
    expect(tones('The food was not great.')).toEqual(['quality:complaint']);
  });

  it('says an aspect was missing only right after an absence: "no parking", but not "barely noticed the filling"', () => {
    expect(tones('There is no parking.')).toEqual(['parking:complaint']);
    expect(tones('They never called.')).toEqual(['communication:complaint']);
    expect(tones('No joining fee.')).toEqual(['price:praise']);
    expect(tones('I barely noticed the filling.')).toEqual([]);
  });

  it('stops at "and", at a comma that starts a new clause and at "but"', () => {
    expect(tones('Not clean and the staff were rude.')).toEqual(['cleanliness:complaint', 'staff:complaint']);
    expect(tones('The room was not clean, the staff were friendly.')).toEqual([
      'cleanliness:complaint',
      'staff:praise',
    ]);
    expect(tones('Not cheap but worth every penny.')).toEqual(['price:complaint', 'price:praise']);
  });

  it('leaves idioms that hold a negator alone', () => {
    expect(tones('Not only friendly but fast.')).toEqual(['staff:praise', 'wait:praise']);
    expect(tones("Can't wait to come back!")).toEqual([]);
    expect(tones('The staff could not have been nicer.')).toEqual(['staff:praise']);
  });
});

describe('clauses and quotes', () => {
  it('gives each theme of a mixed sentence its own tone and clause', () => {
    expect(themesOf('The coffee was great but the barista was rude.')).toEqual([
      { theme: 'quality', tone: 'praise', quote: 'The coffee was great' },
      { theme: 'staff', tone: 'complaint', quote: 'the barista was rude' },
    ]);
  });

  it('quotes the clause as written, without its leading "but", "however" or "and"', () => {
    const [, wait] = themesOf('Lovely staff. However, we waited forty minutes for a table!');
    expect(wait).toEqual({ theme: 'wait', tone: 'complaint', quote: 'we waited forty minutes for a table' });
  });

  it('quotes a clause of one or two words with its whole sentence', () => {
    expect(themesOf('Friendly, fast and clean.').map((mention) => mention.quote)).toEqual([
      'Friendly, fast and clean',
      'Friendly, fast and clean',
      'Friendly, fast and clean',
    ]);
  });

  it('cuts a long clause at a word, with an ellipsis', () => {
    const long = `The hygienist was rough ${'and kept talking about her weekend plans '.repeat(4)}the whole time.`;
    const [mention] = themesOf(long);
    expect(mention.quote.length).toBeLessThanOrEqual(121);
    expect(mention.quote.endsWith('…')).toBe(true);
    expect(long.startsWith(mention.quote.slice(0, -1))).toBe(true);
  });

  it('does not end a sentence after "Dr." or inside "$4.50"', () => {
    expect(themesOf('Dr. Lee was gentle.')[0].quote).toBe('Dr. Lee was gentle');
    expect(themesOf('A $4.50 latte is overpriced.')[0].quote).toBe('A $4.50 latte is overpriced');
  });

  it('reports a theme raised both ways twice, and a neutral mention only without a tone', () => {
    expect(tones('The pizza was great. The pasta was bland.')).toEqual([
      'quality:praise',
      'quality:complaint',
    ]);
    expect(tones('Parking is on the street.')).toEqual(['parking:neutral']);
    expect(tones('We ordered two pizzas.')).toEqual([]);
  });

  it('reads a review title as a sentence of its own', () => {
    expect(
      themesOfReview({ title: 'Rude staff', content: 'Great food though.' }).map((m) => m.theme),
    ).toEqual(['staff', 'quality']);
  });
});

describe('languages', () => {
  it('reads a language only through its lexicon: none for a language without one', () => {
    expect(canReadThemes('en-GB')).toBe(true);
    expect(canReadThemes('xx')).toBe(false);
    expect(themesOf('The staff were rude.', 'xx')).toEqual([]);
  });

  it('takes another language as a lexicon, with no word of it in code', () => {
    const spanish: Lexicon = {
      language: 'es',
      grammar: {
        ...english.grammar,
        negators: list`no, nunca`,
        absences: list`no, sin`,
        negationStops: list`y, pero`,
        idioms: [],
        contractions: {},
        contractionEndings: [],
        contrasts: list`pero, aunque`,
        joiners: list`y`,
        subjects: list`el, la, los, las`,
      },
      opinions: { praise: list`bueno, excelente`, complaint: list`malo, terrible` },
      themes: { staff: { praise: list`amable`, complaint: list`grosero`, aspects: list`personal` } },
    };
    expect(themeReader(spanish)('El personal no fue amable, pero la comida excelente.')).toEqual([
      { theme: 'staff', tone: 'complaint', quote: 'El personal no fue amable' },
    ]);
  });

  it('refuses a lexicon that lists a phrase twice or starts one with a wildcard', () => {
    const twice = {
      ...english,
      themes: { wait: { praise: list`quick`, complaint: list`quick`, aspects: [] } },
    };
    expect(() => compileMatcher(twice)).toThrow(/"quick" is listed twice/);
    const wild = { ...english, themes: { wait: { praise: list`_ quick`, complaint: [], aspects: [] } } };
    expect(() => compileMatcher(wild)).toThrow(/must start with a word/);
    expect(() => compileMatcher(english)).not.toThrow();
  });
});

describe('theme masks', () => {
  it('keeps each theme and tone as a bit, and gives them back', () => {
    const masks = masksOf(themesOf('The wait was long but the staff were lovely. Parking is on the street.'));
    expect(hasTheme(masks, 'wait', 'complaint')).toBe(true);
    expect(hasTheme(masks, 'staff', 'praise')).toBe(true);
    expect(hasTheme(masks, 'parking')).toBe(true);
    expect(hasTheme(masks, 'price')).toBe(false);
    const tones = ['praise', 'complaint', 'neutral'] as const;
    const held = THEMES.flatMap((theme) =>
      tones.filter((tone) => hasTheme(masks, theme, tone)).map((tone) => `${theme} ${tone}`),
    );
    expect(held).toEqual(['wait complaint', 'staff praise', 'parking neutral']);
  });
});
