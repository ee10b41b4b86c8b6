"""Second pass: more twins (target-mismatch, not-defined/no-value, period, permission), typo and
casual variants, and more two-part questions (some across two documents)."""
from common import *

# ---------------------------------------------------------------- JS-ST-01
D = "JS-ST-01"
A("z1", "有級って何日前までに申請すればいいですか？", "取得日の3日前まで", ver="2", doc_id=D, style="typo", pair="a1")
A("z2", "入社1年半の派遣スタッフに付与される有給は何日？", "11日", ver="2", doc_id=D, cat="near-miss", nm="10日",
  style="casual")
A("z3", "I'm a permanent temp. Can I take paid leave by the hour?", "無期雇用派遣スタッフに限り", ver="2", doc_id=D,
  style="english")
U("z4", "待機期間中に有給を申請したい場合、何日前までに出せばいいですか？", "missing-item", ver="2", doc_id=D,
  gap="not-defined", pair="a1", notes="待機期間中の取得は本規程では定めない。")
U("z5", "日雇派遣の人の有給ってどうなってる？何日もらえる？", "target-mismatch", ver="2", doc_id=D, pair="a4",
  absent=["日雇"], style="casual", notes="適用範囲は登録型・無期雇用のみ。")
U("z6", "2025年3月時点で、当日休む場合の連絡は始業の何分前まででしたか？", "period", doc_id=D, date="2025-03-01",
  pair="a3", notes="JS-ST-01は2025-04-01施行。")

# ---------------------------------------------------------------- JS-ST-02
D = "JS-ST-02"
A("z1", "交通日の上限って無期雇用だといくら？", "月額50,000円", ver="2", doc_id=D, style="typo", pair="b2")
A("z2", "申請と違うルートで通ってて差額をもらってたのがバレたらどうなる？", "過去に遡って差額を返還させる", ver="2",
  doc_id=D, style="casual")
A("z3", "2025年8月、登録型スタッフの交通費上限はいくらでしたか？", "月額30,000円", ver="1", doc_id=D, cat="period",
  date="2025-08-01", pair="b1")
U("z4", "高速バスで通勤してるんだけど、運賃は全額出る？", "missing-item", ver="2", doc_id=D, gap="not-defined",
  pair="b10", style="casual", notes="高速バスの運賃の取扱いは本規程では定めない。")
U("z5", "Is a long-distance highway bus fare reimbursed for commuting?", "missing-item", ver="2", doc_id=D,
  gap="not-defined", pair="b10", style="english", notes="高速バスの運賃は本規程では定めない。")
U("z6", "業務委託で働いている人の交通費の上限はいくらですか？", "target-mismatch", ver="2", doc_id=D, pair="b1",
  absent=["業務委託"], notes="上限は登録型・無期雇用のみ。")
U("z7", "2024年9月に自家用車で通勤していた場合、1kmあたりいくらでしたか？", "period", doc_id=D, date="2024-09-01",
  pair="b4", notes="JS-ST-02は2025-04-01施行。")

# ---------------------------------------------------------------- JS-ST-03
D = "JS-ST-03"
A("z1", "社歩の手続きって、支店じゃなくてどこがやるの？", "スタッフサポート部社会保険課（内線2250）", doc_id=D,
  style="typo", pair="c9")
A("z2", "Which office receives the health insurance enrollment form?", "年金事務所", doc_id=D, style="english")
U("z3", "妻を扶養に入れるには年収いくら以下ならいいですか？", "missing-item", doc_id=D, gap="not-defined", pair="c2",
  notes="被扶養者の認定基準は本規程では定めない。")
U("z4", "2025年2月時点で、雇用保険の届出期限はいつまででしたか？", "period", doc_id=D, date="2025-02-01", pair="c5",
  notes="JS-ST-03は2025-04-01施行。")

# ---------------------------------------------------------------- JS-ST-04
D = "JS-ST-04"
A("z1", "2年目の研修って年何時間受ければいいの？", "毎年4時間以上", doc_id=D, style="casual", cat="near-miss",
  nm="8時間以上", pair="d2")
A("z2", "2027年6月に集合研修に参加する場合、交通費はいくらまで出ますか？", "1,500円", ctx="1回につき1,500円", ver="2",
  doc_id=D, cat="period", date="2027-06-01", pair="d7")
U("z3", "修了証の再発行をお願いしたいです。手数料はかかりますか？", "missing-item", doc_id=D, gap="not-defined",
  pair="d4", notes="再発行手数料は本規程では定めない。")

# ---------------------------------------------------------------- JS-ST-05
D = "JS-ST-05"
A("z1", "就業条件明示書を誰がスタッフに渡すんですか？", "担当コーディネーター", ctx="担当コーディネーターは、就業開始日", doc_id=D)
A("z2", "通算で何年を超えて続いてたら雇止めの予告が要る？", "通算1年を超えて", doc_id=D, style="casual")
U("z3", "無期雇用で待機中なんだけど、研修ってどうやって申し込むの？", "missing-item", doc_id=D, gap="no-value",
  pair="e6", style="casual", notes="待機中の研修参加方法は別途通知。")
U("z4", "業務委託のスタッフとの契約を更新しない場合、何日前に予告が必要？", "target-mismatch", doc_id=D, pair="e7",
  absent=["業務委託"], notes="雇止め予告は登録型派遣スタッフについて定める。")

# ---------------------------------------------------------------- JS-ST-06
D = "JS-ST-06"
A("z1", "定期健診は年何回ですか？", "毎年1回", doc_id=D)
A("z2", "健診の会場ってどこで受ければいい？", "会社が指定する提携医療機関", doc_id=D, style="casual")
U("z3", "Will the company pay for a follow-up exam after the health checkup?", "missing-item", doc_id=D,
  gap="not-defined", pair="r4", style="english", notes="再検査の費用負担は本規程では定めない。")
U("z4", "2024年7月時点の健診の受診期間は？", "period", doc_id=D, date="2024-07-01", pair="r1",
  notes="JS-ST-06は2025-04-01施行。")

# ---------------------------------------------------------------- JS-CT-01
D = "JS-CT-01"
A("z1", "派遣先から事業所単位の抵触日の通知はいつ受け取ればいい？", "新規の契約締結前", ver="2", doc_id=D, style="casual")
A("z2", "派遣契約の期間は最短で何か月ですか？", "1か月以上", ver="2", doc_id=D, cat="near-miss", nm="3か月")
A("z3", "When must the client provide the written record of the labor-union hearing for extending the period?",
  "抵触日の1か月前まで", ctx="抵触日の1か月前までに過半数", ver="2", doc_id=D, style="english")
U("z4", "抵触日管理台帳ってどのフォーマット使えばいいの？", "missing-item", ver="2", doc_id=D, gap="no-value",
  pair="f8", style="casual", notes="台帳の様式は別途定めるとされている。")
U("z5", "What template should the branch use for the conflict-date register?", "missing-item", ver="2", doc_id=D,
  gap="no-value", pair="f8", style="english", notes="台帳の様式は別途定める。")
U("z8", "2025年3月時点で、1回の派遣契約の上限期間は何か月でしたか？", "period", doc_id=D, date="2025-03-01", pair="f3",
  notes="JS-CT-01は2025-04-01施行。")

# ---------------------------------------------------------------- JS-CT-02
D = "JS-CT-02"
A("z1", "What markup over the hourly wage is required for general office work?", "1.6倍以上", doc_id=D,
  style="english", cat="near-miss", nm="1.55倍以上")
A("z2", "夜10時以降の派遣料金は何%増しになりますか？", "25%増し", ctx="深夜（22時から翌5時まで）は25%増し", doc_id=D,
  cat="near-miss", nm="35%増し")
A("z3", "派遣料金の締め日はいつ？", "毎月末日", doc_id=D, style="casual")
U("z4", "派遣先の都合で途中解約になったら、料金の精算はどうする？", "missing-item", doc_id=D, gap="no-value",
  pair="g5", style="casual", notes="中途解約時の料金精算の方法は別途定める。")
U("z5", "How do we settle fees when a client cancels the contract midway?", "missing-item", doc_id=D,
  gap="no-value", pair="g5", style="english", notes="精算方法は別途定める。")
U("z6", "通訳案件の派遣料金は時給の何倍以上にしますか？", "target-mismatch", doc_id=D, pair="g3", absent=["通訳"],
  notes="比率は一般事務・コールセンター・軽作業のみ。")
U("z7", "ドライバー派遣の掛け率ってどのくらい？", "target-mismatch", doc_id=D, pair="g3", absent=["ドライバー"],
  style="casual", notes="ドライバーの職種はない。")
U("z8", "保育士の派遣料金の下限比率は？", "target-mismatch", doc_id=D, pair="g2", absent=["保育"],
  notes="保育士の職種はない。")
U("z9", "2025年1月時点で、見積書の有効期限は何日でしたか？", "period", doc_id=D, date="2025-01-01", pair="g1",
  notes="JS-CT-02は2025-04-01施行。")

# ---------------------------------------------------------------- JS-CP-01
D = "JS-CP-01"
A("z1", "苦情受けたらなに書けばいいんだっけ、様式は？", "苦情処理票（様式CP-1）", ver="2", doc_id=D, style="casual",
  pair="h2")
A("z2", "Who is the complaint handler at each branch?", "派遣元責任者", ver="2", doc_id=D, style="english")
A("z3", "匿名の苦情には結果を返しますか？", "処理結果の通知は行わない", ver="2", doc_id=D)
U("z4", "派遣先の社員さんから苦情が来たときはどう処理するの？", "missing-item", ver="2", doc_id=D, gap="not-defined",
  pair="h1", style="casual", notes="派遣先の従業員からの苦情の取扱いは本規程では定めない。")
U("z5", "How are complaints from the client's own employees handled?", "missing-item", ver="2", doc_id=D,
  gap="not-defined", pair="h1", style="english", notes="本規程では定めないと明記。")
U("z6", "町田支店の苦情処理担当者は何名ですか？", "target-mismatch", ver="2", doc_id=D, pair="h8", absent=["町田"],
  notes="支店は新宿・横浜・千葉・大宮のみ。")
U("z7", "How many complaint handlers are at the Kawasaki branch?", "target-mismatch", ver="2", doc_id=D, pair="h8",
  style="english", absent=["川崎"], notes="川崎支店はない。")
U("z8", "2025年2月時点で、苦情処理票の記録期限は何時間でしたか？", "period", doc_id=D, date="2025-02-01", pair="h1",
  notes="JS-CP-01は2025-04-01施行。")

# ---------------------------------------------------------------- JS-PR-01
D = "JS-PR-01"
A("z1", "派遣先にスタッフのどんな情報なら渡していいですか？", "氏名、性別、社会保険等の加入状況および業務に必要な資格",
  doc_id=D)
A("z2", "個人情報の漏えいに気づいたら、いつ報告すればいいの？", "直ちに", doc_id=D, style="casual")
U("z3", "開示請求の手数料はいくらですか？", "missing-item", doc_id=D, gap="no-value", pair="i7",
  notes="手数料は別途定める。")
U("z4", "在留カードのコピーって何年とっておく？", "target-mismatch", doc_id=D, pair="i1", absent=["在留カード"],
  style="casual", notes="在留カードの写しは保存期間の列挙にない。")
U("z5", "登録スタッフの給与振込口座の情報は、最終就業日から何年保存しますか？", "target-mismatch", doc_id=D, pair="i1",
  absent_topic=["口座"], notes="口座情報は保存期間の列挙にない。")

# ---------------------------------------------------------------- JS-SL-01
D = "JS-SL-01"
A("z1", "営業目標って何を基準に決めるの？", "稼働人数と粗利額", ver="2", doc_id=D, style="casual")
A("z2", "2025年6月時点で、新規開拓奨励金は1社いくらでしたか？", "10,000円", ctx="1社につき10,000円", ver="1",
  doc_id=D, cat="period", date="2025-06-01", pair="j4")
U("z3", "Is there a bonus if I only hit the headcount target for the quarter?", "missing-item", ver="2", doc_id=D,
  gap="not-defined", pair="j8", style="english", notes="稼働人数目標のみ達成の扱いは本規程では定めない。")
U("z4", "営業主任の営業手当は月いくらですか？", "target-mismatch", ver="2", doc_id=D, pair="j2", absent_topic=["主任"],
  notes="手当は営業職1〜3級のみ。")
U("z5", "営業アシスタントにも営業手当って出る？いくら？", "target-mismatch", ver="2", doc_id=D, pair="j1",
  absent_topic=["アシスタント"], style="casual", notes="営業アシスタントの区分はない。")
U("z6", "2024年9月時点の新規開拓奨励金の額を教えてください。", "period", doc_id=D, date="2024-09-01", pair="j4",
  notes="JS-SL-01は2025-04-01施行。")

# ---------------------------------------------------------------- JS-HR-01
D = "JS-HR-01"
A("z1", "新宿支店の内勤の終業時刻は？", "9時から18時まで", doc_id=D, style="casual", cat="near-miss",
  nm="8時30分から17時30分まで", pair="k2")
A("z2", "内勤の1日の所定労働時間は何時間ですか？", "1日8時間", doc_id=D)
U("z3", "時差出勤ってできる？", "missing-item", doc_id=D, gap="not-defined", pair="k2", style="casual",
  notes="時差出勤の取扱いは本規程では定めない。")
U("z4", "Can branch staff shift their start time earlier or later (staggered hours)?", "missing-item", doc_id=D,
  gap="not-defined", pair="k2", style="english", notes="時差出勤は本規程では定めない。")
U("z5", "浦和支店の内勤社員の勤務時間を教えてください。", "target-mismatch", doc_id=D, pair="k1", absent=["浦和"],
  notes="浦和支店はない。")
U("z6", "What are the working hours at the Machida branch?", "target-mismatch", doc_id=D, pair="k3",
  style="english", absent=["町田"], notes="町田支店はない。")

# ---------------------------------------------------------------- JS-HR-02
D = "JS-HR-02"
A("z1", "父が亡くなりました。特別休暇は何日もらえますか？", "5日", ctx="父母、配偶者または子が死亡したとき：5日", ver="2",
  doc_id=D, cat="near-miss", nm="2日")
A("z2", "有給を3日以上続けて取るなら、いつまでに上長に相談？", "1か月前まで", ver="2", doc_id=D, style="casual", pair="l7")
U("z3", "夏休みって半日ずつ取れる？", "missing-item", ver="2", doc_id=D, gap="not-defined", pair="l1", style="casual",
  notes="夏季休暇の半日取得は本規程では定めない。")
U("z4", "Can summer vacation days be taken in half-day units?", "missing-item", ver="2", doc_id=D, gap="not-defined",
  pair="l8", style="english", notes="本規程では定めない。")
U("z5", "勤続10年でもらえるリフレッシュ休暇の日数を教えてください。", "missing-item", ver="2", doc_id=D, gap="no-value",
  pair="l9", notes="勤続10年以降は別途通知。")
U("z6", "孫が生まれたときの特別休暇は何日ですか？", "target-mismatch", ver="2", doc_id=D, pair="l3",
  absent_topic=["孫"], notes="孫は列挙にない。")
U("z7", "甥っ子の葬式に出るんだけど、特休何日？", "target-mismatch", ver="2", doc_id=D, pair="l4",
  absent_topic=["甥"], style="casual", notes="甥は列挙にない。")
U("z8", "義理の兄が亡くなった場合の特別休暇は？", "target-mismatch", ver="2", doc_id=D, pair="l4",
  absent_topic=["義"], notes="義兄は列挙にない。")

# ---------------------------------------------------------------- JS-HR-03
D = "JS-HR-03"
A("z1", "名古屋泊まりの出張、ホテル代の上限いくら？", "14,000円", ctx="名古屋市内は14,000円", ver="2", doc_id=D,
  style="casual", cat="near-miss", nm="11,000円", pair="m1")
A("z2", "片道何km未満の出張だと日当が出ないんですか？", "片道50km未満", ver="2", doc_id=D, cat="near-miss",
  nm="片道100km以上")
U("z3", "飛行機で出張する場合、航空券の予約はどうすればいいですか？", "missing-item", ver="2", doc_id=D,
  gap="not-defined", pair="m7", notes="航空機の利用は本規程では定めない。")
U("z4", "出張の仮払いってどうやって申請するの？", "missing-item", ver="2", doc_id=D, gap="no-value", pair="m8",
  style="casual", notes="仮払いの手続は別途定める。")
U("z5", "2025年2月に大阪へ出張した場合の日当はいくらでしたか？", "period", doc_id=D, date="2025-02-01", pair="m4",
  notes="JS-HR-03は2025-04-01施行。")

# ---------------------------------------------------------------- JS-HR-04
D = "JS-HR-04"
A("z1", "本社の管理部門は週何日まで在宅OKですか？", "週3日まで", ctx="本社の管理部門は週3日まで", doc_id=D,
  cat="near-miss", nm="週2日まで")
A("z2", "在宅中にちょっと抜けるときは誰にどう連絡すればいい？", "所属長へチャットで連絡する", doc_id=D, style="casual")
A("z3", "2027年3月時点で、在宅勤務手当はいくらになっていますか？", "月額4,000円", ver="2", doc_id=D, cat="period",
  date="2027-03-01", pair="n4")
U("z4", "会社のノーパソが壊れた。交換ってどうやって頼むの？", "missing-item", doc_id=D, gap="no-value", pair="n8",
  style="casual", notes="故障時の交換手続は別途通知。")
U("z5", "How do I get a replacement if my company laptop breaks while working from home?", "missing-item",
  doc_id=D, gap="no-value", pair="n8", style="english", notes="交換手続は別途通知。")
U("z6", "支店長は週何日までテレワークできますか？", "target-mismatch", doc_id=D, pair="n1", absent_topic=["支店長"],
  notes="日数は営業職・コーディネーター・本社管理部門のみ。")
U("z7", "契約社員の内勤も在宅できる？週何日まで？", "target-mismatch", doc_id=D, pair="n3", absent_topic=["契約社員"],
  style="casual", notes="契約社員の区分はない。")

# ---------------------------------------------------------------- JS-HR-05
D = "JS-HR-05"
A("z1", "月45時間って残業の上限だっけ？年だと何時間？", "1年360時間", doc_id=D, style="casual", pair="o3")
A("z2", "深夜労働になるのは何時から何時までですか？", "22時から翌5時まで", doc_id=D)
U("z3", "代休って半日だけ取れる？", "missing-item", doc_id=D, gap="not-defined", pair="o6", style="casual",
  notes="代休の半日取得は本規程では定めない。")
U("z4", "Can a compensatory day off be taken as a half day?", "missing-item", doc_id=D, gap="not-defined", pair="o6",
  style="english", notes="本規程では定めない。")
U("z5", "支店長の深夜手当の割増率は何%ですか？", "missing-item", doc_id=D, gap="no-value", pair="o7",
  notes="支店長の深夜割増は別途定める。")
U("z6", "契約社員の内勤が休日出勤したときの割増率は？", "target-mismatch", doc_id=D, pair="o5", absent_topic=["契約社員"],
  notes="契約社員の定めはない。")

# ---------------------------------------------------------------- JS-GA-01
D = "JS-GA-01"
A("z1", "支店の登録会は何曜日にやってるの？", "毎週火曜日と木曜日", doc_id=D, style="casual")
A("z2", "来訪者にはなにを貸し出しますか？", "来訪者用のネームカード", doc_id=D)
U("z3", "登録会を当日ドタキャンした人にはどうフォローする？", "missing-item", doc_id=D, gap="not-defined", pair="p5",
  style="casual", notes="当日欠席者への再案内の方法は本規程では定めない。")
U("z4", "浦和支店の窓口の営業時間は何時から何時までですか？", "target-mismatch", doc_id=D, pair="p2", absent=["浦和"],
  notes="浦和支店はない。")
U("z5", "What are the counter hours at the Kawasaki branch?", "target-mismatch", doc_id=D, pair="p3",
  style="english", absent=["川崎"], notes="川崎支店はない。")

# ---------------------------------------------------------------- JS-GA-02
D = "JS-GA-02"
A("z1", "社用車の鍵は使い終わったら誰に返す？", "総務担当", doc_id=D, style="casual")
A("z2", "社用車で事故をしたら、まずどこに届け出ますか？", "警察", doc_id=D)
U("z3", "社用車のEVの充電ってどうやるの？", "missing-item", doc_id=D, gap="no-value", pair="q8", style="casual",
  notes="電気自動車の充電手順は別途通知。")
U("z4", "How many company cars does the Urawa office have?", "target-mismatch", doc_id=D, pair="q1",
  style="english", absent=["浦和"], notes="浦和の拠点はない。")
U("z5", "柏支店には社用車が何台配備されていますか？", "target-mismatch", doc_id=D, pair="q2", absent=["柏"],
  notes="柏支店はない。")

# ---------------------------------------------------------------- restricted
D = "JS-MG-01"
A("z1", "2025年10月に4%の値引きをしたとき、誰の承認が必要でしたか？", "支店長", ctx="支店長が承認する", ver="1",
  doc_id=D, g=MGR, cat="period", date="2025-10-01", pair="m2")
U("z2", "値引き率5%超えるときの承認者って誰？", "permission", ver="2", doc_id=D, pair="m3", style="casual",
  notes="managers限定のJS-MG-01。")
U("z3", "値引きの申請書は何て様式？", "permission", ver="2", doc_id=D, pair="m12", style="casual",
  notes="managers限定のJS-MG-01。")
D = "JS-MG-02"
A("z1", "評価結果に不満がある部下は、何日以内に異議を出せますか？", "結果の通知から10日以内", doc_id=D, g=MGR,
  cat="permission")
U("z2", "異議申立ての再審査って何日くらいで結果出る？", "missing-item", doc_id=D, g=MGR, gap="not-defined", pair="z1",
  style="casual", notes="再審査の期間は本基準では定めない。")
U("z3", "評価に納得できないとき、何日以内に異議申立てできますか？", "permission", doc_id=D, pair="z1",
  notes="managers限定のJS-MG-02。")
U("z4", "S評価の賞与係数っていくつ？", "permission", doc_id=D, pair="s1", style="casual",
  notes="managers限定のJS-MG-02。")
D = "JS-HR-09"
A("z1", "懲戒委員会で審議しないのはどの処分ですか？", "譴責", doc_id=D, g=HR, cat="permission")
U("z2", "減給の上限ってどのくらいまで？", "permission", doc_id=D, pair="t5", style="casual",
  notes="hr限定のJS-HR-09。")
D = "JS-HR-10"
A("z1", "最低賃金が上がったら、派遣さんの時給は最賃より何円以上高くする？", "30円以上", doc_id=D, g=HR,
  cat="permission", style="casual")
U("z2", "派遣先から名指しで評価されたスタッフの特別昇給はいくら？", "missing-item", doc_id=D, g=HR, gap="no-value",
  pair="u5", style="casual", notes="指名による特別昇給の額は別途定める。")
U("z3", "宅建を持っている派遣スタッフの時給加算額はいくらですか？", "target-mismatch", doc_id=D, g=HR, pair="u2",
  absent_topic=["宅建", "宅地建物"], notes="資格加算は簿記2級とMOSエキスパートのみ。")
U("z4", "秘書検定2級の加算っていくら？", "target-mismatch", doc_id=D, g=HR, pair="u3", absent_topic=["秘書"],
  style="casual", notes="秘書検定は列挙にない。")
U("z5", "登録型スタッフの契約更新時の昇給額はいくらですか？", "permission", doc_id=D, pair="u5",
  notes="hr限定のJS-HR-10。")

# ---------------------------------------------------------------- two-part, more (some across documents)
P("y1", "有給の申請期限と、交通費の経路変更の届出期限を教えてください。",
  [part("有給の申請期限", "取得日の3日前まで", ver="2", doc_id="JS-ST-01"),
   part("通勤経路変更の届出期限", "変更日から14日以内", ver="2", doc_id="JS-ST-02")], doc_id="JS-ST-01")
P("y2", "研修1年目の時間数と、健康診断の受診期間って？",
  [part("1年目の研修時間", "8時間以上", doc_id="JS-ST-04"),
   part("定期健康診断の受診期間", "6月1日から9月30日まで", doc_id="JS-ST-06")], doc_id="JS-ST-04", style="casual")
P("y3", "What is the deadline for recording a complaint, and how long are complaint records kept?",
  [part("complaint recording deadline", "受付から24時間以内", ver="2", doc_id="JS-CP-01"),
   part("complaint record retention", "3年間", ver="2", doc_id="JS-CP-01")], doc_id="JS-CP-01", style="english")
P("y4", "抵触日管理台帳の更新期限と、見積書の有効期限は？",
  [part("抵触日管理台帳の更新期限", "毎月5日まで", ver="2", doc_id="JS-CT-01"),
   part("見積書の有効期限", "発行日から30日", doc_id="JS-CT-02")], doc_id="JS-CT-01", style="casual")
P("y5", "How many days a week can coordinators telework, and what is the monthly overtime cap?",
  [part("coordinator telework limit", "週2日まで", doc_id="JS-HR-04"),
   part("monthly overtime cap", "1か月45時間", doc_id="JS-HR-05")], doc_id="JS-HR-04", style="english")
P("y6", "新宿支店の窓口時間と、内勤の勤務時間を教えて",
  [part("新宿支店の窓口時間（平日）", "平日10時から19時まで", doc_id="JS-GA-01"),
   part("新宿支店の内勤の勤務時間", "9時から18時まで", doc_id="JS-HR-01")], doc_id="JS-GA-01", style="casual")
P("y7", "日帰り出張の日当と、社用車で高速に乗れる距離の条件を教えてください。",
  [part("日帰り出張の日当", "1日1,000円", ver="2", doc_id="JS-HR-03"),
   part("高速道路利用の距離条件", "片道30km以上", doc_id="JS-GA-02")], doc_id="JS-HR-03")
P("y8", "社保の資格取得届の期限と、社保の保険料率を教えてください。",
  [part("健保・厚年の資格取得届の期限", "就業開始日から5日以内", doc_id="JS-ST-03"), part("社会保険の保険料率")],
  doc_id="JS-ST-03", pair="c4")
P("y9", "What is the coordinator allowance, and how is it paid during a leave of absence?",
  [part("coordinator adjustment allowance", "月額15,000円の調整手当", ver="2", doc_id="JS-SL-01"),
   part("allowance during leave of absence")], doc_id="JS-SL-01", style="english", pair="j9")
P("y10", "見積もりの有効期限と、値引き後の見積書の再発行手数料を教えて",
  [part("見積書の有効期限", "発行日から30日", doc_id="JS-CT-02"), part("見積書の再発行手数料")], doc_id="JS-CT-02",
  style="casual", pair="g1")
P("y11", "Chiba branch counter hours, and the Saturday registration session schedule?",
  [part("Chiba branch counter hours", "平日9時30分から17時30分まで", doc_id="JS-GA-01"),
   part("Saturday registration session schedule")], doc_id="JS-GA-01", style="english", pair="p2")
P("y12", "祖父母が亡くなったときの特休と、香典の額を教えて",
  [part("祖父母死亡時の特別休暇", "2日", ver="2", ctx="祖父母または兄弟姉妹が死亡したとき：2日", doc_id="JS-HR-02"),
   part("会社からの香典の額")], doc_id="JS-HR-02", style="casual", pair="l4")
P("y13", "雇止め予告の期限と、雇止めのときに支払う手当の額を教えてください。",
  [part("雇止め予告の期限", "満了日の30日前まで", ctx="満了日の30日前までに予告", doc_id="JS-ST-05"),
   part("雇止め時の手当の額")], doc_id="JS-ST-05", pair="e7")
P("y14", "個人情報の書類を持ち出すときの承認者と、持ち出し用の鞄の規格は？",
  [part("個人情報を含む書類の持出しの承認者", "支店長", doc_id="JS-PR-01"), part("持出し用の鞄の規格")],
  doc_id="JS-PR-01", style="casual", pair="i5")
P("y15", "健診の交通費の上限と、健診当日の遅刻の扱いを教えてください。",
  [part("健診の交通費の上限", "1回1,000円", doc_id="JS-ST-06"), part("健診当日の遅刻の扱い")], doc_id="JS-ST-06",
  pair="r6")

# ---------------------------------------------------------------- third pass: casual variants and twins
A("w1", "勤続3年半の派遣さんの有休って何日？", "14日", ver="2", doc_id="JS-ST-01", style="casual", cat="near-miss",
  nm="12日", pair="a5")
U("w2", "勤続4年半の派遣さんの有給は何日になる？", "missing-item", ver="2", doc_id="JS-ST-01", gap="other-number",
  pair="JS-ST-01:w1", style="casual", notes="10日〜14日は3年6か月までの付与日数。4年6か月の日数は書かれていない。")
A("w3", "自転車で通ってる人の交通費って月いくら？", "月額2,000円", ver="2", doc_id="JS-ST-02", style="casual", pair="b6")
U("w4", "電動キックボードで通勤してる場合の交通費は月いくら？", "target-mismatch", ver="2", doc_id="JS-ST-02", pair="b6",
  absent=["キックボード"], style="casual", notes="通勤手段は公共交通機関・自家用車・原付・自転車のみ。")
A("w5", "雇用保険の資格取得届ってどこに出すの？", "ハローワーク", doc_id="JS-ST-03", style="casual")
A("w6", "研修の記録って何に書いとくんだっけ", "派遣元管理台帳", ctx="受講記録を派遣元管理台帳", doc_id="JS-ST-04",
  style="casual")
A("w7", "派遺先への更新確認、満了の何日前がしめきり？", "満了日の45日前まで", doc_id="JS-ST-05", style="typo",
  pair="e3")
A("w8", "無期の派遣さんが待機になったら給料は平均賃金の何%？", "平均賃金の60%", doc_id="JS-ST-05", style="casual",
  pair="e6")
U("w9", "無期の派遣さんが待機中に病気で休んだら、何%出る？", "missing-item", doc_id="JS-ST-05", gap="condition",
  pair="JS-ST-05:w8", style="casual", notes="60%は待機の場合の支給。待機中の病気休業の扱いは書かれていない。")
A("w10", "夜勤がある派遣先の人の健診、年に何回になる？", "6か月ごとに1回", doc_id="JS-ST-06", style="casual", pair="r2")
A("w11", "抵触日のこと、スタッフにはどうやって伝える？口頭でいい？", "書面", ctx="派遣スタッフ本人へ抵触日を書面で通知", ver="2",
  doc_id="JS-CT-01", style="casual")
A("w12", "休日に働いてもらった分の派遣料金は何%増しで請求する？", "35%増し", doc_id="JS-CT-02", style="casual",
  cat="near-miss", nm="25%増し", pair="g4")
U("w13", "早朝5時から8時に働いてもらった分の派遣料金は何%増し？", "missing-item", doc_id="JS-CT-02", gap="other-number",
  pair="JS-CT-02:w12", style="casual", notes="25%・35%は時間外・深夜（22時〜5時）・休日の割増。早朝の率はない。")
A("w14", "パワハラの相談きた。どこに報告？", "コンプライアンス室（内線1900）", ver="2", doc_id="JS-CP-01", style="casual",
  pair="h7")
A("w15", "面談の録画っていつまで残しておく？", "面談日から90日", doc_id="JS-PR-01", style="casual", cat="near-miss",
  nm="1年", pair="i3")
U("w16", "電話で受けた登録の問い合わせの録音は何日で消す？", "missing-item", doc_id="JS-PR-01", gap="other-number",
  pair="JS-PR-01:w15", style="casual", notes="90日は面談の録画データの期間。電話録音の定めはない。")
A("w17", "営業1球の手当っていくらだっけ", "25,000円", ctx="営業職1級は25,000円", ver="2", doc_id="JS-SL-01",
  style="typo", cat="near-miss", nm="30,000円", pair="j2")
A("w18", "フレックスのコアタイムって何時から？", "11時から15時まで", doc_id="JS-HR-01", style="casual", pair="k6")
A("w19", "兄が亡くなったら特休何日？", "2日", ctx="祖父母または兄弟姉妹が死亡したとき：2日", ver="2", doc_id="JS-HR-02",
  style="casual", cat="near-miss", nm="5日")
A("w20", "出張申請って何日前までに出せばいい？", "出発日の5営業日前まで", ver="2", doc_id="JS-HR-03", style="casual",
  pair="m6")
A("w21", "在宅手当もらうには月何日以上在宅しないといけない？", "月4日未満", doc_id="JS-HR-04", style="casual")
U("w22", "在宅を月20日以上したら手当が増えたりする？いくら？", "missing-item", doc_id="JS-HR-04", gap="other-number",
  pair="JS-HR-04:w21", style="casual", notes="4日は支給の下限、3,000円は定額。日数に応じた増額の定めはない。")
A("w23", "60時間超えた残業の割増率って何%だっけ", "50%", doc_id="JS-HR-05", style="casual", cat="near-miss", nm="25%",
  pair="o4")
A("w24", "オンラインの登録会って何時から？", "毎週水曜日の19時から", doc_id="JS-GA-01", style="casual", pair="p6")
U("w25", "オンライン登録会は土曜日もやってる？何時から？", "missing-item", doc_id="JS-GA-01", gap="condition",
  pair="JS-GA-01:w24", style="casual", notes="オンライン登録会は水曜日の開催のみ定める。")
A("w26", "社用車の事故報告書、何日以内だっけ", "事故の日から3日以内", doc_id="JS-GA-02", style="casual", pair="q5")
U("w27", "社用車でぶつけたとき、修理費の見積りは何日以内に出す？", "missing-item", doc_id="JS-GA-02", gap="other-number",
  pair="JS-GA-02:w26", style="casual", notes="3日以内は事故報告書の期限。修理見積りの期限はない。")
U("w28", "社用車でカーシェアを使う場合の予約期限は？", "target-mismatch", doc_id="JS-GA-02", pair="q4", absent=["カーシェア"],
  style="casual", notes="社用車は千葉・大宮の配備車のみ。カーシェアの定めはない。")
P("w29", "登録型の交通費の上限と、通勤定期の支給ってあるのか教えて",
  [part("登録型派遣スタッフの交通費上限", "月額40,000円", ver="2", doc_id="JS-ST-02"),
   part("定期券の支給の有無", "定期券の購入を前提とせず", ver="2", doc_id="JS-ST-02")], doc_id="JS-ST-02", style="casual")
P("w30", "苦情を派遣先に伝える期限と、派遣先が対応しなかったときの罰則って？",
  [part("派遣先への苦情連絡の期限", "受付から2営業日以内", ver="2", doc_id="JS-CP-01"),
   part("派遣先が対応しなかった場合の罰則")], doc_id="JS-CP-01", style="casual", pair="h3")
P("w31", "有給の繰越しのルールと、派遣の交通費の計算方法を教えて",
  [part("有給の繰越し", "翌年度に限り", ver="2", doc_id="JS-ST-01"),
   part("交通費の計算方法", "就業日数に応じた往復運賃の日額", ver="2", doc_id="JS-ST-02")], doc_id="JS-ST-01",
  style="casual")
P("w32", "What is the overnight trip per diem, and the cap on hotel costs for trips abroad?",
  [part("overnight trip per diem", "1日2,000円", ver="2", doc_id="JS-HR-03"), part("hotel cap for trips abroad")],
  doc_id="JS-HR-03", style="english", pair="m4")
U("w33", "派遣の有給、申請はLINEでもいいの？何日前まで？", "missing-item", ver="2", doc_id="JS-ST-01", pair="a1",
  style="casual", notes="申請先と期限はあるが申請手段の定めはない。")
A("w34", "月曜早番の人のお昼休憩は何時から？", "11時から12時まで", doc_id="JS-HR-01", style="casual", cat="near-miss",
  nm="12時から13時まで", pair="k5")

# ---------------------------------------------------------------- replacement target-mismatch (per-branch values)
U("w35", "所沢支店の内勤って何時から何時まで？", "target-mismatch", doc_id="JS-HR-01", pair="k1", absent=["所沢"],
  style="casual", notes="勤務時間は新宿・横浜・千葉・大宮の4支店と本社のみ。")
U("w36", "What are the weekday counter hours at the Tokorozawa branch?", "target-mismatch", doc_id="JS-GA-01",
  pair="p3", style="english", absent=["所沢"], notes="所沢支店はない。")
U("w37", "所沢営業所に配備されている社用車は何台ですか？", "target-mismatch", doc_id="JS-GA-02", pair="q1", absent=["所沢"],
  notes="配備は千葉・大宮のみ。")
U("w38", "立川支店の苦情処理担当者って何人？", "target-mismatch", ver="2", doc_id="JS-CP-01", pair="h8", absent=["立川"],
  style="casual", notes="支店は新宿・横浜・千葉・大宮のみ。")
