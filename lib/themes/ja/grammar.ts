/**
 * How Japanese reviews split and negate, and the opinions that belong to no theme. Japanese is
 * written without spaces (Grammar.unspaced): phrases are matched as they stand, and since a
 * negation follows its verb ("良くなかった"), the negative forms are phrases of their own, longer
 * than the positive ones, so the longest match at a place takes the negation with it.
 */
import { type Grammar, type Lexicon, list } from '../lexicon';

export const grammar: Grammar = {
  unspaced: true,
  negators: [],
  absences: [],
  negationReach: 0,
  negationStops: [],
  // Phrases holding a theme's word that say nothing of it: meeting up, looking forward.
  idioms: list`待ち合わせ, 待ちきれ, 待ち遠し, 楽しみに待, 心待ち, 意味, 趣味, 興味`,
  contractions: {},
  contractionEndings: [],
  abbreviations: [],
  contrasts: [],
  joiners: [],
  subjects: [],
};

export const opinions: Lexicon['opinions'] = {
  praise: list`良い, 良く, 良かった, よい, よかった, いい, 最高, 素晴らし, すばらし, 満足, 大満足, 感動, 完璧,
    素敵, すてき, 嬉し, うれし, 楽し, 気持ちよ, 気持ち良, 安心, おすすめ, お勧め, オススメ, 好き, 大好き,
    丁寧, 文句な, 不満はな, 不満もな, 問題な, 悪くな, 申し分な, 言うことな, ありがた, 助かり, 助かっ,
    さすが, 感激, 見事, 抜群`,
  complaint: list`悪い, 悪かった, 悪く, 悪くなっ, 最悪, 最低, ひどい, ひどかった, ひどく, 酷い, 酷かった, 残念,
    不満, がっかり, 期待外れ, 期待はずれ, 二度と行かな, 二度と行き, 二度と来, 不快, 不愉快, 微妙,
    いまいち, イマイチ, 良くな, よくな, いまひとつ, 満足できな, 満足しな, 嫌な, 困り, 困っ, 腹が立,
    ありえな, あり得な, 論外, 楽しみにしていたのに, 残念な`,
};
