"""Second pass: more twins, typo questions, cross-document two-part questions."""
from common import *


def XA(d, key, q, span, **kw):
    A(key, q, span, doc_id=d, **kw)


def XU(d, key, q, cat, **kw):
    U(key, q, cat, doc_id=d, **kw)


def XP(d, key, q, parts, **kw):
    P(key, q, parts, doc_id=d, **kw)


H1 = "AR-HR-01"
XA(H1, "h30", "残業申請ってどのシステムから出すの？", "勤怠システム", ver="2", ctx="当日16時までに勤怠システム", style="casual")
XU(H1, "h31", "パートタイマーの所定勤務時間は何時から何時までですか？", "target-mismatch", ver="2", pair="h16", absent=["パート"],
   notes="適用範囲は正社員と契約社員のみ。パートタイマーの定めはない。")
XU(H1, "h32", "Does the overtime cap also apply to interns?", "target-mismatch", ver="2", pair="h5", style="english",
   absent=["インターン"], notes="適用は正社員・契約社員。インターンの定めはない。")
XU(H1, "h33", "2025年3月に休日出勤した場合、振替休日の取得期限は何週間でしたか？", "period", date="2025-03-01", pair="h10",
   notes="AR-HR-01は2025-04-01施行。")
XP(H1, "h34", "20時過ぎまで残る時の承認者と、23時半過ぎに本社から帰る時のタクシー上限を教えて",
   [part("20時超の残業の承認者", "部長", ver="2", doc_id=H1), part("本社のタクシー代上限", "12,000円", doc_id="AR-HR-03")], style="casual")
XP(H1, "h35", "振休の取得期限と、振休を半日ずつに分けて取れるかを教えてください。",
   [part("振替休日の取得期限", "8週間以内", ver="2", doc_id=H1), part("振替休日の半日取得", None)], pair="h10")
XU(H1, "h36", "If I can't take my substitute day off, how is it paid out?", "missing-item", ver="2", pair="h10", gap="no-value",
   style="english", notes="振替休日を取得できなかった場合の精算方法は別途通知するとしている。")
XA(H1, "h37", "残行の年間上限って何時間？", "年360時間", ver="2", style="typo", notes="残行=残業")

H2 = "AR-HR-02"
XU(H2, "d30", "2025年9月に裁量労働を申請する場合、どの様式を使いましたか？", "period", date="2025-09-01", pair="d8",
   notes="AR-HR-02は2025-10-01施行。")
XU(H2, "d33", "裁量労働の人の在社時間は月何時間が上限ですか？", "missing-item", pair="d14", gap="other-number",
   notes="月200時間は産業医面接の基準で、在社時間の上限ではない。")
XA(H2, "d34", "What is the deadline to apply for the discretionary work system?", "適用開始月の前月15日まで", style="english")
XP(H2, "d36", "裁量労働のみなし時間と、コアタイムがあるかどうかを教えてください。",
   [part("みなし労働時間", "1日9時間", doc_id=H2), part("コアタイムの有無", None)], pair="d4", absent=["コアタイム"])
XA(H2, "d37", "2027年5月に深夜作業が7回あった。面談になる基準は月何回超え？", "月に6回", ver="2", cat="period",
   date="2027-05-01", pair="d12", style="casual")

H3 = "AR-HR-03"
XU(H3, "n30", "終電逃してネカフェに泊まったら、その代金って出る？", "missing-item", pair="n6", gap="not-defined", style="casual",
   notes="終電後の宿泊の取扱いは本規程では定めない。")
XU(H3, "n31", "What's the late-night taxi cap for the Osaka office?", "target-mismatch", pair="n2", style="english",
   absent=["大阪事務所"], notes="上限は本社・名古屋・仙台のみ。")
XA(H3, "n32", "What is the minimum rest period before the next workday starts?", "11時間以上", style="english")
XP(H3, "n34", "22時以降に作業するときの承認期限と、派遣CADオペさんに深夜作業を頼めるか教えて",
   [part("深夜業務の承認期限", "21時まで", doc_id=H3), part("派遣CADオペレーターへの深夜業務", "22時以降の業務を命じない", doc_id=H3)],
   style="casual")
XU(H3, "n35", "2025年2月に終電を逃した場合、本社からのタクシー上限はいくらでしたか？", "period", date="2025-02-01", pair="n1",
   notes="AR-HR-03は2025-04-01施行。")
XU(H3, "n36", "金沢の現場から深夜にタクシーで帰る場合の上限はいくらですか？", "target-mismatch", pair="n2", absent=["金沢"],
   notes="上限は本社・名古屋・仙台のみ。")
XA(H3, "n37", "タクシー台の精算って何日以内？", "10日以内", style="typo", notes="タクシー台=タクシー代")

H4 = "AR-HR-04"
XU(H4, "y30", "今年の年末年始の休み、有休を使う扱いになるの？", "missing-item", ver="2", pair="y9", gap="no-value", style="casual",
   notes="年末年始の一斉休業日に有休を充てるかは毎年別途通知する。")
XU(H4, "y31", "インターン生にも有休はありますか？", "target-mismatch", ver="2", pair="y7", absent=["インターン"],
   notes="付与対象は正社員と契約社員。")
XU(H4, "y32", "2024年8月の夏の一斉休業では、有休が何日充てられましたか？", "period", date="2024-08-01", pair="y9",
   notes="AR-HR-04は2025-04-01施行。")
XA(H4, "y33", "What is the cap on carried-over paid leave?", "20日", ver="2", ctx="繰越し分の上限は20日", style="english")
XA(H4, "y34", "2025年7月時点で、有休は何営業日前までに申請する決まりでしたか？", "5営業日前まで", ver="1", cat="period",
   date="2025-07-01", pair="y1")
XP(H4, "y35", "有休の繰越上限と、病気休暇が年に何日あるかを教えてください。",
   [part("有休の繰越上限", "20日", ver="2", doc_id=H4, ctx="繰越し分の上限は20日"), part("病気休暇の日数", None)], pair="y8",
   absent=["病気休暇"])
XU(H4, "y36", "管理建築士がまだ決まっていない案件で検査日に有休を取るとき、誰の了承をもらえばいいですか？", "missing-item", ver="2",
   pair="y11", gap="condition", notes="了承の定めは担当プロジェクトの管理建築士についてのみ。管理建築士不在の場合は定めない。")

H5 = "AR-HR-05"
XU(H5, "s30", "Do I get special leave on the day of the first-class architect written exam?", "missing-item", pair="s10",
   gap="not-defined", style="english", notes="学科試験の受験日の取扱いは本規程では定めない。")
XU(H5, "s31", "姪の結婚式に出るための休暇はもらえますか？", "target-mismatch", pair="s1", absent=["姪"],
   notes="結婚の休暇は本人の結婚のみ。")
XU(H5, "s32", "飼ってる犬が死んじゃった…忌引ってある？", "target-mismatch", pair="s3", style="casual", absent=["ペット", "犬"],
   notes="慶弔休暇の対象は列挙された親族のみ。")
XA(H5, "s33", "裁判員休暇って給料は出るの？", "有給", ctx="有給の特別休暇", style="casual")
XP(H5, "s34", "勤続10年のリフレッシュ休暇の日数と、いつまでに取ればいいかを教えてください。",
   [part("勤続10年のリフレッシュ休暇日数", "5日", doc_id=H5, ctx="勤続10年に達した者には5日"),
    part("リフレッシュ休暇の取得期限", "勤続年数に達した日から1年以内", doc_id=H5)])
XU(H5, "s35", "2025年1月に結婚した社員の休暇は何日でしたか？", "period", date="2025-01-01", pair="s1",
   notes="AR-HR-05は2025-04-01施行。")
XA(H5, "s36", "特別休暇の申請は誰を経由して出しますか？", "所属長")

H6 = "AR-HR-06"
XU(H6, "q30", "一級の登録手数料って会社持ち？", "missing-item", ver="2", pair="q1", gap="not-defined", style="casual",
   notes="登録手数料の取扱いは本規程では定めない。")
XU(H6, "q31", "2025年2月に申し込んだ一級建築士講座の補助上限はいくらでしたか？", "period", date="2025-02-01", pair="q11",
   notes="AR-HR-06は2025-04-01施行。")
XA(H6, "q32", "How many attempts at the same exam will the company pay for?", "3回まで", ver="2", style="english")
XU(H6, "q33", "土木施工管理技士の受験料も会社が出してくれる？", "target-mismatch", ver="2", pair="q10", style="casual",
   absent=["土木"], notes="対象資格に土木施工管理技士はない。")
XA(H6, "q34", "構造設計一級の講座費の保助上限はいくらですか？", "15万円", ver="2", cat="near-miss", nm="50万円", style="typo",
   notes="保助=補助")
XP(H6, "q35", "講座受講の承認様式と、講座のために時短勤務ができるか教えてください。",
   [part("講座受講の承認様式", "様式Q-1", ver="2", doc_id=H6), part("受講のための時短勤務", None)], pair="q16", absent=["時短"])

H7 = "AR-HR-07"
XU(H7, "a30", "2024年12月の時点で、二級建築士の資格手当は月いくらでしたか？", "period", date="2024-12-01", pair="a3",
   notes="AR-HR-07は2025-04-01施行。")
XA(H7, "a31", "From which month is the license allowance paid?", "登録を証する書類を提出した月の翌月分から", style="english")
XU(H7, "a32", "インテリアプランナーの資格手当はありますか？", "target-mismatch", pair="a3", absent=["インテリア"],
   notes="手当の対象資格にインテリアプランナーはない。")
XA(H7, "a33", "2027年3月の一級建築士の資格手当は月いくらですか？", "月額25,000円", ver="2", cat="period", date="2027-03-01", pair="a1")
XU(H7, "a35", "資格を失効したら、資格手当はいつから止まりますか？", "missing-item", pair="a12", absent=["失効"],
   notes="停止の定めは休職期間中のみで、失効時の扱いは定めない。")

H8 = "AR-HR-08"
XU(H8, "x30", "How many days does HR have to finish a disciplinary investigation?", "permission", pair="x1", style="english",
   notes="調査期限は人事総務部限定の規程にのみある。")
XU(H8, "x31", "懲戒委員会って何人でやるの？", "permission", pair="x7", style="casual",
   notes="委員会の構成は人事総務部限定の規程にのみある。")
XA(H8, "x32", "図面データの無断持出し事案を審議するとき、何を添えますか？", "情報システム室のログ調査の結果", g=HR, cat="permission")
XU(H8, "x33", "図面を勝手に持ち出して懲戒になる場合、審議に何が添えられるの？", "permission", pair="x32", style="casual",
   notes="人事総務部限定の規程にのみある。")
XU(H8, "x34", "懲戒委員会に労働組合の代表は入りますか？", "target-mismatch", g=HR, pair="x7", absent=["組合"],
   notes="委員会の構成は人事総務部長・設計部長・所長1名のみ。")
XU(H8, "x35", "2025年2月に把握した懲戒事案は、何営業日以内に報告する決まりでしたか？", "period", g=HR, date="2025-02-01", pair="x9",
   notes="AR-HR-08は2025-04-01施行。")

H9 = "AR-HR-09"
XU(H9, "e30", "派遣社員に社用スマホを貸与できますか？", "target-mismatch", pair="e10", absent=["スマホ", "スマートフォン"],
   notes="貸与品はCAD端末・入館カード・CADソフトのライセンスのみ。")
XA(H9, "e31", "What are the standard working hours for temp CAD operators?", "9時30分から17時30分まで", style="english")
XU(H9, "e32", "派遣さんの1日の残業は何時間まで？", "missing-item", pair="e1", gap="other-number", style="casual",
   notes="「月20時間以内」は月の上限。1日の上限は定めない。")
XA(H9, "e33", "派遣さんの苦情の申し手先ってどこ？", "人事総務部の派遣受入担当", style="typo", notes="申し手先=申出先")
XU(H9, "e34", "2025年3月に派遣社員を受け入れる場合、申請の様式は何でしたか？", "period", date="2025-03-01", pair="e7",
   notes="AR-HR-09は2025-04-01施行。")
XP(H9, "e35", "派遣CADオペに深夜作業を頼めるかと、派遣さんの残業上限を教えて",
   [part("派遣CADオペレーターへの深夜業務", "22時以降の業務を命じない", doc_id="AR-HR-03"), part("派遣社員の時間外上限", "月20時間以内", doc_id=H9)],
   style="casual")

H10 = "AR-HR-10"
XU(H10, "g30", "孫が生まれたらお祝い金って出る？", "target-mismatch", pair="g2", style="casual", absent=["孫"],
   notes="出産祝金は本人または配偶者の出産のみ。")
XA(H10, "g31", "How much condolence money is paid when an employee's spouse dies?", "50,000円",
   ctx="配偶者または子の死亡の場合は50,000円", cat="near-miss", nm="100,000円", style="english")
XU(H10, "g32", "派遣社員が結婚した場合の祝金はいくらですか？", "target-mismatch", pair="g5", absent_topic=["派遣"],
   notes="祝金の定めは社員と契約社員のみ。派遣社員の定めはない。")
XU(H10, "g33", "2024年6月に子どもが生まれた場合の祝金はいくらでしたか？", "period", date="2024-06-01", pair="g2",
   notes="AR-HR-10は2025-04-01施行。")
XA(H10, "g34", "本人が亡くなった場合の弔慰金はいくらですか？", "100,000円", cat="near-miss", nm="50,000円")
XU(H10, "g35", "結婚祝金は、結婚から何日以内に振り込まれますか？", "missing-item", pair="g12", gap="other-number",
   notes="6か月以内は申請期限。支給時期は定めない。")
