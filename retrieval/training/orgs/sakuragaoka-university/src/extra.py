"""Further twins (kept apart to keep the mix near half answerable) and cross-document two-part questions."""
from common import *

# ---- gap=not-defined / no-value
U("y1", "科研費と個人研究費から半分ずつ出して学会に行ってもいい？", "missing-item", doc_id="UN-RS-01", pair="a10", s="c",
  gap="not-defined", notes="第7条は個人研究費と外部資金の合算使用を本規程では定めないとする。")
U("y2", "出張先で借りたレンタカー代は、旅費として精算できますか？", "missing-item", doc_id="UN-TR-01", pair="d11",
  gap="not-defined", notes="第8条はレンタカーの利用基準を本規程では定めないとする。")
U("y3", "Are classes cancelled when the trains are on strike?", "missing-item", doc_id="UN-AC-01", pair="f5", s="e",
  gap="no-value", notes="ストライキによる休講の基準は「別途通知する」とするのみ。")
U("y4", "How is the GPA calculated?", "missing-item", doc_id="UN-AC-02", pair="g5", s="e", gap="not-defined",
  notes="第7条はGPAの算出方法を本規程では定めないとする。")
U("y5", "7月に採用された職員の有休って何日？", "missing-item", doc_id="UN-HR-03", pair="l1", s="c", gap="no-value",
  notes="年度途中の採用者の付与日数は「別表による」とするが、別表は載っていない。")
U("y6", "TAが忌引で休む場合、特別休暇は何日ありますか？", "missing-item", doc_id="UN-HR-04", pair="m3", gap="not-defined",
  notes="第6条は非常勤講師・TA・RAの特別休暇を本規程では定めないとする。")
U("y7", "Does the university cover travel costs when a part-time lecturer attends an academic conference?",
  "missing-item", doc_id="UN-HR-05", pair="n3", s="e", gap="not-defined",
  notes="第8条は非常勤講師の学会出張の旅費を本規程では定めないとする。")
U("y8", "Can I use generative AI tools such as chatbots for my work?", "missing-item", doc_id="UN-IT-01", pair="s5",
  s="e", gap="not-defined", notes="第8条は生成AIの業務利用の基準を本規程では定めないとする。")
U("y9", "How can I access e-journals from home?", "missing-item", doc_id="UN-LB-01", pair="q11", s="e", gap="no-value",
  notes="学外からの利用方法は「別途通知する」とするのみ。")
U("y10", "バイク通勤なんだけど、駐車場代っていくら？", "missing-item", doc_id="UN-GA-01", pair="r2", s="c",
  gap="not-defined", notes="第7条は原付・自動二輪車の駐車料金を本規程では定めないとする。")

# ---- target-mismatch
U("y11", "What is the daily allowance for a business trip to New Zealand?", "target-mismatch", doc_id="UN-TR-02",
  pair="e1", s="e", absent_topic=["オセアニア", "ニュージーランド"], notes="日当は北米・欧州・アジアのみ。オセアニアの定めはない。")
U("y12", "部活の公式戦で試験休んだ学生って追試受けられる？", "target-mismatch", doc_id="UN-AC-03", pair="h7", s="c",
  absent_topic=["部活", "公式戦", "課外活動"], notes="追試験の事由は病気・忌引・交通機関の遅延のみ。")
U("y13", "What is the proctoring allowance for the graduate school entrance exam?", "target-mismatch",
  doc_id="UN-AD-01", pair="i2", s="e", absent_topic=["大学院"], notes="試験監督の手当は一般選抜と共通テストのみ。")
U("y14", "ひいおばあちゃんが亡くなったら何日休める？", "target-mismatch", doc_id="UN-HR-04", pair="m4", s="c",
  absent_topic=["曾祖", "曽祖"], notes="死亡による休暇の対象に曾祖父母は挙がっていない。")
U("y15", "ポスドク（博士研究員）にTAをしてもらう場合の時給はいくらですか？", "target-mismatch", doc_id="UN-HR-06",
  pair="o2", absent_topic=["ポスドク", "博士研究員"], notes="時給は博士前期・後期課程の学生、学部学生、RAのみ。")
U("y16", "How far in advance do I need to book the gym on the Konan campus?", "target-mismatch", doc_id="UN-FC-01",
  pair="p3", s="e", absent_topic=["港南"], notes="予約期限の体育館は緑町キャンパスのもの。港南キャンパスの定めはない。")
U("y17", "派遣職員は図書館で本を何冊まで借りられますか？", "target-mismatch", doc_id="UN-LB-01", pair="q4",
  absent_topic=["派遣"], notes="貸出冊数は教員・事務職員・非常勤講師のみ。")
U("y18", "How many books can an emeritus professor borrow?", "target-mismatch", doc_id="UN-LB-01", pair="q1", s="e",
  absent_topic=["名誉教授"], notes="貸出冊数は教員・事務職員・非常勤講師のみ。")
U("y19", "RAにも大学のPC貸してもらえる？", "target-mismatch", doc_id="UN-IT-01", pair="s3", s="c", absent_topic=["RA"],
  notes="貸与PCは専任教員と事務職員のみ。RAの定めはない。")
U("y20", "技術職員が国内出張するときの日当はいくらですか？", "target-mismatch", doc_id="UN-TR-01", pair="d2",
  absent_topic=["技術職員"], notes="日当は教授・准教授・講師・助教・事務職員について定める。")

# ---- gap=condition / other-number
U("y21", "北米の学会で主催者がホテルを用意してくれた場合、宿泊料は支給されますか？", "missing-item", doc_id="UN-TR-01",
  pair="d16", gap="condition",
  notes="主催者が宿泊を提供する場合の不支給は国内出張旅費規程の定め。海外出張規程には該当する定めがない。")
U("y22", "What are the main library's opening hours on Sundays?", "missing-item", doc_id="UN-LB-01", pair="q6", s="e",
  gap="condition", notes="開館時間は平日についての定め。日曜日は書かれていない。")
U("y23", "学内のネットワークから学務ポータルに入るときも多要素認証は必要ですか？", "missing-item", doc_id="UN-IT-01",
  pair="s2", gap="condition", notes="多要素認証は学外から接続する場合の定め。学内からの場合は書かれていない。")
U("y24", "科研費で学会の年会費を払う場合、上限はいくら？", "missing-item", doc_id="UN-RS-01", pair="a10", s="c",
  gap="condition", notes="年額15,000円は個人研究費から支出する場合の上限。外部資金の場合は書かれていない。")
U("y25", "緑町キャンパスの体育館の定員は何人ですか？", "missing-item", doc_id="UN-FC-01", pair="p3", gap="other-number",
  notes="定員500人はさくらホールの定員。体育館の定員は書かれていない。")
U("y26", "定期試験の試験時間って何分？", "missing-item", doc_id="UN-AC-03", pair="h5", s="c", gap="other-number",
  notes="20分・30分は遅刻と退室の基準。試験時間は書かれていない。")

# ---- period
U("y27", "2024年3月の時点で、本部キャンパスの駐車場は月額いくらでしたか？", "period", date="2024-03-01", doc_id="UN-GA-01", pair="r1",
  notes="UN-GA-01は2025-04-01施行。2024年3月に有効な版はない。")
U("y28", "2025年2月の時点で、アジアへの海外出張の日当はいくらでしたか？", "period", date="2025-02-01", doc_id="UN-TR-02", pair="e1",
  notes="UN-TR-02は2025-04-01施行。2025年2月に有効な版はない。")
U("y29", "2024年7月の定期試験では、遅刻は何分まで認められていましたか？", "period", date="2024-07-01", doc_id="UN-AC-03", pair="h5",
  notes="UN-AC-03は2025-04-01施行。2024年7月に有効な版はない。")
U("y30", "2025年3月の時点で、講師相当の非常勤講師の報酬は1コマいくらでしたか？", "period", date="2025-03-01", doc_id="UN-HR-05", pair="n2",
  notes="UN-HR-05は2025-04-01施行。2025年3月に有効な版はない。")
U("y31", "2024年10月のころってパスワード何文字以上だった？", "period", date="2024-10-01", doc_id="UN-IT-01", pair="s1", s="c",
  notes="UN-IT-01は2025-04-01施行。2024年10月に有効な版はない。")
U("y32", "2023年12月の時点で、本人の結婚休暇は何日でしたか？", "period", date="2023-12-01", doc_id="UN-HR-04", pair="m1",
  notes="UN-HR-04は2024-04-01施行。2023年12月に有効な版はない。")

# ---- permission
U("y33", "昇任の推薦っていつまでに出すんだっけ？", "permission", doc_id="UN-HR-07", pair="t8", s="c",
  notes="推薦の期限は managers 向けの UN-HR-07 にのみある。")
U("y34", "緑町キャンパスの入試で使う問題は、いつ搬送されますか？", "permission", doc_id="UN-AD-02", pair="v17",
  notes="搬送の時期は admissions 向けの UN-AD-02 にのみある。")
U("y35", "Which form is used to record the review of entrance exam questions?", "permission", doc_id="UN-AD-02",
  pair="v7", s="e", notes="点検記録票の様式は admissions 向けの UN-AD-02 にのみある。")

# ---- plain missing-item
U("y36", "相見積もりの見積書は、発行から何か月以内のものが有効ですか？", "missing-item", doc_id="UN-RS-02", pair="b3",
  notes="見積書の者数のみ。見積書の有効期間は書かれていない。")
U("y37", "出張中に体調を崩して病院にかかった場合、医療費は出ますか？", "missing-item", doc_id="UN-TR-01", pair="d16",
  notes="日当・宿泊料・交通費のみ。出張中の医療費の定めはない。")
U("y38", "ハラスメント相談員の名前は、どこで確認できますか？", "missing-item", doc_id="UN-HR-02", pair="k14",
  notes="相談員の人数と任期のみ。氏名の公表方法は書かれていない。")
U("y39", "遠隔授業で使うビデオ会議ツールは指定されていますか？", "missing-item", doc_id="UN-AC-01", pair="f11",
  notes="遠隔授業の回数の上限のみ。使用ツールは書かれていない。")
U("y40", "貸与PCに自分でソフト入れちゃっていい？", "missing-item", doc_id="UN-IT-01", pair="s4", s="c",
  notes="貸与の台数と更新周期のみ。ソフトウェアのインストールの定めはない。")

# ---- two-part across documents
T("y41", "准教授の国内出張の日当と、准教授が勤務時間内にできる兼業の週上限を教えてください。",
  P("准教授の国内出張の日当", "2,600円", doc_id="UN-TR-01"),
  P("准教授の勤務時間内の兼業の上限", "週8時間まで", doc_id="UN-HR-01"), doc_id="UN-TR-01")
T("y42", "学会で休講するときの届出期限と、国内出張の申請期限って？",
  P("学会出張による休講の届出期限", "休講日の7日前まで", doc_id="UN-AC-01"),
  P("国内出張の申請期限", "出張開始日の7日前まで", doc_id="UN-TR-01"), doc_id="UN-AC-01", s="c")
T("y43", "What is the domestic daily allowance for a lecturer, and how many days of annual leave can be carried over?",
  P("講師の国内出張の日当", "2,200円", doc_id="UN-TR-01"), P("年次有給休暇の繰越しの上限", "20日を上限", doc_id="UN-HR-03"),
  doc_id="UN-TR-01", s="e")
T("y44", "修士の院生のTA時給と、TAが図書館で借りられる冊数を教えて", P("博士前期課程のTAの時給", "1,200円", doc_id="UN-HR-06"),
  M("TAの図書の貸出冊数"), doc_id="UN-HR-06", tdoc="UN-LB-01", s="c", pair="UN-LB-01:q4", absent_topic=["TA"],
  notes="時給はTA・RA勤務規程にあるが、図書館の貸出冊数は教員・事務職員・非常勤講師のみでTAの定めはない。")
T("y45", "個人研究費で払える学会年会費の上限と、海外の学会の参加登録費の上限は？",
  P("学会年会費の上限", "年額15,000円まで", doc_id="UN-RS-01"), M("海外の学会の参加登録費の上限"), doc_id="UN-RS-01",
  pair="a10")
T("y46", "緑町の非常勤講師控室の場所と、控室にロッカーがあるかどうかを教えてください。",
  P("緑町キャンパスの非常勤講師控室", "図書館棟2階", doc_id="UN-HR-05"), M("控室のロッカーの有無"), doc_id="UN-HR-05",
  pair="n4")
T("y47", "What is the TA hourly wage for a master's student, and how many hours a week can a TA work during spring break?",
  P("博士前期課程のTAの時給", "1,200円", doc_id="UN-HR-06"), M("春休み中のTAの週の勤務時間の上限"), doc_id="UN-HR-06",
  pair="o1", s="e", notes="授業期間外の上限は「別途通知する」とするのみ。")
