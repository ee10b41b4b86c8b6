"""Second pass: more gap twins on 「定めない」/「別途…」 sentences, more target-mismatch twins,
extra answerable variants, and two-part questions whose parts come from two documents."""
from common import *

c, e, t = "casual", "english", "typo"

# -- gap twins (not-defined / no-value) on sentences added in the second pass
U("g1", "安否確認システムの操作訓練って年に何回やるの？", "missing-item", ver="2", gap="no-value", style=c, pair="a5", doc_id="EP-DS-01", notes="第5条で訓練の実施回数は別途通知するとするのみ。")
U("g2", "応援派遣のメンバーはどうやって選ばれるんですか？", "missing-item", ver="2", gap="not-defined", pair="a1", doc_id="EP-DS-01", notes="第6条で応援派遣の人選は本規程では定めないとする。")
U("g3", "高所の特別教育の講師になるには何か資格が要りますか？", "missing-item", ver="1", gap="not-defined", pair="a7", doc_id="EP-SF-01", notes="第7条で講師の要件は本規程では定めないとする。")
U("g4", "雪が降ってるとき高圧活線作業やっていいの？", "missing-item", ver="2", gap="not-defined", style=c, pair="a8", doc_id="EP-SF-02", notes="第7条で降雪時の作業可否の基準は本規程では定めないとする。")
U("g5", "ヒヤリハットの報告で表彰されるのはどんな報告ですか？", "missing-item", ver="1", gap="no-value", pair="a5", doc_id="EP-SF-03", notes="第4条で表彰の基準は別途定めるとするのみ。")
U("g6", "作業服のクリーニング、どこの店に出せばいいか決まってる？", "missing-item", ver="1", gap="not-defined", style=c, pair="a5", doc_id="EP-GA-02", notes="第7条でクリーニング業者の指定は本規程では定めないとする。")
U("g7", "巡視で持ち歩くガス検知器は何か月ごとに点検しますか？", "missing-item", ver="1", gap="not-defined", pair="a6", doc_id="EP-PL-02", notes="第7条で携行品の点検周期は本規程では定めないとする。")
U("g8", "検針のときのカッパって会社から支給される？", "missing-item", ver="1", gap="not-defined", style=c, pair="a10", doc_id="EP-MR-01", notes="第8条で雨具の貸与は本規程では定めないとする。")
U("g9", "停止後に再開しに行くとき、お客さまからもらう出張料はいくらですか？", "missing-item", ver="2", gap="no-value", pair="a9", doc_id="EP-MR-02", notes="第6条で再開時の出張料の額は別途通知するとする。")
U("g10", "カスハラがひどい場合、どういう基準で警察に相談するの？", "missing-item", ver="2", gap="no-value", style=c, pair="a7", doc_id="EP-CS-01", notes="第6条で警察へ相談する基準は別途定めるとするのみ。")
U("g11", "顧客情報保護研修ってeラーニング？集合研修？", "missing-item", ver="1", gap="no-value", style=c, pair="a7", doc_id="EP-CS-02", notes="第8条で研修の受講方法は別途通知するとする。")
U("g12", "出張用の法人カードは誰に貸与されますか？", "missing-item", ver="1", gap="no-value", pair="a7", doc_id="EP-HR-05", notes="第6条で法人カードの貸与基準は別途定めるとする。")
U("g13", "社宅の駐車場って月いくら払うの？", "missing-item", ver="2", gap="no-value", style=c, pair="a6", doc_id="EP-HR-06", notes="第5条で駐車場使用料は別途通知するとする。")
U("g14", "課長の健康確保措置として、面談は月何回ありますか？", "missing-item", ver="1", gap="no-value", pair="a8", doc_id="EP-HR-04", notes="第6条で管理監督者の健康確保措置は別途定めるとするのみ。")
U("g15", "Can I fly a drone over the thermal power station to inspect the stack?", "missing-item", ver="1", gap="not-defined", style=e, pair="a9", doc_id="EP-PL-01", notes="第8条でドローン飛行の手続は本規程では定めないとする。")
U("g16", "What is the per-diem for an overseas business trip?", "missing-item", ver="1", gap="not-defined", style=e, pair="a4", doc_id="EP-HR-05", notes="第7条で海外出張の旅費は本規程では定めないとする。")
U("g17", "What interest rate applies to overdue electricity bills?", "missing-item", ver="2", gap="not-defined", style=e, pair="a4", doc_id="EP-MR-02", notes="第8条で延滞利息の利率は本規程では定めないとする。")
U("g18", "Can I use my own smartphone for work email?", "missing-item", ver="1", gap="not-defined", style=e, pair="a1", doc_id="EP-IT-01", notes="第7条で私物スマートフォンの業務利用は本規程では定めないとする。")
U("g19", "How often are the bedclothes in the night-duty room changed?", "missing-item", ver="1", gap="not-defined", style=e, pair="a4", doc_id="EP-HR-02", notes="第8条で寝具の交換頻度は本規程では定めないとする。")
U("g20", "交通違反じゃなくて事故で車を壊したら、修理費は自分持ちになりますか？", "missing-item", ver="2", gap="not-defined", pair="a8", doc_id="EP-GA-01", notes="第8条で修理費の運転者負担の有無は本規程では定めないとする。")

# -- more target-mismatch twins
U("m1", "タイ語しか話せないお客さまからの電話は通訳サービスを使えますか？", "target-mismatch", ver="2", pair="a7", doc_id="EP-CS-01", absent=["タイ語"], notes="通訳サービスは英語・中国語・韓国語のみ。")
U("m2", "いとこの葬儀で休みとれる？特休何日？", "target-mismatch", ver="2", style=c, pair="a5", doc_id="EP-HR-03", absent=["いとこ", "従兄弟"], notes="忌引の対象にいとこは含まれない。")
U("m3", "変電所で宿直した場合の手当は1回いくらですか？", "target-mismatch", ver="1", pair="a2", doc_id="EP-HR-02", absent=["変電所"], notes="宿直手当は発電所・配電営業所・お客さまセンターのみ。")
U("m4", "在来線の特急って何km以上の出張なら乗っていい？", "target-mismatch", ver="1", style=c, pair="a5", doc_id="EP-HR-05", absent=["特急"], notes="距離基準は新幹線と航空機のみ。")
U("m5", "臨海火力の脱硝装置の巡視は1直何回ですか？", "target-mismatch", ver="1", pair="a1", doc_id="EP-PL-02", absent=["脱硝"], notes="火力の巡視頻度はボイラー・タービン設備のみ。")
U("m6", "2tトラックを運転するにはどんな条件がありますか？", "target-mismatch", ver="2", pair="a6", doc_id="EP-GA-01", absent=["トラック"], notes="車両区分は一般車・高所作業車・電源車のみ。")
U("m7", "嘱託社員が災害で出動したら手当いくら？", "target-mismatch", ver="2", style=c, pair="a9", doc_id="EP-DS-02", absent=["嘱託"], notes="対象は正社員・契約社員のみ。")
U("m8", "障がいのある方だけの世帯は、停止を保留する対象になりますか？", "target-mismatch", ver="2", pair="a10", doc_id="EP-MR-02", absent=["障がい", "障害"], notes="保留対象は医療機器使用者と生活保護受給者のみ。")
U("m9", "Can calls in Vietnamese be handled via the interpreter service?", "target-mismatch", ver="2", style=e, pair="a7", doc_id="EP-CS-01", absent=["ベトナム"], notes="通訳サービスは英語・中国語・韓国語のみ。")

# -- other gap twins and period / plain missing-item twins
U("x1", "家族を連れて赴任先が200km以上離れてる場合、月いくら加算される？", "missing-item", ver="2", gap="condition", style=c, pair="a8", doc_id="EP-HR-06", notes="5,000円の加算は単身赴任手当の加算で、家族帯同の場合の定めはない。")
U("x2", "高圧活線近接作業の計画書は前日何時までに出しますか？", "missing-item", ver="2", gap="condition", pair="a7", doc_id="EP-SF-02", notes="計画書の提出は高圧活線作業の定めで、近接作業の提出期限はない。")
U("x3", "非常出動報告書って何年保存するの？", "missing-item", ver="2", gap="other-number", style=c, pair="a1", doc_id="EP-DS-02", notes="7日以内は申請期限で、保存期間ではない。")
U("x4", "権限の棚卸し結果は何営業日以内に報告しますか？", "missing-item", ver="1", gap="other-number", g=DATA, pair="a7", doc_id="EP-CS-03", notes="5営業日は異動者の権限見直しの期限。")
U("x5", "非常体制が出ていない平常時、営業所長は随意契約で1件いくらまで発注できる？", "missing-item", ver="1", gap="condition", g=MGR, style=c, pair="a1", doc_id="EP-MG-01", notes="300万円は非常体制の発令中の権限。")
U("x6", "第1非常体制のとき、事務系社員は何時間以内に参集しますか？", "missing-item", ver="2", gap="condition", pair="a1", doc_id="EP-DS-01", notes="第1非常体制の参集は配電営業所の技術系社員の定め。事務系の参集は第2非常体制のみ。")
U("x7", "電源車は免許とってから何年で運転できる？", "missing-item", ver="2", gap="other-number", style=c, pair="a1", doc_id="EP-GA-01", notes="取得後2年以上は一般車の要件。")
U("x8", "2023年10月の単身赴任手当はいくらでしたか？", "period", date="2023-10-01", pair="a1", doc_id="EP-HR-06", notes="EP-HR-06は2024-04-01施行。")
U("x9", "2024年3月時点で、顧客情報の紛失を所属長へ報告する期限は？", "period", date="2024-03-01", pair="a1", doc_id="EP-CS-02", notes="EP-CS-02は2024-04-01施行。")
U("x10", "2024年2月に技術系社員が貸与されていた夏用作業服は何着？", "period", date="2024-02-01", pair="a1", doc_id="EP-GA-02", notes="EP-GA-02は2024-04-01施行。")
U("x11", "2024年9月の高所作業の中止基準の風速はいくつでしたか？", "period", date="2024-09-01", pair="a1", doc_id="EP-SF-01", notes="EP-SF-01は2024-10-01施行。")
U("x12", "入構申請書ってFAXで送ってもいい？", "missing-item", ver="1", style=c, pair="a1", doc_id="EP-PL-01", absent=["FAX", "ファクス"], notes="提出方法の定めはない。")
U("x13", "宿直を誰かと交代したいときはどんな手続きが要りますか？", "missing-item", ver="1", pair="a5", doc_id="EP-HR-02", absent_topic=["交代"], notes="宿直の交代手続の定めはない。")

# -- extra answerable variants
A("b1", "震度いくつ以上だと安否報告しなきゃいけない？", "震度5強以上", ver="2", style=c, doc_id="EP-DS-01")
A("b2", "災害対策グループの内線番号を教えてください。", "内線2400", ver="2", doc_id="EP-DS-01")
A("b3", "出動手当の報告書って誰に出すの？", "所属長", ver="2", ctx="所属長に提出して申請", style=c, doc_id="EP-DS-02")
A("b4", "What type of fall-arrest equipment is the default for work at height?", "フルハーネス型墜落制止用器具", style=e, doc_id="EP-SF-01")
A("b5", "バケット車の始業前点検ってどのくらいの頻度？", "毎日", style=c, doc_id="EP-SF-01")
A("b6", "近接作業のとき足元は充電部から何cm以内で防具つける？", "60cm以内", ver="2", ctx="足下60cm以内", cat="near-miss", nm="30cm以内", style=c, doc_id="EP-SF-02")
A("b7", "ゴム手袋は使用前にどんな点検をしますか？", "空気試験", ver="2", doc_id="EP-SF-02")
A("b8", "感電事故が起きたら、現場責任者はまず誰に連絡する？", "所属長", ctx="直ちに所属長へ電話", style=c, doc_id="EP-SF-03")
A("b9", "Who has to confirm my breathalyzer check before I drive a company car?", "所属長またはその代行者", ver="2", style=e, doc_id="EP-GA-01")
A("b10", "高所作業車を運転するには何の免許が必要ですか？", "中型自動車運転免許", ver="2", ctx="中型自動車運転免許を有し、高所作業車", doc_id="EP-GA-01")
A("b11", "社員が発電所に入るときって何すればいいの？", "社員証を入構ゲートで読み取らせて入構する", style=c, doc_id="EP-PL-01")
A("b12", "For patrols, which hours count as night?", "22時から翌6時まで", style=e, doc_id="EP-PL-02")
A("b13", "督促状の期限を過ぎても払われないとき、次に送るものは何ですか？", "停止予告通知", ver="2", doc_id="EP-MR-02")
A("b14", "停電の問い合わせって夜中も受けてる？", "24時間", ver="2", style=c, doc_id="EP-CS-01")
A("b15", "Where must printed customer information be kept after use?", "施錠できる書庫", style=e, doc_id="EP-CS-02")
A("b16", "電験二種の手当って月いくら？", "20,000円", ctx="第二種電気主任技術者：20,000円", cat="near-miss", nm="30,000円", style=c, doc_id="EP-HR-01")
A("b17", "How many days of special leave do I get for my own wedding?", "5日", ver="2", ctx="本人の結婚：5日", cat="near-miss", nm="2日", style=e, doc_id="EP-HR-03")
A("b18", "特別条項使ったら月何時間まで残業できる？", "月80時間", cat="near-miss", nm="月45時間", style=c, doc_id="EP-HR-04")
A("b19", "家族と一緒に社宅に入る場合、自己負担は月いくらですか？", "月額25,000円", ver="2", cat="near-miss", nm="月額15,000円", doc_id="EP-HR-06")
A("b20", "宿直中に停電で出たら、宿直手当のほかに何がつく？", "時間外勤務手当", style=c, doc_id="EP-HR-02")
A("b21", "残業の事前承任って誰にもらうんだっけ", "所属長の承認", style=t, doc_id="EP-HR-04", notes="承認→承任の誤字。")
A("b22", "出張の精算所の様式番号って何？", "様式HR-21", style=t, doc_id="EP-HR-05", notes="精算書→精算所の誤字。")
A("b23", "構内で火器を使う作業は誰の許可がいりますか", "発電所長", ctx="提出し、発電所長", style=t, doc_id="EP-PL-01", notes="火気→火器の誤字。")
A("b24", "ガスの検針で変な匂いがしたら、まず何をする？", "直ちにその場から離れ", style=c, doc_id="EP-MR-01")

# -- two-part questions across two documents
P("c1", "配電営業所で宿直中に第1非常体制で出動した。宿直手当と出動手当はそれぞれいくら？",
  [part("配電営業所の宿直手当", "5,000円", doc_id="EP-HR-02"), part("第1非常体制の出動手当", "1回につき5,000円", ver="2", doc_id="EP-DS-02")], style=c, doc_id="EP-HR-02")
P("c2", "高所作業を中止する風速と、雨の日に高圧活線作業をするときの承認者を教えてください。",
  [part("中止する風速", "10m/s以上", doc_id="EP-SF-01"), part("雨天時の承認者", "配電部長", ver="2", doc_id="EP-SF-02")], doc_id="EP-SF-01")
P("c3", "大阪出張のホテル代の上限と、単身赴任手当の月額を教えて",
  [part("大阪市の宿泊上限", "12,000円", doc_id="EP-HR-05"), part("単身赴任手当", "月額40,000円", ver="2", doc_id="EP-HR-06")], style=c, doc_id="EP-HR-05")
P("c4", "検針員証をなくしたときの届出期限と、顧客情報をなくしたときの所属長への報告期限は？",
  [part("検針員証の届出期限", "24時間以内", doc_id="EP-MR-01"), part("顧客情報紛失の報告期限", "1時間以内", doc_id="EP-CS-02")], doc_id="EP-MR-01")
P("c5", "非常体制中に社用車で帰宅するときの許可者と、第2非常体制の参集期限を教えてください。",
  [part("社用車利用の許可", "所属長の許可", ver="2", doc_id="EP-GA-01"), part("第2非常体制の参集期限", "3時間以内", ver="2", doc_id="EP-DS-01")], doc_id="EP-GA-01")
P("c6", "What is the monthly allowance for a second-class electrician, and what is the premium rate for holiday work?",
  [part("第二種電気工事士の手当", "3,000円", ctx="第二種電気工事士：3,000円", doc_id="EP-HR-01"), part("休日勤務の割増率", "35%", doc_id="EP-HR-04")], style=e, doc_id="EP-HR-01")
P("c7", "発電所の宿直手当と、宿直明けの日の通勤手当の扱いを教えて",
  [part("発電所の宿直手当", "6,000円", doc_id="EP-HR-02"), part("宿直明けの通勤手当")], style=c, pair="EP-HR-02:a1", doc_id="EP-HR-02", notes="宿直明けの通勤手当の定めはない。")
P("c8", "通話録音の保存期間と、録音データを聞ける人の範囲を教えてください。",
  [part("録音の保存期間", "1年間", ver="2", doc_id="EP-CS-01"), part("録音の閲覧権限")], pair="EP-CS-01:a5", doc_id="EP-CS-01", notes="録音の閲覧権限の定めはEP-CS-01にもEP-CS-02にもない。")
P("c9", "ヒヤリハットの報告期限と、ヘルメットのあご紐の点検頻度は？",
  [part("ヒヤリハットの報告期限", "7日以内", doc_id="EP-SF-03"), part("あご紐の点検頻度")], style=c, pair="EP-SF-03:a4", doc_id="EP-SF-03", notes="あご紐の点検頻度の定めはない。")
P("c10", "電気を止められるのは期日から何日後か、あと停止の時に検針員が立ち会えるか教えて",
  [part("電気の停止時期", "50日", ver="2", ctx="起算して50日", doc_id="EP-MR-02"), part("検針員の立会い")], style=c, pair="EP-MR-02:a4", doc_id="EP-MR-02", notes="検針員の立会いの定めはない。")
P("c11", "祖父母の忌引の日数と、災害出動中に忌引が重なったときの扱いを教えてください。",
  [part("祖父母の忌引", "2日", ver="2", ctx="兄弟姉妹の死亡：2日", doc_id="EP-HR-03"), part("出動中の忌引の扱い")], pair="EP-HR-03:a5", doc_id="EP-HR-03", notes="出動と忌引が重なった場合の定めはEP-HR-03にもEP-DS-02にもない。")
P("c12", "Who may use the Green Car, and what is the daily allowance for a trip abroad?",
  [part("グリーン車の利用資格", "部長以上", doc_id="EP-HR-05"), part("海外出張の日当")], style=e, pair="EP-HR-05:a8", doc_id="EP-HR-05", notes="海外出張の旅費は本規程では定めない。")

# -- a few more polite/casual variants
A("b25", "第2非常体制の発令時、参集の対象になるのはどの社員ですか？", "技術系社員および事務系社員の全員", ver="2", doc_id="EP-DS-01")
A("b26", "保安の仕事についたら難燃性の作業服は何着もらえる？", "難燃性作業服2着", style=c, doc_id="EP-GA-02")
A("b27", "見学の受け入れ人数は1回あたり何名が上限ですか？", "1回20名まで", doc_id="EP-PL-01")
U("y1", "見学者に配るヘルメットは何個用意しておけばいいですか？", "missing-item", ver="1", pair="b27", doc_id="EP-PL-01", absent=["見学者用"], notes="見学者の保護具の定めはない。")
U("y2", "第2非常体制で参集した事務系社員は、何時間ごとに交替しますか？", "missing-item", ver="2", gap="other-number", pair="b25", doc_id="EP-DS-01", notes="3時間以内は参集の期限で、交替の間隔ではない。")

# -- third pass
A("b28", "主任に昇格するための考課の条件を教えてください。", "直近2年の考課がいずれもB以上で、うち1回以上がA以上", cat="permission", g=HR, doc_id="EP-HR-07")
U("y4", "主任に上がるには評価がどれくらい必要？", "permission", ver="1", style=c, pair="b28", doc_id="EP-HR-07", notes="EP-HR-07（hr限定）にのみ記載。")
A("b29", "休業しそうな労災が起きた時、現場から所属長への第一報は何で入れる？", "電話", ctx="所属長へ電話", style=c, doc_id="EP-SF-03")
A("b30", "ダムの巡視は昼間でも2名で行くのですか？", "昼夜を問わず2名", doc_id="EP-PL-02")
A("b31", "特別条項なしだと残業は年何時間まで？", "年360時間", cat="near-miss", nm="年720時間", style=c, doc_id="EP-HR-04")
A("b32", "運転前のアルコールチェックって何で測るの？", "アルコール検知器", ver="2", style=c, doc_id="EP-GA-01")
A("b33", "赴任届の提出先はどこですか？", "人事労務部", ver="2", ctx="赴任届」を人事労務部", doc_id="EP-HR-06")
U("y5", "アルバイトさんが停電対応に出たら手当いくら？", "target-mismatch", ver="2", style=c, pair="a9", doc_id="EP-DS-02", absent=["アルバイト"], notes="対象は正社員・契約社員のみ。")
U("y6", "ヒヤリハットでたまったポイントって何に使えますか？", "missing-item", ver="1", pair="a5", doc_id="EP-SF-03", absent_topic=["使用", "交換"], notes="ポイントの使い道の定めはない。")
U("y7", "家族連れて転勤したら、毎月の手当はいくらもらえる？", "missing-item", ver="2", gap="other-number", style=c, pair="a5", doc_id="EP-HR-06", notes="100,000円は赴任時の支度金で、家族帯同者の月額手当の定めはない。")
U("y8", "検針以外の委託先、たとえば印刷会社の監査は年何回ですか？", "target-mismatch", ver="1", pair="a6", doc_id="EP-CS-02", absent=["印刷会社"], notes="監査の定めは検針業務の委託先のみ。")
U("y9", "暴風警報が出ているとき、ダムは何時間ごとに巡視しますか？", "missing-item", ver="1", gap="condition", pair="a3", doc_id="EP-PL-02", absent=["暴風"], notes="3時間ごとの巡視は大雨警報の発表中の定め。")
U("y10", "慶弔見舞金って会社からいくら出る？", "missing-item", ver="2", style=c, pair="a5", doc_id="EP-HR-03", absent=["見舞金"], notes="見舞金の定めはない。")
U("y11", "派遣社員が休日に出勤したときの割増率は何%ですか？", "target-mismatch", ver="1", pair="a1", doc_id="EP-HR-04", absent=["派遣社員"], notes="対象は正社員・契約社員のみ。")
U("y12", "宿直の仮眠室って男女別になってる？", "missing-item", ver="1", style=c, pair="a4", doc_id="EP-HR-02", absent=["男女"], notes="仮眠室の設備の定めはない。")
U("y13", "第2非常体制のとき、お客さまセンターにも対策本部を置きますか？", "target-mismatch", ver="2", pair="a8", doc_id="EP-DS-01", absent_topic=["お客さまセンター"], notes="対策本部の設置先は本店と各支社のみ。")
U("y14", "電源車の月例点検は月何回ですか？", "target-mismatch", ver="1", pair="a6", doc_id="EP-SF-01", absent=["電源車の"], notes="点検の定めはバケット車のみ。")
U("y15", "大雨のとき水車発電機の巡視は何名で行く？", "missing-item", ver="1", gap="condition", style=c, pair="b30", doc_id="EP-PL-02", notes="2名巡視は夜間とダムの定めで、大雨時の水車発電機の人数の定めはない。")
