import { describe, expect, it } from 'vitest';
import { composeDraft, type DraftRequest } from '@/lib/drafting/compose-draft';
import { checkDraft, wordCount } from '@/lib/drafting/draft-rules';
import { japanesePhrasebook as book } from '@/lib/drafting/ja/japanese-phrasebook';
import { THEME_PHRASES } from '@/lib/drafting/ja/theme-phrases';
import { ratingBand } from '@/lib/drafting/phrasebook';
import { phrasebookFor } from '@/lib/drafting/phrasebooks';
import { THEMES, type ThemeId } from '@/lib/themes/theme-ids';

const review = (overrides: Partial<DraftRequest> = {}): DraftRequest => ({
  reviewId: '8107',
  rating: 1,
  content: '1時間も待たされたうえに、店員さんの態度が失礼でした。',
  themes: [
    { theme: 'wait', tone: 'complaint' },
    { theme: 'staff', tone: 'complaint' },
  ],
  firstName: '田中',
  locationName: '石窯ピザ 本町店',
  language: 'ja',
  ...overrides,
});

const rulesOf = (request: DraftRequest, text: string) =>
  checkDraft(text, {
    rating: request.rating,
    themes: request.themes ?? [],
    authorName: `${request.firstName ?? ''} 花子`,
    language: 'ja',
  });

const LATIN = /[A-Za-z]/;

describe('composed drafts in Japanese', () => {
  it('is the phrasebook for ja and ja-JP', () => {
    expect(phrasebookFor('ja')).toBe(book);
    expect(phrasebookFor('ja-JP')).toBe(book);
  });

  it('names the reviewer with 様 and the location, answers the wait and the rude staff, apologises and says what happens next', () => {
    const request = review();
    const { text, answers, language } = composeDraft(request);
    expect(language).toBe('ja');
    expect(text.split('\n')[0]).toMatch(/^田中 様/);
    expect(text).toContain('石窯ピザ 本町店');
    expect(answers).toEqual([
      { theme: 'wait', tone: 'complaint' },
      { theme: 'staff', tone: 'complaint' },
    ]);
    expect(text).toMatch(/申し訳|お詫び/);
    // Japanese is written without spaces between sentences, and ends them with 。
    expect(text.split('\n\n')[1]).not.toMatch(/。 /);
    expect(text).not.toContain('.');
    expect(rulesOf(request, text)).toEqual({ ok: true, problems: [] });
  });

  it('reads the themes of a Japanese review itself (lib/themes/ja) and answers them', () => {
    const request = review({
      themes: undefined,
      content: '40分も待たされ、受付の方の態度が冷たかったです。',
    });
    const { text, answers } = composeDraft(request);
    expect(answers).toEqual([
      { theme: 'wait', tone: 'complaint' },
      { theme: 'staff', tone: 'complaint' },
    ]);
    expect(THEME_PHRASES.wait.complaint.some((clause) => text.includes(clause))).toBe(true);
    expect(rulesOf({ ...request, themes: answers }, text)).toEqual({ ok: true, problems: [] });
  });

  it('is the same draft for the same review, and not one fixed text across reviews', () => {
    expect(composeDraft(review()).text).toBe(composeDraft(review()).text);
    const texts = new Set(
      Array.from({ length: 12 }, (_, i) => composeDraft(review({ reviewId: String(9000 + i) })).text),
    );
    expect(texts.size).toBeGreaterThanOrEqual(6);
  });

  const cases = THEMES.flatMap((theme) =>
    (['praise', 'complaint'] as const).flatMap((tone) =>
      [1, 3, 5].map((rating) => ({ theme, tone, rating })),
    ),
  );
  it.each(cases)('answers $theme ($tone) at $rating★ within the rules', ({ theme, tone, rating }) => {
    const request = review({ rating, themes: [{ theme, tone }], content: 'クチコミの本文です。' });
    const { text } = composeDraft(request);
    const phrases = THEME_PHRASES[theme as ThemeId][tone];
    expect(phrases.some((phrase) => text.includes(phrase))).toBe(true);
    expect(text).toContain('田中');
    expect(text).toContain('石窯ピザ 本町店');
    expect(wordCount(text)).toBeLessThanOrEqual(90);
    expect(rulesOf(request, text)).toEqual({ ok: true, problems: [] });
  });

  it('puts every lead after its clause, and every clause is a こと phrase a lead can follow', () => {
    // The lead carries the particle that ties it to the clause (を, は, だけでも, につき, or a comma).
    const joins = /^(?:を|は|だけでも|につき|、)/;
    const leads = [...Object.values(book.praiseLead), ...Object.values(book.complaintLead)].flat();
    expect(leads.filter((lead) => !joins.test(lead))).toEqual([]);
    const clauses = Object.values(THEME_PHRASES).flatMap((phrases) => [
      ...phrases.praise,
      ...phrases.complaint,
    ]);
    expect(clauses.filter((clause) => !clause.endsWith('こと'))).toEqual([]);
    expect(book.sentence?.('をお詫び申し上げます', '長らくお待たせしてしまったこと')).toBe(
      '長らくお待たせしてしまったことをお詫び申し上げます。',
    );
  });

  it('varies by rating: the thanks of a 5★ review is not that of a 1★ one', () => {
    const praise = [{ theme: 'staff', tone: 'praise' }] as const;
    const five = composeDraft(review({ rating: 5, themes: praise })).text.split('\n\n')[1];
    const one = composeDraft(review({ rating: 1, themes: praise })).text.split('\n\n')[1];
    expect(five.split('。')[0]).not.toBe(one.split('。')[0]);
    expect(book.thanks[ratingBand(5)]).toContain(
      five.split('。')[0].replace('石窯ピザ 本町店', '{location}').concat('。'),
    );
  });

  it('answers every theme of a long review within 90 words (some 225 characters), naming the ones without a sentence of their own', () => {
    const themes = THEMES.slice(0, 8).map((theme) => ({ theme, tone: 'praise' as const }));
    const request = review({ rating: 5, themes });
    const { text } = composeDraft(request);
    expect(wordCount(text)).toBeLessThanOrEqual(90);
    expect(text).toMatch(/と[^、。]+について/);
    expect(rulesOf(request, text)).toEqual({ ok: true, problems: [] });
  });

  it('apologises and says what happens next for a 1★ review that raised no theme', () => {
    const request = review({ themes: [], content: 'ひどい体験でした。' });
    const { text, answers } = composeDraft(request);
    expect(answers).toEqual([]);
    expect(rulesOf(request, text)).toEqual({ ok: true, problems: [] });
  });

  it('closes with the last sentence of a fitting saved reply, and signs off', () => {
    const savedReplies = [
      '田中 様、温かいお言葉をありがとうございます。またのご来店を心よりお待ちしております。',
      '田中 様、このたびはご不便をおかけし、申し訳ございません。改善のため、ぜひ一度ご連絡いただけますでしょうか。',
    ];
    const praise = composeDraft(
      review({ rating: 5, themes: [{ theme: 'staff', tone: 'praise' }], savedReplies, signOff: '店主 佐藤' }),
    ).text;
    expect(praise).toContain('またのご来店を心よりお待ちしております。');
    expect(praise.endsWith('\n\n店主 佐藤')).toBe(true);
    const complaint = composeDraft(review({ savedReplies })).text;
    expect(complaint).toContain('改善のため、ぜひ一度ご連絡いただけますでしょうか。');
    expect(complaint).not.toContain('またのご来店を心よりお待ちしております。');
    // Their invitation to get in touch stands for the draft's own: one, not two.
    expect(complaint.match(/ご連絡/g)).toHaveLength(1);
  });

  it('greets an anonymous reviewer without a name', () => {
    const { text } = composeDraft(review({ firstName: '' }));
    expect(book.greeting.anonymous).toContain(text.split('\n')[0]);
  });

  it('refuses a Japanese draft that promises money back or admits fault, and one in English', () => {
    const context = { rating: 5, themes: [], language: 'ja' };
    const base = '田中 様\n\nクチコミをありがとうございます。';
    expect(checkDraft(`${base}次回のお代金は全額返金いたします。`, context).problems).toContainEqual({
      rule: 'refundPromise',
      phrase: '返金',
    });
    expect(checkDraft(`${base}今回の件は当店の過失です。`, context).problems).toContainEqual({
      rule: 'faultAdmission',
      phrase: '過失',
    });
    const english = 'Thank you so much for the lovely review, we are glad you enjoyed the visit with us.';
    expect(checkDraft(english, context).problems).toContainEqual({ rule: 'wrongLanguage' });
  });

  it.each([1, 3, 5])('composes a %i★ review with themes and prints nothing English', (rating) => {
    const themes =
      rating === 1
        ? ([
            { theme: 'wait', tone: 'complaint' },
            { theme: 'price', tone: 'complaint' },
            { theme: 'cleanliness', tone: 'complaint' },
            { theme: 'parking', tone: 'complaint' },
          ] as const)
        : rating === 3
          ? ([
              { theme: 'quality', tone: 'praise' },
              { theme: 'wait', tone: 'complaint' },
              { theme: 'atmosphere', tone: 'neutral' },
            ] as const)
          : ([
              { theme: 'staff', tone: 'praise' },
              { theme: 'freshness', tone: 'praise' },
              { theme: 'atmosphere', tone: 'praise' },
              { theme: 'portion', tone: 'praise' },
            ] as const);
    const request = review({ reviewId: `ja-${rating}`, rating, themes: [...themes], signOff: '店主 佐藤' });
    const { text } = composeDraft(request);
    console.info(`${rating}★:\n${text}\n`);
    expect(text).not.toMatch(LATIN);
    expect(rulesOf(request, text)).toEqual({ ok: true, problems: [] });
  });
});
