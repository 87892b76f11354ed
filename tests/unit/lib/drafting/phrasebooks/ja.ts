/** Japanese drafts: a language written without spaces (phrasebook-cases.ts says the fields). */
import { mentionsOf } from '../../themes/theme-scores';
import type { PhrasebookCases } from '../phrasebook-cases';

/** Thanks alone, in the context of a 5★ review that raised no theme. */
const thanks = '田中 様\n\nクチコミをありがとうございます。';
const praised = { rating: 5, themes: [], authorName: undefined };

export const cases: PhrasebookCases = {
  review: {
    reviewId: '8107',
    rating: 1,
    content: '1時間も待たされたうえに、店員さんの態度が失礼でした。',
    firstName: '田中',
    locationName: '石窯ピザ 本町店',
    language: 'ja',
  },
  alsoReads: ['40分も待たされ、受付の方の態度が冷たかったです。'],
  surname: '花子',
  regionalTag: 'ja-JP',
  // The reviewer is named with 様.
  greeting: /^田中 様/,
  apology: /申し訳|お詫び/,
  // Japanese is written without spaces between sentences, and ends them with 。
  never: [/。 /, /\./],
  stop: '。',
  texts: { themed: 'クチコミの本文です。', noTheme: { content: 'ひどい体験でした。', themes: [] } },
  // 90 words are some 225 characters; the themes named together are "A と B について".
  listJoin: /と[^、。]+について/,
  saved: {
    replies: [
      '田中 様、温かいお言葉をありがとうございます。またのご来店を心よりお待ちしております。',
      '田中 様、このたびはご不便をおかけし、申し訳ございません。改善のため、ぜひ一度ご連絡いただけますでしょうか。',
    ],
    praise: { themes: mentionsOf('staff+') },
    signOff: '店主 佐藤',
    praiseLast: 'またのご来店を心よりお待ちしております。',
    signed: '\n\n店主 佐藤',
    complaintLast: '改善のため、ぜひ一度ご連絡いただけますでしょうか。',
    contact: /ご連絡/g,
  },
  // Every lead follows its clause, carrying the particle that ties them; every clause is a こと phrase.
  grammar: {
    leads: /^(?:を|は|だけでも|につき|、)/,
    clauses: /こと$/,
    sentence: [
      'をお詫び申し上げます',
      '長らくお待たせしてしまったこと',
      '長らくお待たせしてしまったことをお詫び申し上げます。',
    ],
  },
  english: /[A-Za-z]/,
  mixed: [
    {
      reviewId: 'ja-1',
      rating: 1,
      themes: mentionsOf('wait- price- cleanliness- parking-'),
      signOff: '店主 佐藤',
    },
    {
      reviewId: 'ja-3',
      rating: 3,
      themes: mentionsOf('quality+ wait- atmosphere='),
      signOff: '店主 佐藤',
    },
    {
      reviewId: 'ja-5',
      rating: 5,
      themes: mentionsOf('staff+ freshness+ atmosphere+ portion+'),
      signOff: '店主 佐藤',
    },
  ],
  rules: {
    rows: [
      {
        text: `${thanks}次回のお代金は全額返金いたします。`,
        has: [{ rule: 'refundPromise', phrase: '返金' }],
        context: praised,
      },
      {
        text: `${thanks}今回の件は当店の過失です。`,
        has: [{ rule: 'faultAdmission', phrase: '過失' }],
        context: praised,
      },
      {
        text: 'Thank you so much for the lovely review, we are glad you enjoyed the visit with us.',
        has: [{ rule: 'wrongLanguage' }],
        context: praised,
      },
    ],
  },
};
