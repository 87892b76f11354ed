/**
 * Composed drafts in every language with a phrasebook (lib/drafting/phrasebooks.ts), each held to
 * the same rules; what differs by language is its table in phrasebooks/<language>.ts.
 */
import { describe, expect, it } from 'vitest';
import { composeDraft, type DraftRequest } from '@/lib/drafting/compose-draft';
import { checkDraft, wordCount } from '@/lib/drafting/draft-rules';
import { englishPhrasebook } from '@/lib/drafting/en/english-phrasebook';
import { ratingBand } from '@/lib/drafting/phrasebook';
import { PHRASEBOOKS, phrasebookFor } from '@/lib/drafting/phrasebooks';
import { themesOfReview } from '@/lib/themes/read-themes';
import { THEMES } from '@/lib/themes/theme-ids';
import { mentionsOf } from '../themes/theme-scores';
import { casesOf, wordsOf } from './phrasebook-cases';

const OK = { ok: true, problems: [] };
const WAIT_AND_STAFF = mentionsOf('wait- staff-');

it('has a table for every phrasebook, and drafts in English for a language it has no phrasebook for', () => {
  expect(PHRASEBOOKS.map((book) => casesOf(book.language).review.language)).toEqual(
    PHRASEBOOKS.map((book) => book.language),
  );
  const { text, language } = composeDraft({ ...casesOf('en').review, firstName: '', language: 'xx' });
  expect(text.split('\n')[0]).toMatch(casesOf('en').anonymous ?? /^$/);
  expect(language).toBe('en');
});

describe.each(PHRASEBOOKS.map((book) => ({ book, language: book.language })))(
  'composed drafts in $language',
  ({ book }) => {
    const cases = casesOf(book.language);
    const review = (overrides: Partial<DraftRequest> = {}): DraftRequest => ({
      ...cases.review,
      ...overrides,
    });
    const rulesOf = (request: DraftRequest, text: string, language = book.language) =>
      checkDraft(text, {
        rating: request.rating,
        themes: request.themes ?? themesOfReview(request, book.language),
        authorName: `${request.firstName ?? ''} ${cases.surname}`,
        language,
      });
    const firstLine = (text: string) => text.split('\n')[0];
    const stop = cases.stop ?? '.';

    it('is the phrasebook of its language and of a regional tag', () => {
      expect(phrasebookFor(book.language)).toBe(book);
      expect(phrasebookFor(cases.regionalTag)).toBe(book);
      expect(composeDraft(review({ language: cases.regionalTag })).language).toBe(book.language);
    });

    it('names the reviewer and the location, answers the wait and the rude server, apologises and says what happens next', () => {
      const request = review();
      const { text, answers, language } = composeDraft(request);
      expect(language).toBe(book.language);
      expect(firstLine(text)).toMatch(cases.greeting);
      expect(text).toContain(request.locationName);
      expect(answers).toEqual(WAIT_AND_STAFF);
      expect(text).toMatch(cases.apology);
      for (const never of cases.never ?? []) expect(text).not.toMatch(never);
      expect(rulesOf(request, text)).toEqual(OK);
    });

    it.each([cases.review.content, ...(cases.alsoReads ?? [])])(
      'reads the themes of "%s" itself and answers them',
      (content) => {
        const request = review({ content });
        const { text, answers } = composeDraft(request);
        expect(answers).toEqual(WAIT_AND_STAFF);
        expect(book.themes.wait.complaint.some((clause) => text.includes(clause))).toBe(true);
        expect(rulesOf({ ...request, themes: answers }, text)).toEqual(OK);
      },
    );

    it('is the same draft for the same review, and not one fixed text across reviews', () => {
      expect(composeDraft(review()).text).toBe(composeDraft(review()).text);
      const texts = new Set(
        Array.from({ length: 12 }, (_, i) => composeDraft(review({ reviewId: String(5000 + i) })).text),
      );
      expect(texts.size).toBeGreaterThanOrEqual(6);
    });

    const themed = THEMES.flatMap((theme) =>
      (['praise', 'complaint'] as const).flatMap((tone) =>
        [1, 3, 5].map((rating) => ({ theme, tone, rating })),
      ),
    );
    it.each(themed)('answers $theme ($tone) at $rating★ within the rules', ({ theme, tone, rating }) => {
      const request = review({ rating, themes: [{ theme, tone }], content: cases.texts.themed });
      const { text } = composeDraft(request);
      expect(book.themes[theme][tone].some((phrase) => text.includes(phrase))).toBe(true);
      expect(text).toContain(request.firstName);
      expect(text).toContain(request.locationName);
      expect(wordCount(text)).toBeLessThanOrEqual(90);
      expect(rulesOf(request, text)).toEqual(OK);
    });

    it('varies by rating: the thanks of a 5★ review is not that of a 1★ one, and is one of its thanks', () => {
      const praise = [{ theme: 'staff', tone: 'praise' }] as const;
      const five = composeDraft(review({ rating: 5, themes: praise })).text.split('\n\n')[1];
      const one = composeDraft(review({ rating: 1, themes: praise })).text.split('\n\n')[1];
      expect(five.split(stop)[0]).not.toBe(one.split(stop)[0]);
      const thanks = five.split(stop)[0].replace(cases.review.locationName, '{location}');
      expect(book.thanks[ratingBand(5)]).toContain(`${thanks}${stop}`);
    });

    it('answers every theme of a long review within 90 words, naming the ones without a sentence of their own', () => {
      const themes = THEMES.slice(0, 8).map((theme) => ({ theme, tone: 'praise' as const }));
      const request = review({ rating: 5, themes });
      const { text } = composeDraft(request);
      expect(wordCount(text)).toBeLessThanOrEqual(90);
      if (cases.listJoin) expect(text).toMatch(cases.listJoin);
      expect(rulesOf(request, text)).toEqual(OK);
    });

    it('apologises and says what happens next for a 1★ review that raised no theme', () => {
      const request = review(cases.texts.noTheme);
      const { text, answers } = composeDraft(request);
      expect(answers).toEqual([]);
      expect(rulesOf(request, text)).toEqual(OK);
    });

    it('closes with the last sentence of a fitting saved reply, and signs off', () => {
      const { replies, praise, signOff, praiseLast, signed, complaintLast, contact } = cases.saved;
      const savedReplies = [...replies];
      const praised = composeDraft(review({ rating: 5, ...praise, savedReplies, signOff })).text;
      expect(praised).toContain(praiseLast);
      expect(praised.endsWith(signed)).toBe(true);
      const complaint = composeDraft(review({ savedReplies })).text;
      expect(complaint).toContain(complaintLast);
      expect(complaint).not.toContain(praiseLast);
      // Their invitation to get in touch stands for the draft's own: one, not two in a row.
      expect(complaint.match(contact)).toHaveLength(1);
    });

    it('greets an anonymous reviewer without a name, and a location without a name yet without one', () => {
      const { text } = composeDraft(review({ firstName: '' }));
      const unnamed = composeDraft(review({ firstName: '', locationName: '' })).text;
      for (const greeting of [firstLine(text), firstLine(unnamed)]) {
        expect(book.greeting.anonymous).toContain(greeting);
        if (cases.anonymous) expect(greeting).toMatch(cases.anonymous);
      }
      expect(rulesOf(review({ firstName: '' }), unnamed)).toEqual(OK);
    });

    const { grammar } = cases;
    if (grammar)
      it('fits every lead and every clause to the sentences of the language', () => {
        const leads = [...Object.values(book.praiseLead), ...Object.values(book.complaintLead)].flat();
        const clauses = THEMES.flatMap((theme) => [
          ...book.themes[theme].praise,
          ...book.themes[theme].complaint,
        ]);
        const names = THEMES.map((theme) => book.themes[theme].name);
        const templates = [...book.neutral, ...book.alsoPraise, ...book.alsoComplaint];
        const {
          leads: lead,
          clauses: clause,
          clausesNot = [],
          names: name,
          listTemplatesNot,
          sentence,
        } = grammar;
        if (lead) expect(leads.filter((text) => !lead.test(text))).toEqual([]);
        if (clause) expect(clauses.filter((text) => !clause.test(text))).toEqual([]);
        for (const not of clausesNot) expect(clauses.filter((text) => not.test(text))).toEqual([]);
        if (name) expect(names.filter((text) => !name.test(text))).toEqual([]);
        if (listTemplatesNot) expect(templates.filter((text) => listTemplatesNot.test(text))).toEqual([]);
        if (sentence) expect(book.sentence?.(sentence[0], sentence[1])).toBe(sentence[2]);
      });

    const words = wordsOf(book);
    /** Words only English writes: a draft holding one has English in it. */
    const englishOnly = [...wordsOf(englishPhrasebook)].filter((word) => !words.has(word));
    const englishPhrases = [
      ...Object.values(englishPhrasebook.thanks).flat(),
      ...Object.values(englishPhrasebook.closing).flat(),
      ...englishPhrasebook.contact,
    ];
    if (book !== englishPhrasebook)
      it('knows the English words its drafts must not hold', () => {
        expect(englishOnly).toEqual(
          expect.arrayContaining(['the', 'thank', 'sorry', 'we', 'please', 'hope']),
        );
      });

    it.each(cases.mixed ?? [])('drafts a $rating★ review with themes with no English in it', (overrides) => {
      const request = review(overrides);
      const { text, language } = composeDraft(request);
      expect(language).toBe(book.language);
      if (cases.english) expect(text).not.toMatch(cases.english);
      const found = text.toLowerCase().match(/[\p{L}']+/gu) ?? [];
      expect(found.filter((word) => englishOnly.includes(word))).toEqual([]);
      expect(englishPhrases.filter((phrase) => text.includes(phrase))).toEqual([]);
      expect(rulesOf(request, text)).toEqual(OK);
      // Read as English, the same text fails: it is not in English.
      expect(rulesOf(request, text, 'en').problems).toContainEqual({ rule: 'wrongLanguage' });
    });
  },
);
