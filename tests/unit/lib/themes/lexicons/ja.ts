/**
 * The Japanese lexicon: its labelled sentences (written with it, so they check it rather than
 * measure it), and the reading of a language written without spaces: negative forms, the clause a
 * 、 starts, and quotes as written.
 */
import { LABELLED_JA } from '../labelled-ja';
import type { LexiconCases } from '../lexicon-cases';

export const cases: LexiconCases = {
  tags: ['ja', 'ja-JP'],
  labelled: LABELLED_JA,
  least: { precision: 0.85, recall: 0.85, noTheme: 4 },
  own: '受付の方の態度が冷たかったです。',
  readings: {
    'takes a negative form whole: "良くなかった" is a complaint, "痛くなかった" praise': [
      ['接客が良くなかったです。', [{ theme: 'staff', tone: 'complaint', quote: '接客が良くなかったです' }]],
      ['清潔ではなかった。', 'cleanliness-'],
      ['思ったより痛くなかったです。', 'comfort+'],
    ],
    'gives each clause of a sentence its own tone, a 、 starting the next one, and quotes it as written': [
      [
        '料理は美味しかったが、値段が高い。',
        [
          { theme: 'quality', tone: 'praise', quote: '料理は美味しかったが' },
          { theme: 'price', tone: 'complaint', quote: '値段が高い' },
        ],
      ],
    ],
    'finds nothing in phrases that only hold a theme word ("待ち合わせ")': [
      ['駅で待ち合わせをしてから行きました。', ''],
    ],
  },
};
