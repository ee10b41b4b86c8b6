from common import *

SYNONYMS = [
    ["有休", "有給", "年休", "年次有給休暇", "有給休暇"],
    ["バイト", "アルバイト"],
    ["パート", "パートタイマー"],
    ["社割", "社員割引", "従業員割引"],
    ["まかない", "従業員食事", "賄い"],
    ["制服", "ユニフォーム"],
    ["クレーム", "苦情"],
    ["カスハラ", "カスタマーハラスメント", "迷惑行為"],
    ["チャリ", "自転車"],
    ["マイカー", "自家用車", "車通勤"],
    ["エリマネ", "エリアマネージャー"],
    ["ヘルプ", "応援", "店舗間ヘルプ勤務"],
    ["忌引き", "慶弔休暇"],
    ["検便", "便検査"],
    ["レジ差異", "レジ違算", "過不足"],
    ["釣り銭", "釣銭準備金"],
    ["ドタキャン", "不来店", "無断キャンセル"],
    ["ワンオペ", "1名での勤務"],
    ["ことぶき苑", "焼肉ことぶき苑"],
    ["ことり", "カフェことり"],
    ["深夜手当", "深夜勤務手当", "深夜割増賃金"],
    ["研修", "トレーニング"],
]

import common
common._cur["doc"] = "OOD"
U("z1", "近くの駐車場で一番安いところはどこですか？", "out-of-domain", topic=False, notes="社内規程の範囲外。")
U("z2", "What's the weather forecast for Saitama tomorrow?", "out-of-domain", topic=False, style="english",
  notes="社内規程の範囲外。")
U("z3", "唐揚げをカリッと揚げるコツを教えて", "out-of-domain", topic=False, style="casual", notes="調理のコツは規程の範囲外。")
U("z4", "新宿で美味しいラーメン屋さんを教えてください。", "out-of-domain", topic=False, notes="社内規程の範囲外。")
U("z5", "ふるさと納税の上限額ってどうやって計算するの？", "out-of-domain", topic=False, style="casual", notes="個人の税務は範囲外。")
U("z6", "How do I convert grams to ounces?", "out-of-domain", topic=False, style="english", notes="社内規程の範囲外。")
U("z7", "ことぶきフードサービスの株価って今いくら？", "out-of-domain", topic=False, style="casual", notes="社内規程の範囲外。")
U("z8", "食品衛生法の改正の歴史を教えてください。", "out-of-domain", topic=False, notes="法令の一般知識で社内規程の範囲外。")
U("z9", "大学のレポートの書き方のコツある？", "out-of-domain", topic=False, style="casual", notes="社内規程の範囲外。")
U("z10", "Which train line is fastest from Omiya to Kawasaki?", "out-of-domain", topic=False, style="english",
  notes="社内規程の範囲外。")
U("z11", "確定申告で医療費控除を受けるにはどうすればよいですか？", "out-of-domain", topic=False, notes="個人の税務は範囲外。")
U("z12", "おいしいコーヒーの淹れ方を教えて～", "out-of-domain", topic=False, style="casual", notes="社内規程の範囲外。")
U("z13", "競合の焼肉チェーンの客単価はどれくらいですか？", "out-of-domain", topic=False, notes="社内規程の範囲外。")
U("z14", "Can you recommend a good book on restaurant management?", "out-of-domain", topic=False, style="english",
  notes="社内規程の範囲外。")
U("z15", "スマホの機種変、どこが安い？", "out-of-domain", topic=False, style="casual", notes="社内規程の範囲外。")
