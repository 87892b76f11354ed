/**
 * Japanese words of the themes of work done for a customer: its quality, booking it, being told
 * about it, and getting there. Food's taste is `quality`, as in the English lexicon.
 */
import { list, type ThemeWords } from '../lexicon';

export const quality: ThemeWords = {
  praise: list`美味し, おいし, 美味かった, うまかった, 絶品, 仕上がりがきれい,
    質が高, 上手, 期待以上`,
  complaint: list`美味しくな, おいしくな, まずい, まずかった, 不味, 質が悪, 質が低, 品質が悪, 仕上がりが悪,
    雑な仕上, 下手`,
  aspects: list`料理, 味が, 味は, 味も, 品質, 仕上がり, 食事, 商品, 品物, 質が, 質は, 質も, 腕`,
  neutral: false,
};

export const booking: ThemeWords = {
  praise: list`予約が取りやす, 予約しやす, 予約が簡単, 予約もスムーズ, 予約が取れ, すぐ予約でき, ネット予約,
    当日予約でき, 希望の時間に予約`,
  complaint: list`予約が取れな, 予約が取りにく, 予約できな, 予約が入っていな, 予約が通っていな, 予約ミス,
    ダブルブッキング, 予約を忘れ, 予約したのに, 予約の変更ができな, 予約がいっぱい, 満席で入れな`,
  aspects: list`予約, 予約システム, 空き状況`,
};

export const communication: ThemeWords = {
  praise: list`説明が丁寧, 説明がわかりやす, 説明が分かりやす, 丁寧に説明, 丁寧な説明, わかりやすく説明,
    分かりやすく説明, 詳しく説明, 連絡をくれ, 連絡をいただ, 連絡が早, 返信が早, 相談しやす, 話をよく聞,
    話を聞いてくれ`,
  complaint: list`説明がな, 説明不足, 説明もな, 説明がわかりにく, 説明が分かりにく, 連絡がな, 連絡もな,
    連絡が遅, 連絡が来な, 折り返しがな, 折り返しの連絡がな, 電話がつながらな, 電話に出な, 返信がな,
    話を聞いてくれな, 話を聞かな`,
  aspects: list`説明, 連絡, 電話, 返信, 折り返し, 相談`,
};

export const parking: ThemeWords = {
  praise: list`駐車場が広, 駐車場もあ, 駐車場があ, 駐車しやす, 停めやす, 駅から近, 駅近, 行きやす, 場所が分かりやす, 場所がわかりやす`,
  complaint: list`駐車場がな, 駐車場もな, 駐車場がありませ, 駐車場が狭, 駐車場が少な, 駐車しにく, 停めにく,
    停める場所がな, 場所が分かりにく, 場所がわかりにく, アクセスが悪, 駅から遠, 不便な場所`,
  aspects: list`駐車場, 駐車, 駐輪場, アクセス, 立地, 場所`,
};
