import { describe, expect, it } from 'vitest';
import { composeDraft, type DraftRequest } from '@/lib/drafting/compose-draft';
import { checkDraft, wordCount } from '@/lib/drafting/draft-rules';
import { THEME_PHRASES } from '@/lib/drafting/en/theme-phrases';
import { themesOfReview } from '@/lib/themes/read-themes';
import { THEMES, type ThemeId } from '@/lib/themes/theme-ids';

const review = (overrides: Partial<DraftRequest> = {}): DraftRequest => ({
  reviewId: '4107',
  rating: 1,
  content: 'We waited an hour for our pizza and the server was rude.',
  firstName: 'Sam',
  locationName: 'Brick Oven Lee',
  ...overrides,
});

const rulesOf = (request: DraftRequest, text: string) =>
  checkDraft(text, {
    rating: request.rating,
    themes: request.themes ?? themesOfReview(request),
    authorName: `${request.firstName ?? ''} Ortiz`,
    language: 'en',
  });

describe('composed drafts', () => {
  it('names the reviewer and the location, answers the wait and the rude server, apologises and says what happens next', () => {
    const request = review();
    const { text, answers } = composeDraft(request);
    expect(text.startsWith('Hi Sam,') || text.startsWith('Hello Sam,') || text.startsWith('Dear Sam,')).toBe(
      true,
    );
    expect(text).toContain('Brick Oven Lee');
    expect(answers).toEqual([
      { theme: 'wait', tone: 'complaint' },
      { theme: 'staff', tone: 'complaint' },
    ]);
    expect(text).toMatch(/sorry|apologise/i);
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
    const request = review({ rating, themes: [{ theme, tone }], content: 'Text of the review.' });
    const { text } = composeDraft(request);
    const phrases = THEME_PHRASES[theme as ThemeId][tone];
    expect(phrases.some((phrase) => text.includes(phrase))).toBe(true);
    expect(text).toContain('Sam');
    expect(text).toContain('Brick Oven Lee');
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
    const request = review({ content: 'Terrible experience.' });
    const { text, answers } = composeDraft(request);
    expect(answers).toEqual([]);
    expect(rulesOf(request, text)).toEqual({ ok: true, problems: [] });
  });

  it('closes with the last sentence of a fitting saved reply, and signs off', () => {
    const savedReplies = [
      'Hi Sam, thank you for your kind words! We hope to welcome you back soon.',
      "Hi Sam, we're sorry to hear about your experience. Please get in touch with us so we can make it right.",
    ];
    const praise = composeDraft(
      review({ rating: 5, content: 'Friendly staff.', savedReplies, signOff: 'Maria, owner' }),
    ).text;
    expect(praise).toContain('We hope to welcome you back soon.');
    expect(praise.endsWith('\n\n– Maria, owner')).toBe(true);
    const complaint = composeDraft(review({ savedReplies })).text;
    expect(complaint).toContain('Please get in touch with us so we can make it right.');
    expect(complaint).not.toContain('We hope to welcome you back soon.');
    // Their invitation to get in touch stands for the draft's own: one, not two in a row.
    expect(complaint.match(/Please/g)).toHaveLength(1);
  });

  it('greets an anonymous reviewer without a name, and drafts in English for a language it has no phrasebook for', () => {
    const { text, language } = composeDraft(review({ firstName: '', language: 'xx' }));
    expect(text.split('\n')[0]).toMatch(/^(Hi there|Hello|Hello there),$/);
    expect(language).toBe('en');
  });
});
