/**
 * Japanese words of the themes of one kind of business or another (theme-ids.ts › KIND_THEMES):
 * a clinic's comfort, a garage's honesty and repairs, a restaurant's atmosphere, portions,
 * delivery and freshness, a gym's equipment and membership.
 */
import { list, type ThemeWords } from '../lexicon';

export const comfort: ThemeWords = {
  praise: list`快適, リラックス, 落ち着い, 痛くな, 痛みもな, 痛みがな, 安心でき, 安心して, 怖くな, 緊張せず`,
  complaint: list`痛かった, 痛い, 痛みが, 不安, 怖かった, 怖い, 寒かった, 暑かった, 寒い, 暑い, 窮屈`,
  aspects: list`待合室, 椅子, 施術, 治療, 室温, 空調, ベッド, 座席, 座り心地`,
};

export const honesty: ThemeWords = {
  praise: list`正直, 誠実, 信頼でき, 信用でき, 押し売りがな, 押し売りもな, 無理に勧めな, 勧めてこな, 隠さず`,
  complaint: list`不誠実, 嘘, うそ, 騙さ, だまさ, 押し売り, 無理に勧め, 勧誘がしつこ, しつこい勧誘,
    勝手に, 聞いていない料金, 聞いてない料金, 信用できな, 信頼できな, 詐欺`,
  aspects: list`見積, 請求, 信頼`,
};

export const repair: ThemeWords = {
  praise: list`直った, 直りました, 直してくれ, 直して頂, 直していただ, 修理してくれ, 解決し`,
  complaint: list`直っていな, 直らな, 直ってな, 再発, また壊れ, すぐ壊れ, 修理できな, 解決しな, 直らず,
    不具合が続`,
  aspects: list`修理, 修繕, 整備, 点検, 車検, 故障, 不具合`,
};

export const atmosphere: ThemeWords = {
  praise: list`おしゃれ, オシャレ, お洒落,
    落ち着いた雰囲気, 落ち着け, 静か, 素敵な空間`,
  complaint: list`うるさ, 騒がし, 騒々し, 落ち着かな, 暗すぎ, 音楽が大き`,
  aspects: list`雰囲気, 店内, 内装, 空間, 音楽, 照明, インテリア, 居心地`,
};

export const portion: ThemeWords = {
  praise: list`ボリューム満点, ボリュームがあ, ボリュームたっぷり, 量が多, 量も多, たっぷり, お腹いっぱい,
    おなかいっぱい, 満腹, 大盛`,
  complaint: list`量が少な, 量も少な, 少なすぎ, ボリュームがな, 物足りな, 小さすぎ`,
  aspects: list`量が, 量は, 量も, ボリューム, 盛り, 一人前`,
};

export const delivery: ThemeWords = {
  praise: list`配達が早, 届くのが早, すぐ届, すぐに届, 早く届, 時間通りに届, 丁寧な梱包, 梱包が丁寧, 温かいまま`,
  complaint: list`配達が遅, 届くのが遅, 届かな, 届いていな, 遅れて届, 冷めて, 入っていなかった,
    入ってなかった, 梱包が雑, こぼれ`,
  aspects: list`配達, 配送, 出前, デリバリー, 宅配, 梱包, 配達員, お届け`,
};

export const freshness: ThemeWords = {
  praise: list`新鮮, 鮮度が高, 採れたて, とれたて, 獲れたて, 焼きたて, 揚げたて, できたて,
    出来たて, 作りたて, みずみずし, 瑞々し`,
  complaint: list`鮮度が落, 新鮮ではな, 新鮮じゃな, 傷んで, 腐って, 期限切れ, しなしな, 作り置き,
    パサパサ, ぱさぱさ, 生臭`,
  aspects: list`鮮度, 素材, 食材, ネタ, 野菜, 刺身`,
  cues: { complaint: list`古い, 古かった` },
};

export const equipment: ThemeWords = {
  praise: list`設備が整, 設備も整, 設備が充実, 設備が新し, 最新の設備, 最新の機器, 機械が新し, マシンが充実,
    器具が充実`,
  complaint: list`故障中, 壊れてい, 壊れたまま, 使えな, 設備が古, 機械が古, 器具が古, 動かな`,
  aspects: list`設備, 機器, 機械, マシン, 器具, 施設, シャワー, ロッカー, 更衣室, エアコン`,
  cues: { complaint: list`古い, 古かった` },
};

export const membership: ThemeWords = {
  praise: list`会費が安, 月会費が安, 入会金無料, 入会金なし, 入会しやす, 退会が簡単, 解約が簡単, 会員特典,
    特典が充実`,
  complaint: list`解約できな, 退会できな, 解約しにく, 退会しにく, 解約が面倒, 退会が面倒, 自動更新, 会費が高,
    入会金が高, 違約金, 解約金`,
  aspects: list`会員, 会費, 月会費, 入会, 入会金, 退会, 解約, 契約, プラン, 会員制`,
};
