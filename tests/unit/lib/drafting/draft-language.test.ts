/**
 * The draft's language: the review's when a phrasebook speaks it, else English and said why; the
 * browser's model only in the languages it writes. Each phrasebook's own sentences are checked in
 * compose-draft.test.ts; here, that a French review gets the French one.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { composeDraft } from '@/lib/drafting/compose-draft';
import { draftLanguageOf } from '@/lib/drafting/draft-language';
import { draftRequest } from '@/lib/drafting/draft-request';
import { draftReply } from '@/lib/drafting/model-draft';
import { phrasebookFor } from '@/lib/drafting/phrasebooks';
import { fakeLanguageModel } from './fake-language-model';

const hasPhrasebook = (language: string) => phrasebookFor(language) !== undefined;

afterEach(() => Reflect.deleteProperty(globalThis, 'LanguageModel'));

describe('the language a draft is written in', () => {
  it("is the review's own, when a phrasebook speaks it", () => {
    expect(draftLanguageOf({ language: 'fr' }, 'en', hasPhrasebook)).toEqual({
      language: 'fr',
      reviewLanguage: 'fr',
    });
    expect(draftLanguageOf({ language: 'en' }, 'fr', hasPhrasebook)).toEqual({
      language: 'en',
      reviewLanguage: 'en',
    });
  });

  it("is the account's usual language for a review too short to tell", () => {
    expect(draftLanguageOf({}, 'fr', hasPhrasebook)).toEqual({ language: 'fr', reviewLanguage: 'fr' });
    expect(draftLanguageOf({}, 'en', hasPhrasebook)).toEqual({ language: 'en', reviewLanguage: 'en' });
  });

  it('is English, said as such, when no phrasebook speaks the review (Italian)', () => {
    expect(draftLanguageOf({ language: 'it' }, 'en', hasPhrasebook)).toEqual({
      language: 'en',
      reviewLanguage: 'it',
      noPhrasebook: true,
    });
  });
});

const frenchReview = {
  reviewId: 'r-fr',
  rating: 1,
  content: "Quarante minutes d'attente sans la moindre explication. Plus jamais.",
  authorName: 'Camille Dubois',
};
const context = { locationName: 'Le Fournil', savedReplies: [], recentReplies: [], signOff: 'Marie' };

describe('a French review', () => {
  it('is drafted in French, with the wait it complains of read by the French lexicon', () => {
    const { language, reviewLanguage } = draftLanguageOf({ language: 'fr' }, 'en', hasPhrasebook);
    const request = draftRequest(frenchReview, { ...context, language, reviewLanguage });
    expect(request.language).toBe('fr');
    expect(request.themes.map(({ theme }) => theme)).toContain('wait');
    const draft = composeDraft(request).text;
    expect(draft).toMatch(/^Bonjour Camille/);
    expect(draft).toContain('Le Fournil');
    expect(draft).toMatch(/\bvotre\b/);
    expect(draft).not.toMatch(/\b(the|we|your|thank)\b/i);
  });

  it("ends in its own language's closing, not the last sentence of an English saved reply", () => {
    const savedReplies = [
      'Thank you so much for your kind words about our team. We hope to welcome you back soon.',
      'We are sorry about your visit and have shared this with the team. Please call us anytime.',
    ];
    for (const rating of [1, 5]) {
      const request = draftRequest(
        { ...frenchReview, rating },
        { ...context, savedReplies, language: 'fr', reviewLanguage: 'fr' },
      );
      const draft = composeDraft(request).text;
      expect(draft).not.toContain('We hope to welcome you back soon.');
      expect(draft).not.toContain('Please call us anytime.');
    }
  });

  it("is not asked of the browser's model, which does not write French: the draft is composed and says why", async () => {
    const api = fakeLanguageModel({ state: 'available', answer: 'Hello Camille, thank you.' });
    const request = draftRequest(frenchReview, { ...context, language: 'fr', reviewLanguage: 'fr' });
    const draft = await draftReply(request, { api });
    expect(draft).toEqual({ text: composeDraft(request).text, source: 'composed', fallback: 'language' });
    expect(api.calls.create).toEqual([]);
    expect(api.calls.availability).toEqual([
      {
        expectedInputs: [{ type: 'text', languages: ['en'] }],
        expectedOutputs: [{ type: 'text', languages: ['en'] }],
      },
    ]);
  });

  it('an unavailable model stays the reason, whatever the language', async () => {
    const api = fakeLanguageModel({ state: 'unavailable' });
    const request = draftRequest(frenchReview, { ...context, language: 'fr', reviewLanguage: 'fr' });
    expect((await draftReply(request, { api })).fallback).toBe('unavailable');
  });
});

describe("a Spanish review, in a language the browser's model writes", () => {
  it('asks the model for Spanish: in its options and in its instructions', async () => {
    const answer =
      'Hola Lucía, gracias por su reseña. Sentimos mucho la espera y hablaremos con el equipo hoy mismo. Llámenos cuando quiera.';
    const api = fakeLanguageModel({ state: 'available', answer });
    const request = draftRequest(
      { reviewId: 'r-es', rating: 2, content: 'La espera fue eterna.', authorName: 'Lucía Gómez' },
      { ...context, language: 'es', reviewLanguage: 'es' },
    );
    await draftReply(request, { api, useModel: true });
    expect(api.calls.create[0]).toMatchObject({
      expectedInputs: [{ type: 'text', languages: ['es'] }],
      expectedOutputs: [{ type: 'text', languages: ['es'] }],
    });
    const system = api.calls.create[0].initialPrompts?.[0];
    expect(system && 'content' in system ? system.content : '').toContain('Write in Spanish.');
  });
});
