"""Additional questions on the documents above (more twins, permission/period variants, two-part
questions) and the out-of-domain questions."""
from common import *
import common


def on(d):
    common._cur["doc"] = d


# ---------------------------------------------------------------- JA-HR-01
on("JA-HR-01")
A("b1", "東支所勤務、定時って何時？", "17時15分", cat="near-miss", nm="16時45分", style="casual")
A("b2", "直売所のスタッフは4週間で何日休める？", "4週8休", style="casual")
U("v1", "子育て中で時差出勤したいけど、申請書ってどこにある？様式名教えて", "missing-item", gap="not-defined",
  style="casual", pair="a7", notes="時差勤務の申請様式は本規程では定めない。")
U("v2", "Which form do I submit to start staggered working hours?", "missing-item", gap="not-defined",
  style="english", pair="a7", notes="時差勤務の申請様式は本規程では定めない。")
U("v3", "育苗ハウスの当番の日は何時出勤ですか？", "target-mismatch", pair="a2", absent=["育苗"],
  notes="勤務時間の定めがあるのは本所・東西支所・山間支所・営農センター・直売所のみ。")
U("v4", "直売所の遅番の休憩は何時から何時まで？", "missing-item", gap="other-number", style="casual", pair="a5",
  notes="本所・支所の休憩は12時から13時と定めるが、直売所は60分を交替で取得とするのみで時刻の定めはない。")
U("v5", "2025年3月の直売所の早番の開始時刻は何時でしたか？", "period", date="2025-03-01", pair="a4",
  notes="JA-HR-01は2025-04-01施行。")
U("v6", "山間支所は冬の間だけ始業時間が変わったりする？", "missing-item", gap="condition", style="casual",
  pair="a1", absent=["冬季の勤務時間"], notes="山間支所の勤務時間は季節を分けずに定める。")
P("q1", "山間支所の始業と終業の時刻を教えてください。", [
    ("山間支所の始業時刻", "JA-HR-01", "2", "8時15分"), ("山間支所の終業時刻", "JA-HR-01", "2", "17時00分")])

# ---------------------------------------------------------------- JA-HR-02
on("JA-HR-02")
A("b1", "有給の半日取得ってできますか？", "半日単位で取得できる")
A("b2", "Within how many days must a leave request be filed before the leave?", "3日前まで", style="english")
U("v1", "使わなかった有給、積み立てておいて介護のときに使えたりする？", "missing-item", gap="not-defined",
  style="casual", pair="a13", notes="積立休暇の制度は本規程では定めない。")
U("v2", "Can unused leave be banked into a reserve for later illness?", "missing-item", gap="not-defined",
  style="english", pair="a13", notes="積立休暇の制度は本規程では定めない。")
U("v3", "いとこの結婚式で特休もらえる？", "target-mismatch", style="casual", pair="a12", absent=["いとこ"],
  notes="結婚の特別休暇は本人と子のみ。")
U("v4", "ペットが死んだときの特別休暇は何日ですか？", "target-mismatch", pair="a11", absent=["ペット"],
  notes="死亡時の特別休暇は父母・配偶者・祖父母・兄弟姉妹のみ。")
U("v5", "2025年1月に時間単位年休を使う場合、上限は年何日分でしたか？", "period", date="2025-01-01", pair="a8",
  notes="JA-HR-02は2025-04-01施行。")
P("q1", "祖父が亡くなったときの特別休暇の日数と、弔慰金の額を教えて", [
    ("祖父死亡時の特別休暇", "JA-HR-02", "2", "2日", "祖父母または兄弟姉妹が死亡したとき：2日"),
    ("祖父死亡時の弔慰金", "JA-HR-08", "1", "10,000円", "祖父母が死亡したとき：10,000円")], style="casual")
P("q2", "本人の結婚休暇の日数と、新婚旅行の旅費補助はいくら？", [
    ("本人結婚時の特別休暇", "JA-HR-02", "2", "5日", "本人が結婚するとき：5日"), ("新婚旅行の旅費補助", None)],
  style="casual", pair="a12", absent=["新婚旅行"])

# ---------------------------------------------------------------- JA-HR-03
on("JA-HR-03")
A("b1", "2027年1月以降、支所長が認めた場合の休日出勤の上限は何日に変わりますか？", "月5日まで", ver="2",
  cat="period", date="2027-01-01", pair="a9")
A("b2", "田植期の休日出勤の対象期間はいつからいつまで？", "5月1日から5月31日まで", ver="1", style="casual")
U("v1", "振休を期限内に取れなかった場合、手当で精算されるんですか？", "missing-item", ver="1", gap="no-value",
  pair="a7", notes="振替休日を与えられなかったときの取扱いは別途通知。")
U("v2", "What happens if I can't take my substitute holiday within four weeks?", "missing-item", ver="1",
  gap="no-value", style="english", pair="a7", notes="取扱いは別途通知する。")
U("v3", "畑作の収穫期（8月）は繁忙期として休日出勤扱いになる？", "target-mismatch", ver="1", style="casual",
  pair="a11", absent=["畑作"], notes="繁忙期は田植期・稲刈期・年末の直売所繁忙期のみ。")
U("v4", "休日出勤のとき、臨時職員の交通費はいくら加算？", "missing-item", ver="1", gap="other-number",
  style="casual", pair="a1", absent=["交通費"], notes="300円は時給への加算で、交通費の加算の定めはない。")
U("v5", "2024年10月の稲刈期に休日出勤した正職員の割増率は？", "period", date="2024-10-01", pair="a4",
  notes="JA-HR-03は2025-04-01施行。")
P("q1", "正職員の休日出勤手当の加算率と、振休の取得期限を教えてください。", [
    ("正職員の加算率", "JA-HR-03", "1", "35%"), ("振休の期限", "JA-HR-03", "1", "出勤日から4週間以内")])

# ---------------------------------------------------------------- JA-HR-04
on("JA-HR-04")
A("b1", "資格手当ってパートさんにも出る？", "臨時職員には支給しない", style="casual")
U("v1", "簿記の試験に落ちたら、テキスト代の一部でも出る？", "missing-item", gap="not-defined", style="casual",
  pair="a12", notes="不合格時の参考書代の補助は本規程では定めない。")
U("v2", "Does the coop pay for textbooks if I fail the exam?", "missing-item", gap="not-defined",
  style="english", pair="a12", notes="参考書代の補助は本規程では定めない。")
U("v3", "フォークリフトの免許を持ってたら資格手当いくら？", "target-mismatch", style="casual", pair="a5",
  absent=["フォークリフト"], notes="資格手当の一覧にフォークリフトはない。")
U("v4", "日商簿記2級の手当はいくらですか？", "target-mismatch", pair="a4", absent=["日商"],
  notes="一覧にあるのは農業簿記検定2級のみ。")
U("v5", "2025年2月に取った資格の奨励金はいくらでしたか？", "period", date="2025-02-01", pair="a9",
  notes="JA-HR-04は2025-04-01施行。")
U("v6", "資格を2つ同時に取ったら奨励金は2回分もらえる？上限は？", "missing-item", gap="other-number",
  style="casual", pair="a8", notes="奨励金は1資格の一時金額のみ。同時取得時の上限の定めはない。本文の2資格は手当の併給の定め。")

# ---------------------------------------------------------------- JA-HR-05
on("JA-HR-05")
A("b1", "片道5kmの車通勤の通勤手当は月いくら？", "4,200円", ver="1", style="casual", cat="near-miss",
  nm="7,100円")
A("b2", "県内の出張で泊まるときの宿泊料の上限はいくらですか？", "9,000円", ver="1", cat="near-miss",
  nm="12,000円")
U("v1", "韓国の農協との交流で出張します。日当はいくらですか？", "missing-item", ver="1", gap="not-defined",
  pair="a6", notes="海外出張の旅費は本規程では定めない。")
U("v2", "What is the hotel allowance for a business trip abroad?", "missing-item", ver="1", gap="not-defined",
  style="english", pair="a7", notes="海外出張の旅費は本規程では定めない。")
U("v3", "西支所に勤めてても冬季加算ってある？", "target-mismatch", ver="1", style="casual", pair="a4",
  absent_topic=["西支所に勤務する"], notes="冬季加算は山間支所勤務の職員のみ。")
U("v4", "出張で使ったタクシー代は精算できますか？上限は？", "missing-item", ver="1", pair="a10",
  absent=["タクシー"], notes="タクシー代の定めはない。")
U("v5", "私有車を業務で使ったときの駐車場代は1日いくらまで？", "missing-item", ver="1", gap="other-number",
  pair="a9", absent=["駐車場代"], notes="25円は走行1kmあたりの額で、駐車場代の定めはない。")
P("q1", "東京出張の宿泊料上限と、私有車の業務使用の1km単価を教えてください。", [
    ("東京の宿泊料上限", "JA-HR-05", "1", "12,000円"), ("私有車の単価", "JA-HR-05", "1", "走行1kmあたり25円")])
P("q2", "県外出張の日当と、出張中の食事代の上限は？", [
    ("県外出張の日当", "JA-HR-05", "1", "1日2,500円"), ("食事代の上限", None)], style="casual", pair="a6",
  absent=["食事代"])

# ---------------------------------------------------------------- JA-HR-06
on("JA-HR-06")
A("b1", "上期の考課の基準日っていつ？", "9月末日", ver="1", g=HR, style="casual", cat="near-miss", nm="3月末日")
A("b2", "B評価の賞与係数を教えてください。", "1.00", ver="1", g=HR, cat="near-miss", nm="1.10")
A("b3", "D評価は部署で何%以内が原則？", "5%以内", ver="1", g=HR, style="casual", cat="near-miss", nm="10%以内")
A("b4", "人事考課って年に何回やるんですか？", "年2回", ver="1", g=HR, cat="permission")
U("v1", "D評価の賞与係数っていくつ？", "permission", ver="1", style="casual", pair="a7",
  notes="JA-HR-06は人事課限定。")
U("v2", "係長に昇格するための要件を教えてください。", "permission", ver="1", pair="a3",
  notes="JA-HR-06は人事課限定。")
U("v3", "What is the bonus multiplier for a B rating?", "permission", ver="1", style="english", pair="b2",
  notes="JA-HR-06は人事課限定。")
U("v4", "支所長登用の選考って、どういう基準で選ばれるの？", "missing-item", ver="1", g=HR, gap="no-value",
  style="casual", pair="a3", notes="登用の選考基準は別途定める。")
U("v5", "部長への昇格要件は在級何年ですか？", "target-mismatch", ver="1", g=HR, pair="a2", absent=["部長への"],
  notes="昇格要件は主任・係長のみ。")

# ---------------------------------------------------------------- JA-HR-07
on("JA-HR-07")
A("b1", "臨時職員の1日の勤務時間は最長何時間？", "7時間45分以内", ver="1", style="casual")
U("v1", "臨時職員として通算3年勤めたら、慰労金みたいなのは出ますか？", "missing-item", ver="1",
  gap="not-defined", pair="a4", notes="退職金の支給は本規程では定めない。")
U("v2", "Do temporary staff get severance pay when their contract ends?", "missing-item", ver="1",
  gap="not-defined", style="english", pair="a4", notes="退職金は本規程では定めない。")
U("v3", "共済の推進補助をする臨時職員の時給はいくら？", "target-mismatch", ver="1", style="casual", pair="a3",
  absent=["推進補助"], notes="時給は窓口事務補助・直売所・営農センター選果・ライスセンターのみ。")
U("v4", "臨時職員の時給は夜間の勤務だといくら上がりますか？", "missing-item", ver="1", gap="condition",
  pair="a2", absent_topic=["夜間"], notes="時給は業務別の基本時給のみ。")
U("v5", "2024年に雇った臨時職員の選果作業の時給はいくらでしたか？", "period", date="2024-01-01",
  pair="a2", notes="JA-HR-07は2025-04-01施行。「2024年」は2024-01-01とする。")
P("q1", "直売所の臨時職員の時給と、臨時職員の通勤手当を教えてください。", [
    ("直売所の臨時の時給", "JA-HR-07", "1", "1,050円"), ("臨時職員の通勤手当", "JA-HR-07", "1", "1日あたり200円")])

# ---------------------------------------------------------------- JA-HR-08
on("JA-HR-08")
A("b1", "奥さんが出産したときのお祝い金はいくらですか？", "10,000円", ctx="出産したとき：10,000円", ver="1", cat="near-miss", nm="30,000円")
A("b2", "職員本人が亡くなった場合の弔慰金はいくら？", "100,000円", ver="1", style="casual", cat="near-miss",
  nm="50,000円")
U("v1", "おじいちゃんの法事（三回忌）で何かお金出る？", "missing-item", ver="1", gap="condition", style="casual",
  pair="a4", absent=["法事", "回忌"], notes="弔慰金は祖父母が死亡したときの定め。法事の定めはない。")
U("v2", "What is the condolence payment when an employee's aunt dies?", "target-mismatch", ver="1",
  style="english", pair="a4", absent=["叔母", "おば"], notes="弔慰金は本人・配偶者・父母・子・祖父母のみ。")
U("v3", "子どもが高校に入学したときの祝金はいくら？", "target-mismatch", ver="1", style="casual", pair="a2",
  absent=["高校"], notes="入学祝金は小学校入学のみ。")
U("v4", "車が事故で全損したときの見舞金はいくらですか？", "target-mismatch", ver="1", pair="a6",
  absent=["全損"], notes="見舞金は本人の傷病と住居の全壊・半壊のみ。")
U("v6", "How much is the wedding gift for a temporary staff member?", "missing-item", ver="1", gap="other-number",
  style="english", pair="a1", notes="臨時職員への慶弔見舞金は総務部長が個別に決めるとし、額はない。30,000円は正職員・嘱託職員の額。")

# ---------------------------------------------------------------- JA-KY-01
on("JA-KY-01")
A("b1", "春の推進期間はいつからいつまでですか？", "4月1日から6月30日まで")
A("b2", "傷害共済の新規1件で手当いくら？", "500円", ctx="傷害共済：500円", style="casual", cat="near-miss",
  nm="1,000円")
A("b3", "貯金の取引を条件に共済をすすめてもいいですか？", "共済の加入を勧めてはならない")
U("v1", "Is there a promotion bonus for a new agricultural machinery mutual-aid contract?", "target-mismatch",
  style="english", pair="a3", absent=["農機具"], notes="推進手当は建物更生・生命・自動車・傷害共済のみ。")
U("v2", "こども共済を新規で取ったら手当いくら？", "target-mismatch", style="casual", pair="a4",
  absent=["こども共済"], notes="一覧にこども共済はない。")
U("v4", "2025年1月の建更の推進手当はいくらでしたか？", "period", date="2025-01-01", pair="a2",
  notes="JA-KY-01は2025-04-01施行。")
U("v5", "推進実績の報告が遅れたらペナルティある？", "missing-item", style="casual", pair="a12",
  absent=["ペナルティ", "遅延"], notes="報告遅延の取扱いの定めはない。")
P("q1", "自動車共済の推進手当と、事故時の報告期限を教えて", [
    ("自動車共済の推進手当", "JA-KY-01", "2", "1,000円"), ("自動車事故の報告期限", "JA-KY-02", "1", "受付から2時間以内")],
  style="casual")
P("q2", "秋の推進期間の終わりと、推進期間中のノルマ未達の場合の扱いを教えてください。", [
    ("秋の推進期間の終わり", "JA-KY-01", "2", "12月15日まで"), ("ノルマ未達の扱い", None)], pair="a8",
  absent=["未達"])

# ---------------------------------------------------------------- JA-KY-02
on("JA-KY-02")
A("b1", "傷害共済の請求書類はどこに送るの？", "共済部契約管理課", ver="1", style="casual")
A("b2", "事故受付のとき記録する項目は何ですか？", "連絡を受けた時刻、事故の日時・場所、契約者番号", ver="1")
U("v1", "レンタカー代って共済で出るの？上限いくら？", "missing-item", ver="1", gap="no-value", style="casual",
  pair="a1", notes="代車費用の取扱いは別途通知する。")
U("v2", "Is a rental car covered while the insured car is being repaired?", "missing-item", ver="1",
  gap="no-value", style="english", pair="a1", notes="代車費用の取扱いは別途通知する。")
U("v3", "火災共済の事故は何時間以内に報告しますか？", "target-mismatch", ver="1", pair="a2",
  absent=["火災共済"], notes="報告期限は自動車・建物更生・生命・傷害共済のみ。")
P("q1", "事故受付票の様式と、生命共済の書類送付期限を教えてください。", [
    ("事故受付票の様式", "JA-KY-02", "1", "事故受付票（様式共-5）"), ("生命共済の送付期限", "JA-KY-02", "1", "受付から3営業日以内")])

# ---------------------------------------------------------------- JA-SH-01
on("JA-SH-01")
A("b1", "口座を新しく作るときに本人確認はいりますか？", "運転免許証等の本人確認書類の提示を受ける", ver="1")
U("v1", "代理人が来て口座を解約したいと言ってる。必要書類は？", "missing-item", ver="1", gap="not-defined",
  style="casual", pair="a8", notes="代理人による解約の手続は本規程では定めない。")
U("v2", "What documents are needed when an agent closes an account?", "missing-item", ver="1",
  gap="not-defined", style="english", pair="a8", notes="代理人による解約は本規程では定めない。")
U("v4", "営農センターで公共料金の払込みは受けられますか？", "missing-item", ver="1", pair="a4",
  absent=["公共料金"], notes="公共料金の定めはない。営農センターでは貯金の取扱いを行わないとするのみ。")
P("q1", "西支所の窓口の終了時刻と、300万円以上の払戻しの承認者を教えてください。", [
    ("西支所の窓口終了時刻", "JA-SH-01", "1", "9時00分から15時00分まで"),
    ("高額払戻しの承認者", "JA-SH-01", "1", "支所長の承認", "支所長の承認を得て")])

# ---------------------------------------------------------------- JA-SH-02
on("JA-SH-02")
A("b1", "2026年3月時点で、信用部長が決裁できた融資の範囲はいくらからでしたか？", "300万円を超え", ver="1", g=CR,
  ctx="1件あたり300万円を超え", cat="period", date="2026-03-01", pair="a1")
A("b2", "2025年10月に住宅ローンを支所長決裁でできた上限はいくらでしたか？", "2,000万円以下", ver="1", g=CR,
  cat="period", date="2025-10-01", pair="a6")
A("b3", "What amount can the senior managing director approve up to?", "1億円以下", g=CR, style="english",
  cat="near-miss", nm="3,000万円")
U("v1", "専務理事の融資決裁上限はいくらですか？", "permission", pair="b3", notes="JA-SH-02は融資担当限定。")
U("v2", "農業近代化資金の決裁者って誰？", "permission", style="casual", pair="a5", notes="JA-SH-02は融資担当限定。")
U("v3", "職員向けローンの金利優遇って何%？", "missing-item", g=CR, gap="no-value", style="casual", pair="a6",
  notes="職員本人への優遇金利は別途定める。")
U("v4", "What is the preferential rate on staff loans?", "missing-item", g=CR, gap="no-value", style="english",
  pair="a6", notes="職員本人への優遇金利は別途定める。")
U("v5", "カードローンの決裁は誰がしますか？", "target-mismatch", g=CR, pair="a5", absent=["カードローン"],
  notes="資金別の特例は農業近代化資金・住宅ローン・教育ローン・マイカーローンのみ。")
U("v6", "2024年の時点で、支所長決裁の上限額は？", "period", g=CR, date="2024-01-01", pair="a2",
  notes="JA-SH-02は2025-04-01施行。「2024年度」を2024-01-01とする。")

# ---------------------------------------------------------------- JA-SH-03
on("JA-SH-03")
A("b1", "東支所で夜に置いておける現金の上限はいくらですか？", "500万円", ver="1", cat="near-miss", nm="1,000万円")
A("b2", "金庫の鍵とダイヤル番号は同じ人が管理していい？", "別々の職員が管理する", ver="1", style="casual")
A("b3", "印鑑を使ったら何に記録しますか？", "印鑑使用簿", ctx="印鑑使用簿に記録", ver="1")
U("w1", "現金過不足って最終的にどう処理するの？雑損？", "permission", ver="1", style="casual",
  pair="JA-SH-04:a3", doc_id="JA-SH-04",
  notes="JA-SH-03は報告のみ定め、処理方法を定める現金過不足処理要領（JA-SH-04）は管理職限定。")
U("v2", "What is the after-hours cash limit at the farming center?", "target-mismatch", ver="1",
  style="english", pair="a2", absent_topic=["営農センターは"], notes="手元現金の上限は本所・東西支所・山間支所・直売所のみ。")
U("v3", "ライスセンターに夜置いておける現金の上限は？", "target-mismatch", ver="1", style="casual", pair="a1",
  absent_topic=["ライスセンター"], notes="手元現金の上限にライスセンターはない。")
U("v4", "支所長が不在のとき、銀行印は誰が保管する？", "missing-item", ver="1", gap="condition", style="casual",
  pair="b3", absent=["不在"], notes="保管者は支所長とのみ定め、不在時の代行の定めはない。")

# ---------------------------------------------------------------- JA-SH-04
on("JA-SH-04")
A("b1", "過不足の報告を受けたら、原因調査はいつまでにやるんですか？", "当日中", ver="1", g=MGR, cat="permission")
A("b2", "現金事故報告書の様式は？", "現金事故報告書（様式信-15）", ver="1", g=MGR, style="casual", cat="permission")
U("v1", "現金が1万5千円足りなかった。報告書はいつまでに誰に出す？", "permission", ver="1", style="casual",
  pair="a1", notes="JA-SH-04は管理職限定。")
U("v2", "What is the deadline for submitting a recurrence-prevention plan after a shortage?", "permission",
  ver="1", style="english", pair="a5", notes="JA-SH-04は管理職限定。")
U("v3", "重大な過失で現金をなくした職員の懲戒手続はどう決まってる？", "missing-item", ver="1", g=MGR,
  gap="no-value", style="casual", pair="a3", notes="懲戒の手続は別途定める。")
U("v4", "What is the disciplinary procedure when deliberate theft of cash is suspected?", "missing-item",
  ver="1", g=MGR, gap="no-value", style="english", pair="a3", notes="懲戒の手続は別途定める。")

# ---------------------------------------------------------------- JA-CB-01
on("JA-CB-01")
A("b1", "出荷者の登録料はいつ引き落とされますか？", "毎年4月")
A("b2", "直売所の売上は何日締め？", "毎月末日締め", style="casual")
A("b3", "What is the commission on pickles and sweets at the farmers' market?", "22%", style="english",
  cat="near-miss", nm="13%")
U("v1", "ジビエ（鹿肉）を直売所で売るときの手数料は？", "target-mismatch", style="casual", pair="a3",
  absent=["鹿", "ジビエ"], notes="品目の一覧に食肉はない。")
U("v2", "鉢植えの苗物の手数料は何％ですか？", "target-mismatch", pair="a5", absent=["苗"],
  notes="一覧は野菜・果物、米・雑穀、花き、加工品のみ。苗物の定めはない。")
U("v3", "What is the commission rate on firewood sold at the market?", "target-mismatch", style="english",
  pair="a1", absent=["薪"], notes="薪は品目の一覧にない。")
U("v4", "直売所のイベント出店料はいくら？", "missing-item", gap="other-number", style="casual", pair="a7",
  absent=["出店料", "イベント"], notes="3,000円は登録料で、イベント出店料の定めはない。")
P("q1", "果物の手数料率と、売れ残りの引取り時刻を教えてください。", [
    ("果物の手数料率", "JA-CB-01", "2", "13%"), ("引取り時刻", "JA-CB-01", "2", "当日18時まで")])
P("q2", "加工品の手数料と、加工品の出荷に必要な保健所の許可の種類は？", [
    ("加工品の手数料", "JA-CB-01", "2", "22%"), ("保健所の許可の種類", None)], style="casual", pair="a3",
  absent=["保健所"])

# ---------------------------------------------------------------- JA-CB-02
on("JA-CB-02")
A("b1", "玉ねぎは1袋何グラムが基準ですか？", "玉ねぎ800g", ver="1", cat="near-miss", nm="1kg")
A("b2", "きゅうりのA品は長さ何cm以上？", "長さ20cm以上", ver="1", style="casual", cat="near-miss", nm="3cm以内")
U("v1", "有機JASを取ってない人が「有機」って書いて出していい？", "missing-item", ver="1", gap="not-defined",
  style="casual", pair="a8", notes="有機表示の基準は本規程では定めない。")
U("v2", "What are the rules for labeling produce as organic?", "missing-item", ver="1", gap="not-defined",
  style="english", pair="a9", notes="有機表示の基準は本規程では定めない。")
U("v3", "さつまいもの袋詰めの標準重量は？", "target-mismatch", ver="1", style="casual", pair="a3",
  absent=["さつまいも"], notes="袋詰めの標準重量はじゃがいも・玉ねぎ・にんじん・ほうれんそうのみ。")
U("v4", "ピーマンのA品の基準は？", "target-mismatch", ver="1", pair="a7", absent=["ピーマン"],
  notes="A品の基準はきゅうり・なすのみ。")
U("v5", "Lサイズのトマトの出荷価格の下限はいくら？", "missing-item", ver="1", gap="other-number",
  style="casual", pair="a1", absent=["価格の下限"], notes="200gは規格の重さで、価格の定めはない。")
P("q1", "ほうれんそうの標準重量と、出荷停止の期間を教えて", [
    ("ほうれんそうの標準重量", "JA-CB-02", "1", "ほうれんそう200g"), ("出荷停止の期間", "JA-CB-02", "1", "1か月間")],
  style="casual")

# ---------------------------------------------------------------- JA-EN-01
on("JA-EN-01")
A("b1", "運搬車（乾燥機付き）のレンタル料はいくらですか？", "4,000円", ver="1", cat="near-miss", nm="6,000円")
A("b2", "2027年4月以降に農機を壊したら、修理費はいくらまで自己負担？", "10万円を上限", ver="2", cat="period",
  date="2027-04-01", style="casual", pair="a10", ctx="1件につき10万円を上限")
U("v1", "准組合員の人から田植機を貸してほしいと言われました。貸せますか？", "missing-item", ver="1",
  gap="not-defined", pair="a13", notes="准組合員への貸出しは本規程では定めない。")
U("v2", "Can associate members rent farm machinery?", "missing-item", ver="1", gap="not-defined",
  style="english", pair="a13", notes="准組合員への貸出しは本規程では定めない。")
U("v3", "籾すり機のレンタル料は？", "target-mismatch", ver="1", style="casual", pair="a1", absent=["籾すり"],
  notes="料金表に籾すり機はない。")
U("v4", "What does it cost to rent a 6-row combine harvester?", "target-mismatch", ver="1", style="english",
  pair="a1", absent=["6条刈り"], notes="コンバインは4条刈りのみ。")
P("q1", "田植機の料金と、清掃不足のときの清掃料を教えてください。", [
    ("田植機の料金", "JA-EN-01", "1", "6,000円"), ("清掃料", "JA-EN-01", "1", "清掃料2,000円")])

# ---------------------------------------------------------------- JA-EN-02
on("JA-EN-02")
A("b1", "田植期に水稲農家を何回以上巡回しますか？", "1回以上", ctx="田植期に1回以上", ver="1", cat="near-miss",
  nm="月1回以上")
A("b2", "西支所の営農指導員は何人？", "各2名", ver="1", style="casual", cat="near-miss", nm="5名")
U("v1", "市民農園の人の土を診断してほしいと頼まれた。料金は？", "missing-item", ver="1", gap="not-defined",
  style="casual", pair="a6", notes="組合員以外からの受託は本規程では定めない。")
U("v2", "Can we run a soil test for a non-member gardener?", "missing-item", ver="1", gap="not-defined",
  style="english", pair="a6", notes="組合員以外からの受託は本規程では定めない。")
U("v3", "露地野菜の農家は何か月に1回巡回？", "target-mismatch", ver="1", style="casual", pair="a4",
  absent=["露地"], notes="巡回頻度は水稲と施設園芸のみ。")

# ---------------------------------------------------------------- JA-GA-01
on("JA-GA-01")
A("b1", "公用車で事故を起こしたら、まずどこに届け出ますか？", "警察", ctx="警察に届け出た")
A("b2", "山間支所に置いてある公用車はどんな車？", "四輪駆動車", style="casual")
U("v1", "東支所の車の冬タイヤ交換って何月？", "missing-item", gap="no-value", style="casual", pair="a3",
  notes="東西支所の装着時期は別途通知する。")
U("v3", "2025年2月、山間支所の冬タイヤ期間はいつまででしたか？", "period", date="2025-02-01", pair="a4",
  notes="JA-GA-01は2025-04-01施行。")
P("q1", "ワンボックスを運転できる条件と、運行前点検の様式を教えて", [
    ("ワンボックスの運転条件", "JA-GA-01", "2", "免許取得後3年以上"), ("点検の様式", "JA-GA-01", "2", "運行前点検表（様式総-12）")],
  style="casual")

# ---------------------------------------------------------------- JA-GA-02
on("JA-GA-02")
A("b1", "組合員情報の書類はどうやって捨てるの？", "溶解処理またはシュレッダー", ver="1", style="casual")
U("v1", "クラウドに組合員名簿を置くのってOK？NG？", "missing-item", ver="1", gap="no-value", style="casual",
  pair="a6", notes="クラウド保存の可否の基準は別途通知する。")
U("v2", "人事考課表の保存期間は何年？", "target-mismatch", ver="1", pair="a5", absent=["考課表"],
  notes="保存期間の一覧に考課表はない。")
U("v3", "共済の事故受付票は何年保存しますか？", "target-mismatch", ver="1", pair="a2", absent_topic=["事故受付票"],
  notes="保存期間の一覧に事故受付票はない。")
P("q1", "理事会議事録の保存期間と、漏えい時の報告期限を教えてください。", [
    ("議事録の保存期間", "JA-GA-02", "1", "永年"), ("漏えいの報告期限", "JA-GA-02", "1", "発見から1時間以内")])

# ---------------------------------------------------------------- JA-GA-03
on("JA-GA-03")
A("b1", "災害対策本部の本部長は誰ですか？", "組合長", ver="1")
U("v1", "地震対応で日曜に出てきた人の手当っていくら？", "missing-item", ver="1", gap="no-value",
  style="casual", pair="a3", notes="特別手当の額は別途通知する。")
U("v2", "竜巻注意情報のときは始業を遅らせていい？", "target-mismatch", ver="1", style="casual", pair="a2",
  absent=["竜巻"], notes="始業繰下げは大雨警報・暴風警報のみ。")
U("v3", "防災訓練の参加は臨時職員も必須ですか？", "missing-item", ver="1", pair="a8",
  absent=["訓練への参加"], notes="訓練の対象者の定めはない。")
P("q1", "防災訓練の実施月と、備蓄の日数を教えてください。", [
    ("訓練の実施月", "JA-GA-03", "1", "6月および11月"), ("備蓄の日数", "JA-GA-03", "1", "3日分")])
P("q2", "大雨警報時の始業繰下げの上限と、そのときの在宅勤務の可否は？", [
    ("始業繰下げの上限", "JA-GA-03", "1", "最大2時間"), ("在宅勤務の可否", None)], style="casual", pair="a2",
  absent=["在宅勤務", "テレワーク"])

# ---------------------------------------------------------------- JA-GA-04
on("JA-GA-04")
A("b1", "窓口勤務のとき名札はつけないといけませんか？", "組合の制服と名札を着用する", ver="1")
U("v1", "営農センターの作業着って何枚貸してもらえるんだっけ？", "missing-item", ver="1", gap="no-value",
  style="casual", pair="a8", notes="作業服の貸与数は別途定める。")
U("v2", "大学で講義したら謝金をもらっていい？上限は？", "missing-item", ver="1", gap="not-defined",
  style="casual", pair="a1", notes="講演等の謝礼の受領上限は本規程では定めない。")
P("q1", "兼業の申請期限と、SNSに載せてはいけない情報を教えてください。", [
    ("兼業の申請期限", "JA-GA-04", "1", "従事開始の30日前まで"),
    ("SNSに載せてはいけない情報", "JA-GA-04", "1", "組合員の氏名、取引内容その他職務上知り得た情報")])

# ---------------------------------------------------------------- out-of-domain
OOD = [
    ("今年の米の概算金っていくら？", "casual"),
    ("みのり農協の組合長の名前を教えてください。", "polite"),
    ("What is the current interest rate on a one-year time deposit?", "english"),
    ("ふるさと納税の返礼品ってどうやって申し込むの？", "casual"),
    ("確定申告で農業所得の計算方法を教えてください。", "polite"),
    ("駅前のおすすめのランチ教えて", "casual"),
    ("How do I reset my password for the internal mail system?", "english"),
    ("台風10号の進路はどうなっていますか？", "polite"),
    ("コシヒカリの田植えに最適な水温は？", "casual"),
    ("来週の直売所のチラシ特売品は何？", "casual"),
    ("年金の受給開始年齢を繰り下げるといくら増える？", "casual"),
    ("Who won the prefectural rice tasting contest this year?", "english"),
    ("農協の総代会はいつ開催されますか？", "polite"),
    ("健康診断の予約ってどこでする？", "casual"),
    ("事務所のコピー機のトナー交換のやり方は？", "casual"),
    ("What time does the nearby post office close?", "english"),
]
for i, (q, st) in enumerate(OOD, 1):
    U(f"ood{i}", q, "out-of-domain", style=st, topic=False, doc_id="ZZ", notes="規程の対象外の質問。")
