/**
 * Japanese review sentences for the Japanese lexicon, labelled by hand as labelled-a.ts says
 * (`+` praise, `-` complaint, `=` mentioned without a verdict), across the emulator's kinds of
 * business, with negative forms, mixed tones and sentences that raise no theme. Written with the
 * lexicon, so they check it rather than measure it on unseen text.
 */
import type { LabelledSentence } from './labelled-a';

export const LABELLED_JA: readonly LabelledSentence[] = [
  ['dental', '先生が丁寧に説明してくれて、痛くなかったです。', 'communication+ comfort+'],
  ['dental', '予約の時間から40分も待たされました。', 'wait-'],
  ['dental', '受付の方の態度が冷たかったです。', 'staff-'],
  ['dental', '治療中はずっと痛くて怖かったです。', 'comfort-'],
  ['dental', '院内はとても清潔で、安心して通えます。', 'cleanliness+ comfort+'],
  ['cafe', 'スタッフの皆さんがとても親切でした。', 'staff+'],
  ['cafe', '雰囲気が良く、静かで落ち着けるお店です。', 'atmosphere+'],
  ['cafe', '店内がうるさくて、ゆっくりできませんでした。', 'atmosphere-'],
  ['cafe', 'ケーキは美味しかったけど、値段が高い。', 'quality+ price-'],
  ['cafe', '友人とランチに行きました。', ''],
  ['auto', '修理をお願いしたら、一日で直してくれました。', 'repair+'],
  ['auto', '一週間後にまた壊れて、直っていないことがわかりました。', 'repair-'],
  ['auto', '見積もりになかった追加料金を請求されました。', 'price-'],
  ['auto', '無理に勧めない誠実なお店です。', 'honesty+'],
  ['auto', '駐車場が広くて停めやすいです。', 'parking+'],
  ['salon', '担当の美容師さんが上手で、仕上がりに大満足です。', 'quality+'],
  ['salon', '予約が取りにくいのが残念です。', 'booking-'],
  ['salon', 'ネット予約ができて便利でした。', 'booking+'],
  ['salon', 'トイレが汚くて、清潔感がなかったです。', 'cleanliness-'],
  ['vet', '獣医の先生がとても優しく、うちの子も落ち着いていました。', 'staff+ comfort+'],
  ['vet', '説明不足で、何の治療をしたのかわかりませんでした。', 'communication-'],
  ['vet', '電話がつながらないことが多いです。', 'communication-'],
  ['vet', '先週、犬の予防接種で伺いました。', ''],
  ['bakery', '焼きたてのパンがいつも並んでいて、最高です。', 'freshness+'],
  ['bakery', 'パンが古くてパサパサでした。', 'freshness-'],
  ['bakery', 'リーズナブルでお得です。', 'price+'],
  ['bakery', '店員さんが無愛想でした。', 'staff-'],
  ['fitness', 'ジムの設備は古いけど、会費が安いので続けています。', 'equipment- membership+'],
  ['fitness', 'マシンが充実していて、空いている時間はすぐ使えます。', 'equipment+'],
  ['fitness', '解約しにくく、自動更新の説明もなかったです。', 'membership- communication-'],
  ['fitness', 'トレーナーの方が親身に相談に乗ってくれます。', ''],
  ['fitness', 'シャワーが故障中のままです。', 'equipment-'],
  ['pizzeria', 'ピザはとても美味しかったです。', 'quality+'],
  ['pizzeria', '配達が遅く、料理が冷めていました。', 'delivery-'],
  ['pizzeria', '量も多くてお腹いっぱいになりました。', 'portion+'],
  ['pizzeria', '量が少なくて物足りなかったです。', 'portion-'],
  ['pizzeria', '接客が良くなかったです。', 'staff-'],
  ['pizzeria', '料理は美味しかったが、駐車場がないのが不便です。', 'quality+ parking-'],
  ['pizzeria', '注文を間違えられ、かなり待たされました。', 'staff- wait-'],
  ['pizzeria', '家族の誕生日に利用しました。', ''],
];
