"""Further unanswerable twins, two-part questions and out-of-domain questions.
Each twin points to its answerable source with pair_of."""
from common import *

# ---------------------------------------------------------------- extra answerable sources
A("f13", "所長会議って毎月いつ開かれるの？", "毎月第1営業日", cat="permission", g=MGR, style="casual",
  doc_id="TK-SL-06")

# ---------------------------------------------------------------- target-mismatch
U("xt1", "Do I need an extra qualification to sell Tokiwa Whole Life?", "target-mismatch", ver="2",
  pair="TK-SL-01:a5", style="english", doc_id="TK-SL-01", absent_topic=["ときわ終身", "終身保険"],
  notes="追加の販売資格の定めは変額保険と外貨建保険のみ。終身保険の定めはない。")
U("xt2", "介護保険金の請求書って何番の様式？", "target-mismatch", ver="2", pair="TK-CL-01:g2", style="casual",
  doc_id="TK-CL-01", absent_topic=["介護"], notes="請求書様式は死亡保険金・入院/手術給付金・高度障害保険金のみ。介護保険金の定めはない。")
U("xt3", "役員が出張で泊まる場合、宿泊費の上限はいくらですか？", "target-mismatch", ver="2", pair="TK-HR-03:p3",
  doc_id="TK-HR-03", absent_topic=["役員"], notes="宿泊費の上限は一般職員と支社長・部長のみ。役員の定めはない。")
U("xt4", "孫が生まれるんだけど、慶弔休暇って出る？", "target-mismatch", ver="1", pair="TK-HR-02:o1",
  style="casual", doc_id="TK-HR-02", absent=["孫"], notes="出産による休暇は配偶者の出産のみ。孫の出生の定めはない。")
U("xt5", "What is the per-person entertainment limit for employees of another life insurer?", "target-mismatch",
  ver="2", pair="TK-CP-02:j4", style="english", doc_id="TK-CP-02", absent_topic=["他社", "同業"],
  notes="接待の上限は代理店と提携金融機関のみ。同業他社の職員の定めはない。")
U("xt6", "いとこが亡くなった場合、慶弔休暇は何日もらえますか？", "target-mismatch", ver="1", pair="TK-HR-02:o5",
  doc_id="TK-HR-02", absent=["いとこ", "従兄", "従姉"],
  notes="死亡による休暇は配偶者・子・父母と祖父母・兄弟姉妹のみ。いとこの定めはない。")
U("xt7", "簿記検定の受験料って補助ある？", "target-mismatch", ver="2", pair="TK-HR-04:q7", style="casual",
  doc_id="TK-HR-04", absent=["簿記"], notes="受験料補助の対象資格に簿記検定はない。")
U("xt8", "個人年金って何歳以上のお客さんには売れないの？", "target-mismatch", ver="2", pair="TK-SL-03:c11",
  style="casual", doc_id="TK-SL-03", absent_topic=["個人年金", "ときわ年金"],
  notes="年齢による販売制限は変額保険と外貨建保険のみ。個人年金の定めはない。")
U("xt9", "Is the day of the life insurance specialist course exam a special day off?", "target-mismatch", ver="1",
  pair="TK-HR-02:o13", style="english", doc_id="TK-HR-02", absent_topic=["専門課程"],
  notes="資格試験休暇は生命保険大学課程試験とFP技能検定のみ。専門課程試験の定めはない。")

U("xt10", "京都市内に泊まる出張って、宿泊費の上限に上乗せある？", "target-mismatch", ver="2", pair="TK-HR-03:p4",
  style="casual", doc_id="TK-HR-03", absent_topic=["京都"], notes="加算は東京23区と大阪市内のみ。京都市内の定めはない。")
U("xt11", "生命保険専門課程に合格したら、報奨金っていくらもらえる？", "target-mismatch", ver="2",
  pair="TK-HR-04:q3", style="casual", doc_id="TK-HR-04", absent=["専門課程：", "専門課程（"],
  notes="報奨金の対象はFP2級・1級と大学課程のみ。専門課程は受験料補助の対象に挙がるだけで報奨金の定めはない。")
U("xt12", "甥っ子の結婚式に出るんだけど、特別休暇ってある？", "target-mismatch", ver="1", pair="TK-HR-02:o4",
  style="casual", doc_id="TK-HR-02", absent=["甥"], notes="結婚による休暇は本人の結婚のみ。甥の結婚の定めはない。")

# ---------------------------------------------------------------- missing-item
U("xm1", "What qualifications are required of people who sell for our agencies?", "missing-item", ver="2",
  pair="TK-SL-01:a12", style="english", doc_id="TK-SL-01", gap="not-defined",
  notes="代理店の募集人の資格要件は本規程では定めないと明記。")
U("xm2", "インスタのコメントでクレーム書かれた。返信していいの？", "missing-item", pair="TK-CP-03:k6",
  style="casual", doc_id="TK-CP-03", gap="no-value", notes="SNS上の書込みへの返信の可否は「別途定める」とされ、内容がない。")
U("xm3", "お客さんから5,000円くらいの菓子折りもらったんだけど、受け取っていい？", "missing-item", ver="2",
  pair="TK-CP-02:j8", style="casual", doc_id="TK-CP-02", gap="condition",
  notes="贈答品の受領限度は取引先からの贈答についての定め。顧客からは金券の受領禁止のみで、品物の受領の定めはない。")
U("xm4", "会社指定じゃない通信講座でも、受講料の補助は出る？", "missing-item", ver="2", pair="TK-HR-04:q15",
  style="casual", doc_id="TK-HR-04", gap="condition", notes="受講料の補助は会社指定の通信講座についてのみ定める。")
U("xm5", "営業職員の基本手当は、何か月ごとに見直されますか？", "missing-item", ver="1", pair="TK-SL-04:d4",
  doc_id="TK-SL-04", gap="other-number", absent=["見直"],
  notes="「24か月」は優遇期間、「12か月」は戻入れの対象期間。見直しの周期は記載なし。")
U("xm6", "持出管理簿って何年保存しておくの？", "missing-item", ver="2", pair="TK-CP-01:i4", style="casual",
  doc_id="TK-CP-01", gap="other-number", notes="「7年間」「1年間」は申込書類の保管期間。持出管理簿の保存期間は記載なし。")
U("xm7", "所長会議には所長代理も出席しなきゃいけない？", "missing-item", ver="1", pair="TK-SL-06:f13", g=MGR,
  style="casual", doc_id="TK-SL-06", notes="所長会議の開催日のみで、出席者の記載はない。")
U("xm8", "社有車の給油に使うガソリンカードは、どこで受け取ればいいですか？", "missing-item", ver="2",
  pair="TK-GA-01:l6", doc_id="TK-GA-01", absent=["ガソリンカード", "給油カード"],
  notes="社有車の配備先のみで、給油の方法は記載なし。")
U("xm9", "在宅勤務を1日もしなかった月も、在宅勤務手当はもらえますか？", "missing-item", pair="TK-HR-01:n8",
  doc_id="TK-HR-01", notes="手当の月額のみで、在宅勤務をしなかった月の支給の有無は記載なし。")
U("xm10", "保険金の振込先を、請求者じゃなくて家族の口座にしてもいい？", "missing-item", ver="2",
  pair="TK-CL-01:g4", style="casual", doc_id="TK-CL-01", absent=["振込先", "口座"],
  notes="支払期限と決裁のみで、振込先の定めはない。")

U("xm11", "産休って出産前何週間から取れるの？", "missing-item", ver="1", pair="TK-HR-02:o1", style="casual",
  doc_id="TK-HR-02", absent=["産前", "産後"], notes="慶弔休暇（配偶者の出産）の定めのみで、本人の産前産後休業の記載はない。")
U("xm12", "お客さんち訪問するときの服装って決まりある？", "missing-item", pair="TK-SL-02:b6", style="casual",
  doc_id="TK-SL-02", absent=["服装"], notes="事前連絡と身分証の携帯のみで、服装の定めはない。")
U("xm13", "借上げ社宅の駐車場代って会社が出してくれる？", "missing-item", pair="TK-GA-02:m5", style="casual",
  doc_id="TK-GA-02", absent=["駐車場"], notes="家賃の上限と本人負担割合のみで、駐車場代の定めはない。")
U("xm14", "苦情管理システムに登録した記録は何年保存されるの？", "missing-item", pair="TK-CP-03:k1", style="casual",
  doc_id="TK-CP-03", absent_topic=["保存"], notes="登録の期限と項目のみで、保存期間の定めはない。")
U("xm15", "時差出勤したい日は、何日前までに申請すればいい？", "missing-item", pair="TK-HR-01:n6", style="casual",
  doc_id="TK-HR-01", gap="other-number", notes="「前日まで」は直行直帰の届出の期限。時差出勤は所属長の承認を要するとだけ定め、申請期限は記載なし。")

# ---------------------------------------------------------------- period
U("xp1", "2025年12月の時点で、苦情をシステムに登録する期限はいつでしたか？", "period", pair="TK-CP-03:k1",
  date="2025-12-01", doc_id="TK-CP-03", notes="本規程は2026年1月1日施行で、2025年12月に有効な版はない。")
U("xp2", "2025年9月時点だと、オンライン面談で募集できたのはどういう人？", "period", pair="TK-SL-02:b11",
  style="casual", date="2025-09-01", doc_id="TK-SL-02", notes="本規程は2025年10月1日施行で、2025年9月に有効な版はない。")
U("xp3", "2025年3月の時点で、A評価の賞与係数はいくつでしたか？", "period", pair="TK-HR-05:r1", g=HR,
  date="2025-03-01", doc_id="TK-HR-05", notes="本規程は2025年4月1日施行で、2025年3月に有効な版はない。")
U("xp4", "2025年1月の時点で、疑義事案の調査記録は何年間保存することになっていましたか？", "period",
  pair="TK-CL-02:h7", g=CLM, date="2025-01-01", doc_id="TK-CL-02",
  notes="本要領は2025年4月1日施行で、2025年1月に有効な版はない。")

# ---------------------------------------------------------------- permission
U("xq1", "反社っぽい請求者が来たら、支払いってどうするの？", "permission", ver="1", pair="TK-CL-02:h12",
  style="casual", doc_id="TK-CL-02", notes="反社会的勢力の疑いがある場合の取扱いは制限文書（claims）にのみ記載。")
U("xq2", "How long are investigation records for suspicious claims kept?", "permission", ver="1",
  pair="TK-CL-02:h7", style="english", doc_id="TK-CL-02", notes="調査記録の保存期間は制限文書（claims）にのみ記載。")
U("xq3", "所長会議って毎月何日にやってるの？", "permission", ver="1", pair="TK-SL-06:f13", style="casual",
  doc_id="TK-SL-06", notes="所長会議の開催日は制限文書（managers）にのみ記載。")
U("xq4", "下期の人事評価は、いつまでに確定されるのですか？", "permission", ver="1", pair="TK-HR-05:r9",
  doc_id="TK-HR-05", notes="考課の確定期限は制限文書（hr）にのみ記載。")
U("xq5", "営業所の人数が多いと、所長の手当って増えるの？", "permission", ver="1", pair="TK-SL-06:f2",
  style="casual", doc_id="TK-SL-06", notes="管理手当の加算は制限文書（managers）にのみ記載。")

# ---------------------------------------------------------------- two-part, both answerable
P("t1", "一般課程って入社後いつまでに受かればいいのと、登録の申請書って何番の様式？", [
    part("一般課程試験の合格期限", "入社後2か月以内", "TK-SL-01", "2"),
    part("募集人登録申請書の様式", "様式SL-1", "TK-SL-01", "2")], style="casual", doc_id="TK-SL-01")
P("t2", "土曜の訪問って何時まで？あと80歳のお客さんは面談何回やればいい？", [
    part("土曜日の訪問の終了時刻", "18時", "TK-SL-02", "1", ctx="10時から18時まで"),
    part("満80歳以上の顧客との面談回数", "2回以上", "TK-SL-03", "2")], style="casual", doc_id="TK-SL-02")
P("t3", "入社3年目以降の基本手当の月額と、手当の支給日を教えてください。", [
    part("入社24か月経過後の基本手当", "月額180,000円", "TK-SL-04", "1"),
    part("手当の支給日", "毎月25日", "TK-SL-04", "1")], doc_id="TK-SL-04")
P("t4", "How often should I visit an exclusive agency, and which form is used for the annual inspection?", [
    part("専属代理店の訪問頻度", "月2回以上", "TK-SL-05", "1"),
    part("年1回の点検に使う様式", "様式AG-3", "TK-SL-05", "1")], style="english", doc_id="TK-SL-05")
P("t5", "死亡保険金の請求書の様式と、1,000万円を超える事案の決裁者を教えてください。", [
    part("死亡保険金の請求書の様式", "CL-1", "TK-CL-01", "2"),
    part("1,000万円を超える事案の決裁者", "担当役員", "TK-CL-01", "2")], doc_id="TK-CL-01")
P("t6", "不支払の通知期限と、苦情の一次回答期限って、それぞれ何日？", [
    part("不支払決定の通知期限", "決定日から7日以内", "TK-CL-01", "2"),
    part("苦情への一次回答の期限", "受付日から5営業日以内", "TK-CP-03", "1")], style="casual",
  doc_id="TK-CL-01")
P("t7", "顧客情報を紛失したときの所長への報告期限と、所長が提出する報告書の様式を教えてください。", [
    part("紛失時の営業所長への報告期限", "30分以内", "TK-CP-01", "2"),
    part("営業所長が提出する事故報告書の様式", "様式CP-4", "TK-CP-01", "2")], doc_id="TK-CP-01")
P("t8", "代理店さん接待するんだけど、1人いくらまでなのと申請書の様式教えて", [
    part("代理店への接待の1人あたり上限", "10,000円以内", "TK-CP-02", "2", ctx="代理店は10,000円以内"),
    part("接待申請書の様式", "様式CP-7", "TK-CP-02", "2")], style="casual", doc_id="TK-CP-02")
P("t9", "軽自動車の燃料代の単価と、事故報告書の提出期限はどうなっていますか？", [
    part("軽自動車の1kmあたり燃料代", "22円", "TK-GA-01", "2"),
    part("事故報告書の提出期限", "事故の日から3日以内", "TK-GA-01", "2")], doc_id="TK-GA-01")
P("t10", "札幌支社の寒冷地手当の月額と、札幌での借上げ社宅の家賃上限はいくらですか？", [
    part("札幌支社の寒冷地手当", "月額15,000円", "TK-GA-02", "1"),
    part("札幌支社の社宅家賃の上限", "月額80,000円", "TK-GA-02", "1")], cat="near-miss", nm="月額8,000円",
  doc_id="TK-GA-02")
P("t11", "How many days a week can I work from home, and how many summer vacation days do we get?", [
    part("在宅勤務の日数の上限", "週2日まで", "TK-HR-01", "1"),
    part("夏季休暇の日数", "3日", "TK-HR-02", "1", ctx="3日の夏季休暇")], style="english", doc_id="TK-HR-01")
P("t12", "父親が亡くなったときの休暇日数と、有休申請の期限教えて", [
    part("父母の死亡による慶弔休暇", "5日", "TK-HR-02", "1", ctx="配偶者・子・父母の死亡：5日"),
    part("年次有給休暇の申請期限", "前日まで", "TK-HR-02", "1")], style="casual", doc_id="TK-HR-02")
P("t13", "日帰り出張の日当と、経費精算の締め日はいつ？", [
    part("日帰り出張の日当", "1,000円", "TK-HR-03", "2", ctx="日帰り出張の日当は1,000円"),
    part("経費精算の申請期限", "翌月15日まで", "TK-HR-03", "2")], style="casual", doc_id="TK-HR-03")
P("t14", "FP1級に合格したときの報奨金と、その申請期限を教えてください。", [
    part("FP技能検定1級の報奨金", "50,000円", "TK-HR-04", "2"),
    part("報奨金の申請期限", "合格発表の日から3か月以内", "TK-HR-04", "2")], doc_id="TK-HR-04")
P("t15", "営業所長の管理手当の額と、所長が決裁できる経費の上限を教えてください。", [
    part("営業所長の管理手当", "月額80,000円", "TK-SL-06", "1"),
    part("営業所長が決裁できる経費の上限", "1件30,000円まで", "TK-SL-06", "1")], cat="permission", g=MGR,
  doc_id="TK-SL-06")
P("t16", "疑義事案の調査委託費の上限と、調査記録の保存期間って？", [
    part("調査会社への委託費用の上限", "1件あたり15万円", "TK-CL-02", "1"),
    part("調査記録の保存期間", "10年間", "TK-CL-02", "1")], cat="permission", g=CLM, style="casual",
  doc_id="TK-CL-02")
P("t17", "2026年2月の時点で、一般職員の出張の宿泊費上限と経費の精算期限はどうなっていましたか？", [
    part("一般職員の宿泊費の上限（2026年2月）", "10,000円", "TK-HR-03", "1", ctx="一般職員は10,000円"),
    part("経費精算の申請期限（2026年2月）", "翌月10日まで", "TK-HR-03", "1")], cat="period", date="2026-02-01",
  doc_id="TK-HR-03")
P("t18", "A評価の賞与係数と、考課結果への異議申立ての期限を教えてください。", [
    part("A評価の賞与支給係数", "1.15", "TK-HR-05", "1"),
    part("異議申立ての期限", "通知を受けた日から14日以内", "TK-HR-05", "1")], cat="permission", g=HR,
  doc_id="TK-HR-05")
P("t19", "When must a complaint be logged in the system, and how long do we keep original application forms?", [
    part("苦情のシステム登録の期限", "受付日の当日中", "TK-CP-03", "1"),
    part("申込書原本の保管期間", "契約消滅後7年間", "TK-CP-01", "2")], style="english", doc_id="TK-CP-03")

# ---------------------------------------------------------------- two-part, one part stated nowhere (gap=part)
P("u1", "一般課程っていつまでに受かればいいのと、その試験の受験料って会社持ち？", [
    part("一般課程試験の合格期限", "入社後2か月以内", "TK-SL-01", "2"),
    part("一般課程試験の受験料の会社負担")], style="casual", pair="TK-SL-01:a1", doc_id="TK-SL-01",
  absent=["一般課程試験の受験料"], notes="受験料の補助対象に一般課程試験はなく、負担の定めはどこにもない。")
P("u2", "平日の訪問時間帯と、1日に訪問できる件数の上限を教えてください。", [
    part("平日の顧客宅訪問の時間帯", "9時から20時まで", "TK-SL-02", "1"),
    part("1日の訪問件数の上限")], pair="TK-SL-02:b2", doc_id="TK-SL-02", absent=["訪問件数", "件数の上限"],
  notes="訪問件数の上限の定めはない。")
P("u3", "高齢のお客様の確認書の様式番号と、その確認書の保存期間を教えてください。", [
    part("高齢顧客の確認書の様式", "様式SL-12", "TK-SL-03", "2"),
    part("確認書の保存期間")], pair="TK-SL-03:c9", doc_id="TK-SL-03", absent_topic=["保存"],
  notes="確認書の保存期間の定めはない。")
P("u4", "ときわ終身の成果手当の率と、手当の明細ってどこで見られるかも知りたい", [
    part("ときわ終身の成果手当の率", "12%", "TK-SL-04", "1"),
    part("手当の明細の確認方法")], style="casual", pair="TK-SL-04:d1", doc_id="TK-SL-04", absent=["明細"],
  notes="手当の明細の確認方法の定めはない。")
P("u5", "How often do I visit a multi-company agency, and to whom do I submit the visit report?", [
    part("乗合代理店の訪問頻度", "月1回以上", "TK-SL-05", "1"),
    part("訪問報告の提出先")], style="english", pair="TK-SL-05:e1", doc_id="TK-SL-05",
  absent_topic=["訪問記録", "訪問報告"], notes="代理店訪問の報告の定めはない。")
P("u6", "書類到着後の通常の支払期限と、お客様に送る支払明細書の様式番号を教えてください。", [
    part("通常の支払期限", "5営業日以内", "TK-CL-01", "2"),
    part("支払明細書の様式")], pair="TK-CL-01:g4", doc_id="TK-CL-01", absent=["支払明細"],
  notes="支払明細書の様式の定めはない。")
P("u7", "不成立の申込書っていつまで保管？あと溶解処理ってどこの業者に頼むの？", [
    part("不成立の申込書類の保管期間", "1年間", "TK-CP-01", "2", ctx="決定日から1年間"),
    part("溶解処理の委託業者")], style="casual", pair="TK-CP-01:i5", doc_id="TK-CP-01",
  absent_topic=["業者"], notes="溶解処理の業者の定めはない。")
P("u8", "お客様への贈答の1回あたりの上限と、贈答品の購入費を計上する勘定科目を教えてください。", [
    part("顧客への贈答の1回あたり上限", "3,000円以内", "TK-CP-02", "2"),
    part("贈答品購入費の勘定科目")], pair="TK-CP-02:j1", doc_id="TK-CP-02", absent=["勘定科目"],
  notes="勘定科目の定めはない。")
P("u9", "苦情のシステム登録っていつまで？あとシステムのログインIDってどこに申請するの？", [
    part("苦情のシステム登録の期限", "受付日の当日中", "TK-CP-03", "1"),
    part("苦情管理システムのID申請先")], style="casual", pair="TK-CP-03:k1", doc_id="TK-CP-03",
  absent=["ログイン"], notes="システムの利用申請の定めはない。")
P("u10", "駐車料金の上限と、高速道路の料金も精算できるか教えて", [
    part("顧客訪問時の駐車料金の上限", "1回1,500円", "TK-GA-01", "2"),
    part("高速道路料金の精算可否")], style="casual", pair="TK-GA-01:l9", doc_id="TK-GA-01", absent=["高速"],
  notes="高速道路料金の定めはない。")
P("u11", "単身赴任の赴任手当の額と、単身赴任者の住民票の扱いを教えてください。", [
    part("単身赴任の赴任手当", "100,000円", "TK-GA-02", "1"),
    part("住民票の取扱い")], pair="TK-GA-02:m2", doc_id="TK-GA-02", absent=["住民票"],
  notes="住民票の扱いの定めはない。")
P("u12", "在宅勤務手当の額と、在宅用モニターの貸し出しの申請方法は？", [
    part("在宅勤務手当の月額", "月額3,000円", "TK-HR-01", "1"),
    part("モニター貸与の申請方法")], style="casual", pair="TK-HR-01:n8", doc_id="TK-HR-01",
  absent=["モニター", "貸与"], notes="機器の貸与の定めはない。")
P("u13", "リフレッシュ休暇の日数と、リフレッシュ休暇で旅行するときの補助金額を教えてください。", [
    part("リフレッシュ休暇の日数", "連続5日", "TK-HR-02", "1"),
    part("リフレッシュ休暇の旅行補助")], pair="TK-HR-02:o10", doc_id="TK-HR-02", absent=["旅行補助", "旅行"],
  notes="旅行補助の定めはない。")
P("u14", "Who may ride in the Green Car, and what is the limit for taxi fares?", [
    part("グリーン車を利用できる役職", "部長以上", "TK-HR-03", "2"),
    part("タクシー代の上限")], style="english", pair="TK-HR-03:p8", doc_id="TK-HR-03", absent=["タクシー"],
  notes="タクシー利用の定めはない。")
P("u15", "大学課程の受験料補助の割合と、大学課程の試験会場ってどこ？", [
    part("生命保険大学課程試験の受験料補助", "1科目につき50%", "TK-HR-04", "2"),
    part("大学課程試験の会場")], style="casual", pair="TK-HR-04:q6", doc_id="TK-HR-04",
  absent=["試験会場", "会場"], notes="試験会場の定めはない。")
P("u16", "所長代理の管理手当の額と、所長代理に任命される要件を教えてください。", [
    part("所長代理の管理手当", "月額40,000円", "TK-SL-06", "1"),
    part("所長代理の任命要件")], g=MGR, pair="TK-SL-06:f1", doc_id="TK-SL-06", absent=["任命"],
  notes="所長代理の任命要件の定めはない。")
P("u17", "What age counts as an elderly customer, and what is the form number of the brochure made for elderly customers?", [
    part("高齢顧客の年齢", "満70歳以上", "TK-SL-03", "2", ctx="申込日時点で満70歳以上"),
    part("高齢顧客向けパンフレットの様式")], style="english", pair="TK-SL-03:c1", doc_id="TK-SL-03",
  absent=["パンフレットの様式", "高齢者向けパンフレット"], notes="高齢顧客向けパンフレットの定めはない。")
P("u18", "疑義事案の調査記録の保存期間と、調査会社への依頼書の様式を教えてください。", [
    part("調査記録の保存期間", "10年間", "TK-CL-02", "1"),
    part("調査依頼書の様式")], g=CLM, pair="TK-CL-02:h7", doc_id="TK-CL-02", absent=["依頼書"],
  notes="調査依頼書の様式の定めはない。")
P("u19", "主任に上がるための評価条件と、昇格試験っていつあるの？", [
    part("主任への昇格要件", "直近2年間の評価がすべてB以上", "TK-HR-05", "1"),
    part("昇格試験の日程")], g=HR, style="casual", pair="TK-HR-05:r10", doc_id="TK-HR-05",
  absent=["昇格試験"], notes="昇格試験の定めはない。")

# ---------------------------------------------------------------- out-of-domain
for i, (q, st) in enumerate([
    ("今日の社食のメニューなに？", "casual"),
    ("Where is the nearest AED in the head office building?", "english"),
    ("健康診断の予約ってどこからするの？", "casual"),
    ("今年の株主総会はいつ開催されますか？", "polite"),
    ("What is the Wi-Fi password for guests at the Osaka branch?", "english"),
    ("社内報の原稿の締切はいつですか？", "polite"),
    ("社員持株会の奨励金は何%ですか？", "polite"),
    ("How do I book a meeting room at the head office?", "english"),
    ("名刺の追加発注ってどこに頼めばいい？", "casual"),
    ("忘年会の会費って会社から補助出る？", "casual"),
    ("Can I bring my dog to the office?", "english"),
    ("本社の最寄り駅から送迎バスは出ていますか？", "polite"),
    ("インフルの予防接種、会社で受けられる？", "casual"),
    ("確定拠出年金のマッチング拠出は、月にいくらまでできますか？", "polite"),
    ("What are the opening hours of the company gym?", "english"),
], 1):
    U(f"ood{i}", q, "out-of-domain", style=st, topic=False, doc_id="TK-ZZ", notes="規程の対象外の話題。")
