/**
 * The Japanese phrasebook of composed replies and of the rules every draft is checked by: an
 * owner's polite です/ます answer to a customer. Japanese word order puts a theme sentence's
 * feeling last, so the leads here follow their clause (theme-phrases.ts): "長らくお待たせして
 * しまったこと" + "を心よりお詫び申し上げます" + "。". Sentences are joined without spaces, as
 * Japanese is written. The greeting is the name the review gives with 様: a Japanese reviewer's
 * first word is usually the family name, which is how an owner addresses a customer.
 */
import type { Phrasebook } from '../phrasebook';
import { THEME_PHRASES } from './theme-phrases';

export const japanesePhrasebook: Phrasebook = {
  language: 'ja',
  greeting: {
    named: ['{firstName} 様', '{firstName} 様、こんにちは。', '{firstName} 様へ'],
    anonymous: ['お客様へ', 'ご投稿者様', 'お客様、こんにちは。'],
  },
  thanks: {
    high: [
      'このたびは{location}にすてきなクチコミをお寄せいただき、誠にありがとうございます。',
      '{location}をご利用いただき、ありがとうございます。',
      'お忙しいなか、{location}のクチコミを書いてくださり、ありがとうございます。',
    ],
    mixed: [
      '{location}について率直なご意見をお寄せいただき、ありがとうございます。',
      '{location}でのご様子をお知らせいただき、ありがとうございます。',
      '{location}の良かった点も至らなかった点もお伝えいただき、ありがとうございます。',
    ],
    low: [
      '{location}へのご来店について、お知らせいただきありがとうございます。',
      'お時間を割いて{location}にご意見をお寄せいただき、ありがとうございます。',
      '{location}への率直なクチコミをありがとうございます。',
    ],
  },
  praiseLead: {
    high: [
      'を大変うれしく思います',
      'を伺い、スタッフ一同とても喜んでおります',
      'は、私どもにとって何よりの励みです',
    ],
    mixed: ['をうれしく思います', 'を伺い、ほっとしております', 'は、私どもの励みになります'],
    low: [
      'だけでも、お伝えいただきうれしく思います',
      'を伺えたのは、せめてもの救いです',
      'をお知らせいただき、感謝いたします',
    ],
  },
  complaintLead: {
    high: [
      '、申し訳ございませんでした',
      'をお詫び申し上げます',
      'につきましては、大変申し訳なく思っております',
    ],
    mixed: ['、申し訳ございませんでした', 'を深くお詫び申し上げます', 'を伺い、大変申し訳なく思っております'],
    low: [
      '、誠に申し訳ございませんでした',
      'を心よりお詫び申し上げます',
      'につきまして、深くお詫び申し上げます',
    ],
  },
  sentence: (lead, clause) => `${clause}${lead}。`,
  sentenceGap: '',
  neutral: [
    '{names}についてもお書き添えいただき、ありがとうございます。',
    '{names}についてのご意見も、ありがとうございます。',
  ],
  alsoPraise: [
    '{names}についても温かいお言葉をいただき、うれしく思います。',
    '{names}についてもお褒めいただき、ありがとうございます。',
  ],
  alsoComplaint: [
    '{names}についてもご不便をおかけし、申し訳ございません。現在、確認を進めております。',
    '{names}の点につきましても、お詫び申し上げます。改善に向けて見直しております。',
  ],
  apology: [
    'ご期待に沿えず、誠に申し訳ございません。',
    'ご不快な思いをおかけし、大変申し訳ございません。',
    'このたびの件、心よりお詫び申し上げます。',
  ],
  next: [
    'いただいたご意見は、スタッフ全員で共有いたしました。',
    'ご来店時の状況を、スタッフとともに確認しております。',
    'いただいたクチコミは店長に伝え、現在確認を進めております。',
  ],
  contact: [
    'お手数ですが、{location}まで直接ご連絡いただけますでしょうか。詳しくお話を伺えればと存じます。',
    'よろしければ{location}まで一度ご連絡ください。詳しいお話をお聞かせいただければと存じます。',
    '{location}までご連絡いただければ、その後のご相談に対応させていただきます。',
  ],
  closing: {
    high: [
      'またのご来店を心よりお待ちしております。',
      'またお会いできる日を楽しみにしております。',
      'これからもどうぞよろしくお願いいたします。',
    ],
    mixed: [
      '次回はさらにご満足いただけるよう、精一杯努めてまいります。',
      '次のご来店が、より良いひとときとなりますように。',
    ],
    low: [
      'もう一度、おもてなしの機会をいただけましたら幸いです。',
      'またお越しいただける日を、スタッフ一同お待ちしております。',
    ],
  },
  unnamed: {
    thanks: {
      high: [
        'このたびはすてきなクチコミをお寄せいただき、誠にありがとうございます。',
        'お忙しいなか、クチコミを書いてくださり、ありがとうございます。',
      ],
      mixed: [
        '率直なご意見をお寄せいただき、ありがとうございます。',
        'ご来店時のご様子をお知らせいただき、ありがとうございます。',
      ],
      low: [
        'ご来店について、お知らせいただきありがとうございます。',
        '率直なクチコミをありがとうございます。',
      ],
    },
    contact: [
      'お手数ですが、私どもまで直接ご連絡いただけますでしょうか。詳しくお話を伺えればと存じます。',
      'よろしければ一度ご連絡ください。詳しいお話をお聞かせいただければと存じます。',
    ],
  },
  themes: THEME_PHRASES,
  sample: {
    authorName: '佐藤 健',
    rating: 2,
    content:
      '予約の時間から40分も待たされ、尋ねたら受付の方の態度が冷たかったです。ピザ自体はとてもおいしかったです。',
    locationName: '石窯ピザ 本町店',
  },
  joinList: (items) =>
    items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join('、')}と${items[items.length - 1]}`,
  signOff: (name) => name,
  // Japanese has no spaces between words: these phrases match wherever they stand (draft-rules.ts).
  rules: {
    thanks: ['ありがとう', '感謝', 'お礼', '御礼'],
    apology: ['申し訳', 'お詫び', 'おわび', 'すみません', 'ごめんなさい', '失礼いたしました'],
    nextStep: [
      'ご連絡',
      'お問い合わせ',
      'お電話',
      'ご説明',
      'ご相談',
      '確認',
      '共有',
      '見直',
      '改善',
      '努め',
      '取り組',
      '徹底',
      '検討',
      '進めて',
      '話し合',
      '研修',
      '点検',
      '追加',
      '手配',
      'お話を伺',
      '伝えました',
      'お伝えしました',
      '申し伝え',
      '生かして',
    ],
    refund: [
      '返金',
      '払い戻',
      '払戻',
      '返品',
      '補償',
      '賠償',
      '弁償',
      '無料',
      '無償',
      'タダ',
      '割引',
      '値引',
      'クーポン',
      '商品券',
      'ギフト券',
      '金券',
      'お代は結構',
      'ご請求いたしません',
      '請求しません',
      'サービスさせていただきます',
    ],
    fault: [
      '過失',
      '落ち度',
      '法的責任',
      '責任を認め',
      '全責任',
      '責任を負',
      '当店の責任',
      '弊社の責任',
      '私どもの責任',
      '非を認め',
      '損害を与え',
      'けがをさせ',
      '怪我をさせ',
      '壊してしま',
      '破損させ',
      '医療過誤',
    ],
    // Particles and endings: a Japanese reply is full of them, wherever they stand (draft-rules.ts).
    common: ['の', 'に', 'は', 'を', 'が', 'て', 'で', 'と', 'も', 'た', 'し', 'ます', 'です', 'お', 'ご'],
  },
};
