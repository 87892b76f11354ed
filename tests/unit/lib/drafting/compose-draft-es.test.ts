/**
 * Composed drafts in Spanish: the English phrasebook's tests (compose-draft.test.ts) for the
 * Spanish one, and drafts of whole reviews that hold no English.
 */
import { describe, expect, it } from 'vitest';
import { composeDraft, type DraftRequest } from '@/lib/drafting/compose-draft';
import { checkDraft, wordCount } from '@/lib/drafting/draft-rules';
import { spanishPhrasebook } from '@/lib/drafting/es/spanish-phrasebook';
import { THEME_PHRASES } from '@/lib/drafting/es/theme-phrases';
import { phrasebookFor } from '@/lib/drafting/phrasebooks';
import { THEMES, type ThemeId, type ThemeMention } from '@/lib/themes/theme-ids';

const complaints = [
  { theme: 'wait', tone: 'complaint' },
  { theme: 'staff', tone: 'complaint' },
] as const;

const review = (overrides: Partial<DraftRequest> = {}): DraftRequest => ({
  reviewId: '4107',
  rating: 1,
  content: 'Esperamos una hora la pizza y el camarero fue maleducado.',
  themes: complaints,
  firstName: 'Lucía',
  locationName: 'Horno de Leña Centro',
  language: 'es',
  ...overrides,
});

const rulesOf = (request: DraftRequest, text: string, language = 'es') =>
  checkDraft(text, {
    rating: request.rating,
    themes: request.themes ?? [],
    authorName: `${request.firstName ?? ''} Romero`,
    language,
  });

/** Words only English has: a Spanish draft holding one has English left in it. */
const ENGLISH =
  /\b(the|and|to|you|we|of|for|it|is|your|our|that|was|this|with|us|be|at|so|are|on|thank|thanks|sorry|hi|hello|please)\b/i;

describe('composed drafts in Spanish', () => {
  it('is the phrasebook of "es" and of its regional tags', () => {
    expect(phrasebookFor('es')).toBe(spanishPhrasebook);
    expect(phrasebookFor('es-MX')).toBe(spanishPhrasebook);
  });

  it('names the reviewer and the location, answers the wait and the rude waiter, apologises and says what happens next', () => {
    const request = review();
    const { text, answers, language } = composeDraft(request);
    expect(language).toBe('es');
    expect(text.split('\n')[0]).toMatch(/^(Hola, Lucía:|Buenos días, Lucía:|¡Hola, Lucía!)$/);
    expect(text).toContain('Horno de Leña Centro');
    expect(answers).toEqual(complaints);
    expect(text).toMatch(/lament|sentimos|disculpa/i);
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
    const request = review({ rating, themes: [{ theme, tone }], content: 'Texto de la reseña.' });
    const { text } = composeDraft(request);
    const phrases = THEME_PHRASES[theme as ThemeId][tone];
    expect(phrases.some((phrase) => text.includes(phrase))).toBe(true);
    expect(text).toContain('Lucía');
    expect(text).toContain('Horno de Leña Centro');
    expect(wordCount(text)).toBeLessThanOrEqual(90);
    expect(rulesOf(request, text)).toEqual({ ok: true, problems: [] });
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
    expect(text).toMatch(/ y (la|el|las|nuestro|nuestros) /);
    expect(rulesOf(request, text)).toEqual({ ok: true, problems: [] });
  });

  it('apologises and says what happens next for a 1★ review that raised no theme', () => {
    const request = review({ content: 'Una experiencia horrible.', themes: [] });
    const { text, answers } = composeDraft(request);
    expect(answers).toEqual([]);
    expect(rulesOf(request, text)).toEqual({ ok: true, problems: [] });
  });

  it('closes with the last sentence of a fitting saved reply, and signs off', () => {
    const savedReplies = [
      'Hola, Lucía: ¡muchas gracias por sus amables palabras! Esperamos volver a verle pronto.',
      'Hola, Lucía: lamentamos mucho su experiencia. Póngase en contacto con nosotros para que podamos solucionarlo.',
    ];
    const praise = composeDraft(
      review({
        rating: 5,
        themes: [{ theme: 'staff', tone: 'praise' }],
        savedReplies,
        signOff: 'María, propietaria',
      }),
    ).text;
    expect(praise).toContain('Esperamos volver a verle pronto.');
    expect(praise.endsWith('\n\n– María, propietaria')).toBe(true);
    const complaint = composeDraft(review({ savedReplies })).text;
    expect(complaint).toContain('Póngase en contacto con nosotros para que podamos solucionarlo.');
    expect(complaint).not.toContain('Esperamos volver a verle pronto.');
    // Their invitation to get in touch stands for the draft's own: one, not two in a row.
    expect(complaint.match(/contact/gi)).toHaveLength(1);
  });

  it('greets an anonymous reviewer without a name', () => {
    const { text } = composeDraft(review({ firstName: '' }));
    expect(text.split('\n')[0]).toMatch(/^(Hola|Buenos días|Hola, buenos días):$/);
  });

  it('never puts a theme name after "de" or "a", where "el" would need to be "del" or "al"', () => {
    const names = THEMES.map((theme) => THEME_PHRASES[theme].name);
    const { neutral, alsoPraise, alsoComplaint } = spanishPhrasebook;
    for (const template of [...neutral, ...alsoPraise, ...alsoComplaint])
      expect(template).not.toMatch(/\b(de|a) \{names\}/);
    expect(
      names.filter((name) => !/^(la|el|las|los|nuestro|nuestra|nuestros|nuestras|su) /.test(name)),
    ).toEqual([]);
  });

  it('refuses a Spanish draft that promises money back or admits fault, and takes one that keeps the rules', () => {
    const request = review();
    const base =
      'Hola, Lucía: gracias por su reseña. Lamentamos que la espera fuera tan larga y que el camarero no fuera amable. Estamos revisando nuestros tiempos con el equipo.';
    expect(rulesOf(request, base)).toEqual({ ok: true, problems: [] });
    expect(rulesOf(request, `${base} Le haremos un descuento en su próxima visita.`).problems).toContainEqual(
      {
        rule: 'refundPromise',
        phrase: 'descuento*',
      },
    );
    expect(rulesOf(request, `${base} Fue culpa nuestra.`).problems).toContainEqual({
      rule: 'faultAdmission',
      phrase: 'culpa nuestra',
    });
    expect(rulesOf(request, 'Hola, Lucía: la espera fue larga y el camarero, maleducado.').problems).toEqual(
      expect.arrayContaining([{ rule: 'noThanks' }, { rule: 'noApology' }, { rule: 'noNextStep' }]),
    );
  });

  const drafts: { rating: number; content: string; themes: Pick<ThemeMention, 'theme' | 'tone'>[] }[] = [
    {
      rating: 1,
      content: 'Esperamos casi una hora, el local estaba sucio y nadie nos explicó nada.',
      themes: [
        { theme: 'wait', tone: 'complaint' },
        { theme: 'cleanliness', tone: 'complaint' },
        { theme: 'communication', tone: 'complaint' },
      ],
    },
    {
      rating: 3,
      content: 'La pizza estaba rica, pero las raciones son pequeñas y es caro.',
      themes: [
        { theme: 'quality', tone: 'praise' },
        { theme: 'portion', tone: 'complaint' },
        { theme: 'price', tone: 'complaint' },
      ],
    },
    {
      rating: 5,
      content: 'Un equipo encantador, todo impecable y aparcar fue facilísimo.',
      themes: [
        { theme: 'staff', tone: 'praise' },
        { theme: 'cleanliness', tone: 'praise' },
        { theme: 'parking', tone: 'praise' },
        { theme: 'atmosphere', tone: 'neutral' },
      ],
    },
  ];
  it.each(drafts)('drafts a $rating★ review with themes in Spanish, with no English in it', (draft) => {
    const request = review({ reviewId: `es-${draft.rating}`, ...draft, signOff: 'María' });
    const { text, language } = composeDraft(request);
    expect(language).toBe('es');
    expect(text).not.toMatch(ENGLISH);
    expect(rulesOf(request, text)).toEqual({ ok: true, problems: [] });
    // Read as English, the same text fails: it is not in English.
    expect(rulesOf(request, text, 'en').problems).toContainEqual({ rule: 'wrongLanguage' });
  });
});
