import { describe, expect, it } from 'vitest';
import { composeDraft, type DraftRequest } from '@/lib/drafting/compose-draft';
import { germanPhrasebook } from '@/lib/drafting/de/german-phrasebook';
import { THEME_PHRASES_DE } from '@/lib/drafting/de/theme-phrases';
import { checkDraft, wordCount } from '@/lib/drafting/draft-rules';
import { englishPhrasebook } from '@/lib/drafting/en/english-phrasebook';
import type { Phrasebook } from '@/lib/drafting/phrasebook';
import { THEMES, type ThemeId } from '@/lib/themes/theme-ids';

/** German drafts: the English phrasebook's tests (compose-draft.test.ts), asked of German. */
const review = (overrides: Partial<DraftRequest> = {}): DraftRequest => ({
  reviewId: '4107',
  rating: 1,
  content: 'Wir haben eine Stunde auf unsere Pizza gewartet, und der Kellner war unhöflich.',
  themes: [
    { theme: 'wait', tone: 'complaint' },
    { theme: 'staff', tone: 'complaint' },
  ],
  firstName: 'Jana',
  locationName: 'Holzofen Lee',
  language: 'de',
  ...overrides,
});

const rulesOf = (request: DraftRequest, text: string) =>
  checkDraft(text, {
    rating: request.rating,
    themes: request.themes ?? [],
    authorName: `${request.firstName ?? ''} Becker`,
    language: 'de',
  });

/** Every word a phrasebook can write, lower case. */
function wordsOf(book: Phrasebook): Set<string> {
  const texts: string[] = [];
  const walk = (value: unknown): void => {
    if (typeof value === 'string') texts.push(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk({ ...book, rules: undefined, sample: undefined });
  return new Set(texts.flatMap((text) => text.toLowerCase().match(/[\p{L}']+/gu) ?? []));
}
const germanWords = wordsOf(germanPhrasebook);
/** Words only English writes: a draft holding one has English in it. */
const englishOnly = [...wordsOf(englishPhrasebook)].filter((word) => !germanWords.has(word));

it('knows the English words a German draft must not hold', () => {
  expect(englishOnly).toEqual(expect.arrayContaining(['the', 'thank', 'sorry', 'we', 'please', 'hope']));
});

describe('composed drafts in German', () => {
  it('names the reviewer and the location, answers the wait and the rude waiter, apologises and says what happens next', () => {
    const request = review();
    const { text, answers, language } = composeDraft(request);
    expect(language).toBe('de');
    expect(text.split('\n')[0]).toMatch(/^(Hallo Jana|Guten Tag, Jana|Hallo, Jana)!$/);
    expect(text).toContain('Holzofen Lee');
    expect(answers).toEqual([
      { theme: 'wait', tone: 'complaint' },
      { theme: 'staff', tone: 'complaint' },
    ]);
    expect(text).toMatch(/leid|entschuldig|bedauer/i);
    expect(rulesOf(request, text)).toEqual({ ok: true, problems: [] });
  });

  it('is the same draft for the same review, and not one fixed text across reviews', () => {
    expect(composeDraft(review()).text).toBe(composeDraft(review()).text);
    const texts = new Set(
      Array.from({ length: 12 }, (_, i) => composeDraft(review({ reviewId: String(5000 + i) })).text),
    );
    expect(texts.size).toBeGreaterThanOrEqual(6);
  });

  const cases = THEMES.flatMap((theme) =>
    (['praise', 'complaint'] as const).flatMap((tone) =>
      [1, 3, 5].map((rating) => ({ theme, tone, rating })),
    ),
  );
  it.each(cases)('answers $theme ($tone) at $rating★ within the rules', ({ theme, tone, rating }) => {
    const request = review({ rating, themes: [{ theme, tone }], content: 'Text der Bewertung.' });
    const { text } = composeDraft(request);
    const phrases = THEME_PHRASES_DE[theme as ThemeId][tone];
    expect(phrases.some((phrase) => text.includes(phrase))).toBe(true);
    expect(text).toContain('Jana');
    expect(text).toContain('Holzofen Lee');
    expect(wordCount(text)).toBeLessThanOrEqual(90);
    expect(rulesOf(request, text)).toEqual({ ok: true, problems: [] });
  });

  it('reads every lead before every clause as one sentence: lead ends in "dass", clause ends in its verb', () => {
    const leads = [
      ...Object.values(germanPhrasebook.praiseLead).flat(),
      ...Object.values(germanPhrasebook.complaintLead).flat(),
    ];
    expect(leads.every((lead) => lead.endsWith(', dass'))).toBe(true);
    // A German subordinate clause after "dass" never opens with its finite verb.
    const clauses = Object.values(THEME_PHRASES_DE).flatMap(({ praise, complaint }) => [
      ...praise,
      ...complaint,
    ]);
    const verbFirst = clauses.filter((clause) =>
      /^(ist|war|sind|waren|hat|haben|wurde|wurden|kann)\b/.test(clause),
    );
    expect(verbFirst).toEqual([]);
    expect(clauses.every((clause) => !/[.!?]$/.test(clause))).toBe(true);
  });

  it('varies by rating: the thanks of a 5★ review is not that of a 1★ one', () => {
    const praise = [{ theme: 'staff', tone: 'praise' }] as const;
    const five = composeDraft(review({ rating: 5, themes: praise })).text.split('\n\n')[1];
    const one = composeDraft(review({ rating: 1, themes: praise })).text.split('\n\n')[1];
    expect(five.split('.')[0]).not.toBe(one.split('.')[0]);
  });

  it('answers every theme of a long review within 90 words, naming the ones without a sentence of their own', () => {
    const themes = THEMES.slice(0, 8).map((theme) => ({ theme, tone: 'praise' as const }));
    const request = review({ rating: 5, themes });
    const { text } = composeDraft(request);
    expect(wordCount(text)).toBeLessThanOrEqual(90);
    expect(rulesOf(request, text)).toEqual({ ok: true, problems: [] });
  });

  it('apologises and says what happens next for a 1★ review that raised no theme', () => {
    const request = review({ content: 'Schrecklich.', themes: [] });
    const { text, answers } = composeDraft(request);
    expect(answers).toEqual([]);
    expect(rulesOf(request, text)).toEqual({ ok: true, problems: [] });
  });

  it('closes with the last sentence of a fitting saved reply, and signs off', () => {
    const savedReplies = [
      'Hallo Jana, vielen Dank für Ihre freundlichen Worte! Wir freuen uns, Sie bald wieder begrüßen zu dürfen.',
      'Hallo Jana, es tut uns leid, das zu hören. Bitte melden Sie sich bei uns, damit wir das in Ordnung bringen.',
    ];
    const praise = composeDraft(
      review({
        rating: 5,
        themes: [{ theme: 'staff', tone: 'praise' }],
        savedReplies,
        signOff: 'Maria, Inhaberin',
      }),
    ).text;
    expect(praise).toContain('Wir freuen uns, Sie bald wieder begrüßen zu dürfen.');
    expect(praise.endsWith('\n\nViele Grüße\nMaria, Inhaberin')).toBe(true);
    const complaint = composeDraft(review({ savedReplies })).text;
    expect(complaint).toContain('Bitte melden Sie sich bei uns, damit wir das in Ordnung bringen.');
    expect(complaint).not.toContain('Wir freuen uns, Sie bald wieder begrüßen zu dürfen.');
    // Their invitation to get in touch stands for the draft's own: one, not two in a row.
    expect(complaint.match(/melden Sie sich|wenden Sie sich|kontaktieren Sie/g)).toHaveLength(1);
  });

  it('greets an anonymous reviewer without a name, and takes "de-AT" as German', () => {
    const { text, language } = composeDraft(review({ firstName: '', language: 'de-AT' }));
    expect(text.split('\n')[0]).toMatch(/^(Hallo|Guten Tag|Liebe Kundin, lieber Kunde)!$/);
    expect(language).toBe('de');
  });

  it.each([
    {
      rating: 1,
      themes: [
        { theme: 'wait', tone: 'complaint' },
        { theme: 'price', tone: 'complaint' },
      ],
    },
    {
      rating: 3,
      themes: [
        { theme: 'quality', tone: 'praise' },
        { theme: 'parking', tone: 'complaint' },
      ],
    },
    {
      rating: 5,
      themes: [
        { theme: 'staff', tone: 'praise' },
        { theme: 'atmosphere', tone: 'praise' },
      ],
    },
  ] as const)(
    'writes a $rating★ draft with themes in German only, within the rules',
    ({ rating, themes }) => {
      const request = review({ rating, themes, signOff: 'Maria' });
      const { text } = composeDraft(request);
      const words = text.toLowerCase().match(/[\p{L}']+/gu) ?? [];
      const english = words.filter((word) => englishOnly.includes(word));
      expect(english).toEqual([]);
      expect(rulesOf(request, text)).toEqual({ ok: true, problems: [] });
    },
  );
});
