/**
 * Japanese words of the themes every business has, as reviews on Google マップ write them. The
 * conventions of the English lexicon hold: the speed of being served is `wait` (a delivery's is
 * `delivery`); a wrong order is `staff`; explaining and calling back are `communication`.
 */
import { list, type ThemeWords } from '../lexicon';

export const wait: ThemeWords = {
  praise: list`すぐに案内, すぐ案内, 待たずに, 待たされずに, 待ち時間なく, 待ち時間もなく, 待ち時間が短,
    早く案内, 時間通り, 時間どおり, 予定通り, 予定どおり, スムーズ, 手際, 迅速, 提供が早, 出てくるのが早,
    待つことなく`,
  complaint: list`待たされ, 待たせ, 長時間待, 長く待, 待ち時間が長, 待ち時間の長, 遅かった, 遅すぎ,
    時間がかか, 時間かか, なかなか来な, 予約したのに待, 提供が遅, 出てくるのが遅, 分待, 分も待, 時間待ち,
    時間も待, 待ちくたびれ`,
  aspects: list`待ち時間, 待ち, 提供時間, 行列`,
  cues: { praise: list`短かった, 短い, 短く`, complaint: list`長かった, 長い, 長く, 遅い` },
};

export const staff: ThemeWords = {
  praise: list`親切, 丁寧な対応, 丁寧に対応, 感じが良, 感じの良, 感じがよ, 感じのよ, 笑顔, 気配り, 心配り, 優し, やさし, 温かい対応, フレンドリー, 礼儀正し, 接客が素晴らし, 神対応, おもてなし`,
  complaint: list`失礼, 無愛想, 不愛想, 愛想が悪, 愛想がな, 態度が悪, 態度が最悪, 横柄, 不親切, 感じが悪,
    感じの悪, 対応が冷た, 態度が冷た, 冷たい対応, 冷たい態度, 無視, 雑な対応, 対応が雑, 上から目線,
    注文を間違, 注文間違, 忘れられ, 高圧的, やる気がな, 人手不足, 接客が悪, 感じが良くな, 感じがよくな, 感じの良くな`,
  aspects: list`店員, スタッフ, 従業員, 接客, 対応, 態度, 受付, 店長, オーナー, 先生, 医師, 看護師, 獣医,
    トレーナー, 美容師, 整備士, 担当, 店主, 大将, 女将, 板前, シェフ, 衛生士, 店員さん, 愛想`,
  neutral: false,
};

export const cleanliness: ThemeWords = {
  praise: list`清潔, きれい, 綺麗, キレイ, 掃除が行き届, 清掃が行き届, ピカピカ, ぴかぴか, 衛生的, 清潔感`,
  complaint: list`汚, きたな, 不潔, 清潔感がな, 清潔ではな, 清潔じゃな, きれいではな, 綺麗ではな,
    きれいじゃな, 綺麗じゃな, 掃除されていな, 掃除されてな, ほこり, 埃, ゴミ, ごみ, 虫が, カビ, 臭い,
    においがひど, 匂いがひど, ベタベタ, べたべた`,
  aspects: list`トイレ, 掃除, 清掃, 衛生, 床, テーブル, 洗面所`,
};

export const price: ThemeWords = {
  praise: list`リーズナブル, 手頃, お手頃, コスパ最高, お得, 良心的,
    値段以上, 価格以上, 納得の価格, 適正価格, 明朗会計`,
  complaint: list`割高, 高額, ぼったくり, コスパが悪, コスパ悪, 値段の割に, 値段のわりに, 価格の割に,
    料金の割に, 見合わな, 追加料金`,
  aspects: list`値段, 価格, 料金, 会計, 費用, コスパ, 代金, 金額, 価格設定`,
  cues: {
    praise: list`安い, 安かった, 安く, 安め`,
    complaint: list`高い, 高かった, 高すぎ, 高め, 安くな`,
  },
};
