"""Out-of-domain questions and the bundle's synonym groups."""
from common import *

SYNONYMS = [
    ["有休", "有給", "年休", "年次有給休暇"],
    ["特休", "特別休暇"],
    ["社販", "社員販売"],
    ["検便", "腸内細菌検査"],
    ["パン工場", "第一工場"],
    ["惣菜工場", "第二工場"],
    ["物流", "物流センター"],
    ["実習生", "技能実習生"],
    ["派遣", "派遣社員", "派遣さん"],
    ["パート", "パートタイマー"],
    ["チャリ", "自転車"],
    ["マイカー", "自家用車"],
    ["フォーク", "フォークリフト"],
    ["残業", "時間外労働"],
    ["振休", "振替休日"],
    ["労災", "労働災害"],
    ["ヒヤリハット", "ニアミス"],
    ["メタル検知機", "金属検出機", "金探"],
    ["芯温", "中心温度"],
    ["LOTO", "ロックアウト・タグアウト", "ロックアウト"],
    ["ノロ", "ノロウイルス"],
    ["シフト", "勤務帯"],
    ["夜勤", "深夜勤務"],
    ["社割", "社員販売"],
]

X = "GF-ZZ"
U("z1", "賞与は年に何回、いつ支給されますか？", "out-of-domain", topic=False, doc_id=X)
U("z2", "育児休業って子どもが何歳になるまで取れる？", "out-of-domain", topic=False, doc_id=X, style="casual")
U("z3", "出張したときの日当はいくらですか？", "out-of-domain", topic=False, doc_id=X)
U("z4", "How is the retirement allowance calculated?", "out-of-domain", topic=False, doc_id=X, style="english")
U("z5", "副業したいんだけど届出いる？", "out-of-domain", topic=False, doc_id=X, style="casual")
U("z6", "社宅の家賃の自己負担はいくらですか？", "out-of-domain", topic=False, doc_id=X)
U("z7", "年末調整の書類っていつまでに出すの", "out-of-domain", topic=False, doc_id=X, style="casual")
U("z8", "社員食堂の定食はいくらで食べられますか？", "out-of-domain", topic=False, doc_id=X)
U("z9", "Can I work from home on days without production?", "out-of-domain", topic=False, doc_id=X, style="english")
U("z10", "資格取得の受験料は会社が出してくれますか？", "out-of-domain", topic=False, doc_id=X)
U("z11", "定年って何歳？再雇用ある？", "out-of-domain", topic=False, doc_id=X, style="casual")
U("z12", "会社のPCに私用のUSBメモリを挿してもいいですか？", "out-of-domain", topic=False, doc_id=X)
U("z13", "会社の忘年会の会費はいくらですか？", "out-of-domain", topic=False, doc_id=X)
U("z14", "健康保険の扶養に親を入れる手続きってどうやる？", "out-of-domain", topic=False, doc_id=X, style="casual")
U("z15", "What is the dress code for visiting a customer's office?", "out-of-domain", topic=False, doc_id=X,
  style="english")
