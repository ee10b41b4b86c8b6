"""Second round of questions: more twins (gap=not-defined / no-value, target-mismatch), two-part and casual wording."""
from common import *

# ------------------------------------------------ NS-HR-01
D = "NS-HR-01"
U("x1", "行事の日ってシフトどうなるの？誰がどう組む？", "missing-item", ver="2", gap="not-defined", pair="a13", style="casual", doc_id=D,
  notes="第7条は行事日のシフトの組み方を本規程では定めないとする。")
U("x2", "How are shifts arranged on event days such as sports day?", "missing-item", ver="2", gap="not-defined", pair="a13", style="english", doc_id=D,
  notes="行事日のシフトは本規程では定めない。")
U("x3", "駅前分園の中番は何時から何時までですか？", "target-mismatch", ver="2", pair="a3", doc_id=D, absent=["駅前分園の中番", "分園の中番"],
  notes="中番はひよこ保育園・第二保育園の勤務帯。駅前分園は早番と遅番のみ。")
U("x4", "学童の遅番って何時まで？", "target-mismatch", ver="2", pair="a15", style="casual", doc_id=D, absent=["学童クラブの遅番"],
  notes="遅番は保育園3園の勤務帯。学童クラブの遅番の定めはない。")
U("x5", "パートさんも早番に最低1人入らないとだめ？", "missing-item", ver="2", gap="condition", pair="a13", style="casual", doc_id=D,
  notes="配置の定めは常勤保育士1名以上のみ。パート職員の配置の定めはない。")
A("x6", "第二保育園の中番って何時に終わる？", "17時30分", ver="2", ctx="中番（8時30分から17時30分まで）", cat="near-miss", nm="16時", style="casual", doc_id=D)
U("x7", "シフト希望って月に何日分まで出せる？", "missing-item", ver="2", gap="other-number", pair="a5", style="casual", doc_id=D,
  notes="前月10日は提出期限。希望日数の上限の定めはない。")
P("x8", "本園の遅番の終わりの時間と、欠勤の電話の締切を教えて", [
    pa("ひよこ保育園の遅番の終了時刻", "19時15分", ver="2", doc_id=D),
    pa("当日欠勤の連絡期限", "始業の1時間30分前まで", ver="2", doc_id=D)], style="casual", doc_id=D)
P("x9", "シフト交代届の様式と、交代できる回数の上限は？", [
    pa("交代届の様式", "様式SF-2", ver="2", doc_id=D), pm("交代の回数の上限")], pair="a9", ver="2", doc_id=D, notes="回数の上限はない。")

# ------------------------------------------------ NS-HR-02
D = "NS-HR-02"
U("x1", "看護休暇って給料出る？", "missing-item", ver="2", gap="no-value", pair="b13", style="casual", doc_id=D,
  notes="有給かどうかは別途通知するとするのみ。")
U("x2", "Is the leave for caring for a sick child paid?", "missing-item", ver="2", gap="no-value", pair="b13", style="english", doc_id=D,
  notes="看護休暇の有給・無給は別途通知。")
U("x3", "姪の結婚式で休みたいんだけど、特別休暇ある？", "target-mismatch", ver="2", pair="b10", style="casual", doc_id=D, absent=["姪"],
  notes="結婚の特別休暇は本人の結婚のみ。")
U("x4", "兄弟の結婚のときの特別休暇は何日ですか？", "target-mismatch", ver="2", pair="b10", doc_id=D, absent=["兄弟姉妹の結婚"],
  notes="結婚の特別休暇は本人の結婚のみ。兄弟姉妹は死亡の場合だけ挙がる。")
A("x5", "3月って有休何日まで取れたっけ", "月2日まで", ver="2", style="casual", doc_id=D)
U("x6", "半日単位の有休って、1回何時間の扱いになりますか？", "missing-item", ver="2", gap="other-number", pair="b6", doc_id=D,
  notes="年10回は半日単位の取得回数。半日の時間数の定めはない。")
A("x7", "有級の申請用紙ってどれだっけ", "様式KY-1", ver="2", style="typo", doc_id=D)
P("x8", "配偶者の出産休暇の日数と、有休の申請期限を教えて", [
    pa("配偶者の出産の特別休暇", "3日", ver="2", ctx="配偶者の出産：3日", doc_id=D),
    pa("年次有給休暇の申請期限", "取得日の5日前まで", ver="2", doc_id=D)], style="casual", doc_id=D)
P("x9", "父母が亡くなった場合の忌引の日数と、香典の金額を教えてください。", [
    pa("父母の死亡の特別休暇", "5日", ver="2", ctx="父母、配偶者または子の死亡：5日", doc_id=D), pm("香典（弔慰金）の額")],
  pair="b11", ver="2", doc_id=D, absent=["香典", "弔慰金"], notes="香典・弔慰金の定めはない。")
U("x10", "2025年1月に結婚した場合、結婚休暇は何日でしたか？", "period", date="2025-01-01", pair="b10", doc_id=D,
  notes="NS-HR-02は2025-04-01施行。")
U("x11", "How many days off do I get when a cousin dies?", "target-mismatch", ver="2", pair="b11", style="english", doc_id=D, absent=["いとこ", "従兄弟"],
  notes="いとこは列挙にない。")

# ------------------------------------------------ NS-HR-03
D = "NS-HR-03"
U("x1", "放課後児童支援員って処遇改善もらえるんだっけ", "missing-item", ver="2", gap="not-defined", pair="c1", style="casual", doc_id=D,
  notes="放課後児童支援員への支給は本規程では定めない。")
U("x2", "Do after-school club support staff receive the improvement allowance?", "missing-item", ver="2", gap="not-defined", pair="c1", style="english", doc_id=D,
  notes="放課後児童支援員への支給は本規程では定めない。")
U("x3", "3月の一時金っていくらくらい？計算のしかたある？", "missing-item", ver="2", gap="no-value", pair="c8", style="casual", doc_id=D,
  notes="一時金の算定方法は別途通知。")
U("x4", "栄養士の処遇改善手当はいくらですか？", "target-mismatch", ver="2", pair="c5", doc_id=D, absent=["栄養士の処遇改善", "栄養士には"],
  notes="対象に栄養士は挙がっていない。")
U("x5", "用務員さんの処遇改善っていくら？", "target-mismatch", ver="2", pair="c5", style="casual", doc_id=D, absent=["用務員"],
  notes="対象に用務員は挙がっていない。")
U("x6", "病気休職から月の途中で復帰した月の処遇改善手当は日割りですか？", "missing-item", ver="2", gap="condition", pair="c9", doc_id=D,
  notes="休職期間中は支給しない定めのみ。復帰月の日割りの定めはない。")
A("x7", "2026年3月の時点で、常勤保育士の処遇改善手当はいくらでしたか？", "月額18,000円", ver="1", cat="period", date="2026-03-01", pair="c1", doc_id=D)
P("x8", "パート保育士の処遇改善の時間額と、主任の加算額を教えてください。", [
    pa("パート保育士の時間額", "勤務1時間につき140円", ver="2", doc_id=D), pa("主任の加算額", "月額10,000円", ver="2", doc_id=D)], doc_id=D)

# ------------------------------------------------ NS-HR-04
D = "NS-HR-04"
U("x1", "電動キックボードで通勤したら手当出る？", "target-mismatch", pair="d3", style="casual", doc_id=D, absent=["キックボード"],
  notes="通勤手段は電車・バス、自家用車・原付、自転車のみ。")
U("x2", "第二保育園勤務で車通勤の場合、駐車場代は出ますか？", "missing-item", gap="condition", pair="d5", doc_id=D,
  notes="駐車場代は駅前分園勤務者に限る定め。")
U("x3", "通勤手当は毎月何日に支払われますか？", "missing-item", gap="other-number", pair="d1", doc_id=D,
  notes="条文の日数は届出期限（10日以内）。支給日の定めはない。")
A("x4", "車で片道8kmだと通勤手当は月いくら？", "月額4,200円", cat="near-miss", nm="月額7,100円", style="casual", doc_id=D)
A("x5", "What is the cap on the monthly commuter pass allowance?", "30,000円", style="english", doc_id=D)
P("x6", "原付で片道16kmの手当と、ヘルメット代の補助って？", [
    pa("原付で片道16kmの通勤手当", "月額12,900円", doc_id=D), pm("ヘルメット代の補助")], pair="d9", style="casual", doc_id=D,
  absent=["ヘルメット"], notes="ヘルメット代の定めはない。")
U("x7", "社用車で通勤する場合の手当はどうなりますか？", "target-mismatch", pair="d2", doc_id=D, absent=["社用車"],
  notes="社用車は挙がっていない。")

# ------------------------------------------------ NS-HR-05
D = "NS-HR-05"
U("x1", "オンライン研修を家で受けた時間って残業つく？", "missing-item", gap="not-defined", pair="e1", style="casual", doc_id=D,
  notes="オンライン研修の時間の取扱いは本規程では定めない。")
U("x2", "Is time spent on online training at home counted as working hours?", "missing-item", gap="not-defined", pair="e1", style="english", doc_id=D,
  notes="本規程では定めない。")
A("x3", "2027年4月以降の外部研修の申込期限って何週間前？", "研修日の3週間前まで", ver="2", cat="period", date="2027-04-01", pair="e4", style="casual", doc_id=D)
U("x4", "キャリアアップ研修って何分野受ければいいの？", "missing-item", gap="other-number", pair="e9", style="casual", doc_id=D,
  notes="15時間は1分野の修了要件。分野数の定めはない。")
P("x5", "園内研修の時間帯と、常勤の年間出席回数は？", [
    pa("園内研修の時間帯", "13時30分から14時30分まで", doc_id=D), pa("常勤職員の出席回数", "年8回以上", doc_id=D)], style="casual", doc_id=D)
P("x6", "救命講習の受講頻度と、講習を受ける場所を教えてください。", [
    pa("普通救命講習の頻度", "3年に1回", doc_id=D), pm("講習の受講場所")], pair="e10", doc_id=D, notes="受講場所の定めはない。")

# ------------------------------------------------ NS-HR-06
D = "NS-HR-06"
U("x1", "人手が足りなくて土曜出勤したんだけど、振休いつまでに取ればいい？", "missing-item", gap="condition", pair="f7", style="casual", doc_id=D,
  notes="振替休日は行事で休日出勤した場合の定め。")
U("x2", "休日出勤は年に何日までできますか？", "missing-item", gap="other-number", pair="f2", doc_id=D,
  notes="上限は時間外勤務の時間数のみ。休日出勤の日数の上限はない。")
A("x3", "残業代って何％増し？", "25%", cat="near-miss", nm="35%", style="casual", doc_id=D)
A("x4", "By when is the monthly overtime report due?", "翌月3日まで", style="english", doc_id=D)
P("x5", "パートの残業上限と、60時間超えたときの割増率", [
    pa("パート職員の時間外勤務の上限", "1日1時間", doc_id=D), pa("60時間超の割増率", "50%", doc_id=D)], style="casual", doc_id=D)

# ------------------------------------------------ NS-CH-01
D = "NS-CH-01"
U("x1", "延長保育って1回いくらだっけ", "missing-item", ver="2", gap="no-value", pair="g9", style="casual", doc_id=D,
  notes="延長保育料の額は別途通知。")
U("x2", "How much is the extended childcare fee?", "missing-item", ver="2", gap="no-value", pair="g9", style="english", doc_id=D,
  notes="延長保育料の額は別途通知。")
U("x3", "ファミサポの人がお迎えに来るときの手続は？", "target-mismatch", ver="2", pair="g4", style="casual", doc_id=D,
  absent=["ファミリー・サポート", "ファミサポ"], notes="お迎えは登録者と連絡のあった未登録者について定める。ファミサポの定めはない。")
A("x4", "お迎えの登録者、何人まで登禄できる？", "1家庭につき5名まで", ver="2", style="typo", doc_id=D)
U("x5", "登園が10時を過ぎるときは何時までに連絡をもらえばいいですか？", "missing-item", ver="2", gap="other-number", pair="g4", doc_id=D,
  notes="当日の15時までは未登録者のお迎えの連絡期限。遅い登園の連絡期限の定めはない。")
P("x6", "朝の受け入れの体温基準と、朝ごはん食べてない子の扱いって？", [
    pa("受入れの体温の基準", "37.5度以上", ver="2", doc_id=D), pm("朝食を食べていない園児の扱い")], pair="g1", ver="2", style="casual", doc_id=D,
  notes="朝食の定めはない。")

# ------------------------------------------------ NS-CH-02
D = "NS-CH-02"
A("x1", "年中さんのお昼寝チェック、何分おき？", "10分ごと", ver="2", ctx="2歳児以上は10分ごと", cat="near-miss", nm="5分ごと", style="casual", doc_id=D)
U("x2", "How often should we check an infant who falls asleep in a stroller during a walk?", "missing-item", ver="2", gap="condition", pair="h1", style="english", doc_id=D,
  notes="確認間隔は午睡中の保育室での定め。散歩中のベビーカーの定めはない。")
P("x3", "午睡中の保育士の人数と、夏の部屋の温度", [
    pa("午睡中の保育士の配置", "常時1名以上", ver="2", doc_id=D), pa("夏季の室温", "26度から28度まで", ver="2", doc_id=D)], style="casual", doc_id=D)

# ------------------------------------------------ NS-CH-03
D = "NS-CH-03"
U("x1", "そばアレルギーの子、代替食どうする？", "missing-item", gap="no-value", pair="i5", style="casual", doc_id=D,
  notes="そばの除去食は別途定める。")
U("x2", "How do we handle meals for children with a buckwheat allergy?", "missing-item", gap="no-value", pair="i5", style="english", doc_id=D,
  notes="そばの除去食は別途定める。")
U("x3", "大豆アレルギーの代替食も調理さんが作ってくれる？", "target-mismatch", pair="i5", style="casual", doc_id=D, absent=["大豆"],
  notes="代替食を作る原因食物に大豆は挙がっていない。")
U("x4", "くるみアレルギーの子の代替食は園で作りますか？", "target-mismatch", pair="i5", doc_id=D, absent=["くるみ"],
  notes="2026-12-01に有効な版（v1）の列挙は卵・乳・小麦・えび・かに・落花生。くるみは2027年1月からの版にしかない。")
U("x5", "Does the kitchen cook substitute meals for children allergic to fish?", "target-mismatch", pair="i5", style="english", doc_id=D,
  absent=["魚"], notes="魚は挙がっていない。")
U("x6", "生活管理指導表は入園の何日前までに出してもらう？", "missing-item", gap="other-number", pair="i2", style="casual", doc_id=D,
  notes="1年ごとは更新の間隔。提出期限の定めはない。")
P("x7", "除去食の見分け方と、誤食したときの連絡先", [
    pa("除去食の見分け方", "専用の色のトレイと名札", doc_id=D), pa("誤食時の連絡先", "看護師", ctx="直ちに看護師に連絡", doc_id=D)],
  style="casual", doc_id=D)

# ------------------------------------------------ NS-CH-04
D = "NS-CH-04"
U("x1", "目薬さしてって頼まれた。やっていい？", "missing-item", gap="not-defined", pair="j1", style="casual", doc_id=D,
  notes="目薬は本規程では定めない。")
U("x2", "Can staff apply moisturizing cream to a child at a parent's request?", "missing-item", gap="not-defined", pair="j1", style="english", doc_id=D,
  notes="塗り薬は本規程では定めない。")
U("x3", "保護者から湿布を貼ってほしいと言われたらどうしますか？", "missing-item", pair="j1", doc_id=D, absent=["湿布"], notes="湿布の定めはない。")
U("x4", "吸入薬も預かれる？", "target-mismatch", pair="j1", style="casual", doc_id=D, absent=["吸入"],
  notes="薬の種類は処方薬・市販薬・座薬のみ挙がる。")
A("x5", "預かった薬ってどこにしまう？", "鍵の掛かる薬品棚", style="casual", doc_id=D)
P("x6", "座薬は預かれる？あと解熱剤を使う熱の目安は？", [
    pa("座薬を預かるか", "座薬は預からない", doc_id=D), pm("解熱剤を使う体温の目安")], pair="j4", style="casual", doc_id=D,
  notes="解熱剤使用の目安の定めはない。")

# ------------------------------------------------ NS-CH-05
D = "NS-CH-05"
U("x1", "治療費の賠償ってどこまで払うの？", "missing-item", ver="2", gap="not-defined", pair="k3", style="casual", doc_id=D,
  notes="賠償額の決定方法は本規程では定めない。")
U("x2", "How is compensation decided when a parent asks the nursery to pay medical costs?", "missing-item", ver="2", gap="not-defined", pair="k3", style="english", doc_id=D,
  notes="本規程では定めない。")
A("x3", "ヒヤリハッとの様式は？", "様式JH-2", ver="2", style="typo", doc_id=D)
U("x4", "ヒヤリハットは何日以内に書けばいい？", "missing-item", ver="2", gap="other-number", pair="k9", style="casual", doc_id=D,
  notes="日数の定めは事故報告書などのもの。ヒヤリ・ハット報告票の期限の定めはない。")
A("x5", "2025年10月のころって、ヒヤリハットはどのくらいの間隔の会議で共有してた？", "週1回", ver="1", cat="period", date="2025-10-01", pair="k10", style="casual", doc_id=D)

# ------------------------------------------------ NS-CH-06
D = "NS-CH-06"
U("x1", "暑い日は遠足も中止？基準ある？", "missing-item", ver="2", gap="condition", pair="l11", style="casual", doc_id=D,
  notes="暑さの中止基準は日常の散歩の定め。遠足の中止は注意報による。")
U("x2", "散歩の1回の時間は何分までですか？", "missing-item", ver="2", gap="other-number", pair="l5", doc_id=D,
  notes="数値は引率比率・人数確認回数など。散歩の時間の定めはない。")
A("x3", "How many times should the children be counted during an outing?", "4回", ver="2", style="english", doc_id=D)
P("x4", "0歳児の散歩の引率人数と、抱っこひもの使い方のルール", [
    pa("0歳児の引率比率", "園児3人", ver="2", ctx="0歳児は園児3人", doc_id=D), pm("抱っこひもの使い方")], pair="l1", ver="2", style="casual", doc_id=D,
  absent=["抱っこひも"], notes="抱っこひもの定めはない。")

# ------------------------------------------------ NS-CH-07
D = "NS-CH-07"
U("x1", "職員が水ぼうそうになったら何日出勤停止？", "missing-item", gap="no-value", pair="m2", style="casual", doc_id=D,
  notes="職員の出勤停止の期間は別途通知。")
U("x2", "How long must staff with influenza stay off work?", "missing-item", gap="no-value", pair="m1", style="english", doc_id=D,
  notes="職員の出勤停止の期間は別途通知。")
U("x3", "おたふくかぜの子はいつから来られる？", "target-mismatch", pair="m3", style="casual", doc_id=D, absent=["おたふく", "流行性耳下腺炎"],
  notes="登園再開の基準はインフルエンザ・水ぼうそう・手足口病・ヘルパンギーナのみ。")
U("x4", "はしかにかかった子の登園基準は？", "target-mismatch", pair="m2", doc_id=D, absent=["はしか"],
  notes="麻しんの登園基準は挙がっていない（職員の予防接種の定めのみ）。")
U("x5", "When can a child with RSV return to the nursery?", "target-mismatch", pair="m3", style="english", doc_id=D, absent=["RS"],
  notes="RSウイルスは挙がっていない。")
U("x6", "とびひの子って登園していい？", "target-mismatch", pair="m3", style="casual", doc_id=D, absent=["とびひ"], notes="とびひは挙がっていない。")
A("x7", "ヘルパンギーナって熱下がってご飯食べられればOK？", "普段の食事ができるようになれば登園できる", style="casual", doc_id=D)
P("x8", "インフルの登園再開のときの書類と、保健所に報告する人数を教えてください。", [
    pa("インフルエンザの登園再開時の書類", "医師の意見書（様式KN-1）", doc_id=D), pa("保健所への報告の人数", "10人以上", doc_id=D)], doc_id=D)

# ------------------------------------------------ NS-CH-08
D = "NS-CH-08"
U("x1", "0歳児はたらいの水遊びなら参加できますか？", "missing-item", gap="condition", pair="n8", doc_id=D,
  notes="0歳児の不参加はプール遊びの定め。たらいの水遊びは駅前分園の定めで、0歳児の参加の定めはない。")
A("x2", "1歳のプールの深さって何センチまで？", "10cm", cat="near-miss", nm="30cm", style="casual", doc_id=D)
A("x3", "What is the minimum water temperature for pool play?", "24度以上", style="english", doc_id=D)
P("x4", "プールの監視員の人数と、監視員の交代間隔を教えてください。", [
    pa("監視員の人数", "1人以上", doc_id=D), pm("監視員の交代間隔")], pair="n11", doc_id=D, notes="交代間隔の定めはない。")

# ------------------------------------------------ NS-GK-01
D = "NS-GK-01"
U("x1", "夏休みの学童の昼ごはんは何時？", "missing-item", gap="other-number", pair="o10", style="casual", doc_id=D,
  notes="15時30分はおやつの時刻。昼食の時刻の定めはない。")
A("x2", "土曜の学童って何時まで？", "19時", ctx="8時から19時まで開所", style="casual", doc_id=D)
A("x3", "What form is needed for a child to walk home alone?", "帰宅方法届（様式GD-1）", style="english", doc_id=D)
U("x4", "学童の支援員の休憩って何分？", "missing-item", gap="other-number", pair="o11", style="casual", doc_id=D,
  notes="数値は開所時間・配置人数など。休憩時間の定めはない。")

# ------------------------------------------------ NS-KT-01
D = "NS-KT-01"
U("x1", "食材の業者ってどう決めてる？", "missing-item", gap="not-defined", pair="p11", style="casual", doc_id=D,
  notes="発注先の選定方法は本規程では定めない。")
U("x2", "How are food suppliers chosen?", "missing-item", gap="not-defined", pair="p11", style="english", doc_id=D,
  notes="本規程では定めない。")
U("x3", "ミルクを作るお湯は何度以上？", "missing-item", pair="p4", style="casual", doc_id=D, absent=["調乳", "ミルク"], notes="調乳の定めはない。")
A("x4", "下痢してる調理さんは調理していい？", "調理に従事せず", style="casual", doc_id=D)
P("x5", "あさりの加熱基準と、保存食の温度", [
    pa("二枚貝の加熱基準", "85度で90秒間以上", doc_id=D), pa("保存食の温度", "マイナス20度以下", doc_id=D)], style="casual", doc_id=D)

# ------------------------------------------------ NS-PR-01
D = "NS-PR-01"
U("x1", "日本語が苦手な保護者の通訳、どう手配する？", "missing-item", gap="no-value", pair="q5", style="casual", doc_id=D,
  notes="通訳の手配方法は別途定める。")
U("x2", "How do we arrange an interpreter for parents who don't speak Japanese?", "missing-item", gap="no-value", pair="q5", style="english", doc_id=D,
  notes="別途定める。")
U("x3", "園児の祖父母から贈り物をいただいたら受け取っていいですか？", "missing-item", gap="condition", pair="q7", doc_id=D,
  notes="贈答を受け取らない定めは保護者からのもの。祖父母からの定めはない。")
A("x4", "Within how many days must the head teacher tell a parent how their complaint will be handled?", "受付から3日以内", style="english", doc_id=D)
P("x5", "苦情の記録用紙と、苦情件数を本部に報告する頻度って？", [
    pa("苦情の記録用紙", "様式HT-1", doc_id=D), pm("苦情件数の本部への報告頻度")], pair="q3", style="casual", doc_id=D,
  notes="報告頻度の定めはない。")

# ------------------------------------------------ NS-PR-02
D = "NS-PR-02"
U("x1", "園の公式インスタに子どもの写真載せるのも同意書でOK？", "target-mismatch", pair="r3", style="casual", doc_id=D,
  absent=["インスタ", "Instagram"], notes="掲載先は園だより・ホームページ・パンフレット。")
A("x2", "園児の写真って何で撮るの？", "園が貸与したタブレットまたはデジタルカメラ", style="casual", doc_id=D)
P("x3", "How long are child records kept after graduation, and how long are event photos kept?", [
    pa("児童票の保存期間", "卒園後5年間", doc_id=D), pa("行事写真の保存期間", "撮影した年度の翌年度末まで", doc_id=D)], style="english", doc_id=D)

# ------------------------------------------------ NS-HR-07
D = "NS-HR-07"
U("x1", "2歳児クラスでも腰痛ベルト借りれる？", "target-mismatch", pair="s5", style="casual", doc_id=D, absent=["2歳児クラスの担当"],
  notes="貸与は0歳児・1歳児クラス担当のみ。")
A("x2", "麻しんの抗体が低いって言われた。いつまでに予防接種？", "採用後3か月以内", style="casual", doc_id=D)
P("x3", "ストレスチェックの時期と、結果の本人への伝え方を教えてください。", [
    pa("ストレスチェックの時期", "毎年10月", doc_id=D), pm("結果の伝え方")], pair="s6", doc_id=D, notes="結果の通知方法の定めはない。")

# ------------------------------------------------ restricted
HRG = ["all-staff", "hr"]
MG = ["all-staff", "managers"]
HLG = ["all-staff", "nurses"]
A("x1", "C評価でも昇給ある？", "昇給させない", cat="permission", g=HRG, style="casual", doc_id="NS-HR-08")
U("x2", "園長への処遇改善の配分って上限ある？何％？", "permission", pair="t2", style="casual", tdoc="NS-HR-08", doc_id="NS-HR-08",
  notes="hr限定のNS-HR-08にしかない。")
A("x1", "取材が来たら園長が答えていいの？", "個別に回答しない", cat="permission", g=MG, style="casual", doc_id="NS-MG-01")
U("x2", "How many minutes before we call the police when a child is missing?", "permission", pair="u1", style="english", tdoc="NS-MG-01", doc_id="NS-MG-01",
  notes="managers限定。")
A("x1", "初めてけいれんした子、救急車呼ぶ？", "119番通報する", cat="permission", g=HLG, style="casual", doc_id="NS-HL-01")
U("x2", "37.6度のとき何分後にもう一回熱測る？", "permission", pair="v2", style="casual", tdoc="NS-HL-01", doc_id="NS-HL-01", notes="nurses限定。")
