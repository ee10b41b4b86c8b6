from common import A, U, P

# more gap=not-defined / no-value twins
U("X:1", "HR01:a8", "BM-HR-01", "休日出勤した分の振替休日って、いつまでに取らないといけない？", "casual", "missing-item", gap="not-defined", notes="振替休日の取得期限は本規程では定めない。")
U("X:2", "HR01:a8", "BM-HR-01", "What is the deadline for taking a substitute day off after working on a holiday?", "english", "missing-item", gap="not-defined", notes="定めない。")
U("X:3", "GA01:a6", "BM-GA-01", "制服を自分でクリーニングに出した代金は会社がいくら補助してくれますか？", "polite", "missing-item", gap="not-defined", notes="クリーニング代の補助は定めない。")
U("X:4", "GA01:a6", "BM-GA-01", "ユニフォームのクリーニング代って出る？", "casual", "missing-item", gap="not-defined", notes="定めない。")
U("X:5", "GA02:a5", "BM-GA-02", "車で通勤する場合、駐車場代はいくらまで補助されますか？", "polite", "missing-item", gap="not-defined", notes="駐車場代の補助は本規程では定めない。")
U("X:6", "SF01:a6", "BM-SF-01", "ゴム手袋や保護メガネは何か月ごとに新しくしてもらえる？", "casual", "missing-item", gap="no-value", notes="保護具の買替え周期は別途通知する。")
U("X:7", "SF01:a6", "BM-SF-01", "How often is protective equipment such as goggles replaced?", "english", "missing-item", gap="no-value", notes="別途通知。")
U("X:8", "SF02:a5", "BM-SF-02", "ゴンドラ特別教育を受けるときの費用は誰が負担しますか？", "polite", "missing-item", gap="no-value", notes="受講費用の負担は別途定める。")
U("X:9", "SF02:a5", "BM-SF-02", "ゴンドラの特別教育って自腹？会社持ち？", "casual", "missing-item", gap="no-value", notes="別途定める。")
U("X:10", "SF03:a7", "BM-SF-03", "仕事中にけがをしたら会社から見舞金はいくら出ますか？", "polite", "missing-item", gap="no-value", notes="見舞金の額は別途通知する。")
U("X:11", "SF03:a7", "BM-SF-03", "作業中に足くじいたんだけど、見舞金っていくらもらえる？", "casual", "missing-item", gap="no-value", notes="別途通知。")
U("X:12", "OP03:a8", "BM-OP-03", "塩ビタイルの床にはどのワックスを使えばいいですか？", "polite", "missing-item", gap="no-value", notes="ワックスの銘柄は別途通知する。")
U("X:13", "OP03:a8", "BM-OP-03", "Which wax brand should be used on each floor type?", "english", "missing-item", gap="no-value", notes="別途通知。")
U("X:14", "OP04:a6", "BM-OP-04", "夏場、空調の設定温度は何度にすればいいの？", "casual", "missing-item", gap="no-value", notes="設定温度の基準は客先との協議により別途定める。")
U("X:15", "OP04:a6", "BM-OP-04", "冬季の空調設定温度の基準を教えてください。", "polite", "missing-item", gap="no-value", notes="別途定める。")
U("X:16", "OP06:a6", "BM-OP-06", "ごみを集積所に運ぶのは何時ですか？", "polite", "missing-item", gap="no-value", notes="集積所へ運ぶ時刻は現場ごとに別途通知する。")
U("X:17", "OP06:a6", "BM-OP-06", "ゴミ出しって何時までにやればいい？", "casual", "missing-item", gap="no-value", notes="別途通知。")
U("X:18", "GA03:a5", "BM-GA-03", "休みの日に社用車を私用で借りてもいいですか？", "polite", "missing-item", gap="not-defined", notes="私用での使用の可否は本規程では定めない。")
U("X:19", "GA03:a5", "BM-GA-03", "Can I use the company van for a personal errand?", "english", "missing-item", gap="not-defined", notes="定めない。")
U("X:20", "HR06:a5", "BM-HR-06", "パートでも結婚したらお祝い金もらえる？いくら？", "casual", "missing-item", gap="no-value", notes="パートタイマーの慶弔見舞金は別途通知する。")
U("X:21", "HR06:a5", "BM-HR-06", "パートタイマーの弔慰金の額はいくらですか？", "polite", "missing-item", gap="no-value", notes="別途通知。")
U("X:22", "HR07:a1", "BM-HR-07", "冷却ベストは1人何枚支給されますか？", "polite", "missing-item", gap="no-value", notes="支給品目は別途通知する。")
U("X:23", "HR07:a1", "BM-HR-07", "熱中症対策で何がもらえるの？塩タブとか？", "casual", "missing-item", gap="no-value", notes="別途通知。")
U("X:24", "OP07:a2", "BM-OP-07", "新規現場の研修講師はどういう基準で選ばれますか？", "polite", "missing-item", gap="not-defined", notes="講師の選定基準は本規程では定めない。")
U("X:25", "OP07:a2", "BM-OP-07", "現場研修の先生って誰がやるか決まりある？", "casual", "missing-item", gap="not-defined", notes="定めない。")
U("X:26", "HR03:a4", "BM-HR-03", "有給の時間休って年何時間まで？", "casual", "missing-item", gap="not-defined", notes="時間単位は定めない。")
U("X:27", "HR04:a7", "BM-HR-04", "What percentage of prep course fees does the company reimburse?", "english", "missing-item", gap="not-defined", notes="講習会費用の補助は定めない。")
U("X:28", "HR02:a9", "BM-HR-02", "正月三が日に出勤した日の特別手当の金額を教えてください。", "polite", "missing-item", gap="no-value", notes="別途通知。")
U("X:29", "HR03:a8", "BM-HR-03", "パートさんにも夏休みってあるの？何日？", "casual", "missing-item", gap="no-value", notes="別途通知。")
U("X:30", "OP01:a5", "BM-OP-01", "Who pays to replace the lock when a client key is lost?", "english", "missing-item", gap="no-value", notes="交換費用の負担は客先との契約により別途定める。")

# other-number
U("X:31", "OP05:a2", "BM-OP-05", "夜間作業の届出を出したあと、変更するなら何時までに連絡すればいいですか？", "polite", "missing-item", gap="other-number", notes="17時は作業予定の届出期限。変更連絡の期限は定めがない。", absent=["予定を変更"])
U("X:32", "OP04:a4", "BM-OP-04", "設備日報は何年保存しますか？", "polite", "missing-item", gap="other-number", notes="翌朝9時は提出期限。保存期間の定めはない。", absent=["日報は"])
U("X:33", "HR07:a4", "BM-HR-07", "健康診断の結果の再検査は何か月以内に受ければいい？", "casual", "missing-item", gap="other-number", absent=["再検査"], notes="11月はストレスチェックの時期。再検査期限の定めはない。")

# more target-mismatch
U("T:1", "HR01:a2", "BM-HR-01", "設備管理員のうち日勤だけの人の勤務時間は何時から何時ですか？", "polite", "target-mismatch", absent=["日勤"], notes="設備管理員は24時間勤務のみ規定。")
U("T:2", "HR02:a3", "BM-HR-02", "夜間作業に立ち会う警備担当にも深夜手当は出ますか？1回いくらですか？", "polite", "target-mismatch", absent=["警備担当"], notes="深夜手当の列挙に警備担当はない。")
U("T:3", "HR03:a5", "BM-HR-03", "孫が生まれたときの特別休暇は何日？", "casual", "target-mismatch", absent=["孫"], notes="子の出生のみ。")
U("T:4", "HR03:a6", "BM-HR-03", "When my grandchild dies, how many days of bereavement leave do I get?", "english", "target-mismatch", absent=["孫"], notes="孫の死亡は列挙されていない。")
U("T:5", "HR03:a6", "BM-HR-03", "甥が亡くなった場合の忌引は何日ですか？", "polite", "target-mismatch", absent=["甥"], notes="列挙されていない。")
U("T:6", "HR04:a2", "BM-HR-04", "3級ビルクリーニング技能士の手当はいくら？", "casual", "target-mismatch", absent=["3級"], notes="1級・2級のみ。")
U("T:7", "HR04:a2", "BM-HR-04", "1級ボイラー技士を持っている場合の資格手当の月額は？", "polite", "target-mismatch", absent=["1級ボイラー"], notes="2級ボイラー技士のみ。")
U("T:8", "HR04:a2", "BM-HR-04", "What is the monthly allowance for holding a hazardous materials handler license?", "english", "target-mismatch", absent=["危険物"], notes="危険物取扱者は列挙されていない。")
U("T:9", "GA01:a1", "BM-GA-01", "警備連携の担当者に貸与される制服は何着ですか？", "polite", "target-mismatch", absent=["担当者には"], notes="貸与数は日常清掃員と定期清掃班・設備管理員のみ。")
U("T:10", "GA01:a1", "BM-GA-01", "事務職の人の制服って何着もらえる？", "casual", "target-mismatch", absent=["事務"], notes="事務職は列挙されていない。")
U("T:11", "GA02:a3", "BM-GA-02", "電動キックボードで通勤する場合の手当はいくらですか？", "polite", "target-mismatch", absent=["キックボード"], notes="自転車・バイクのみ。")
U("T:12", "SF01:a3", "BM-SF-01", "アルカリ性洗剤は何倍に薄めればいい？", "casual", "target-mismatch", absent=["アルカリ"], notes="床用中性洗剤とトイレ用酸性洗剤のみ。")
U("T:13", "SF03:a4", "BM-SF-03", "客先の社用車にぶつけた場合、所長にはいつまでに電話しますか？", "polite", "target-mismatch", absent=["車両"], notes="物損の列挙は設備、備品、床材。客先車両は列挙されていない。")
U("T:14", "OP02:a2", "BM-OP-02", "物流倉庫の現場で落とし物を見つけた。どこに届ける？", "casual", "target-mismatch", absent=["物流", "倉庫で"], notes="届出先はオフィスビル・商業施設・病院のみ。")
U("T:15", "OP04:a1", "BM-OP-04", "How many times a day should the emergency generator be inspected?", "english", "target-mismatch", absent=["発電機"], notes="巡回点検は受変電・空調・給排水のみ。")
U("T:16", "OP04:a1", "BM-OP-04", "エレベーター設備の巡回点検は1日何回ですか？", "polite", "target-mismatch", absent=["エレベーター設備"], notes="巡回点検の列挙にエレベーターはない。")
U("T:17", "OP06:a1", "BM-OP-06", "学校のトイレ清掃は1日何回？", "casual", "target-mismatch", absent=["学校"], notes="列挙されていない。")
U("T:18", "OP03:a4", "BM-OP-03", "床の剥離洗浄の標準頻度は何年に1回ですか？", "polite", "target-mismatch", absent=["剥離洗浄"], notes="列挙は床洗浄・ワックス塗布、カーペット、外窓、照明のみ。")
U("T:19", "HR06:a2", "BM-HR-06", "相模原の現場のパート時給はいくら？", "casual", "target-mismatch", absent=["相模原"], notes="営業所は東京・川崎・船橋のみ。")

# unanswerable period (no version valid on the asked date)
U("Y:1", "OP01:a2", "BM-OP-01", "2025年1月時点で、鍵の持出しは1回何時間まででしたか？", "polite", "period", date="2025-01-01", notes="BM-OP-01は2025年4月1日施行。それ以前の版はない。")
U("Y:2", "HR07:a2", "BM-HR-07", "2025年5月の時点で、屋外ガラス清掃を中止する暑さ指数の基準はありましたか？", "polite", "period", date="2025-05-01", notes="BM-HR-07は2025年6月1日施行。")
U("Y:3", "SF02:a3", "BM-SF-02", "2025年3月ごろってゴンドラ止める風速何mだった？", "casual", "period", date="2025-03-01", notes="BM-SF-02は2025年4月1日施行。")
U("Y:4", "OP06:a1", "BM-OP-06", "2024年1月の時点で、オフィスビルのトイレは1日何回清掃していましたか？", "polite", "period", date="2024-01-01", notes="BM-OP-06は2025年4月1日施行。")
U("Y:5", "GA02:a1", "BM-GA-02", "2024年10月の通勤定期代の上限はいくらでしたか？", "polite", "period", date="2024-10-01", notes="BM-GA-02は2025年4月1日施行。")

# typos
A("Z:1", "BM-OP-04", "15分間", "設備管理の交代のひきつぎって何分やるんでしたっけ", "typo", ctx="15分間")
U("Z:2", "Z:1", "BM-OP-04", "ひきつぎ簿の保存期間はなんねんですか", "typo", "missing-item", gap="other-number", notes="15分間は引継ぎ時間。保存期間の定めはない。", absent=["引継簿は"])
A("Z:3", "BM-OP-02", "2名で確認", "げんきんを拾ったときは何人でかくにんするんですか", "typo")
U("Z:4", "Z:3", "BM-OP-02", "拾った現金はけいさつに何日以内にとどけるんですか", "typo", "missing-item", absent=["警察へ届ける", "警察に届"], notes="警察への届出期限の定めはない。")

# more two-part
P("TP:41", "防寒着の貸与期間と、日常清掃員に貸与される制服の数を教えてください。", "polite",
  [("防寒着の貸与期間", "BM-GA-01", "10月から3月まで", None), ("日常清掃員の制服貸与数", "BM-GA-01", "上衣2着、ズボン2本、エプロン2枚", None)])
P("TP:42", "What triggers a report to the insurer, and by when must the recurrence-prevention report be made?", "english",
  [("保険会社に連絡する損害額", "BM-SF-03", "10万円を超える見込み", None), ("再発防止策の報告期限", "BM-SF-03", "14日以内", None)])
P("TP:43", "夜間入館の届出期限と、誤報のときの連絡期限は？", "casual",
  [("夜間入館の届出期限", "BM-OP-05", "前日の17時まで", None), ("誤報時の連絡期限", "BM-OP-05", "5分以内", None)])
P("TP:44", "ストレスチェックの時期と、健康診断の再検査の期限を教えてください。", "polite",
  [("ストレスチェックの時期", "BM-HR-07", "毎年11月", None), ("再検査の期限", None)], pair="HR07:a4")
P("TP:45", "新規現場の現地調査の期限と、研修講師の選び方は？", "casual",
  [("現地調査の期限", "BM-OP-07", "業務開始の30日前まで", None), ("研修講師の選定基準", None)], pair="OP07:a1")
P("TP:46", "How many days of leave for the death of a parent, and how many for the death of an uncle?", "english",
  [("父母の死亡時の特別休暇", "BM-HR-03", "5日", "父母・配偶者・子の死亡：5日"), ("おじの死亡時の特別休暇", None)], pair="HR03:a6")
