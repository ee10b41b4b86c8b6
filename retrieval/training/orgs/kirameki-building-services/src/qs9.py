from common import A, U, P

# BM-SF-01
A("C:SF01a", "BM-SF-01", "別の棚", "酸性のトイレ洗剤と塩素系の洗剤、同じ棚に置いていい？", "casual")
U("C:SF01au", "C:SF01a", "BM-SF-01", "アルコール系の除菌剤はどの棚に置けばいいですか？", "polite", "target-mismatch", absent=["アルコール"], notes="保管の区分は酸性洗剤と塩素系洗剤のみ。")
A("C:SF01b", "BM-SF-01", "ゴム手袋と保護眼鏡", "What protective gear is required when diluting chemicals?", "english")
A("C:SF01c", "BM-SF-01", "眼科", "洗剤が目に入ったら、洗ったあとどこの病院へ？", "casual")
A("C:SF01d", "BM-SF-01", "水で50倍", "2026年7月時点で、床用中性洗剤の希釈倍率は何倍でしたか？", "polite", cat="period", ver="1", date="2026-07-01", pair="SF01:a3", ctx="水で50倍")
A("C:SF01e", "BM-SF-01", "製品ごとの作業手順書", "剥離剤の薄め方はどこを見ればいい？", "casual")
U("C:SF01eu", "C:SF01e", "BM-SF-01", "剥離剤の原液は1現場に何リットルまで置けますか？", "polite", "missing-item", gap="condition", notes="保管量の上限は薬剤一般について原液15リットル。剥離剤固有の上限は定めがない。", absent=["剥離剤は"])

# BM-SF-02
A("C:SF02a", "BM-SF-02", "ゴンドラ特別教育を修了した定期清掃班員", "ゴンドラに乗って作業できるのは誰ですか？", "polite")
U("C:SF02au", "C:SF02a", "BM-SF-02", "ゴンドラ特別教育は何時間受ける必要がある？", "casual", "missing-item", absent=["特別教育は", "時間の特別教育"], notes="修了者が行うとのみ。教育時間の定めはない。")
A("C:SF02b", "BM-SF-02", "降雨のとき", "風以外にゴンドラ作業を中止するのはどんなとき？", "casual")
A("C:SF02c", "BM-SF-02", "使用前に毎回", "How often must stepladders be inspected?", "english")
U("C:SF02cu", "C:SF02c", "BM-SF-02", "脚立の点検記録は何年保存ですか？", "polite", "missing-item", absent=["点検記録"], notes="点検時期のみ。")
A("C:SF02d", "BM-SF-02", "1.5mを超える", "2026年6月時点で、定期清掃班が2人で使う脚立は天板の高さ何mを超えるものでしたか？", "polite", cat="period", ver="1", date="2026-06-01", pair="SF02:a2")
U("C:SF02du", "C:SF02d", "BM-SF-02", "脚立で作業する時、下で支える人は何人必要？", "casual", "missing-item", gap="other-number", absent=["支える"], notes="2人1組は1.2m超の脚立の使用者。補助者の人数の定めはない。")

# BM-SF-03
A("C:SF03a", "BM-SF-03", "本条に準じて報告", "通勤中に自転車で転んでけがしたけど、これも報告するの？", "casual")
A("C:SF03b", "BM-SF-03", "様式SF-2「物損事故報告書」", "物損の報告書はどの様式を使いますか？", "polite")
A("C:SF03c", "BM-SF-03", "所長が安全品質部を通じて", "Who contacts the insurance company when damage may exceed 100,000 yen?", "english")
A("C:SF03d", "BM-SF-03", "30分以内", "2026年6月の時点では、客先の備品を壊したとき所長への電話は何分以内でしたか？", "polite", cat="period", ver="1", date="2026-06-01", pair="SF03:a4", ctx="30分以内")
U("C:SF03du", "C:SF03d", "BM-SF-03", "自分の私物を現場で壊された場合、誰に何分以内に報告しますか？", "polite", "missing-item", gap="condition", absent=["私物"], notes="物損報告は客先の設備等の破損についてのみ。")

# BM-OP-01
A("C:OP01a", "BM-OP-01", "鍵受渡簿", "防災センターで鍵を借りるとき何に記入する？", "casual")
A("C:OP01b", "BM-OP-01", "鍵を受け取った者以外の者に鍵を渡してはならない", "Can I hand the key to a coworker who is finishing the job?", "english")
A("C:OP01c", "BM-OP-01", "所長と客先の防災センター", "セキュリティカードをなくしたら、まず誰に知らせる？", "casual")
U("C:OP01cu", "C:OP01c", "BM-OP-01", "セキュリティカードの再発行手数料はいくらですか？", "polite", "missing-item", absent=["再発行"], notes="報告の定めのみ。")

# BM-OP-02
A("C:OP02a", "BM-OP-02", "発見日時、発見場所、品名", "拾得物記録票には何を書けばいいですか？", "polite")
A("C:OP02b", "BM-OP-02", "持ち帰ってはならない", "Can I take a found umbrella home if no one claims it by the end of my shift?", "english")
U("C:OP02bu", "C:OP02b", "BM-OP-02", "商業施設の忘れ物、インフォメーションが閉まってたらどこに届ける？", "casual", "missing-item", gap="condition", absent=["閉まって", "営業時間外"], notes="届出先は商業施設ならインフォメーションカウンターとのみ。")

# BM-OP-03
A("C:OP03a", "BM-OP-03", "作業前後の写真", "定期清掃報告書に何を添付しますか？", "polite")
A("C:OP03b", "BM-OP-03", "様式OP-7「定期清掃報告書」", "What form does the crew leader submit after periodic cleaning?", "english")
U("C:OP03bu", "C:OP03b", "BM-OP-03", "日常清掃の月次報告書の様式番号は？", "casual", "target-mismatch", absent=["月次報告"], notes="報告書の様式は定期清掃のみ。")
A("C:OP03c", "BM-OP-03", "班長を含め3名以上", "定期清掃の人数って班長も数に入る？", "casual", nm="4名以上")

# BM-OP-04
A("C:OP04a", "BM-OP-04", "受変電設備、空調設備、給排水設備", "設備管理員が1日3回巡回するのはどの設備ですか？", "polite")
A("C:OP04b", "BM-OP-04", "様式FM-1「設備日報」", "設備の巡回結果はどの様式に書く？", "casual")
A("C:OP04c", "BM-OP-04", "設備管理員が立ち会う", "Who has to be present during the fire equipment inspection?", "english")
A("C:OP04d", "BM-OP-04", "引継簿に署名", "交替のとき引継ぎしたら何する？", "casual")
U("C:OP04du", "C:OP04d", "BM-OP-04", "交替要員が来ないとき、何時間まで延長勤務しますか？", "polite", "missing-item", absent=["延長勤務", "来ない"], notes="交替時の引継ぎのみ。")

# BM-OP-05
A("C:OP05a", "BM-OP-05", "入館時と退館時", "警備室の入退館記録はいつ書く？", "casual")
A("C:OP05b", "BM-OP-05", "所長に報告", "不審者を見つけて警備室に通報したあと、ほかに誰に報告しますか？", "polite")
U("C:OP05bu", "C:OP05b", "BM-OP-05", "不審者を見つけたら警察に直接110番していい？", "casual", "missing-item", absent=["110", "警察へ通報"], notes="通報先は警備室。警察への直接通報の定めはない。")

# BM-OP-06
A("C:OP06a", "BM-OP-06", "共用部の床、トイレ、給湯室、エントランスおよびごみの回収", "What does daily cleaning cover?", "english")
A("C:OP06b", "BM-OP-06", "可燃、不燃、資源、機密書類", "ごみはどう分けて運ぶ？", "casual")
U("C:OP06bu", "C:OP06b", "BM-OP-06", "粗大ごみが出たときの運び方は？", "casual", "target-mismatch", absent=["粗大"], notes="分別区分は可燃、不燃、資源、機密書類のみ。")
A("C:OP06c", "BM-OP-06", "完了時刻", "作業チェック表には何を記入しますか？", "polite")

# BM-GA-03
A("C:GA03a", "BM-GA-03", "走行距離と給油量", "社用車を使ったあと運転日報には何を書く？", "casual")
A("C:GA03b", "BM-GA-03", "警察へ届け出た上で直ちに所長に報告", "What should I do if I have an accident in a company car?", "english")
U("C:GA03bu", "C:GA03b", "BM-GA-03", "社用車で事故を起こしたときの自己負担額はいくら？", "casual", "missing-item", absent=["自己負担", "免責"], notes="報告のみ。負担の定めはない（反則金は駐車違反）。")
A("C:GA03c", "BM-GA-03", "所長の許可", "免許取って2年なんだけど、社用車運転するのに他に何が要る？", "casual")

# BM-HR-07
A("C:HR07a", "BM-HR-07", "経口補水液", "営業所に常備されている熱中症対策の飲み物は何ですか？", "polite")
A("C:HR07b", "BM-HR-07", "本人の同意", "ストレスチェックの結果って所長にも知られる？", "casual")
A("C:HR07c", "BM-HR-07", "6月から9月まで", "During which months is the 30-minute hydration rule in effect?", "english")
U("C:HR07cu", "C:HR07c", "BM-HR-07", "During which months does the rule apply to indoor office cleaning?", "english", "missing-item", gap="condition", notes="水分補給の定めは屋外作業および機械室での作業についてのみ。", absent=["office cleaning"])

# BM-OP-07
A("C:OP07a", "BM-OP-07", "控室、薬剤倉庫、ごみ集積所、防災センターの位置", "新規現場の現地調査で何を確認しますか？", "polite")
A("C:OP07b", "BM-OP-07", "控室に備え付ける", "緊急連絡網を作ったらどこに置いとく？", "casual")
U("C:OP07bu", "C:OP07b", "BM-OP-07", "緊急連絡網はどのくらいの頻度で更新する？", "casual", "missing-item", absent=["連絡網の更新"], notes="作成期限と備付け場所のみ。")

# restricted extras
M = ["all-staff", "managers"]
A("C:MG01a", "BM-MG-01", "業務部長の決裁", "Who must approve equipment purchases over 100,000 yen?", "english", cat="permission", groups=M)
A("C:MG01b", "BM-MG-01", "社長の決裁", "物損の補償額が20万円を超えそうなとき、誰の決裁が必要ですか？", "polite", cat="permission", groups=M)
U("C:MG01bu", "C:MG01b", "BM-MG-01", "補償額が20万円を超えるときの決裁者は誰？", "casual", "permission", notes="管理職限定規程のみ。")
A("C:MG02a", "BM-MG-02", "当日中", "苦情を受けた所長は、いつまでに客先に電話しますか？", "polite", cat="permission", groups=M)
U("C:MG02au", "C:MG02a", "BM-MG-02", "クレームがあったら所長はいつまでに客先に電話するの？", "casual", "permission", notes="管理職限定要領のみ。")
A("C:HR05a", "BM-HR-05", "4月と10月", "人事評価は何月に行われますか？", "polite", cat="permission", groups=["all-staff", "hr"])
U("C:HR05au", "C:HR05a", "BM-HR-05", "評価って年に何回、何月にあるの？", "casual", "permission", notes="hr限定基準のみ。")
A("C:HR05b", "BM-HR-05", "毎年1月", "正社員登用試験はいつ実施されますか？", "polite", cat="permission", groups=["all-staff", "hr"])
