from common import A, U, P

# more variants: BM-HR-01
A("B:HR01a", "BM-HR-01", "6時から9時", "早朝帯のシフトって何時スタートで何時まで？", "casual", nm="17時から22時", ctx="早朝帯6時から9時")
U("B:HR01au", "B:HR01a", "BM-HR-01", "日常清掃員の土日の早朝帯は何時から何時までですか？", "polite", "missing-item", gap="condition", absent=["土日", "土曜"], notes="勤務時間帯に曜日別の定めはない。")
A("B:HR01b", "BM-HR-01", "9時から17時", "What are the daytime shift hours for daily cleaners?", "english", nm="17時から22時", ctx="日中帯9時から17時")
U("B:HR01bu", "B:HR01b", "BM-HR-01", "What are the daytime shift hours for contract security guards?", "english", "target-mismatch", absent=["security", "警備員の勤務"], notes="勤務時間帯は日常清掃員・定期清掃班・設備管理員のみ。")
A("B:HR01c", "BM-HR-01", "8時30分から翌8時30分まで", "常駐の設備管理員は何時から何時までの勤務ですか？", "polite")
U("B:HR01cu", "B:HR01c", "BM-HR-01", "非常駐の巡回型の設備管理員の勤務時間は何時から何時まで？", "casual", "target-mismatch", absent=["巡回型", "非常駐"], notes="設備管理員は常駐勤務のみ規定。")
A("B:HR01d", "BM-HR-01", "45分", "7時間勤務の日の休憩時間は？", "casual", nm="60分", ctx="45分")
A("B:HR01e", "BM-HR-01", "班長が指示", "定期清掃の夜勤の休憩のタイミングって誰が決めるの？", "casual")
A("B:HR01f", "BM-HR-01", "所長の事前の指示があった場合に限り", "自分の判断で残業してもいいですか？", "polite")
U("B:HR01fu", "B:HR01f", "BM-HR-01", "残業の事前申請って何日前までに出す？", "casual", "missing-item", gap="other-number", absent=["日前までに残業", "時間外労働の申請"], notes="残業は所長の事前の指示による。申請期限の定めはない。")

# BM-HR-02
A("B:HR02a", "BM-HR-02", "22時から翌5時まで", "深夜手当の対象になる時間帯はいつからいつまでですか？", "polite", nm="5時から7時")
A("B:HR02b", "BM-HR-02", "5時から7時まで", "早朝手当がつく時間帯って？", "casual", nm="22時から翌5時", ctx="5時から7時まで")
U("B:HR02bu", "B:HR02b", "BM-HR-02", "定期清掃班が朝5時から作業した場合、早朝手当は1時間いくら？", "casual", "target-mismatch", notes="早朝手当は日常清掃員のみ。", absent_topic=["定期清掃班には、早朝手当"])
A("B:HR02c", "BM-HR-02", "月末締め", "When is the cutoff date for allowance calculations?", "english")
U("B:HR02cu", "B:HR02c", "BM-HR-02", "手当を現金で手渡しにしてもらうことはできますか？", "polite", "missing-item", absent=["手渡し", "現金で支給"], notes="支給方法は給与とともに支給とのみ。手渡しの定めはない。")
A("B:HR02d", "BM-HR-02", "勤怠アプリの打刻記録", "手当の計算の元になる勤務実績って何で判断されるの？", "casual")
A("B:HR02e", "BM-HR-02", "1,000円", "設備管理員が夜通し勤務したときの深夜手当は1回いくら？", "casual", nm="1,800円", ctx="設備管理員には1,000円")
A("B:HR02ep", "BM-HR-02", "1,500円", "2026年8月に定期清掃の夜勤をしたときの深夜手当は1回いくらでしたか？", "polite", cat="period", ver="1", date="2026-08-01", pair="B:HR02e", ctx="定期清掃班には1,500円")
U("B:HR02eu", "B:HR02e", "BM-HR-02", "2025年2月に定期清掃の夜勤をした場合の深夜手当はいくらでしたか？", "polite", "period", date="2025-02-01", notes="BM-HR-02は2025年4月1日施行。それ以前の版はない。")

# BM-HR-03
A("B:HR03a", "BM-HR-03", "様式HR-3「休暇届」", "有休を取るときに出す書類の名前を教えてください。", "polite")
U("B:HR03au", "B:HR03a", "BM-HR-03", "有休の申請ってアプリからでもできる？", "casual", "missing-item", absent=["アプリから", "アプリで申請"], notes="様式HR-3の提出とのみ。アプリ申請の定めはない。")
A("B:HR03b", "BM-HR-03", "5日", "I'm getting married. How many days of special leave do I get?", "english", nm="2日", ctx="本人の結婚：5日")
U("B:HR03bu", "B:HR03b", "BM-HR-03", "子どもが結婚するときの特別休暇は何日ですか？", "polite", "target-mismatch", absent=["子の結婚"], notes="結婚の特別休暇は本人の結婚のみ。")
A("B:HR03c", "BM-HR-03", "2日", "祖母の葬儀で休む場合、特別休暇は何日？", "casual", nm="5日", ctx="祖父母・兄弟姉妹の死亡：2日")
A("B:HR03d", "BM-HR-03", "7月から9月まで", "夏季休暇はいつ取れる？", "casual")
U("B:HR03du", "B:HR03d", "BM-HR-03", "夏季休暇を10月に繰り越すことはできますか？", "polite", "missing-item", absent=["繰り越", "繰越"], notes="取得期間のみ。繰越の定めはない。")
A("B:HR03e", "BM-HR-03", "取得日の14日前まで", "設備の常駐してる人が有給取るには何日前申請？", "casual", nm="7日前")

# BM-HR-04
A("B:HR04a", "BM-HR-04", "5,000円", "第二種電気工事士の資格手当は月額いくらですか？", "polite", nm="3,000円", ctx="第二種電気工事士：5,000円")
A("B:HR04b", "BM-HR-04", "3,000円", "2級ボイラー技士の手当っていくら？", "casual", nm="5,000円", ctx="2級ボイラー技士：3,000円")
U("B:HR04bu", "B:HR04b", "BM-HR-04", "What is the monthly allowance for a Class 1 boiler technician?", "english", "target-mismatch", absent=["1級ボイラー"], notes="2級ボイラー技士のみ。")
A("B:HR04c", "BM-HR-04", "全額", "会社から受けろと言われた試験の受験料はどのくらい会社が払いますか？", "polite", nm="2分の1")
A("B:HR04d", "BM-HR-04", "合格証の写し", "資格手当の申請書に何を添付するの？", "casual")
U("B:HR04du", "B:HR04d", "BM-HR-04", "資格手当の申請はいつまでに出さないといけない？", "casual", "missing-item", absent=["申請期限"], notes="支給開始月のみ。申請期限の定めはない。")
A("B:HR04e", "BM-HR-04", "5,000円", "2027年4月からの2級ビルクリーニング技能士の手当額はいくらですか？", "polite", cat="period", ver="2", date="2027-04-01", pair="HR04:a2", ctx="2級ビルクリーニング技能士：5,000円")
U("B:HR04eu", "B:HR04e", "BM-HR-04", "2027年4月から3級技能士の手当はいくらになりますか？", "polite", "target-mismatch", date="2027-04-01", absent=["3級"], notes="v2も1級・2級のみ。")

# BM-GA-01
A("B:GA01a", "BM-GA-01", "上衣3着、ズボン3本、安全靴1足", "What uniform items do facility engineers receive?", "english")
A("B:GA01b", "BM-GA-01", "1着", "屋外でガラス清掃をするので防寒着がほしい。何着借りられますか？", "polite", ctx="屋外作業のある者に1着")
A("B:GA01c", "BM-GA-01", "1着につき2,000円", "2026年4月に制服を失くした人の負担額っていくらだった？", "casual", cat="period", ver="1", date="2026-04-01", pair="GA01:a6")
A("B:GA01d", "BM-GA-01", "負担を求めない", "作業中の事故で制服がなくなった場合も弁償ですか？", "polite")
A("B:GA01e", "BM-GA-01", "クリーニングした上で", "退職するとき、制服はそのまま返していい？", "casual")
U("B:GA01eu", "B:GA01e", "BM-GA-01", "退職時に返す制服のクリーニング代は会社が出してくれますか？いくらですか？", "polite", "missing-item", gap="not-defined", notes="クリーニング代の補助は本規程では定めない。")

# BM-GA-02
A("B:GA02a", "BM-GA-02", "最も経済的な経路の定期券代の実費", "電車通勤の人の交通費はどういう基準で出ますか？", "polite")
A("B:GA02b", "BM-GA-02", "原則として認めない", "自分の車で現場に通勤してもいい？", "casual")
A("B:GA02c", "BM-GA-02", "所長の承認", "What do I need before taking a taxi to an early-morning shift?", "english")
A("B:GA02d", "BM-GA-02", "様式GA-5「通勤経路届」", "通勤経路を変えたときの届出書は？", "casual")
U("B:GA02du", "B:GA02d", "BM-GA-02", "引っ越しで定期を払い戻したとき、払戻し手数料は会社負担？", "casual", "missing-item", absent=["払戻"], notes="払戻しの定めはない。")
A("B:GA02e", "BM-GA-02", "片道3,000円", "2026年2月に始発前タクシーを使った場合、会社負担の上限はいくらでしたか？", "polite", cat="period", ver="1", date="2026-02-01", pair="GA02:a6", ctx="片道3,000円")
U("B:GA02eu", "B:GA02e", "BM-GA-02", "始発前の出勤で、定期清掃班がタクシーを使う場合の上限はいくらですか？", "polite", "missing-item", gap="condition", notes="タクシー負担は早朝帯の勤務者についてのみ。")

# BM-HR-06
A("B:HR06a", "BM-HR-06", "更新することができる", "パートの契約って1年で終わり？更新あるの？", "casual")
A("B:HR06b", "BM-HR-06", "支給しない", "Do part-timers receive a retirement allowance?", "english")
A("B:HR06c", "BM-HR-06", "会社が負担", "パートの定期健康診断の費用は自己負担ですか？", "polite")
U("B:HR06cu", "B:HR06c", "BM-HR-06", "週15時間勤務のパートの健診費用は誰持ち？", "casual", "missing-item", gap="condition", notes="健康診断は週20時間以上のパートタイマーについてのみ。")
A("B:HR06d", "BM-HR-06", "12月", "パートの寸志は何月に出ますか？", "polite")
