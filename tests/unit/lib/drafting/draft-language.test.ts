/**
 * The draft's language: the review's when a phrasebook speaks it, else English and said why; the
 * browser's model only in the languages it writes. Until the French phrasebook is merged, French
 * is given by a tiny phrasebook defined here (the real ones are checked end to end,
 * tests/e2e/review-languages.spec.ts).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { composeDraft } from '@/lib/drafting/compose-draft';
import { draftLanguageOf } from '@/lib/drafting/draft-language';
import { draftRequest } from '@/lib/drafting/draft-request';
import { draftReply } from '@/lib/drafting/model-draft';
import { phrasebookFor } from '@/lib/drafting/phrasebooks';
import { fakeLanguageModel } from './fake-language-model';

vi.mock('@/lib/drafting/phrasebooks', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/lib/drafting/phrasebooks')>();
  const { englishPhrasebook } = await import('@/lib/drafting/en/english-phrasebook');
  const bands = (text: string) => ({ high: [text], mixed: [text], low: [text] });
  // Only the words a review without themes is answered with; theme phrases stay English, unused.
  const testFrench = {
    ...englishPhrasebook,
    language: 'fr',
    greeting: { named: ['Bonjour {firstName},'], anonymous: ['Bonjour,'] },
    thanks: bands('Merci pour votre avis sur {location}.'),
    apology: ['Nous sommes sincèrement désolés.'],
    next: ["Nous en parlons dès aujourd'hui avec l'équipe."],
    contact: ['Appelez {location}, nous voulons arranger cela.'],
    closing: bands('Au plaisir de vous revoir.'),
    unnamed: { thanks: bands('Merci pour votre avis.'), contact: ['Appelez-nous.'] },
    signOff: (name: string) => `– ${name}`,
  };
  return {
    phrasebookFor: (language: string) =>
      language.toLowerCase().startsWith('fr') ? testFrench : real.phrasebookFor(language),
  };
});

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
  it('is drafted in French, without theme sentences: no lexicon reads French yet', () => {
    const { language, reviewLanguage } = draftLanguageOf({ language: 'fr' }, 'en', hasPhrasebook);
    const request = draftRequest(frenchReview, { ...context, language, reviewLanguage });
    expect(request.language).toBe('fr');
    expect(request.themes).toEqual([]);
    const draft = composeDraft(request).text;
    expect(draft).toBe(
      'Bonjour Camille,\n\nMerci pour votre avis sur Le Fournil. Nous sommes sincèrement désolés. ' +
        "Nous en parlons dès aujourd'hui avec l'équipe. Appelez Le Fournil, nous voulons arranger cela. " +
        'Au plaisir de vous revoir.\n\n– Marie',
    );
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
