"""Out-of-domain questions and the bundle's synonym groups."""
from common import *

SYNONYMS = [
    ["有休", "有給", "年休", "年次有給休暇"],
    ["宅建", "宅建士", "宅地建物取引士"],
    ["重説", "重要事項説明"],
    ["IT重説", "オンラインによる重要事項説明"],
    ["管理員", "建物管理員", "管理人"],
    ["フロント", "管理担当"],
    ["当番", "夜間緊急対応当番", "夜間当番"],
    ["滞納", "未払い", "家賃滞納"],
    ["督促", "催促"],
    ["クレーム", "苦情"],
    ["カスハラ", "カスタマーハラスメント"],
    ["水漏れ", "漏水"],
    ["マスターキー", "マスター"],
    ["内見", "内覧"],
    ["社用車", "営業車", "会社の車"],
    ["駐禁", "駐車違反"],
    ["業務スマホ", "業務用スマートフォン", "会社スマホ"],
    ["残業", "時間外勤務"],
    ["振休", "振替休日"],
    ["忌引", "忌引き", "慶弔休暇"],
    ["チャリ", "自転車"],
    ["マイカー", "自家用車"],
    ["ビル管", "建築物環境衛生管理技術者"],
    ["二種電工", "第二種電気工事士"],
    ["相見積り", "相見積もり", "2社以上から見積り"],
    ["原状回復", "退去精算"],
]

X = "RE-ZZ"
U("z1", "賞与は年に何回支給されますか？", "out-of-domain", topic=False, doc_id=X)
U("z2", "育休って子どもが何歳になるまで取れるの？", "out-of-domain", topic=False, doc_id=X, style="casual")
U("z3", "退職金はどうやって計算されますか？", "out-of-domain", topic=False, doc_id=X)
U("z4", "Is there a company housing program for new employees?", "out-of-domain", topic=False, doc_id=X,
  style="english")
U("z5", "副業したいんだけど届出っている？", "out-of-domain", topic=False, doc_id=X, style="casual")
U("z6", "健康診断はいつ受ければいいですか？", "out-of-domain", topic=False, doc_id=X)
U("z7", "年末調整の書類っていつまでに出すの", "out-of-domain", topic=False, doc_id=X, style="casual")
U("z8", "社員持株会の奨励金は何％ですか？", "out-of-domain", topic=False, doc_id=X)
U("z9", "Can I bring my dog to the office?", "out-of-domain", topic=False, doc_id=X, style="english")
U("z10", "定年って何歳？再雇用はある？", "out-of-domain", topic=False, doc_id=X, style="casual")
U("z11", "社内公募制度に応募するには、どんな条件がありますか？", "out-of-domain", topic=False, doc_id=X)
U("z12", "喫煙所ってどこにあるの？", "out-of-domain", topic=False, doc_id=X, style="casual")
U("z13", "How do I apply for the employee stock purchase plan?", "out-of-domain", topic=False, doc_id=X,
  style="english")
U("z14", "インフルエンザの予防接種の補助は出ますか？", "out-of-domain", topic=False, doc_id=X)
U("z15", "給料日って毎月何日だっけ", "out-of-domain", topic=False, doc_id=X, style="casual")
