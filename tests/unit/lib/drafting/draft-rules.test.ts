import { describe, expect, it } from 'vitest';
import { checkDraft, type DraftContext, wordCount } from '@/lib/drafting/draft-rules';

const complaint: DraftContext = {
  rating: 1,
  themes: [
    { theme: 'wait', tone: 'complaint' },
    { theme: 'staff', tone: 'complaint' },
  ],
  authorName: 'Sam Ortiz',
  language: 'en',
};
const good =
  "Hi Sam, thank you for telling us about your visit. We're sorry you had to wait so long and that our team was rude. We have shared this with the team. Please contact us so we can talk it through.";

const rules = (text: string, context = complaint) => checkDraft(text, context).problems.map((p) => p.rule);

describe('the rules of a drafted reply', () => {
  it('accepts a reply that thanks, answers each theme, apologises and says what is next', () => {
    expect(checkDraft(good, complaint)).toEqual({ ok: true, problems: [] });
  });

  it('rejects a promise of a refund or compensation', () => {
    expect(rules(`${good} We will refund your meal.`)).toEqual(['refundPromise']);
    expect(rules(`${good} Your next pizza is on us.`)).toEqual(['refundPromise']);
    expect(rules(`${good} We'd like to offer you a discount.`)).toEqual(['refundPromise']);
    expect(rules(`${good} We will compensate you.`)).toEqual(['refundPromise']);
  });

  it('rejects an admission of legal fault', () => {
    expect(rules(`${good} It was entirely our fault.`)).toEqual(['faultAdmission']);
    expect(rules(`${good} We accept full responsibility for the damage.`)).toEqual(['faultAdmission']);
    expect(rules(`${good} Our staff were negligent.`)).toEqual(['faultAdmission']);
  });

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

  it('asks for thanks, an apology and a next step after a complaint, and an answer to each theme', () => {
    expect(rules('Hi Sam, we have read your review about the wait and our team.')).toEqual([
      'noThanks',
      'noApology',
      'noNextStep',
    ]);
    expect(rules("Hi Sam, thank you. We're sorry about the wait.")).toEqual([
      'themeNotAnswered',
      'noNextStep',
    ]);
  });

  it('asks for no apology after praise', () => {
    const praise: DraftContext = { ...complaint, rating: 5, themes: [{ theme: 'staff', tone: 'praise' }] };
    expect(rules('Thank you so much, Sam! Our team loved having you.', praise)).toEqual([]);
  });

  it('rejects placeholders left unfilled, a reply in another language, and an empty one', () => {
    expect(rules(good.replace('Hi Sam', 'Hi [Customer Name]'))).toEqual(['placeholder']);
    expect(rules(good.replace('Hi Sam', 'Hi {firstName}'))).toEqual(['placeholder']);
    const praise: DraftContext = { ...complaint, rating: 5, themes: [] };
    expect(
      rules(
        'Vielen Dank für Ihre freundliche Bewertung, wir freuen uns sehr über Ihren Besuch bei uns.',
        praise,
      ),
    ).toEqual(['noThanks', 'wrongLanguage']);
    expect(rules('   ')).toEqual(['empty']);
  });
});
