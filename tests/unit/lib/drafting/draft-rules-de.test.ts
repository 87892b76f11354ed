import { describe, expect, it } from 'vitest';
import { checkDraft, type DraftContext } from '@/lib/drafting/draft-rules';

/** The rules of a drafted reply (draft-rules.test.ts), with German's rule words. */
const complaint: DraftContext = {
  rating: 1,
  themes: [
    { theme: 'wait', tone: 'complaint' },
    { theme: 'staff', tone: 'complaint' },
  ],
  authorName: 'Jana Becker',
  language: 'de',
};
const good =
  'Hallo Jana! Danke, dass Sie uns von Ihrem Besuch berichten. Es tut uns leid, dass Sie so lange warten mussten und unser Team nicht so höflich war, wie wir es erwarten. Wir besprechen das mit dem Team. Bitte melden Sie sich bei uns, damit wir darüber sprechen können.';

const rules = (text: string, context = complaint) => checkDraft(text, context).problems.map((p) => p.rule);

describe('the rules of a drafted reply in German', () => {
  it('accepts a reply that thanks, answers each theme, apologises and says what is next', () => {
    expect(checkDraft(good, complaint)).toEqual({ ok: true, problems: [] });
  });

  it('rejects a promise of a refund or compensation', () => {
    expect(rules(`${good} Wir erstatten Ihnen das Essen.`)).toEqual(['refundPromise']);
    expect(rules(`${good} Die nächste Pizza geht aufs Haus.`)).toEqual(['refundPromise']);
    expect(rules(`${good} Gern schicken wir Ihnen einen Gutschein.`)).toEqual(['refundPromise']);
    expect(rules(`${good} Wir bieten Ihnen einen Rabatt an.`)).toEqual(['refundPromise']);
  });

  it('rejects an admission of legal fault, but not an apology', () => {
    expect(rules(`${good} Es war ganz allein unsere Schuld.`)).toEqual(['faultAdmission']);
    expect(rules(`${good} Wir übernehmen die volle Verantwortung für den Schaden.`)).toEqual([
      'faultAdmission',
    ]);
    expect(rules(`${good} Unser Personal hat fahrlässig gehandelt.`)).toEqual(['faultAdmission']);
    expect(rules(`${good} Bitte entschuldigen Sie die Umstände.`)).toEqual([]);
  });

  it('asks for thanks, an apology and a next step after a complaint, and an answer to each theme', () => {
    expect(rules('Hallo Jana, wir haben Ihre Bewertung über die Wartezeit und unser Team gelesen.')).toEqual([
      'noThanks',
      'noApology',
      'noNextStep',
    ]);
    expect(rules('Hallo Jana, danke. Die Wartezeit tut uns leid.')).toEqual([
      'themeNotAnswered',
      'noNextStep',
    ]);
  });

  it('rejects a reply in English as not German', () => {
    const praise: DraftContext = { ...complaint, rating: 5, themes: [] };
    expect(
      rules(
        'Thank you so much for the lovely review, we are so glad you enjoyed your visit with us.',
        praise,
      ),
    ).toEqual(['noThanks', 'wrongLanguage']);
  });
});
