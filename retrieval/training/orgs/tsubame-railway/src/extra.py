"""More twins, out-of-domain questions and the synonym groups of bundle.json."""
import common
from common import *


def at(doc_id):
    common._cur["doc"] = doc_id


SYNONYMS = [
    ["有休", "有給", "年休", "年次有給休暇"],
    ["忘れ物", "落とし物", "遺失物", "拾得物"],
    ["社割", "社員割引", "家族割引"],
    ["定期", "定期券", "社員定期券"],
    ["保線", "線路保守", "保線作業"],
    ["点呼", "乗務前点呼", "ロールコール"],
    ["アルコールチェック", "アルコール検査", "呼気検査"],
    ["運転見合わせ", "運休", "運転中止"],
    ["徐行", "速度制限", "減速運転"],
    ["指令", "運転指令", "指令所"],
    ["チャリ", "自転車"],
    ["原付", "原動機付自転車"],
    ["忌引", "慶弔休暇", "特別休暇"],
    ["健診", "健康診断"],
    ["無呼吸", "睡眠時無呼吸症候群", "SAS"],
    ["駅員", "駅係員"],
]

# ---------------------------------------------------------------- out-of-domain
at("RW-OP-01")
for key, q, st in [
    ("z1", "社内の囲碁サークルの部費はいくらですか？", "polite"),
    ("z2", "株主優待の乗車券って社員も転売していいの？", "casual"),
    ("z3", "What is the company's stock ticker symbol?", "english"),
    ("z4", "来年の新卒採用の人数は何人の予定ですか？", "polite"),
    ("z5", "社員食堂の日替わり定食って何円？", "casual"),
    ("z6", "確定拠出年金のマッチング拠出の上限を教えてください。", "polite"),
    ("z7", "Where can I find the company's carbon emission targets?", "english"),
    ("z8", "社内報の原稿の締切はいつ？", "casual"),
    ("z9", "駅ナカの商業施設のテナント募集の条件は？", "polite"),
    ("z10", "副業で鉄道模型のネット販売してもいい？", "casual"),
    ("z11", "社宅の家賃はいくらですか？", "polite"),
    ("z12", "Is there a company softball tournament this year?", "english"),
    ("z13", "沿線の観光キャンペーンのポスターのデザインは誰が決めるの？", "casual"),
    ("z14", "財形貯蓄の利率は何％ですか？", "polite"),
    ("z15", "会社の創立記念日っていつだっけ", "casual"),
]:
    U(key, q, "out-of-domain", style=st, topic=False, notes="社内規程の対象外の質問。")

# ---------------------------------------------------------------- more twins and questions per document
at("RW-OP-01")
A("a30", "アルコール検知器の校正は何ヶ月ごとですかｓ？", "6か月ごと", ver="2", style="typo")
U("a31", "車両基地で入換やってる構内運転係も、乗務の25分前までに点呼受けるの？", "target-mismatch", ver="2",
  pair="a1", style="casual", absent=["構内運転係", "入換"], notes="点呼は運転士と車掌についての定め。構内運転係の定めはない。")
U("a32", "点呼のときって血圧も測るんだっけ？", "missing-item", ver="2", pair="a8", style="casual", absent=["血圧"],
  notes="点呼時の血圧測定の定めはない。")
U("a33", "点呼執行者になれるのは何年目から？", "missing-item", ver="2", pair="a7", style="casual",
  absent=["点呼執行者の資格", "点呼執行者となる"], notes="点呼執行者の資格要件の定めはない。")
U("a34", "アルコールが検知されて乗務禁止になったら、懲戒処分はどのくらい？", "missing-item", ver="2", pair="a7",
  absent=["飲酒", "アルコールが検知された者の処分"], notes="アルコール検知時の処分の定めはない。")
U("a35", "2024年2月の時点で、アルコールの再検査は何分後でしたか？", "period", date="2024-02-01", pair="a4",
  notes="RW-OP-01は2024-04-01施行。2024年2月に有効な版はない。")

at("RW-OP-02")
A("b30", "臨時の適性検査が必要になるのは、どんな事故を起こしたとき？", "責任事故", style="casual")
U("b31", "定期適性検査の結果の有効期限ってある？", "missing-item", pair="b1", style="casual",
  absent=["有効期限"], notes="検査結果の有効期限の定めはない。")
U("b32", "What happens if I miss my scheduled aptitude test because I'm sick?", "missing-item", pair="b7",
  style="english", absent=["病気", "欠席"], notes="受検日に欠席したときの取扱いの定めはない。")
U("b33", "適性検査の申込みは何日前に取り消せますか？", "missing-item", pair="b6", gap="other-number",
  absent=["申込みの取消", "申込みを取り消"], notes="第4条の14日前は申込みの期限。取消しの期限の定めはない。")

at("RW-OP-03")
A("c30", "支線で徐行に入る時雨量はいくつ？", "時雨量が25ミリメートル以上", ver="1", style="casual",
  cat="near-miss", nm="時雨量が40ミリメートル以上")
U("c31", "大雪のとき、支線は積雪何センチで止まりますか？", "missing-item", ver="1", pair="c4", gap="not-defined",
  notes="第5条で降雪時の基準は本基準では定めないとする。")
U("c32", "運転見合わせが長引いたら、何時間を超える見込みで代行バスを手配するんですか？", "permission", pair="RW-SF-01:f4",
  tdoc="RW-SF-01", notes="代行バスの手配基準はRW-SF-01（safety）が定める。一般社員は読めない。")
U("c33", "2024年9月時点の海岸区間の運転見合わせの風速基準は？", "period", date="2024-09-01", pair="c5",
  notes="RW-OP-03は2024-10-01施行。2024年9月に有効な版はない。")
U("c34", "雨量計はどこの駅に設置されていますか？", "missing-item", ver="1", pair="c1", absent=["雨量計"],
  notes="雨量計の設置場所の定めはない。")

at("RW-OP-04")
A("d30", "泊まり勤務の仮眠室ってどこにあるんですか？", "中央駅乗務員区所または港町駅乗務員詰所の仮眠室", ver="2")
U("d31", "指令員の1日の勤務時間の上限は何時間？", "target-mismatch", ver="2", pair="d1", style="casual",
  absent=["指令員の勤務", "運転指令員の1日"], notes="乗務時間の上限は運転士と車掌について定める。運転指令員の定めはない。")
U("d32", "疲労の申し出をした日は、有給扱いになりますか？", "missing-item", ver="2", pair="d14",
  absent=["申し出た日の", "有給扱い"], notes="疲労申告をした日の勤務・賃金の扱いの定めはない。")
U("d33", "車掌は連続して何時間まで乗務していい？", "missing-item", ver="2", pair="d3", gap="condition", style="casual",
  absent=["連続して乗務"], notes="2時間30分は連続して運転する時間（運転士）の上限。車掌の連続乗務時間の定めはない。")
U("d34", "2024年3月の時点で、勤務間の休養は何時間以上でしたか？", "period", date="2024-03-01", pair="d8",
  notes="RW-OP-04は2024-04-01施行。2024年3月に有効な版はない。")

at("RW-OP-05")
A("e30", "ヒヤリハットは何に書いて出すの？", "ヒヤリハット報告カード", style="casual")
U("e31", "事故報告書は紙で出す？それともシステム入力？", "missing-item", pair="e3", style="casual",
  absent=["システム", "電子"], notes="事故報告書の提出方法の定めはない。")
U("e32", "事故報告書を24時間以内に出せないときは、延長の申請はできますか？", "missing-item", pair="e1",
  absent=["延長の申請", "期限の延長"], notes="提出期限の延長の定めはない。")
U("e33", "安全委員会って年に何回開かれるの？", "missing-item", pair="e10", gap="other-number", style="casual",
  absent=["安全委員会は", "回開催"], notes="第6条の30日以内は調査結果の報告期限。安全委員会の開催回数の定めはない。")
U("e34", "ヒヤリハットは匿名で出してもいいですか？", "missing-item", pair="e9", absent=["匿名"],
  notes="匿名での提出の可否の定めはない。")

at("RW-SF-01")
U("f30", "不通が2時間超えそうなとき、代行バスは何台頼むの？", "permission", pair="f3", style="casual",
  notes="RW-SF-01（safety）が定める。一般社員は読めない。")
U("f31", "山手駅で折り返し運転するには誰の了解が必要ですか？", "permission", pair="f7",
  notes="RW-SF-01（safety）が定める。一般社員は読めない。")
U("f32", "How many emergency drills per year do dispatchers attend?", "permission", pair="f6", style="english",
  notes="RW-SF-01（safety）が定める。一般社員は読めない。")
U("f33", "振替輸送の依頼先ってどこ？", "permission", pair="f2", style="casual",
  notes="RW-SF-01（safety）が定める。一般社員は読めない。")
U("f34", "港町駅の指令所で勤務する指令員にもこの要領は適用されますか？抑止は何分？", "target-mismatch", g=SAFE,
  pair="f1", absent=["港町駅の運転指令所", "港町駅の指令"], notes="本要領は中央駅の運転指令所の指令員に適用する。港町駅の指令所の定めはない。")
A("f35", "抑止が長引きそうなとき振替輸送の手配はどこに頼むの？", "旅客課", g=SAFE, cat="permission", style="casual")

at("RW-SV-01")
A("g30", "忘れ物の財布に入ってた現金ってどこにしまうんだっけ", "金庫", style="casual", ver="2")
U("g31", "山手駅の遺失物センターは何時まで電話受付してる？", "target-mismatch", ver="2", pair="g9", style="casual",
  absent=["山手駅の遺失物センター", "遺失物センター（山手"], notes="遺失物センターは中央駅について定める。山手駅のセンターの定めはない。")
U("g32", "駅長が休みの日に拾った現金は、誰が管理するの？", "missing-item", ver="2", pair="g8", gap="condition",
  style="casual", absent=["駅長が不在", "不在のとき"], notes="現金・貴重品は駅長が管理すると定めるのみ。駅長不在時の定めはない。")
U("g33", "拾得物の写真をSNSに載せて落とし主を探してもいいですか？", "missing-item", ver="2", pair="g12",
  absent=["SNS", "写真"], notes="SNSでの遺失者探しの定めはない。")
U("g34", "落とし物のスマホのロックを解除して持ち主を調べていい？", "missing-item", ver="2", pair="g12", style="casual",
  absent=["スマートフォン", "ロック"], notes="携帯電話の取扱いの定めはない。")

at("RW-SV-02")
A("h30", "社員定期の発行区間はどこからどこまでですか？", "自宅の最寄り駅から勤務駅までの区間", ver="2")
U("h31", "配偶者の父母（義理の親）も家族割引で何割引になりますか？", "target-mismatch", ver="2", pair="h7",
  absent=["配偶者の父母", "義父母"], notes="家族割引は配偶者・子・父母について定める。配偶者の父母の定めはない。")
U("h32", "孫も家族割引つかえる？", "target-mismatch", ver="2", pair="h6", style="casual", absent=["孫"],
  notes="家族割引は配偶者・子・父母について定める。孫の定めはない。")
U("h33", "家族割引って同伴しないと使えない？", "missing-item", ver="2", pair="h8", style="casual",
  absent=["同伴", "同行"], notes="社員の同伴の要否の定めはない。")
U("h34", "勤続20年以上で辞めた人の配偶者も3割引になりますか？", "missing-item", ver="2", pair="h12", gap="condition",
  absent=["退職者の配偶者", "退職者の家族"], notes="退職者割引は退職した本人についての定め。その配偶者の定めはない。")
U("h35", "2024年3月の時点で、社員定期の再発行手数料はいくらでしたか？", "period", date="2024-03-01", pair="h4",
  notes="RW-SV-02は2024-04-01施行。2024年3月に有効な版はない。")

at("RW-MT-01")
A("m30", "夜間作業の実績表って誰が出すの？", "作業責任者", ctx="作業責任者は、作業の翌営業日", ver="1",
  style="casual")
U("m31", "嘱託社員の保線係員が夜間作業に出たら手当はいくら？", "target-mismatch", ver="1", pair="m1", style="casual",
  absent=["嘱託社員の保線", "保線係員（嘱託"], notes="夜間作業手当は正社員・契約社員の保線係員に支給する。嘱託社員の定めはない。")
U("m32", "信号係員が夜中の線路閉鎖作業に入ったら、夜間作業手当は出ますか？", "missing-item", ver="1", pair="m1",
  gap="not-defined", notes="第8条で電気・信号区の夜間作業の手当は本規程では定めないとする。")
U("m33", "夜間作業の前の日の日勤って早上がりできる？", "missing-item", ver="1", pair="m11", gap="condition",
  style="casual", absent=["前日の日勤", "作業の前日"], notes="第6条は作業終了後の翌日の日勤の免除。作業前日の勤務の定めはない。")
U("m34", "線路閉鎖の承認を受けたあと、作業開始が何分遅れたら取り直しになりますか？", "missing-item", ver="1",
  pair="m9", gap="other-number", absent=["取り直", "承認を取り消"], notes="第3条2の30分前は承認を受ける期限。承認の有効時間の定めはない。")
U("m35", "2025年3月の夜間作業の夜食代はいくらでしたか？", "period", date="2025-03-01", pair="m5",
  notes="RW-MT-01は2025-04-01施行。2025年3月に有効な版はない。")
A("m36", "2027年2月から夜食代って1回いくらになる？", "700円", ver="2",
  cat="period", date="2027-02-01", pair="m5", style="casual")

at("RW-MT-02")
A("n30", "単独の巡回ができるのは昼だけ？夜もいける？", "日中", ctx="日中に行うことができる", style="casual")
U("n31", "車両係員が留置線の線路に入るときも、この要領の保護具が必要ですか？", "target-mismatch", pair="n4",
  absent=["車両係員"], notes="本要領は保線係員・電気係員・信号係員の立入りに適用する。車両係員の定めはない。")
U("n32", "列車見張員になるのに資格いる？", "missing-item", pair="n10", style="casual", absent=["見張員の資格", "資格を有する"],
  notes="列車見張員の資格要件の定めはない。")
U("n33", "単独巡回のとき、何分ごとに駅へ連絡を入れますか？", "missing-item", pair="n6", absent=["分ごとに", "定時連絡"],
  notes="単独巡回中の連絡間隔の定めはない。")

at("RW-MT-03")
A("o30", "変電所の見回りって月何回？", "毎月1回", style="casual")
U("o31", "ホームドアの点検は何か月ごとにやる？", "target-mismatch", pair="o6", style="casual", absent=["ホームドア"],
  notes="点検周期は電車線・変電所・信号機・踏切保安設備について定める。ホームドアの定めはない。")
U("o32", "信号機の点検で停電作業はいりますか？", "missing-item", pair="o5", gap="condition",
  absent=["信号機の点検は停電", "信号機の停電"], notes="停電作業とするのは電車線の精密点検。信号機の点検の定めはない。")
U("o33", "変電所の精密点検の立会いに資格者がいないときは延期していいですか？", "missing-item", pair="o11",
  absent=["延期"], notes="立会い者がいないときの取扱いの定めはない。")

at("RW-HR-01")
A("i30", "運転士のネクタイは何本支給されますか？", "ネクタイ2本", ver="2")
U("i31", "駅の清掃スタッフにも制服は貸与されるの？", "target-mismatch", ver="2", pair="i3", style="casual",
  absent=["清掃"], notes="制服は運転士・車掌・駅係員・保線係員について定める。清掃スタッフの定めはない。")
U("i32", "退職日までに制服を返せなかったら、何日以内に郵送すればいい？", "missing-item", ver="2", pair="i13",
  gap="other-number", style="casual", absent=["制服を郵送", "貸与品を郵送"],
  notes="第7条2の退職日までは返却期限。期限後の郵送返却の日数の定めはない。")
U("i33", "妊娠中の駅係員用のマタニティ制服はありますか？", "missing-item", ver="2", pair="i3",
  absent=["マタニティ", "妊娠"], notes="マタニティ制服の定めはない。")

at("RW-HR-02")
A("j30", "駅係員の有給は誰に申請するんですか？", "所属長", ctx="7日前までに所属長", ver="2")
U("j31", "いとこが亡くなったら忌引って何日？", "target-mismatch", ver="2", pair="j7", style="casual",
  absent=["いとこ"], notes="忌引は配偶者・父母・祖父母・兄弟姉妹について定める。いとこの定めはない。")
U("j32", "妻のお父さんが亡くなった場合の特別休暇は何日ですか？", "target-mismatch", ver="2", pair="j8",
  absent=["配偶者の父母"], notes="忌引は本人の配偶者・父母・祖父母・兄弟姉妹について定める。配偶者の父母の定めはない。")
U("j33", "看護休暇って何日前までに申請すればいい？", "missing-item", ver="2", pair="j12", gap="other-number",
  style="casual", absent=["看護休暇の申請"], notes="第2条の前月15日・7日前は年次有給休暇の申請期限。看護休暇の申請期限の定めはない。")
U("j34", "乗務員が有給の申請をうっかり15日過ぎてから出したら、どうなりますか？", "missing-item", ver="2", pair="j2",
  absent=["期限を過ぎ", "申請が遅れ"], notes="申請期限を過ぎたときの取扱いの定めはない。")

at("RW-HR-03")
A("k30", "指導運転士手当って誰がもらえるの？", "運転士見習の指導を担当する指導運転士", ver="2", style="casual")
U("k31", "運転士見習のあいだも乗務手当は出ますか？1時間いくらですか？", "target-mismatch", ver="2", pair="k1",
  absent=["運転士見習には", "見習の乗務手当"], notes="乗務手当は正社員・契約社員の運転士と車掌について定める。運転士見習の定めはない。")
U("k32", "乗務手当の計算で、1時間未満の端数はどう扱う？", "missing-item", ver="2", pair="k1", style="casual",
  absent=["端数", "切り捨て"], notes="端数の扱いの定めはない。")
U("k33", "嘱託の車掌の深夜乗務手当っていくら？", "missing-item", ver="2", pair="k5", gap="no-value", style="casual",
  notes="第2条で嘱託社員の乗務手当の額は別途通知するとする。")
U("k34", "2024年2月に車掌をしていたときの乗務手当は1時間いくらでしたか？", "period", date="2024-02-01", pair="k3",
  notes="RW-HR-03は2024-04-01施行。2024年2月に有効な版はない。")

at("RW-HR-04")
A("l30", "視力が基準を下回ったら、いつ申し出ればいいですか？", "直ちに", ctx="直ちに乗務員区長", cat="direct")
U("l31", "保線係員にも視力の基準ってあるの？", "target-mismatch", pair="l6", style="casual",
  absent=["保線係員の視力"], notes="視力の基準は運転士について定める。保線係員の定めはない。")
U("l32", "車掌の視力の基準は両眼でいくつ以上ですか？", "target-mismatch", pair="l6", absent=["車掌の視力"],
  notes="視力の基準は運転士について定める。車掌の定めはない。")
U("l33", "Is there a company gym subsidy for staff?", "missing-item", pair="l12", style="english",
  absent=["ジム", "スポーツ施設"], notes="運動施設の補助の定めはない。")

at("RW-HR-05")
A("q30", "免許取ったあと2年で自分から辞めたら、受講料どうなる？", "受講料の半額", style="casual")
U("q31", "駅係員を5年やってる人が運転士養成に応募するには、何年の経験が必要？", "missing-item", pair="q1",
  gap="not-defined", style="casual", notes="第2条で駅係員からの直接応募の可否は本規程では定めないとする。")
U("q32", "養成課程の途中で辞退したら、受講料は返さないといけませんか？", "missing-item", pair="q9", gap="condition",
  absent=["辞退", "途中で"], notes="返還は免許取得後3年以内の自己都合退職の定め。課程途中の辞退の定めはない。")
U("q33", "技能講習の指導運転士は誰が決めるの？", "missing-item", pair="q3", style="casual",
  absent=["指導運転士を指名", "指導運転士は、"], notes="技能講習の指導者の選任の定めはない。")

at("RW-HR-06")
A("r30", "出張旅費の精算書はいつまでに出さないといけない？", "帰着後14日以内", ver="2", style="casual")
U("r31", "海外出張のホテル代の上限はいくら？", "missing-item", ver="2", pair="r1", gap="no-value", style="casual",
  notes="第6条で海外出張の旅費は別途定めるとする。")
U("r32", "派遣社員さんに出張してもらうとき、日当はいくら出せますか？", "target-mismatch", ver="2", pair="r4",
  absent=["派遣"], notes="日当は一般社員と管理職について定める。派遣社員の定めはない。")
U("r33", "日帰り出張で片道100キロ以上のとき、昼食代は別に出ますか？", "missing-item", ver="2", pair="r7",
  gap="other-number", absent=["昼食"], notes="第3条の2,200円・2,500円は日当。昼食代の定めはない。")
U("r34", "2024年9月の出張だと、大阪の宿泊費の上限はいくらでしたか？", "period", date="2024-09-01", pair="r1",
  notes="RW-HR-06は2024-10-01施行。2024年9月に有効な版はない。")

at("RW-HR-07")
U("t30", "S評価は職場で何パーセントまで？", "permission", pair="t4", style="casual",
  notes="RW-HR-07（hr）が定める。一般社員は読めない。")
U("t31", "How many years must station staff serve before promotion to assistant station master?", "permission",
  pair="t2", style="english", notes="RW-HR-07（hr）が定める。一般社員は読めない。")
U("t32", "責任事故を起こした期の評価ってどうなる？", "permission", pair="t7", style="casual",
  notes="RW-HR-07（hr）が定める。一般社員は読めない。")
A("t33", "B評価だと何号俸上がりますか？", "1号俸", g=HR, cat="permission")
U("t34", "D評価が2回続いたら降格になりますか？", "missing-item", g=HR, pair="t3", absent=["降格"],
  notes="降格の定めはない。")

at("RW-MG-01")
U("u30", "インシデントの当事者になった運転士は再教育何日受けるの？", "permission", pair="u2", style="casual",
  notes="RW-MG-01（managers）が定める。一般社員は読めない。")
U("u31", "How soon after an accident does the disciplinary committee meet?", "permission", pair="u6",
  style="english", notes="RW-MG-01（managers）が定める。一般社員は読めない。")
U("u32", "再教育後、単独乗務に戻るまで何往復の添乗が必要ですか？", "permission", pair="u3",
  notes="RW-MG-01（managers）が定める。一般社員は読めない。")
U("u33", "再教育期間中の乗務手当の代わりの補償はある？", "missing-item", g=MGR, pair="u1", style="casual",
  absent=["補償", "再教育期間中の賃金"], notes="再教育期間中の賃金・手当の定めはない。")
U("u34", "保線係員が作業ミスでインシデントを起こした場合の再教育は何日ですか？", "target-mismatch", g=MGR, pair="u2",
  absent=["保線係員の再教育", "保線係員が"], notes="再教育は運転士（車掌は別途通知）についての定め。保線係員の定めはない。")

at("RW-GA-01")
A("w30", "社員駐車場はどこにありますか？", "中央駅西口、港町駅北口および山手駅の3か所")
U("w31", "奥沢駅にも社員用の駐車場ある？", "target-mismatch", pair="w30", style="casual",
  absent=["奥沢駅の社員駐車場", "奥沢駅に社員駐車場"], notes="社員駐車場は中央駅西口・港町駅北口・山手駅の3か所について定める。奥沢駅の定めはない。")
U("w32", "社員駐車場の夜間の出入りの時間制限はありますか？", "missing-item", pair="w6", absent=["出入り", "時間制限"],
  notes="駐車場の利用時間の定めはない。")
U("w33", "駐輪場のステッカーってなくしたら再発行いくら？", "missing-item", pair="w8", gap="other-number",
  style="casual", absent=["ステッカーの再発行", "ステッカーを紛失"], notes="第3条の料金は駐車料金。ステッカーの再発行費用の定めはない。")

at("RW-SV-03")
A("x30", "切符なくした人からは何を受け取るの？", "乗車区間の普通運賃", style="casual")
U("x31", "港町駅の改札、朝は何人配置？", "target-mismatch", pair="x10", style="casual", absent=["港町駅の改札口"],
  notes="朝の改札の配置人数は中央駅について定める。港町駅の定めはない。")
U("x32", "定期券を払い戻すときの手数料はいくらですか？", "missing-item", pair="x11",
  absent=["払戻手数料", "払い戻し手数料"], notes="定期券の払戻手数料の定めはない。")
U("x33", "精神障害者保健福祉手帳の人の割引は何割？", "target-mismatch", pair="x12", style="casual",
  absent=["精神障害者"], notes="割引は身体障害者手帳を提示した旅客について定める。精神障害者保健福祉手帳の定めはない。")

# ---------------------------------------------------------------- typos and more two-part questions
at("RW-OP-04")
U("d40", "泊まり勤務のときの仮眠室のシャワーはつかえますかか？", "missing-item", ver="2", pair="d6", style="typo",
  absent=["シャワー"], notes="仮眠室の設備の定めはない。")
at("RW-SV-02")
U("h40", "家族割引証の有効期限はいつまでですかｓ？", "missing-item", ver="2", pair="h11", style="typo",
  absent=["家族割引証の有効", "割引証の有効期間"], notes="家族割引証の有効期限の定めはない。")
at("RW-HR-02")
U("j40", "リフレッシュ休暇は分割してとれまｓか？", "missing-item", ver="2", pair="j11", style="typo",
  absent=["分割"], notes="リフレッシュ休暇の分割取得の定めはない。")
at("RW-GA-01")
A("w40", "駐車場に来客の車をとめたらどうなりますかｓ？", "利用許可を取り消す", style="typo")

at("RW-OP-03")
P("p10", "支線の運転見合わせの時雨量と、見合わせ後の再開条件（何分継続）を教えて",
  part("支線の運転見合わせの時雨量", c, "1", "時雨量が40ミリメートル以上") if False else
  part("支線の運転見合わせの時雨量", "RW-OP-03", "1", "時雨量が40ミリメートル以上"),
  part("運転再開に必要な継続時間", "RW-OP-03", "1", "30分", ctx="30分継続"), style="casual")
at("RW-SV-01")
P("p10", "落とし物の現金はどこで保管して、数えるときは誰か立ち会うの？",
  part("現金の保管場所", "RW-SV-01", "2", "金庫"),
  part("現金を数えるときの立会人", None), style="casual", tver="2", absent=["立会人", "現金を数える"],
  notes="現金の確認の立会人の定めはない。")
at("RW-SV-02")
P("p10", "親の割引率と、退職者の割引が何年使えるかを教えてください。",
  part("父母の割引率", "RW-SV-02", "2", "3割引", ctx="父母は、当社線の普通運賃の3割引"),
  part("退職者割引の期間", "RW-SV-02", "2", "退職後5年間"))
at("RW-MT-02")
P("p10", "猛暑日の作業時間の上限と、熱中症で倒れた人が出たときの連絡先は？",
  part("気温35度以上の日の作業時間の上限", "RW-MT-02", "1", "60分まで"),
  part("熱中症発生時の連絡先", None), tver="1", absent=["熱中症が発生", "倒れた"],
  notes="熱中症の発生時の連絡先の定めはない。")
at("RW-HR-04")
P("p10", "SASの検査って何年に1回？あと健診の結果どこに保管されてる？",
  part("睡眠時無呼吸症候群の検査の頻度", "RW-HR-04", "1", "3年に1回"),
  part("健康診断結果の保管場所", "RW-HR-04", "1", "健康管理センター（中央駅ビル4階）"), style="casual")
at("RW-HR-01")
P("p10", "駅係員の制服の貸与期間と、冬用のコートがあるかどうか知りたい",
  part("駅係員の制服の貸与期間", "RW-HR-01", "2", "2年", ctx="貸与期間は2年"),
  part("駅係員の冬用コートの有無", None), style="casual", tver="2", absent=["コート"],
  notes="駅係員の防寒具の定めはない。")
at("RW-HR-03")
P("p10", "How much is the late-night crew allowance, and what time must the duty end after to qualify?",
  part("深夜乗務手当の額", "RW-HR-03", "2", "1,500円"),
  part("深夜乗務手当の対象となる終了時刻", "RW-HR-03", "2", "22時以降"), style="english")
at("RW-HR-06")
P("p10", "管理職の日当と、出張中の休日の日当の扱いを教えて",
  part("管理職の日当", "RW-HR-06", "2", "1日2,500円"),
  part("出張中の休日の日当", None), style="casual", tver="2", absent=["出張中の休日", "休日の日当"],
  notes="出張中の休日の日当の定めはない。")
at("RW-OP-05")
P("p10", "Who must the dispatcher notify within 15 minutes, and who handles press inquiries?",
  part("運転指令が15分以内に連絡する相手", "RW-OP-05", "1", "安全推進部長"),
  part("報道機関からの問い合わせに対応する部署", "RW-OP-05", "1", "広報課"), style="english")
at("RW-SV-03")
P("p10", "乗り越し精算の場所と、精算機が故障したときの対応は？",
  part("乗り越し精算の場所", "RW-SV-03", "1", "改札口の精算窓口"),
  part("精算機の故障時の対応", None), tver="1", absent=["精算機"], notes="精算機の故障時の定めはない。")
at("RW-MT-03")
P("p10", "踏切設備の点検周期と、点検記録の保存期間を教えて",
  part("踏切保安設備の点検周期", "RW-MT-03", "1", "1か月ごと"),
  part("点検記録の保存期間", "RW-MT-03", "1", "5年間"), style="casual")
at("RW-OP-02")
P("p10", "適性検査の結果の通知期限と、結果に不服があるときの申立て先は？",
  part("適性検査の結果の通知期限", "RW-OP-02", "1", "検査日から10日以内"),
  part("結果に不服があるときの申立て先", None), tver="1", absent=["不服"],
  notes="適性検査の結果への不服申立ての定めはない（RW-HR-07の不服申立ては評価結果についてで一般社員は読めない）。")

# ---------------------------------------------------------------- two-part questions across two documents
at("RW-OP-01")
P("p20", "早朝の乗務って点呼は何分前までで、5時前に出勤したら手当いくら？",
  part("乗務前点呼の期限", "RW-OP-01", "2", "25分前まで"),
  part("早朝乗務手当の額", "RW-HR-03", "2", "1,000円"), style="casual")
at("RW-MT-01")
P("p20", "夜間保線作業の手当の額と、夜間作業が多い保線係員の健康診断の周期を教えてください。",
  part("夜間作業手当の額", "RW-MT-01", "1", "3,200円"),
  part("夜間保線に月4回以上従事する者の健診周期", "RW-HR-04", "1", "6か月ごと"))
at("RW-GA-01")
P("p20", "How much does the bicycle parking cost, and how long is an employee commuter pass valid?",
  part("駐輪場の料金", "RW-GA-01", "1", "全駅で無料"),
  part("社員定期券の有効期間", "RW-SV-02", "2", "6か月"), style="english")
at("RW-OP-05")
P("p20", "事故の当事者になったら報告書の期限は？あと適性検査も受け直し？",
  part("事故報告書の提出期限", "RW-OP-05", "1", "24時間以内"),
  part("責任事故の後の適性検査", "RW-OP-02", "1", "臨時適性検査"), style="casual")
