"""Third pass: more unanswerable twins (gap sentences, condition / other-number twins, period,
permission, target-mismatch) so that the bundle stays near half answerable."""
from common import *


def cur(d):
    for x in DOCS:
        if x["doc_id"] == d:
            for v in x["versions"]:
                if v["valid_from"] <= DEFAULT_AS_OF and (v["valid_to"] is None or DEFAULT_AS_OF <= v["valid_to"]):
                    return v["version"]
    raise KeyError(d)


def M(d, key, q, gap, pair, notes, style="polite", absent=(), g=ALL):
    U("m2" + key, q, "missing-item", doc_id=d, ver=cur(d), gap=gap, pair=pair, notes=notes, style=style,
      absent=absent, g=g)


def T(d, key, q, pair, notes, style="polite", absent=(), absent_topic=()):
    U("m2" + key, q, "target-mismatch", doc_id=d, ver=cur(d), pair=pair, notes=notes, style=style, absent=absent,
      absent_topic=absent_topic)


def PER(d, key, q, date, pair, style="polite"):
    U("m2" + key, q, "period", doc_id=d, date=date, pair=pair, style=style,
      notes=f"{d}は2025-04-01施行。質問の時点に有効な版はない。")


def PERM(d, key, q, pair, style="polite"):
    U("m2" + key, q, "permission", doc_id=d, pair=pair, style=style,
      notes=f"答えは閲覧制限のある{d}にのみ記載され、全社員は閲覧できない。")


# ---- gap=no-value / not-defined on the sentences that leave the item open
M("RE-FR-02", "g1", "電子キーをなくした入居者に再発行してもらうとき、手数料はいくら？", "no-value", "RE-FR-02:b16",
  "電子キーの再発行手数料は「別途定める」とするのみ。", style="casual")
M("RE-FR-03", "g1", "修繕業者への支払いって、月末締めの翌月何日払い？", "no-value", "RE-FR-03:c10",
  "代金の支払条件は「別途定める」とするのみ。", style="casual")
M("RE-FR-04", "g1", "うちが提携している家賃保証会社はどこですか？", "no-value", "RE-FR-04:d6",
  "提携する家賃保証会社の一覧は「別途通知する」とするのみ。")
M("RE-FR-05", "g1", "夜間当番のとき仮眠する場所って会社が用意してくれるの？", "not-defined", "RE-FR-05:e1",
  "当番中の仮眠場所の確保は本規程では定めないとする。", style="casual")
M("RE-BM-01", "g1", "管理員の制服のクリーニング代は、いくら補助されますか？", "no-value", "RE-BM-01:g15",
  "クリーニング代の補助額は「別途通知する」とするのみ。")
M("RE-BM-02", "g1", "消防設備の点検はどこの業者に頼んでる？", "no-value", "RE-BM-02:h3",
  "点検業者の一覧は「別途通知する」とするのみ。", style="casual")
M("RE-BM-03", "g1", "粗大ごみ処理券を管理員が買った場合、どうやって精算しますか？", "not-defined", "RE-BM-03:i9",
  "粗大ごみ処理券の購入及び精算の方法は本規程では定めないとする。")
M("RE-LS-01", "g1", "ポータルの広告掲載料って、仲介部と管理部どっちの負担？", "no-value", "RE-LS-01:j7",
  "広告掲載料の部署間の負担区分は「別途定める」とするのみ。", style="casual")
M("RE-HR-01", "g1", "フレックスタイム制は使えますか？コアタイムは何時ですか？", "not-defined", "RE-HR-01:k1",
  "フレックスタイム制の適用は本規程では定めないとする。")
M("RE-HR-04", "g1", "大宮でマイカー通勤してる人の駐車場代、補助はいくら？", "no-value", "RE-HR-04:n4",
  "駐車場代の補助額は「別途定める」とするのみ。", style="casual")
M("RE-HR-06", "g1", "管理業務主任者に受かったら報奨金はいくら出ますか？", "no-value", "RE-HR-06:q1",
  "資格取得時の報奨金の額は「別途定める」とするのみ。")
M("RE-GA-01", "g1", "社用車の洗車ってどのくらいの頻度でやればいい？", "not-defined", "RE-GA-01:r9",
  "洗車の頻度は本規程では定めないとする。", style="casual")
M("RE-GA-03", "g1", "What is the spending limit for gifts we bring to clients on a business trip?", "no-value",
  "RE-GA-03:t2", "手土産の購入費の上限は「別途通知する」とするのみ。", style="english")
M("RE-FR-06", "g1", "ハウスクリーニング代って、1Kだといくら請求する？", "no-value", "RE-FR-06:f7",
  "ハウスクリーニング費用の額は「別途定める」とするのみ。", style="casual")
M("RE-HR-03", "g1", "What is the qualification allowance for part-timers who hold a takken license?", "no-value",
  "RE-HR-03:m1", "パートタイマーの資格手当の額は「別途定める」とするのみ。", style="english")

# ---- gap=condition (the value is stated only under another condition)
M("RE-FR-01", "c1", "入居者じゃなくて近隣住民から騒音の苦情が来た場合、一次回答はいつまでにすればいい？", "condition",
  "RE-FR-01:a3", "一次回答の期限は入居者・テナントからのクレームについての定め。", style="casual")
M("RE-FR-03", "c1", "オーナーが海外在住で連絡がつかない場合、20万円超の修繕は誰の承認で発注できますか？", "condition",
  "RE-FR-03:c5", "オーナー承認は書面又は電子メールによるとあるのみで、連絡がつかない場合の代替承認者の定めはない。")
M("RE-FR-04", "c1", "滞納者が入院中の場合、督促状を送るのは何日延ばせますか？", "condition", "RE-FR-04:d3",
  "督促状の送付基準は一律で、入院中の延長の定めはない。")
M("RE-GA-03", "c1", "課長が新幹線のグリーン車を使った場合、差額はいくらまで認められますか？", "condition",
  "RE-GA-03:t8", "グリーン車の利用は部長以上に限るとあるのみで、課長の差額負担の定めはない。")

# ---- gap=other-number (a number of the asked kind answers something else)
M("RE-FR-01", "o1", "クレーム対応が完了したら、何日以内に入居者へ完了報告する？", "other-number", "RE-FR-01:a1",
  "規程の期限は登録・一次回答・現地確認のもので、完了報告の期限はない。", style="casual")
M("RE-FR-02", "o1", "内見用の鍵は1日に何本まで貸し出せますか？", "other-number", "RE-FR-02:b3",
  "規程の数値は貸出期間・時刻などで、本数の上限はない。")
M("RE-FR-03", "o1", "修繕工事の完了報告は、工事が終わってから何日以内にオーナーへ送る？", "other-number", "RE-FR-03:c7",
  "24時間以内は緊急修繕の事後報告の期限で、完了報告の期限ではない。", style="casual")
M("RE-FR-04", "o1", "督促状を送ってから何日たったら再督促しますか？", "other-number", "RE-FR-04:d5",
  "10日は督促状を送る滞納日数の基準で、再督促の間隔ではない。")
M("RE-FR-05", "o1", "当番明けは何時間休息を取ればいいですか？", "other-number", "RE-FR-05:e16",
  "4時間は代休の基準となる出動時間で、休息時間の定めはない。")
M("RE-FR-06", "o1", "鍵の引渡しは入居日の何日前にする？", "other-number", "RE-FR-06:f3",
  "14日以内は入居時チェックシートの返送期限で、鍵の引渡し日の定めはない。", style="casual")
M("RE-BM-03", "o1", "共用部の電球切れは見つけてから何日以内に交換する？", "other-number", "RE-BM-03:i9",
  "2営業日以内は不法投棄の報告期限で、電球交換の期限ではない。", style="casual")
M("RE-LS-01", "o1", "申込みを受けてから審査結果を出すまで何日以内？", "other-number", "RE-LS-01:j3",
  "3日前までは重説書類の発送期限で、審査の期限ではない。", style="casual")
M("RE-HR-01", "o1", "残業が月45時間を超えそうな場合、何日前までに人事部に申請しますか？", "other-number",
  "RE-HR-01:k4", "45時間は上限時間で、超過の申請期限の定めはない。")
M("RE-HR-03", "o1", "資格手当の支給は何年ごとに見直されますか？", "other-number", "RE-HR-03:m10",
  "2つまでは併給の上限で、見直し周期の定めはない。")
M("RE-HR-06", "o1", "新入社員研修のあと、OJTは何か月続く？", "other-number", "RE-HR-06:q9",
  "1か月間は集合研修の期間で、OJTの期間ではない。", style="casual")
M("RE-GA-02", "o1", "業務用スマホのバッテリーは何年ごとに交換しますか？", "other-number", "RE-GA-02:s7",
  "規程の数値は暗証番号の桁数・ロック時間・写真の登録期限で、交換周期はない。")
M("RE-GA-03", "o1", "出張報告書は帰ってから何日以内に出す？", "other-number", "RE-GA-03:t10",
  "10日以内は旅費の精算期限で、出張報告書の提出期限ではない。", style="casual")
M("RE-BM-01", "o1", "How many days in advance must the front arrange a substitute patrol manager?", "other-number",
  "RE-BM-01:g14", "3営業日前は常駐管理員の休暇の申出期限で、代行手配の期限ではない。", style="english")
M("RE-HR-05", "o1", "How many days in advance must I apply for bereavement leave?", "other-number", "RE-HR-05:o8",
  "14日以内は取得期限で、申請期限ではない。", style="english")

# ---- period (no version valid on the asked date)
PER("RE-FR-01", "d1", "2025年3月時点で、オフィスビルの臭いの苦情の一次回答期限はどうなっていましたか？", "2025-03-01",
    "RE-FR-01:a5")
PER("RE-FR-03", "d1", "2025年2月に課長が決裁できた修繕の上限っていくら？", "2025-02-01", "RE-FR-03:c4", style="casual")
PER("RE-FR-06", "d1", "2024年10月ごろ、敷金の残額は退去立会いから何日以内に返すことになっていましたか？",
    "2024-10-01", "RE-FR-06:f5")
PER("RE-BM-02", "d1", "2025年1月の時点で、エレベーターの保守点検は何か月ごとでしたか？", "2025-01-01", "RE-BM-02:h1")
PER("RE-BM-03", "d1", "2024年にオフィスビルの定期清掃は年何回だった？", "2024-01-01", "RE-BM-03:i2", style="casual")
PER("RE-LS-01", "d1", "2025年3月時点の仲介手数料の上限はどうなっていましたか？", "2025-03-01", "RE-LS-01:j9")
PER("RE-HR-04", "d1", "2024年8月の自転車通勤手当はいくらでしたか？", "2024-08-01", "RE-HR-04:n6")
PER("RE-HR-05", "d1", "2025年2月に結婚した場合の結婚祝金はいくらでしたか？", "2025-02-01", "RE-HR-05:o9")
PER("RE-GA-03", "d1", "2024年の日帰り出張の日当はいくらでしたか？", "2024-01-01", "RE-GA-03:t2")
PER("RE-GA-02", "d1", "2025年3月時点で、業務スマホをなくしたら何時間以内に連絡することになってた？", "2025-03-01",
    "RE-GA-02:s5", style="casual")

# ---- permission (only a restricted version states it)
PERM("RE-HR-08", "p1", "C評価だと昇給はいくら？", "RE-HR-08:w9", style="casual")
PERM("RE-HR-08", "p2", "上期の人事評価は何月に行われますか？", "RE-HR-08:w13")
PERM("RE-HR-08", "p3", "B評価の賞与係数を教えてください。", "RE-HR-08:w5")
PERM("RE-MG-01", "p1", "協力業者に必要な賠償責任保険の金額はいくら以上ですか？", "RE-MG-01:x3")
PERM("RE-MG-01", "p2", "不正があった業者って何か月指名停止になる？", "RE-MG-01:x6", style="casual")
PERM("RE-MG-01", "p3", "What annual order volume per contractor must be reported to the board?", "RE-MG-01:x7",
     style="english")
PERM("RE-MG-02", "p1", "滞納額がいくら以下だと少額訴訟を検討するんですか？", "RE-MG-02:y5")
PERM("RE-MG-02", "p2", "How much in legal fees can the general manager approve for an eviction case?", "RE-MG-02:y9",
     style="english")

# ---- more target-mismatch
T("RE-FR-04", "t1", "自販機の設置料が払われていない場合、何日で督促状を送りますか？", "RE-FR-04:d3",
  "賃料等に自販機設置料は含まれていない。", absent=["自販機", "自動販売機"])
T("RE-FR-05", "t1", "ガス漏れの通報があったとき、まずどこに出動を頼むの？", "RE-FR-05:e8",
  "直ちに出動要請する定めはエレベーター閉込めについてのみ。", style="casual", absent=["ガス"])
T("RE-BM-02", "t1", "How often is the automatic gate of the parking lot inspected?", "RE-BM-02:h5",
  "The list covers the mechanical parking system, not a parking gate.", style="english", absent=["ゲート"])
T("RE-HR-03", "t1", "消防設備士の資格手当は月額いくらですか？", "RE-HR-03:m6", "資格手当の一覧に消防設備士はない。",
  absent=["消防設備士"])
T("RE-HR-05", "t1", "甥の結婚式に出る場合、休暇は何日もらえる？", "RE-HR-05:o2", "結婚の休暇は本人と子について定めるのみ。",
  style="casual", absent=["甥"])
T("RE-BM-01", "t1", "ホテルに常駐する管理員って何時から何時まで？", "RE-BM-01:g2",
  "常駐管理員の勤務時間は賃貸マンションとオフィスビルについて定めるのみ。", style="casual", absent=["ホテル"])
