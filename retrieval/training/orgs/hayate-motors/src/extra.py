"""Synonyms, out-of-domain questions and extra twins added to balance the counts."""
from common import *

SYNONYMS = [
    ["有休", "有給", "年休", "年次有給休暇"],
    ["残業", "時間外労働"],
    ["休出", "休日出勤"],
    ["社割", "社員優待", "社員割引"],
    ["パート", "パートタイマー"],
    ["軽", "軽自動車"],
    ["試乗車", "デモカー"],
    ["代車", "貸出車", "ローナー"],
    ["社用車", "営業車"],
    ["車検", "継続検査"],
    ["整備士", "サービスエンジニア", "メカニック"],
    ["ノルマ", "販売目標", "目標台数"],
    ["下取り", "下取"],
    ["駐禁", "駐車違反"],
    ["ドラレコ", "ドライブレコーダー"],
    ["チャリ", "自転車"],
    ["マイカー", "自家用車"],
    ["クレーム", "苦情"],
    ["つなぎ", "作業服"],
    ["DM", "ダイレクトメール"],
]

_OOD = [
    "今日のランチ、この辺でおすすめある？",
    "What's the weather forecast for tomorrow?",
    "消費税の軽減税率の対象になる品目は何ですか？",
    "How do I fix a flat tire on a bicycle?",
    "確定申告の医療費控除っていくらから使えるんだっけ",
    "新しいスマートフォンの発売日はいつですか？",
    "プロ野球の日本シリーズは何試合制ですか？",
    "How do I reverse a list in Python?",
    "富士山の標高は何メートル？",
    "近くの郵便局は何時まで開いていますか？",
    "How many calories are in a bowl of ramen?",
    "住宅ローン減税の控除率は何％ですか？",
    "英検2級の合格点って何点？",
    "What is the capital of Australia?",
    "結婚式のご祝儀の相場はいくらぐらいですか？",
]
for i, q in enumerate(_OOD, 1):
    s = "e" if q.isascii() else ("c" if i in (1, 5, 9, 13) else "p")
    U(f"X{i}", q, "o", s=s, doc_id="ZZ-OOD")

# ---- extra target-mismatch twins (the rule lists sibling targets, not the asked one)
U("X1", "姉の結婚式があるんだけど、慶弔休暇って何日もらえる？", "t", s="c", pair="c18", doc_id="AD-HR-03",
  absent_topic=["姉の結婚"], notes="結婚の休暇は本人と子の結婚について定めるのみで、兄弟姉妹の結婚の区分はない。")
U("X2", "甥が亡くなりました。慶弔休暇は何日ですか？", "t", pair="c7", doc_id="AD-HR-03", absent_topic=["甥"],
  notes="死亡の休暇の区分に甥はない。")
U("X3", "危険物取扱者（乙4）に合格した場合の祝金はいくらですか？", "t", pair="d4", doc_id="AD-HR-04",
  absent_topic=["危険物"], notes="対象資格の一覧に危険物取扱者はない。")
U("X4", "Is there a pass bonus for the used-car appraiser qualification?", "t", s="e", pair="d4", doc_id="AD-HR-04",
  absent_topic=["中古自動車査定士"], notes="対象資格の一覧に中古自動車査定士はない。")
U("X5", "メンテナンスパックの契約を1件取ったらインセンティブいくら？", "t", s="c", pair="f7", doc_id="AD-HR-06",
  absent_topic=["メンテナンスパック"], notes="付帯商品は延長保証・ボディコーティング・自動車保険の新規契約のみ。")
U("X6", "車庫証明書は発行後何か月以内のものを使えばいいですか？", "t", pair="n2", doc_id="AD-SL-04",
  absent_topic=["車庫証明書は発行後"], notes="発行後の期限は印鑑証明書について定めるのみで、車庫証明書の期限はない。")
U("X7", "What does the Platinum used-car warranty plan cover?", "t", s="e", pair="w4", doc_id="AD-SV-04",
  absent_topic=["プラチナ"], notes="保証プランはベーシック・スタンダード・プレミアムのみ。")
U("X8", "ヘッドライトのバルブ交換は保証の対象外ですか？", "t", pair="w5", doc_id="AD-SV-04", absent_topic=["バルブ", "ヘッドライト"],
  notes="対象外の消耗品はタイヤ・ブレーキパッド・ワイパーゴム・バッテリーのみ挙げる。")
U("X9", "ロードサービスでエンジンオイルの補充もやってもらえる？料金は？", "t", s="c", pair="x5", doc_id="AD-SV-05",
  absent_topic=["オイル"], notes="現地作業はジャンピング・スペア交換・解錠の3種類のみ。")
U("X10", "電動キックボードで通勤する場合、手当はいくらですか？", "t", pair="e5", doc_id="AD-HR-05",
  absent_topic=["キックボード"], notes="手当は公共交通機関・マイカー・自転車について定めるのみ。")
U("X11", "商談の録音データは何年保存しますか？", "t", pair="o1", doc_id="AD-SL-05", absent_topic=["録音"],
  notes="保存期間は顧客カード・商談記録・見込み客の情報・免許証の写しについて定めるのみ。")
U("X12", "店長にはどんな制服が貸与されるの？", "t", s="c", pair="v2", doc_id="AD-GA-04", absent_topic=["店長"],
  notes="貸与品は営業スタッフ・フロント・サービスエンジニアについて定めるのみ。")
U("X13", "北店で決算セールをやる場合の予算上限は？", "t", s="c", pair="z2", doc_id="AD-GA-05",
  absent_topic=["北店の決算セール"], notes="決算セールの予算は中古車センターについて定めるのみで、北店は展示会の予算のみ。")
U("X14", "How many loaner cars does the Used Car Center have?", "t", s="e", pair="q5", doc_id="AD-SV-02",
  absent_topic=["中古車センター"], notes="代車の配備はサービス工場・本店・北店・南店について定めるのみ。")
U("X15", "What's the ceremony flower budget when delivering a used car?", "m", s="e", gap="condition", pair="n8",
  doc_id="AD-SL-04", notes="花束の予算は新車の納車についての定めで、中古車の納車の定めはない。")

# ---- extra not-defined / no-value twins
U("X16", "Does the company pay for a hotel during a multi-day mechanic training course?", "m", s="e", gap="not-defined",
  pair="d6", doc_id="AD-HR-04", notes="第5条が講習期間中の宿泊費の取扱いは本規程では定めないとする。")
U("X17", "輸入車の下取り査定って、国産車と同じ基準でやるんですか？", "m", gap="not-defined", pair="m9", doc_id="AD-SL-03",
  notes="第7条が輸入車の査定基準は本規程では定めないとする。")
U("X18", "How much is the incentive for a fleet sale of five cars to one company?", "m", s="e", gap="no-value", pair="f1",
  doc_id="AD-HR-06", notes="第3条3項はフリート販売のインセンティブを「別途通知する」とするのみ。")
U("X19", "年末年始の休みつて何日から何日まで？", "m", s="t", gap="no-value", pair="a6", doc_id="AD-HR-01",
  notes="年末年始の休業期間は「別途通知する」とするのみで、日付はない。typo: 休みつて→休みって")
U("X20", "What's the interest rate on the staff car loan?", "m", s="e", gap="no-value", pair="y1", doc_id="AD-HR-09",
  notes="第7条は社員向けローンの金利を「別途通知する」とするのみ。")

# ---- typo questions (answerable)
A("X21", "中古者センターの定休日って何曜日？", "毎週水曜日", ver="2", s="t", nm="毎週火曜日", doc_id="AD-HR-01",
  notes="typo: 中古者→中古車")
A("X22", "代車の貸出期間って原則なん日？", "7日以内", s="t", nm="最長21日", doc_id="AD-SV-02", notes="typo: なん日→何日")
A("X23", "試乗車の入れ替えは登録から何かげつ？", "9か月", ctx="登録から9か月", ver="2", s="t", doc_id="AD-SL-01",
  notes="typo: 何かげつ→何か月")
A("X24", "慶長休暇の証明書ってどこに出す？", "人事部", ctx="証明書類を人事部に提出する", s="t", doc_id="AD-HR-03",
  notes="typo: 慶長→慶弔")

# ---- extra two-part questions across documents
P("X25", "試乗車の1回の試乗時間と、試乗中に事故が起きたときの店長への連絡期限を教えてください。",
  [("試乗1回の時間の上限", "AD-SL-01", "2", "45分以内"), ("事故時の店長への報告期限", "AD-GA-02", "1", "事故発生から30分以内")],
  doc_id="AD-SL-01")
P("X26", "How long is a loaner car lent out, and what is the free home-delivery distance for a new car?",
  [("loaner car lending period", "AD-SV-02", "1", "7日以内"), ("free home-delivery distance", "AD-SL-04", "1", "30km以内")],
  s="e", doc_id="AD-SV-02")
P("X27", "新車の社割率と、新車1台売ったときのインセンティブっていくら？",
  [("新車の社員優待の割引率", "AD-HR-09", "1", "3%"), ("新車1台のインセンティブ", "AD-HR-06", "2", "10,000円")], s="c",
  doc_id="AD-HR-09")
P("X28", "有休申請の期限と、有休を取った日の社用車予約のキャンセル料を教えて",
  [("有休の申請期限", "AD-HR-03", "1", "取得日の3日前まで"), ("社用車予約のキャンセル料", None, "AD-GA-01")], s="c",
  pair="c3", doc_id="AD-HR-03", absent=["キャンセル料"])
P("X29", "What is the cap on the bicycle commuting allowance, and how much is the parking fee at the Service Factory?",
  [("bicycle commuting allowance", "AD-HR-05", "1", "月額2,000円"), ("parking fee at the Service Factory", None, "AD-HR-05")],
  s="e", pair="e5", doc_id="AD-HR-05")
P("X30", "事故報告書の様式と、事故を起こした社員の運転停止期間は？",
  [("事故報告書の様式", "AD-GA-02", "1", "様式G-5"), ("運転停止期間", None, "AD-GA-02")], s="c", pair="t4",
  doc_id="AD-GA-02")

# ---- permission twins (asker without the restricted group)
U("X31", "主任って値引きいくらまで決裁できるの？", "x", s="c", pair="l1", doc_id="AD-SL-02",
  notes="決裁権限はmanagers限定の規程にのみ記載。")
U("X32", "下取り額に上乗せした分って、値引きとして扱われますか？", "x", pair="l7", doc_id="AD-SL-02",
  notes="下取り上乗せの扱いはmanagers限定の規程にのみ記載。")
U("X33", "店長決裁の値引きの報告って毎月いつ？", "x", s="c", pair="l8", doc_id="AD-SL-02",
  notes="報告時期はmanagers限定の規程にのみ記載。")
U("X34", "中古車センターの営業ノルマって1人何台？", "x", s="c", pair="h2", doc_id="AD-HR-07",
  notes="目標台数はmanagers限定の細則にのみ記載。")
U("X35", "人事評価で販売目標の達成率はどのくらいの比重で反映されますか？", "x", pair="h6", doc_id="AD-HR-07",
  notes="評価への反映はmanagers限定の細則にのみ記載。")
U("X36", "顧客情報を無断で持ち出した社員の懲戒処分の目安は？", "x", pair="i2", doc_id="AD-HR-08",
  notes="処分の目安は人事部限定の基準にのみ記載。")
U("X37", "How many days before a disciplinary decision must the employee be given a hearing?", "x", s="e", pair="i3",
  doc_id="AD-HR-08", notes="手続は人事部限定の基準にのみ記載。")
U("X38", "懲戒の記録って何年残るの？", "x", s="c", pair="i4", doc_id="AD-HR-08",
  notes="記録の保存期間は人事部限定の基準にのみ記載。")

# ---- period twins (no version of the document is valid on the stated date)
U("X39", "2025年1月時点で、本店の定休日は何曜日でしたか？", "p", date="2025-01-01", pair="a6", doc_id="AD-HR-01",
  notes="AD-HR-01は2025-04-01施行。")
U("X40", "2024年10月に代車の返却が遅れた場合、延滞料は1日いくらでしたか？", "p", date="2024-10-01", pair="q3",
  doc_id="AD-SV-02", notes="AD-SV-02は2025-01-01施行。")
U("X41", "2023年7月時点で、WBGTがいくつ以上なら屋外作業を中止することになっていましたか？", "p", date="2023-07-01",
  pair="r6", doc_id="AD-SV-03", notes="AD-SV-03は2023-10-01施行。")
U("X42", "2025年3月に起きた社用車の事故、報告書って何日以内に出す決まりだった？", "p", s="c", date="2025-03-01", pair="t3",
  doc_id="AD-GA-02", notes="AD-GA-02は2025-04-01施行。")
U("X43", "2024年2月時点で、名札の再発行費用はいくらでしたか？", "p", date="2024-02-01", pair="v8", doc_id="AD-GA-04",
  notes="AD-GA-04は2024-04-01施行。")
U("X44", "2025年5月に本店で開いた展示会、予算の上限いくらだった？", "p", s="c", date="2025-05-01", pair="z3",
  doc_id="AD-GA-05", notes="AD-GA-05は2025-07-01施行。")
U("X45", "2025年6月時点で、見込み客の情報は何年で削除することになっていましたか？", "p", date="2025-06-01", pair="o2",
  doc_id="AD-SL-05", notes="AD-SL-05は2025-07-01施行。")
U("X46", "2024年9月に社員が新車を買ったときの割引率は何％でしたか？", "p", date="2024-09-01", pair="y1", doc_id="AD-HR-09",
  notes="AD-HR-09は2024-10-01施行。")
U("X47", "2022年2月、片道12kmのマイカー通勤手当っていくらだった？", "p", s="c", date="2022-02-01", pair="e1",
  doc_id="AD-HR-05", notes="AD-HR-05は2022-04-01施行。")
U("X48", "2024年3月の時点で、自宅納車は店舗から何kmまで無料でしたか？", "p", date="2024-03-01", pair="n6",
  doc_id="AD-SL-04", notes="AD-SL-04は2024-04-01施行。")

# ---- more missing-item / target-mismatch twins
U("X49", "ロードサービスって依頼から何分以内に現場に着く決まり？", "m", s="c", gap="other-number", pair="x5",
  doc_id="AD-SV-05", notes="「30分以内」は現地での作業時間で、到着までの時間の定めはない。")
U("X50", "リース車両の値引きは誰が決裁しますか？", "t", g=MGR, pair="l3", doc_id="AD-SL-02", absent_topic=["リース"],
  notes="決裁権限は新車と中古車について定めるのみで、リース車両の定めはない。")
U("X51", "溶接するときの手袋って何使えばいい？", "m", s="c", gap="condition", pair="r10", doc_id="AD-SV-03",
  notes="絶縁手袋は高電圧部品の作業についての定めで、溶接作業の手袋の定めはない。")
U("X52", "出張で新幹線のグリーン車って使っていいの？", "m", s="c", pair="u1", doc_id="AD-GA-03", absent_topic=["グリーン車"],
  notes="交通機関の座席等級の定めはない。")
U("X53", "試乗のあとに書いてもらうアンケートって様式何番？", "m", s="c", gap="other-number", pair="k7", doc_id="AD-SL-01",
  absent_topic=["アンケート"], notes="様式番号は試乗申込書（様式S-1）のもので、アンケートの様式の定めはない。")
