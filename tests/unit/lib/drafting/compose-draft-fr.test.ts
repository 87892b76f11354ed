import { describe, expect, it } from 'vitest';
import { composeDraft, type DraftRequest } from '@/lib/drafting/compose-draft';
import { checkDraft, wordCount } from '@/lib/drafting/draft-rules';
import { englishPhrasebook } from '@/lib/drafting/en/english-phrasebook';
import { frenchPhrasebook } from '@/lib/drafting/fr/french-phrasebook';
import { THEME_PHRASES } from '@/lib/drafting/fr/theme-phrases';
import { THEMES, type ThemeId } from '@/lib/themes/theme-ids';

/** French drafts, held to the same rules as English ones (compose-draft.test.ts). */
const review = (overrides: Partial<DraftRequest> = {}): DraftRequest => ({
  reviewId: '4107',
  rating: 1,
  content: 'Nous avons attendu une heure et le serveur a été désagréable.',
  themes: [
    { theme: 'wait', tone: 'complaint' },
    { theme: 'staff', tone: 'complaint' },
  ],
  firstName: 'Camille',
  locationName: 'Le Four à Bois',
  language: 'fr',
  ...overrides,
});

const rulesOf = (request: DraftRequest, text: string) =>
  checkDraft(text, {
    rating: request.rating,
    themes: request.themes ?? [],
    authorName: `${request.firstName ?? ''} Martin`,
    language: 'fr',
  });

/** Words that are English and never French: one in a draft is English left behind. */
const ENGLISH_ONLY =
  /\b(the|and|you|your|we|our|thank|thanks|sorry|with|that|this|was|for|of|is|hope|team|visit)\b/i;

describe('composed drafts in French', () => {
  it('greets by first name, names the location, answers the wait and the staff, apologises and says what happens next', () => {
    const request = review();
    const { text, answers, language } = composeDraft(request);
    expect(language).toBe('fr');
    expect(text.startsWith('Bonjour Camille,')).toBe(true);
    expect(text).toContain('Le Four à Bois');
    expect(answers).toEqual([
      { theme: 'wait', tone: 'complaint' },
      { theme: 'staff', tone: 'complaint' },
    ]);
    expect(text).toMatch(/désolés|regrettons|navrés/);
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
    const request = review({ rating, themes: [{ theme, tone }], content: 'Texte de l’avis.' });
    const { text } = composeDraft(request);
    const phrases = THEME_PHRASES[theme as ThemeId][tone];
    expect(phrases.some((phrase) => text.includes(phrase))).toBe(true);
    expect(text).toContain('Camille');
    expect(text).toContain('Le Four à Bois');
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
    expect(rulesOf(request, text)).toEqual({ ok: true, problems: [] });
  });

  it('apologises and says what happens next for a 1★ review that raised no theme', () => {
    const request = review({ content: 'Très mauvaise expérience.', themes: [] });
    const { text, answers } = composeDraft(request);
    expect(answers).toEqual([]);
    expect(rulesOf(request, text)).toEqual({ ok: true, problems: [] });
  });

  it('closes with the last sentence of a fitting saved reply, and signs off', () => {
    const savedReplies = [
      'Bonjour Camille, merci beaucoup pour votre gentil message ! Nous espérons vous revoir très bientôt.',
      'Bonjour Camille, nous sommes désolés que votre expérience n’ait pas été à la hauteur. N’hésitez pas à nous contacter pour que nous puissions arranger les choses.',
    ];
    const praise = composeDraft(
      review({
        rating: 5,
        themes: [{ theme: 'staff', tone: 'praise' }],
        savedReplies,
        signOff: 'Maria, gérante',
      }),
    ).text;
    expect(praise).toContain('Nous espérons vous revoir très bientôt.');
    expect(praise.endsWith('\n\n– Maria, gérante')).toBe(true);
    const complaint = composeDraft(review({ savedReplies })).text;
    expect(complaint).toContain(
      'N’hésitez pas à nous contacter pour que nous puissions arranger les choses.',
    );
    expect(complaint).not.toContain('Nous espérons vous revoir très bientôt.');
    // Their invitation to get in touch stands for the draft's own: one, not two in a row.
    expect(complaint.match(/N’hésitez pas|Contactez-nous|Écrivez-nous/g)).toHaveLength(1);
  });

  it('greets an anonymous reviewer without a name, and a location without a name yet without one', () => {
    const { text } = composeDraft(review({ firstName: '', locationName: '' }));
    expect(text.split('\n')[0]).toMatch(/^(Bonjour|Bonjour à vous),$/);
    expect(rulesOf(review({ firstName: '' }), text)).toEqual({ ok: true, problems: [] });
  });

  it('follows every lead with every clause in French word order: the clause opens on a consonant after « que »', () => {
    const leads = [
      ...Object.values(frenchPhrasebook.praiseLead),
      ...Object.values(frenchPhrasebook.complaintLead),
    ];
    expect(leads.flat().every((lead) => lead.endsWith(' que'))).toBe(true);
    const clauses = THEMES.flatMap((theme) => [
      ...THEME_PHRASES[theme].praise,
      ...THEME_PHRASES[theme].complaint,
    ]);
    expect(clauses.filter((clause) => /^[aeiouyhàâéèêëîïôûü]/i.test(clause))).toEqual([]);
  });

  it('composes 1★, 3★ and 5★ drafts with themes that hold no English', () => {
    const drafts = [
      review({ rating: 1 }),
      review({
        rating: 3,
        themes: [
          { theme: 'quality', tone: 'praise' },
          { theme: 'price', tone: 'complaint' },
          { theme: 'parking', tone: 'neutral' },
        ],
      }),
      review({
        rating: 5,
        themes: [
          { theme: 'staff', tone: 'praise' },
          { theme: 'atmosphere', tone: 'praise' },
          { theme: 'freshness', tone: 'praise' },
          { theme: 'portion', tone: 'praise' },
        ],
        signOff: 'Maria, gérante',
      }),
    ].map((request) => ({ request, text: composeDraft(request).text }));
    const englishPhrases = [
      ...Object.values(englishPhrasebook.thanks).flat(),
      ...Object.values(englishPhrasebook.closing).flat(),
      ...englishPhrasebook.contact,
    ];
    for (const { request, text } of drafts) {
      expect(text).not.toMatch(ENGLISH_ONLY);
      expect(englishPhrases.filter((phrase) => text.includes(phrase))).toEqual([]);
      expect(rulesOf(request, text)).toEqual({ ok: true, problems: [] });
    }
  });
});
