"""Further unanswerable twins and two-part questions, grouped by document."""
from common import *
import hr, ops, ramp, misc

# ------------------------------------------------------------ AL-HR-01
at("AL-HR-01")
U("夜勤の仮眠って何時間とれるの？", "missing-item", s="c", pair=hr.a6, gap="not-defined",
  notes="仮眠時間の取扱いは本規程では定めないとする。")
A("羽田のシフト表は毎月何日までに出ますか？成田とは違いますか？", "毎月20日まで", pair=hr.a3,
  notes="公表期限は拠点を問わない一般の定め")
T("休憩の時間と、休憩室の場所を教えて", [PA("6時間超勤務の休憩時間", "45分", ctx="超える場合は45分"), PM("休憩室の場所")],
  s="c", pair=hr.a6)
U("2025年3月のシフト交換は、前日の何時までに届け出る決まりでしたか？", "period", date="2025-03-01", pair=hr.a11,
  notes="AL-HR-01は2025-04-01施行。")

# ------------------------------------------------------------ AL-HR-02
at("AL-HR-02")
U("成田の深夜勤務の加算額って決まってる？", "missing-item", ver="2", s="c", pair=hr.b8, gap="not-defined",
  notes="成田の拠点加算は本規程では定めない。")
U("What is the night-shift allowance for managers (kanri kantokusha)?", "missing-item", ver="2", s="e", pair=hr.b1,
  gap="no-value", notes="管理監督者の手当の額は別途通知するとするのみ。")
U("2025年2月の早朝手当、契約社員は時間あたりいくらでしたか？", "period", date="2025-02-01", pair=hr.b3,
  notes="AL-HR-02は2025-04-01施行。")
T("深夜手当の計算単位と、管理職の深夜手当の額を教えてください。",
  [PA("深夜早朝手当の計算単位", "15分単位", ver="2"), PM("管理監督者の深夜手当の額")], pair=hr.b1)

# ------------------------------------------------------------ AL-HR-03
at("AL-HR-03")
U("中国語が話せるスタッフの手当はいくら？", "missing-item", ver="2", s="c", pair=hr.c1, gap="not-defined",
  notes="中国語の資格手当は本規程では定めない。")
U("TOEIC Speakingのスコアでも英語手当は出ますか？何点から？", "target-mismatch", ver="2", pair=hr.c1,
  absent=["Speaking", "スピーキング"], notes="英語資格手当はTOEIC L&Rと英検についてのみ定める。")
U("2024年10月、TOEIC 800点の英語手当は月いくらでしたか？", "period", date="2024-10-01", pair=hr.c1,
  notes="AL-HR-03は2025-04-01施行。")
T("TOEIC 900点の手当と、韓国語検定の手当を教えて",
  [PA("TOEIC 900点の英語資格手当", "月額12,000円", ver="2"), PM("韓国語資格の手当")], s="c", pair=hr.c2)

# ------------------------------------------------------------ AL-HR-04
at("AL-HR-04")
U("失効した有休を積み立てる制度ってある？何日まで？", "missing-item", s="c", pair=hr.d3, gap="not-defined",
  notes="積立制度は本規程では定めない。")
U("いとこが亡くなった場合、特別休暇はもらえますか？", "target-mismatch", pair=hr.d9, absent=["いとこ"],
  notes="対象親族にいとこは挙げられていない。")
U("孫が生まれたときの特休は何日？", "target-mismatch", s="c", pair=hr.d7, absent=["孫"],
  notes="特別休暇の事由に孫の出生はない。")
U("Do part-time staff get summer holidays? How many days?", "target-mismatch", s="e", pair=hr.d11, absent_topic=["パート"],
  notes="夏季休暇は正社員・契約社員のみ。")
T("GWに有休取るときの申請期限と、振替休日の取り方を教えて",
  [PA("繁忙期の年休申請期限", "取得日の14日前まで"), PM("振替休日の取得方法")], s="c", pair=hr.d5)
U("2025年1月、配偶者の出産で取れる特別休暇は何日でしたか？", "period", date="2025-01-01", pair=hr.d7,
  notes="AL-HR-04は2025-04-01施行。")

# ------------------------------------------------------------ AL-HR-05
at("AL-HR-05")
U("What hair colours are allowed with the uniform?", "missing-item", s="e", pair=hr.e1, gap="no-value",
  notes="髪色の基準は別途定めるとするのみ。")
U("保安検査担当のクリーニング代は月いくら？", "target-mismatch", s="c", pair=hr.e8, absent=["保安検査担当には"],
  notes="クリーニング代は旅客ハンドリング部門のみ。")
T("旅客部門のクリーニング代と、ネイルの決まりを教えて",
  [PA("旅客部門のクリーニング代", "月額2,000円"), PM("ネイルの基準")], s="c", pair=hr.e8)

# ------------------------------------------------------------ AL-HR-06
at("AL-HR-06")
U("パートってボーナス出るの？", "missing-item", s="c", pair=hr.f12, gap="not-defined",
  notes="パート社員の賞与は本規程では定めない。")
U("今年の正社員登用、何人くらい受かる予定？", "missing-item", s="c", pair=hr.f9, gap="no-value",
  notes="合格者数の目安は別途通知するとするのみ。")
U("嘱託社員の契約期間は何年ですか？", "target-mismatch", pair=hr.f1, absent=["嘱託"],
  notes="契約期間は契約社員とパート社員についてのみ定める。")
T("無期転換の条件と、転換後の給与がどうなるか教えてください。",
  [PA("無期転換の条件", "5年を超える", ctx="通算契約期間が5年を超える"), PM("無期転換後の給与")], pair=hr.f3)

# ------------------------------------------------------------ AL-HR-07
at("AL-HR-07")
U("D評価の人の賞与係数はいくつ？", "permission", s="c", pair=hr.g1, notes="AL-HR-07は人事部限定。")
U("A評価の割合は拠点で何%までが目安ですか？", "permission", pair=hr.g1, notes="AL-HR-07は人事部限定。")

# ------------------------------------------------------------ AL-SEC-01
at("AL-SEC-01")
U("那覇でID再発行したら手数料いくら？", "missing-item", ver="2", s="c", pair=ops.h9, gap="not-defined",
  notes="那覇の再発行手数料は本規程では定めない。")
U("中部空港でIDを再発行する場合の手数料はいくらですか？", "target-mismatch", ver="2", pair=ops.h9, absent=["中部"],
  notes="手数料の定めは羽田・関西・成田（那覇は定めない）のみ。")
U("Where do I apply for a vehicle pass at Kansai?", "target-mismatch", ver="2", s="e", pair=ops.h3,
  absent_topic=["関西については"], notes="車両通行証の手続は羽田・成田についてのみ定める。")
U("2025年2月、IDをなくしたら何時間以内に報告する決まりだった？", "period", date="2025-02-01", s="c", pair=ops.h7,
  notes="AL-SEC-01は2025-04-01施行。")
T("成田の再発行手数料と、那覇の再発行手数料をそれぞれ教えてください。",
  [PA("成田の再発行手数料", "5,000円", ver="2"), PM("那覇の再発行手数料")], pair=ops.h9)

# ------------------------------------------------------------ AL-SEC-02
at("AL-SEC-02")
U("検査員になるのに視力いくつ必要ですか？", "missing-item", pair=ops.i1, gap="no-value", notes="視力の基準は別途定めるとするのみ。")
U("貨物の保安検査ではX線モニターを何分で交代しますか？", "target-mismatch", pair=ops.i5, absent=["貨物の保安検査"],
  notes="本規程は旅客の検査レーンの定めで、貨物検査の定めはない。")
T("1レーンの配置人数と、検査員の視力基準を教えて",
  [PA("1レーンの配置人数", "3名以上"), PM("検査員の視力基準")], s="c", pair=ops.i4)

# ------------------------------------------------------------ AL-SEC-03
at("AL-SEC-03")
U("ID貸し借りが疑われたとき、何時間以内に事情を聞くの？", "permission", s="c", pair=ops.j2, notes="AL-SEC-03は保安管理担当者限定。")

# ------------------------------------------------------------ AL-PX-01
at("AL-PX-01")
U("ペットの預かりって何kgまで？", "missing-item", ver="2", s="c", pair=ops.k10, gap="no-value",
  notes="ペットの受託条件は航空会社の規定によるとするのみ。")
U("神戸空港の国内線は何分前に受付を締め切りますか？", "target-mismatch", ver="2", pair=ops.k4, absent=["神戸"],
  notes="締切は羽田・関西・成田・那覇のみ定める。")
U("伊丹の締切時刻って何分前？", "target-mismatch", ver="2", s="c", pair=ops.k4, absent=["伊丹"],
  notes="伊丹は会社の拠点として挙げられていない。")
U("2025年1月、国際線の受付締切は出発の何分前でしたか？", "period", date="2025-01-01", pair=ops.k7,
  notes="AL-PX-01は2025-04-01施行。")
T("那覇の国内線の締切と、ペットの受託料金を教えて",
  [PA("那覇の国内線搭乗手続締切", "出発時刻の30分前", ver="2"), PM("ペットの受託料金")], s="c", pair=ops.k4)

# ------------------------------------------------------------ AL-PX-02
at("AL-PX-02")
U("遅延で軽食配るのって何時間遅れから？配るもの決まってる？", "missing-item", s="c", pair=ops.l8, gap="no-value",
  notes="軽食の提供基準は航空会社ごとに別途定めるとするのみ。")
U("Are unaccompanied minors boarded first? From what age?", "target-mismatch", s="e", pair=ops.l5,
  absent=["一人旅"], notes="優先搭乗の対象に一人旅の子どもは挙げられていない。")
U("障害のある方の付添者は何名まで一緒に優先搭乗できますか？", "target-mismatch", pair=ops.l5, absent=["付添"],
  notes="優先搭乗は車いす利用・妊娠中・幼児連れの旅客のみ定める。")

# ------------------------------------------------------------ AL-PX-03
at("AL-PX-03")
U("壊れ物タグの付いた荷物が割れてた。補償はいくらまで？", "missing-item", ver="2", s="c", pair=ops.m1, gap="not-defined",
  notes="補償額の上限は本規程では定めない。")
T("国内線の遅延一時金と、壊れ物タグ付き手荷物の補償上限を教えてください。",
  [PA("国内線の遅延一時金", "1日あたり4,000円", ver="2"), PM("壊れ物タグ付き手荷物の補償上限")], pair=ops.m4)
U("2025年3月にロストバゲージの申出を受けた場合、何日以内のものを受け付けていましたか？", "period", date="2025-03-01",
  pair=ops.m2, notes="AL-PX-03は2025-04-01施行。")

# ------------------------------------------------------------ AL-RP-01
at("AL-RP-01")
U("除雪作業は何cm積もったら止める？", "missing-item", ver="1", s="c", pair=ramp.n8, gap="not-defined",
  notes="降雪時の除雪・防除氷作業の中止基準は本規程では定めない。")
U("2025年1月、雷による作業中止は半径何km以内の落雷が基準でしたか？", "period", date="2025-01-01", pair=ramp.n1,
  notes="AL-RP-01は2025-04-01施行。")
T("雷の注意体制の距離と、大雪のときの作業中止基準は？",
  [PA("雷の注意体制の範囲", "半径15km以内"), PM("降雪時の作業中止基準")], s="c", pair=ramp.n2)

# ------------------------------------------------------------ AL-RP-02
at("AL-RP-02")
U("コンテナの点検って何日おき？", "missing-item", s="c", pair=ramp.o6, gap="no-value", notes="ULDの点検周期は別途定めるとするのみ。")
U("車いす（電動）の搭載位置はどこですか？", "target-mismatch", pair=ramp.o3, absent_topic=["車いす"],
  notes="搭載位置は乗継ぎ手荷物についてのみ定める。")

# ------------------------------------------------------------ AL-FU-01
at("AL-FU-01")
U("貨物機への給油のとき、乗務員への通知は必要？", "missing-item", s="c", pair=ramp.p3, gap="condition",
  notes="通知の定めは旅客が機内にいる状態の給油についてで、貨物機の場合は定めがない。")
T("燃料漏れで消防を呼ぶ基準と、漏れた燃料の処分費用の負担者を教えて",
  [PA("空港消防へ通報する漏えい量", "0.5平方メートル以上"), PM("漏えい燃料の処分費用の負担者")], s="c", pair=ramp.p6)

# ------------------------------------------------------------ AL-MS-01
at("AL-MS-01")
U("What hand signals do we use when the headset fails during pushback?", "missing-item", s="e", pair=ramp.q6,
  gap="no-value", notes="手信号の種類は別途定めるとするのみ。")
T("ウイングウォーカーを付ける翼幅と、ウイングウォーカーの資格要件を教えてください。",
  [PA("ウイングウォーカー配置の翼幅", "翼幅36m以上"), PM("ウイングウォーカーの資格要件")], pair=ramp.q4)

# ------------------------------------------------------------ AL-VH-01
at("AL-VH-01")
U("給油車を運転するための社内資格の訓練時間は？", "missing-item", ver="2", s="c", pair=ramp.r1, gap="no-value",
  notes="給油車の運転資格の要件は別途定めるとするのみで、時間の記載はない。")
U("What is the practical training for a GPU (ground power unit) vehicle?", "target-mismatch", ver="2", s="e", pair=ramp.r3,
  absent=["GPU", "電源車"], notes="電源車は資格区分に含まれない。")
U("2025年3月に制限区域の通行路は時速何kmまででしたか？", "period", date="2025-03-01", pair=ramp.r9,
  notes="AL-VH-01は2025-04-01施行。")

# ------------------------------------------------------------ AL-GA-01
at("AL-GA-01")
U("相乗りの燃料費の精算はどう計算する？", "missing-item", ver="2", s="c", pair=misc.s1, gap="not-defined",
  notes="相乗りの燃料費の精算方法は本規程では定めない。")
U("神戸に勤務する場合の駐車場の負担額はいくら？", "target-mismatch", ver="2", s="c", pair=misc.s1, absent=["神戸"],
  notes="負担額は羽田・関西・那覇・成田についてのみ定める。")
T("羽田の駐車場の負担額と、ゲストの駐車料金を教えて",
  [PA("羽田の駐車場本人負担", "羽田4,000円", ver="2"), PM("来客用駐車場の料金")], s="c", pair=misc.s1)

# ------------------------------------------------------------ AL-GA-02
at("AL-GA-02")
U("海外出張の宿泊費の上限は？", "missing-item", s="c", pair=misc.t3, gap="no-value", notes="海外出張の宿泊費は別途定めるとするのみ。")
A("札幌市内に泊まる場合の宿泊費の上限はいくらですか？", "その他の地域は9,000円", doc_id="AL-GA-02", pair=misc.t3,
  cat="near-miss", nm="12,000円", notes="札幌市内は「その他の地域」に当たる")
U("2024年11月の出張で日帰りの日当はいくらでしたか？", "period", date="2024-11-01", pair=misc.t1, notes="AL-GA-02は2025-04-01施行。")

# ------------------------------------------------------------ AL-TR-01
at("AL-TR-01")
U("外部講習の受講料の補助率は何%ですか？", "missing-item", pair=misc.u6, gap="no-value", notes="外部講習の補助率は別途通知するとするのみ。")
U("韓国語研修の補助って出る？", "target-mismatch", s="c", pair=misc.u6, absent_topic=["韓国語"], notes="補助は英語研修のみ。")
T("ランプの定期訓練時間と、訓練を受けなかった場合の処分を教えて",
  [PA("ランプ部門の定期訓練時間", "6時間", ctx="ランプ部門および給油部門は6時間"), PM("未受講時の処分")], s="c", pair=misc.u4)

# ------------------------------------------------------------ AL-MG-01
at("AL-MG-01")
U("運航乱れ対応報告書って何日以内に出す？", "permission", s="c", pair=misc.v2, notes="AL-MG-01は管理職限定。")

# ------------------------------------------------------------ more target-mismatch twins
at("AL-HR-02")
U("嘱託社員が早朝勤務したら手当は1時間いくら？", "target-mismatch", ver="2", s="c", pair=hr.b3, absent=["嘱託"],
  notes="支給額は正社員・契約社員・パート社員についてのみ定める。")
at("AL-HR-04")
U("ひいおばあちゃんが亡くなった。特休って何日？", "target-mismatch", s="c", pair=hr.d9, absent=["曾祖"],
  notes="対象親族は父母・配偶者・子・祖父母・兄弟姉妹で、曾祖父母は挙げられていない。")
at("AL-HR-05")
U("インターンの学生にも制服は貸与されますか？何着ですか？", "target-mismatch", pair=hr.e1, absent=["インターン"],
  notes="貸与数は旅客・ランプ・給油部門と誘導担当についてのみ定める。")
at("AL-SEC-01")
U("伊丹空港でIDを再発行した場合の手数料はいくらですか？", "target-mismatch", ver="2", pair=ops.h9, absent=["伊丹"],
  notes="手数料は羽田・関西・成田について定め（那覇は定めない）、伊丹の定めはない。")
at("AL-PX-01")
U("中部空港の国内線、受付締切って何分前？", "target-mismatch", ver="2", s="c", pair=ops.k4, absent=["中部"],
  notes="締切は羽田・関西・成田・那覇についてのみ定める。")
at("AL-PX-02")
U("ペット連れのお客様は優先搭乗の対象になりますか？", "target-mismatch", pair=ops.l5, absent_topic=["ペット"],
  notes="優先搭乗の対象は車いす利用・妊娠中・幼児連れの旅客のみ。")
at("AL-RP-02")
U("ベビーカーは貨物室のどこに積みますか？", "target-mismatch", pair=ramp.o3, absent=["ベビーカー"],
  notes="搭載位置は乗継ぎ手荷物についてのみ定める。")
at("AL-VH-01")
U("除雪車を運転するための社内資格の訓練時間は？", "target-mismatch", ver="2", pair=ramp.r3, absent=["除雪車", "スノープラウ"],
  notes="資格区分の5車種に除雪車は含まれない。")
U("How many hours of practical training are needed to drive the apron bus?", "target-mismatch", ver="2", s="e", pair=ramp.r1,
  absent=["ランプバス", "バス運転"], notes="資格区分の5車種にランプバスは含まれない。")
at("AL-GA-01")
U("新千歳勤務になったら駐車場代いくら？", "target-mismatch", ver="2", s="c", pair=misc.s1, absent=["千歳"],
  notes="駐車場の負担額は羽田・関西・那覇・成田についてのみ定める。")
at("AL-TR-01")
U("保安検査部門の定期訓練は何時間ですか？", "target-mismatch", pair=misc.u4, absent_topic=["保安検査"],
  notes="定期訓練時間は旅客・ランプ・給油部門についてのみ定める。")
at("AL-HR-06")
U("Is there a commuting cap for temp staff from an agency?", "target-mismatch", s="e", pair=hr.f7, absent=["派遣"],
  notes="通勤費の上限は契約社員・パート社員についてのみ定める。")

at("AL-SEC-01")
T("羽田でIDをなくしたときの再発行手数料と、ジャケットをなくしたときの自己負担はいくら？",
  [PA("羽田のID再発行手数料", "3,000円", ver="2", ctx="関西では3,000円"),
   PA("ジャケット紛失時の負担額", "1着8,000円", doc_id="AL-HR-05")], s="c")
at("AL-HR-02")
T("深夜手当（正社員）の時間単価と、深夜退勤の人向けの送迎バスの有無を教えてください。",
  [PA("正社員の深夜勤務手当", "1時間あたり900円", ver="2"), PM("深夜退勤者向け送迎バスの有無")], pair=hr.b1)
