"""Second pass: more target-mismatch twins, more English wording, cross-document two-part
questions, and DROP (authored answerable questions left out to keep the share near half)."""
from common import *

# ---- more target-mismatch twins (the rule lists siblings, not the asked target)
def TM(d, key, q, pair, absent, notes, style="polite", g=ALL):
    U(key, q, "target-mismatch", doc_id=d, pair=pair, absent=absent, notes=notes, style=style, g=g,
      ver={"RE-FR-01": "2", "RE-FR-02": "2", "RE-FR-03": "2", "RE-FR-04": "2", "RE-BM-01": "2", "RE-HR-01": "2",
           "RE-HR-03": "2", "RE-GA-01": "2"}.get(d, "1"))


TM("RE-FR-01", "tm1", "ホテルに泊まってるお客さんから騒音の苦情が来た場合、一次回答の期限は？", "a3", ["ホテル"],
   "一次回答期限は賃貸マンション、オフィスビル、商業施設について定めるのみ。")
TM("RE-FR-01", "tm2", "シェアハウスの入居者から臭いの苦情、一次回答いつまで？", "a5", ["シェアハウス"],
   "一次回答期限の対象にシェアハウスはない。", style="casual")
TM("RE-FR-02", "tm1", "さいたま新都心の出張所で預かる鍵は、どこに保管すればいいですか？", "b8", ["出張所", "新都心"],
   "保管場所は本店、横浜支店及び大宮支店について定めるのみ。")
TM("RE-FR-03", "tm1", "取締役は修繕をいくらまで決裁できますか？", "c17", ["取締役"],
   "決裁権限はフロント、課長、支店長、管理業務部長について定めるのみ。")
TM("RE-FR-03", "tm2", "係長の修繕決裁上限ってある？", "c4", ["係長"], "決裁権限の一覧に係長はない。", style="casual")
TM("RE-FR-04", "tm1", "屋上看板の使用料が滞納されています。督促状は何日を超えたら送りますか？", "d3", ["看板"],
   "賃料等は賃料、共益費及び駐車場使用料と定義され、看板使用料は含まれていない。")
TM("RE-FR-05", "tm1", "川口の営業所でも夜間当番を組むの？何人で？", "e2", ["川口"],
   "当番は本店、横浜支店及び大宮支店ごとに編成すると定める。", style="casual")
TM("RE-FR-05", "tm2", "お盆期間の夜間当番の手当はいくらですか？", "e9", ["お盆"],
   "手当は平日と土曜日・日曜日・祝日について定めるのみ。")
TM("RE-FR-06", "tm1", "借上げ社宅の退去立会いは解約日の前後何日以内？", "f1", ["社宅"],
   "本規程は賃貸マンションの入退去について定め、社宅の定めはない。", style="casual")
TM("RE-BM-01", "tm1", "倉庫に常駐する管理員の勤務時間は何時から何時までですか？", "g1", ["倉庫"],
   "常駐管理員の勤務時間は賃貸マンションとオフィスビルについて定めるのみ。")
TM("RE-BM-02", "tm1", "防犯カメラの点検は何か月ごと？", "h5", ["防犯カメラ"],
   "点検周期の一覧に防犯カメラはない。", style="casual")
TM("RE-BM-02", "tm2", "非常用発電機の点検周期を教えてください。", "h3", ["発電機"], "点検周期の一覧に非常用発電機はない。")
TM("RE-BM-03", "tm1", "管理を受託してる病院の共用部って、定期清掃は年何回？", "i3", ["病院"],
   "定期清掃の回数は賃貸マンション、オフィスビル、商業施設について定めるのみ。", style="casual")
TM("RE-LS-01", "tm1", "売買仲介の場合、仲介手数料の上限はいくらですか？", "j9", ["売買"],
   "本規程は賃貸物件の仲介について定め、売買の定めはない。")
TM("RE-HR-01", "tm1", "大阪支店の事務所の勤務時間って何時から？", "k1", ["大阪支店"],
   "勤務時間は本店、横浜支店及び大宮支店の事務所と仲介店舗について定める。", style="casual")
TM("RE-HR-02", "tm1", "アルバイトにも夏季休暇はありますか？何日ですか？", "l7", ["アルバイト"],
   "夏季休暇は正社員と契約社員について定め、パートタイマーは定めないとする。アルバイトの定めはない。")
TM("RE-HR-03", "tm1", "施工管理技士の資格を持っていると手当はいくらですか？", "m6", ["施工管理"],
   "資格手当の一覧に施工管理技士はない。")
TM("RE-HR-03", "tm2", "FP2級って資格手当の対象？いくら？", "m5", ["FP", "ファイナンシャル"],
   "資格手当の一覧にファイナンシャル・プランナーはない。", style="casual")
TM("RE-HR-04", "tm1", "歩いて通勤している人にも手当は出ますか？いくらですか？", "n6", ["徒歩"],
   "通勤手当は公共交通機関、自家用車・バイク、自転車について定めるのみ。")
TM("RE-HR-05", "tm1", "いとこのお葬式、忌引き何日？", "o4", ["いとこ"],
   "忌引の対象親族にいとこはない。", style="casual")
TM("RE-HR-05", "tm2", "配偶者の祖父母が亡くなった場合の慶弔休暇は何日ですか？", "o4", ["配偶者の祖父母"],
   "対象は祖父母（本人の）、兄弟姉妹、配偶者の父母で、配偶者の祖父母はない。")
TM("RE-GA-01", "tm1", "大宮支店に軽トラって何台ある？", "r4", ["軽トラ", "トラック"],
   "配備される車種は軽自動車とライトバンのみ。", style="casual")
TM("RE-GA-02", "tm1", "派遣で来ている事務スタッフにも業務用スマートフォンは貸与されますか？", "s1", ["派遣"],
   "貸与対象はフロント、設備担当及び巡回管理員。")
TM("RE-HR-06", "tm1", "Does the company pay the exam fee for the first-class architect exam if I pass?", "q1",
   ["建築士"], "Exam fees are covered only for the three listed licenses.", style="english")
TM("RE-FR-03", "tm3", "Up to what amount can an assistant manager (kakaricho) approve repairs?", "c4",
   ["係長"], "The approval table lists front staff, section managers, branch managers and the general manager only.",
   style="english")
TM("RE-BM-02", "tm3", "How often are the security cameras inspected?", "h1", ["防犯カメラ"],
   "The inspection list has no security cameras.", style="english")

# ---- more English answerable wording
A("en1", "Until what time does the front have to respond to an odor complaint from an office tenant?", "受付当日中",
  doc_id="RE-FR-01", ver="2", cat="near-miss", nm="1営業日以内", style="english")
A("en2", "How long may a contractor keep a borrowed key?", "最長1日間", doc_id="RE-FR-02", ver="2", style="english")
A("en3", "Which form do we use to order repairs?", "様式RP-2", doc_id="RE-FR-03", ver="2", style="english")
A("en4", "How many days of arrears trigger a reminder letter?", "10日", ctx="10日を超えた", doc_id="RE-FR-04", ver="2",
  style="english")
A("en5", "What is the on-call time window on weekdays?", "18時から翌9時まで", doc_id="RE-FR-05", ver="1",
  style="english")
A("en6", "How many photos must be taken during a move-out inspection?", "30枚以上", doc_id="RE-FR-06", style="english")
A("en7", "How often is the water receiving tank cleaned?", "1年ごと", ctx="清掃は1年ごと", doc_id="RE-BM-02",
  style="english")
A("en8", "When should the garbage area be washed?", "収集日の翌日", doc_id="RE-BM-03", style="english")
A("en9", "What are the viewing hours for showing properties?", "10時から19時まで", doc_id="RE-LS-01", style="english")
A("en10", "How many days a week can I telework?", "週3日まで", doc_id="RE-HR-01", ver="2", style="english")
A("en11", "By how many business days in advance do I have to request paid leave?", "3営業日前まで", doc_id="RE-HR-02",
  cat="near-miss", nm="7日前まで", style="english")
A("en12", "How many qualification allowances can be paid at most if I hold several licenses?", "2つまで",
  doc_id="RE-HR-03", ver="2", style="english")
A("en13", "Who can drive a company car?", "総務部に運転者登録をした者", doc_id="RE-GA-01", ver="2", style="english")
A("en14", "Who may use the Green Car on the shinkansen?", "部長以上", doc_id="RE-GA-03", style="english")
A("en15", "How much is the sick-leave get-well payment?", "10,000円", doc_id="RE-HR-05", style="english")
A("en16", "How long is the training for new hires?", "1か月間", doc_id="RE-HR-06", style="english")

# ---- cross-document two-part questions
P("x1", "宅建の資格手当の月額と、宅建の受験対策講座の補助上限を教えて", [
    part("宅地建物取引士の資格手当の月額", "25,000円", ver="2", doc_id="RE-HR-03"),
    part("受験対策講座の補助上限", "50,000円", ver="1", doc_id="RE-HR-06")], style="casual", doc_id="RE-HR-06")
P("x2", "社用車の事故報告書の期限と、業務スマホをなくしたときの連絡期限は？", [
    part("社用車の事故報告書の提出期限", "48時間以内", ver="2", doc_id="RE-GA-01"),
    part("業務スマホ紛失時の連絡期限", "1時間以内", ver="1", doc_id="RE-GA-02")], style="casual", doc_id="RE-GA-02")
P("x3", "平日の夜間当番の手当と、当番の日に有休を取るときの申請期限を教えてください。", [
    part("平日の当番手当", "3,000円", ver="1", doc_id="RE-FR-05"),
    part("当番日に有休を取る場合の申請期限", "7日前まで", ver="1", doc_id="RE-HR-02")], doc_id="RE-HR-02")
P("x4", "鍵をなくしたときの報告期限と、業務スマホを紛失したときの連絡期限を教えてください。", [
    part("鍵紛失の報告期限", "30分以内", ver="2", doc_id="RE-FR-02"),
    part("業務スマホ紛失の連絡期限", "1時間以内", ver="1", doc_id="RE-GA-02")], doc_id="RE-GA-02")
P("x5", "退去立会いの時期と、旧入居者の電子キーを消す期限、両方教えて", [
    part("退去立会いの時期", "前後5日以内", ver="1", doc_id="RE-FR-06"),
    part("電子キー抹消の期限", "3営業日以内", ver="2", doc_id="RE-FR-02")], style="casual", doc_id="RE-FR-06")
P("x6", "What is the weekend on-call allowance, and what is the daily allowance for an overnight business trip?", [
    part("土日祝の当番手当", "6,000円", ver="1", doc_id="RE-FR-05"),
    part("宿泊を伴う出張の日当", "3,000円", ver="1", doc_id="RE-GA-03")], style="english", doc_id="RE-GA-03")
P("x7", "What is the most a front staff member can approve for a repair, and above what amount do we need two quotes?", [
    part("フロントの修繕決裁上限", "10万円以下", ver="2", doc_id="RE-FR-03", ctx="フロント（管理担当）：10万円以下"),
    part("相見積りが必要になる金額", "30万円", ver="2", doc_id="RE-FR-03", ctx="30万円を超える修繕は、2社")],
  style="english", doc_id="RE-FR-03")
P("x8", "残業の月上限と、残業代の単価を教えて", [
    part("時間外勤務の月の上限", "45時間", ver="2", doc_id="RE-HR-01", ctx="1か月45時間"),
    part("残業代の単価")], style="casual", pair="RE-HR-01:k4", absent=["単価"], doc_id="RE-HR-01")
P("x9", "結婚祝金の額と、結婚したときの住宅手当の増額分を教えてください。", [
    part("結婚祝金の額", "30,000円", ver="1", doc_id="RE-HR-05"), part("結婚時の住宅手当の増額")],
  pair="RE-HR-05:o9", absent=["住宅手当"], doc_id="RE-HR-05")
P("x10", "How long can a master key be taken out, and what penalty applies if it is lost?", [
    part("マスターキーの持出し上限時間", "最長3時間", ver="2", doc_id="RE-FR-02"), part("マスターキー紛失時の罰則")],
  style="english", pair="RE-FR-02:b5", absent=["罰則", "懲戒"], doc_id="RE-FR-02")
P("x11", "日帰り出張の日当と、出張中の残業の扱いを教えてください。", [
    part("日帰り出張の日当", "1,500円", ver="1", doc_id="RE-GA-03"), part("出張中の時間外勤務の扱い")],
  pair="RE-GA-03:t2", absent=["出張中"], doc_id="RE-GA-03")
P("x12", "クレーム受付票の様式と、クレーム対応の研修の受講頻度は？", [
    part("クレーム受付票の様式", "様式FR-3", ver="2", doc_id="RE-FR-01"), part("クレーム対応研修の受講頻度")],
  style="casual", pair="RE-FR-01:a2", absent=["クレーム対応研修", "接遇"], doc_id="RE-FR-01")

# ---- more two-part questions (same document)
P("y1", "ごみ置場の水洗いのタイミングと、不法投棄の報告期限をおしえて", [
    part("ごみ置場の水洗いの時期", "収集日の翌日", ver="1", doc_id="RE-BM-03"),
    part("不法投棄の報告期限", "2営業日以内", ver="1", doc_id="RE-BM-03")], style="casual", doc_id="RE-BM-03")
P("y2", "新幹線が使える距離の条件と、グリーン車を使える人を教えてください。", [
    part("新幹線を利用できる距離", "片道100km以上", ver="1", doc_id="RE-GA-03"),
    part("グリーン車を利用できる者", "部長以上", ver="1", doc_id="RE-GA-03")], doc_id="RE-GA-03")
P("y3", "オンライン重説の書類って何日前までに送る？あと重説は誰がやるんだっけ", [
    part("オンライン重説の書類の発送期限", "3日前まで", ver="1", doc_id="RE-LS-01"),
    part("重要事項説明を行う者", "宅地建物取引士", ver="1", doc_id="RE-LS-01", ctx="重要事項説明は、宅地建物取引士")],
  style="casual", doc_id="RE-LS-01")
P("y4", "通常の点検の告知期限と、告知文のテンプレートの保存場所を教えてください。", [
    part("通常の点検の告知期限", "7日前まで", ver="1", doc_id="RE-BM-02"), part("告知文のテンプレートの保存場所")],
  pair="RE-BM-02:h8", absent=["テンプレート"], doc_id="RE-BM-02")
P("y5", "管理日報って何曜日に出す？あと日報は何年保存？", [
    part("管理日報の提出曜日", "毎週金曜日", ver="2", doc_id="RE-BM-01"), part("管理日報の保存期間")],
  style="casual", pair="RE-BM-01:g13", absent=["日報は", "日報の保存"], doc_id="RE-BM-01")
P("y6", "社用車の予約期限と、予約を取り消すときの期限は？", [
    part("社用車の予約期限", "使用の前日まで", ver="2", doc_id="RE-GA-01"), part("予約の取消期限")],
  style="casual", pair="RE-GA-01:r7", absent=["取消", "取り消"], doc_id="RE-GA-01")
P("y7", "What is the deadline for the accident report, and how much of the insurance deductible does the driver pay?", [
    part("事故報告書の提出期限", "48時間以内", ver="2", doc_id="RE-GA-01"), part("運転者が負担する免責額")],
  style="english", pair="RE-GA-01:r10", absent=["免責"], doc_id="RE-GA-01")

# ---- typo wording
A("ty1", "夜間当番の土日の手当っていくらでしたっけ、おしえてくだださい", "6,000円", doc_id="RE-FR-05", ver="1",
  cat="near-miss", nm="3,000円", style="typo")
A("ty2", "クレーム受付票の保存器官は何年ですか", "5年間", doc_id="RE-FR-01", ver="2", style="typo")
U("ty3", "宅建の資格手当、パートだとどうなりまsか？", "missing-item", doc_id="RE-HR-03", ver="2", gap="no-value",
  pair="RE-HR-03:m1", style="typo", notes="パートタイマーの資格手当の額は「別途定める」とするのみ。")
U("ty4", "ペットを飼ってた部屋の消臭費用わどうなりますか", "missing-item", doc_id="RE-FR-06", ver="1", gap="not-defined",
  pair="RE-FR-06:f7", style="typo", notes="第5条3項で本規程では定めないとする。")
A("ty5", "社用車の予約わいつまでにすればいいですか", "使用の前日まで", doc_id="RE-GA-01", ver="2", style="typo")

DROP = {
    "RE-FR-01": "a15",
    "RE-FR-02": "b9 b10 b18",
    "RE-FR-03": "c3",
    "RE-FR-04": "d12 d20",
    "RE-FR-05": "e14 e15",
    "RE-FR-06": "f13",
    "RE-BM-01": "g12",
    "RE-BM-02": "h11",
    "RE-BM-03": "i6 i8 i17",
    "RE-LS-01": "j15",
    "RE-HR-01": "k3 k7",
    "RE-HR-02": "l3",
    "RE-HR-05": "o16",
    "RE-GA-02": "s4 s14",
    "RE-GA-03": "t9 t11",
}
DROP_KEYS = {f"{d}:{k}" for d, ks in DROP.items() for k in ks.split()}
