from common import *

# out-of-domain: nothing in the corpus is on topic
_O = [
    ("o1", "明日の天気って晴れ？", "casual"),
    ("o2", "駅前でおいしいラーメン屋さんを教えてください。", "polite"),
    ("o3", "Excelでピボットテーブルを作る手順を教えてください。", "polite"),
    ("o4", "What is the capital of Australia?", "english"),
    ("o5", "介護福祉士の国家試験って今年は何日に合格発表？", "casual"),
    ("o6", "確定申告の期限はいつまでですか？", "polite"),
    ("o7", "今年のプロ野球、どこが優勝した？", "casual"),
    ("o8", "How do I reset my iPhone to factory settings?", "english"),
    ("o9", "猫に玉ねぎを食べさせても大丈夫ですか？", "polite"),
    ("o10", "富士山の高さって何メートルだっけ", "casual"),
    ("o11", "年賀状を出すとき、喪中の相手にはどうすればいいですか？", "polite"),
    ("o12", "肉じゃがの作り方おしえて", "casual"),
    ("o13", "Which year did the long-term care insurance system start in Japan?", "english"),
    ("o14", "住民税ってどうやって計算されるの？", "casual"),
    ("o15", "今日のドル円相場はいくらですか？", "polite"),
]
for k, q, st in _O:
    U(k, q, "out-of-domain", style=st, topic=False, doc_id="OOD")
