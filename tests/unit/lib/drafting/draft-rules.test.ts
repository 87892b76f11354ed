/**
 * The rules of a drafted reply in every language with a phrasebook: each language's rows
 * (phrasebooks/<language>.ts), then the rules that read no word of a language, in English.
 */
import { describe, expect, it } from 'vitest';
import { checkDraft, wordCount } from '@/lib/drafting/draft-rules';
import { PHRASEBOOKS } from '@/lib/drafting/phrasebooks';
import { casesOf, complaintOf } from './phrasebook-cases';

describe.each(PHRASEBOOKS.map(({ language }) => ({ language, cases: casesOf(language) })))(
  'the rules of a drafted reply in $language',
  ({ cases }) => {
    const complaint = complaintOf(cases);
    const { good, rows } = cases.rules;

    if (good)
      it('accepts a reply that thanks, answers each theme, apologises and says what is next', () => {
        expect(checkDraft(good, complaint)).toEqual({ ok: true, problems: [] });
      });

    it.each(rows)('judges "$text"', ({ text, rules, has, context }) => {
      const { problems } = checkDraft(text, { ...complaint, ...context });
      if (rules) expect(problems.map((problem) => problem.rule)).toEqual(rules);
      if (has) expect(problems).toEqual(expect.arrayContaining([...has]));
    });
  },
);

describe('the rules of a drafted reply, whatever its language', () => {
  const complaint = complaintOf(casesOf('en'));
  const good = casesOf('en').rules.good ?? '';

  it('rejects personal data: the surname, an email address, a phone number', () => {
    expect(checkDraft(good.replace('Hi Sam', 'Hi Sam Ortiz'), complaint).problems).toEqual([
      { rule: 'personalData', what: 'surname' },
    ]);
    expect(checkDraft(`${good} Or write to sam.ortiz@example.com.`, complaint).problems).toEqual([
      { rule: 'personalData', what: 'email' },
    ]);
    expect(checkDraft(`${good} Call 555-123-4567.`, complaint).problems).toEqual([
      { rule: 'personalData', what: 'phone' },
    ]);
  });

  it("rejects another customer's name seen in the voice examples, unless it is this reviewer's own", () => {
    const withOthers = { ...complaint, otherNames: ['Alex', 'Sam'] };
    expect(checkDraft(good.replace('Hi Sam', 'Hi Alex'), withOthers).problems).toEqual([
      { rule: 'personalData', what: 'otherCustomer' },
    ]);
    expect(checkDraft(good, { ...complaint, otherNames: ['Alex'] })).toEqual({ ok: true, problems: [] });
  });

  it('rejects a reply over 90 words', () => {
    const long = `${good} ${'We truly value every guest who visits us. '.repeat(8)}`;
    expect(wordCount(long)).toBeGreaterThan(90);
    expect(checkDraft(long, complaint).problems).toEqual([{ rule: 'tooLong', words: wordCount(long) }]);
  });
});
