/**
 * The Japanese lexicon (lib/themes/ja) against labelled Japanese sentences, and the reading of a
 * language written without spaces: negative forms, the clause a 、 starts, and quotes as written.
 */
import { describe, expect, it } from 'vitest';
import { japanese } from '@/lib/themes/ja/japanese';
import { canReadThemes, themesOf } from '@/lib/themes/read-themes';
import { THEMES } from '@/lib/themes/theme-ids';
import { LABELLED_JA } from './labelled-ja';
import { precision, recall, score, scoreTable } from './theme-scores';

const read = (text: string) => themesOf(text, 'ja').map(({ theme, tone, quote }) => ({ theme, tone, quote }));

describe('the Japanese theme lexicon', () => {
  it('reads ja and ja-JP reviews, for every theme', () => {
    expect(Object.keys(japanese.themes).sort()).toEqual([...THEMES].sort());
    expect(canReadThemes('ja')).toBe(true);
    expect(canReadThemes('ja-JP')).toBe(true);
  });

  it('finds each labelled theme with its tone: precision and recall of at least 0.85', () => {
    const scores = score(LABELLED_JA, 'ja');
    console.log(`Themes of ${LABELLED_JA.length} Japanese sentences:\n${scoreTable(scores)}`);
    expect(precision(scores.overall)).toBeGreaterThanOrEqual(0.85);
    expect(recall(scores.overall)).toBeGreaterThanOrEqual(0.85);
  });

  it('takes a negative form whole: "良くなかった" is a complaint, "痛くなかった" praise', () => {
    expect(read('接客が良くなかったです。')).toEqual([
      { theme: 'staff', tone: 'complaint', quote: '接客が良くなかったです' },
    ]);
    expect(read('清潔ではなかった。')[0]).toMatchObject({ theme: 'cleanliness', tone: 'complaint' });
    expect(read('思ったより痛くなかったです。')[0]).toMatchObject({ theme: 'comfort', tone: 'praise' });
  });

  it('gives each clause of a sentence its own tone, a 、 starting the next one, and quotes it as written', () => {
    expect(read('料理は美味しかったが、値段が高い。')).toEqual([
      { theme: 'quality', tone: 'praise', quote: '料理は美味しかったが' },
      { theme: 'price', tone: 'complaint', quote: '値段が高い' },
    ]);
  });

  it('finds nothing in phrases that only hold a theme word ("待ち合わせ") or in an English review', () => {
    expect(read('駅で待ち合わせをしてから行きました。')).toEqual([]);
    expect(read('The staff were rude.')).toEqual([]);
  });

  it('leaves English reading as it was: a Japanese review read as English raises nothing', () => {
    expect(themesOf('受付の方の態度が冷たかったです。', 'en')).toEqual([]);
  });
});
