from common import *

_OOD = [
    ("o1", "近くでおすすめのランチのお店ある？", "casual"),
    ("o2", "明日の天気はどうなりますか？", "polite"),
    ("o3", "How do I reset my home Wi-Fi router?", "english"),
    ("o4", "子ども向けの折り紙で簡単な動物の折り方を教えて", "casual"),
    ("o5", "保育士試験の合格率は全国で何％くらいですか？", "polite"),
    ("o6", "What is the capital of Australia?", "english"),
    ("o7", "ふるさと納税の控除の上限ってどう計算するの？", "casual"),
    ("o8", "住宅ローンの金利は固定と変動どちらがいいですか？", "polite"),
    ("o9", "Recommend a good picture book for a three-year-old.", "english"),
    ("o10", "駅前のコンビニの営業時間を教えて", "casual"),
    ("o11", "確定申告の期限はいつまでですか？", "polite"),
    ("o12", "ピアノの練習、毎日何分やれば上達する？", "casual"),
    ("o13", "How many calories are in a rice ball?", "english"),
    ("o14", "運転免許の更新手続はどこでできますか？", "polite"),
]
for k, q, st in _OOD:
    U(k, q, "out-of-domain", style=st, topic=False, doc_id="OOD")
