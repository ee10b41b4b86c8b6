"""Second pass: more target-mismatch, not-defined / no-value twins, permission, two-part and casual/typo wording."""
from common import *

# ---- TC-HR-01
A("x1", "仙台センターで中番の日って何時上がり？", "11時から20時", ver="2", cat="near-miss", nm="13時から22時", style="casual", doc_id="TC-HR-01")
U("x2", "コールセンターの夜勤シフトは何時から何時までですか？", "missing-item", ver="2", pair="x1", doc_id="TC-HR-01", gap="other-number",
  absent=["夜勤"], notes="シフトは早番・中番・遅番のみ。ほかの区分の時刻は別のシフトのもの。")
U("x3", "函館コールセンターの遅番は何時まで？", "target-mismatch", ver="2", pair="a1", style="casual", doc_id="TC-HR-01", absent=["函館"],
  notes="コールセンターは仙台・札幌のみ。")
U("x4", "アウトレット店の開店番って何時から？", "target-mismatch", ver="2", pair="a3", style="casual", doc_id="TC-HR-01", absent=["アウトレット"],
  notes="直営ショップは駅前店・モール店のみ。")
U("x5", "派遣のオペレーターさんにお昼休憩は何時ごろ取ってもらえばいいですか？", "missing-item", ver="2", pair="a16", doc_id="TC-HR-01",
  gap="not-defined", notes="第6条：派遣労働者の休憩の取り方は本規程では定めない。")
A("x6", "シフト交代のしょうにんって前日なんじまで？", "前日の17時まで", ver="2", style="typo", doc_id="TC-HR-01", pair="a8", notes="ひらがな書き")
# ---- TC-HR-02
U("x7", "いとこが亡くなった場合、忌引は何日取れますか？", "target-mismatch", ver="2", pair="b5", doc_id="TC-HR-02", absent=["いとこ", "従兄弟"],
  notes="特別休暇の続柄は配偶者・父母・子・祖父母・兄弟姉妹のみ。")
U("x8", "勤続20年になったらリフレッシュ休暇っていつまでに取ればいい？", "missing-item", ver="2", pair="b11", style="casual", doc_id="TC-HR-02",
  gap="no-value", notes="第5条：勤続20年以降のリフレッシュ休暇は別途通知する。")
A("x9", "父が亡くなりました。特別休暇は何日いただけますか？", "5日", ctx="配偶者・父母・子の死亡：5日", ver="2", cat="near-miss", nm="2日",
  doc_id="TC-HR-02")
U("x10", "配偶者の父母が亡くなったら、特別休暇は何日？", "target-mismatch", ver="2", pair="x9", style="casual", doc_id="TC-HR-02",
  absent=["義父", "義母", "配偶者の父母"], notes="列挙に配偶者の父母はない。")
A("x11", "有給は半日単位でもとれる？", "半日単位", ver="2", style="casual", doc_id="TC-HR-02")
# ---- TC-HR-03
U("x12", "ゴールドプランを社員割引で使うと何%引きになりますか？", "target-mismatch", pair="c1", doc_id="TC-HR-03", absent=["ゴールド"],
  notes="割引率はライト・スタンダード・プレミアムのみ。")
U("x13", "社割で光の開通工事費は無料になる？", "missing-item", pair="c1", style="casual", doc_id="TC-HR-03", gap="not-defined",
  notes="第3条3：工事費の割引は本規程では定めない。")
A("x14", "しゃわりの申請書どこに出すの", "人事部厚生課", style="typo", doc_id="TC-HR-03", pair="c10", notes="助詞脱落・ひらがな")
U("x15", "同棲中の彼女名義の光回線にも社割はききますか？何契約まで？", "missing-item", pair="c12", doc_id="TC-HR-03", gap="condition",
  absent=["同棲", "婚約"], notes="家族への適用は同居の配偶者名義について定める。")
# ---- TC-HR-04
U("x16", "駅前店の近くの駐車場代、会社は月いくらまで出してくれる？", "missing-item", pair="d7", style="casual", doc_id="TC-HR-04",
  gap="not-defined", notes="第3条3：駐車場の費用の補助は本規程では定めない。")
U("x17", "電動キックボードで通勤する場合の手当はいくら？", "target-mismatch", pair="d5", style="casual", doc_id="TC-HR-04",
  absent=["キックボード"], notes="手当は公共交通機関・自家用車・自転車のみ。")
A("x18", "I live 12 km from the office and drive. What's my monthly commuting allowance?", "月額8,400円", style="english", doc_id="TC-HR-04",
  cat="near-miss", nm="月額4,200円")
# ---- TC-HR-05 / HR-06 permission
U("x19", "オペレーターの評価で、応答品質ってどれくらいの比重？", "permission", style="casual", pair="e3", tdoc="TC-HR-05", doc_id="TC-HR-05",
  notes="評価実施要領は managers のみ閲覧可。")
A("x20", "オペレーターの評価で応答品質の比重はどれくらいですか？", "50%", ctx="応答品質（モニタリング評価）を50%", g=MGR, cat="near-miss",
  nm="30%", doc_id="TC-HR-05")
U("x21", "What share of staff in a department may get an A rating?", "permission", style="english", pair="e13", tdoc="TC-HR-05", doc_id="TC-HR-05",
  notes="managers 限定の要領にのみある。")
U("x22", "ショップスタッフの評価基準、接客態度は何%で見るんですか？", "missing-item", g=MGR, pair="e4", doc_id="TC-HR-05", gap="no-value",
  notes="第4条3：ショップスタッフの評価項目は別途定める。")
U("x23", "事務職の評価項目の比重はどうなっていますか？", "target-mismatch", g=MGR, pair="e4", doc_id="TC-HR-05", absent=["事務職"],
  notes="比重はオペレーターと技術職のみ。")
U("x24", "ショップ店長の職務手当はいくらですか？", "permission", pair="f6", tdoc="TC-HR-06", doc_id="TC-HR-06",
  notes="手当支給細則は hr のみ閲覧可。")
U("x25", "第二級陸上特殊無線技士の資格手当はいくら？", "target-mismatch", g=HR, pair="f3", style="casual", doc_id="TC-HR-06",
  absent=["第二級"], notes="資格手当は第一級陸上特殊無線技士と電気通信主任技術者のみ。")
U("x26", "契約社員のネットワーク運用担当の職務手当は月額いくらですか？", "missing-item", g=HR, pair="f1", doc_id="TC-HR-06", gap="no-value",
  notes="第5条：契約社員の職務手当の額は別途定める。")
A("x27", "ネットワーク運用の技術職の職務手当は？", "月額20,000円", g=HR, cat="near-miss", nm="月額25,000円", style="casual", doc_id="TC-HR-06")
# ---- TC-CC-01
U("x28", "お客様から録音を聞かせてと言われたら、誰が承認するの？", "missing-item", ver="2", pair="g11", style="casual", doc_id="TC-CC-01",
  gap="no-value", notes="第5条：お客様本人からの開示請求への対応は別途定める。")
U("x29", "引越し手続きの通話録音は何年保存ですか？", "missing-item", ver="2", pair="g3", doc_id="TC-CC-01", gap="other-number",
  absent=["引越"], notes="保存期間の列挙に引越し手続きの通話はない。")
A("x30", "プラン変更の電話の録音、いつまで残る？", "2年", ctx="新規契約・プラン変更の通話：2年", ver="2", style="casual", doc_id="TC-CC-01",
  cat="near-miss", nm="1年")
# ---- TC-CC-02
U("x31", "法人契約のお客様の担当者から解約の電話。暗証番号以外に何を確認すればいい？", "missing-item", ver="2", pair="h2", style="casual",
  doc_id="TC-CC-02", gap="not-defined", notes="第4条2：法人契約の担当者の確認方法は本規程では定めない。")
U("x32", "店頭で学生証しかないお客さん、補助書類は何を見る？", "missing-item", ver="2", pair="h6", style="casual", doc_id="TC-CC-02",
  absent=["学生証"], gap="condition", notes="補助書類の定めは健康保険証の場合のみ。")
A("x33", "支払方法を変えたいという電話、3項目のほかに何を確認しますか？", "6桁の暗証番号", ver="2", doc_id="TC-CC-02")
# ---- TC-CC-03
U("x34", "他社への乗換えで違約金が出るお客様に、当社から補填を提案してもよいですか？", "missing-item", ver="2", pair="i8", doc_id="TC-CC-03",
  gap="not-defined", notes="第3条3：他社の違約金の補填は本規程では定めない。")
U("x35", "光のゴールドプランのお客様、引き止めで何か月割引できる？", "target-mismatch", ver="2", pair="i5", style="casual", doc_id="TC-CC-03",
  absent=["ゴールド"], notes="特典はライト・スタンダード・プレミアムのみ。")
A("x36", "お客さんが解約するってはっきり言ってる。引き止めの提案していい？", "引き止めの提案は行わず", ver="2", style="casual", doc_id="TC-CC-03")
A("x37", "2026年7月時点で、解約意思が明確なお客様への引き止め提案は何回まで可能でしたか？", "1回まで", ver="1", cat="period",
  date="2026-07-01", pair="x36", doc_id="TC-CC-03")
# ---- TC-CC-04
U("x38", "研修期間中のオペレーターの合否判定の基準は？", "missing-item", pair="j7", doc_id="TC-CC-04", gap="not-defined",
  notes="第5条3：研修期間中の評価方法は本規程では定めない。")
U("x39", "SVが在宅勤務したいとき、何日前までに申請すればいいの？", "missing-item", pair="j10", style="casual", doc_id="TC-CC-04", gap="other-number",
  notes="月4日はスーパーバイザーの在宅勤務の上限。申請期限の定めはない。")
A("x40", "What's the average after-call work time we aim for per call?", "3分以内", style="english", doc_id="TC-CC-04")
# ---- TC-CC-05
U("x41", "SNSでうちのスタッフが名指しで中傷されたら、何日以内に報告すればいいですか？", "missing-item", pair="k3", doc_id="TC-CC-05",
  absent=["SNS"], gap="condition", notes="報告の定めは電話・店頭の迷惑行為への対応者について。SNSの定めはない。")
A("x42", "カスハラにあった日、残りの時間は電話から外れられる？", "当日の残りの時間", style="casual", doc_id="TC-CC-05")
# ---- TC-NW-01
U("x43", "HPに障害情報を出すのは影響何回線からですか？", "missing-item", ver="2", pair="l5", doc_id="TC-NW-01", gap="no-value",
  notes="第6条：ホームページへの掲載基準は別途定める。")
U("x44", "レベル4の障害の第一報は何分以内？", "target-mismatch", ver="2", pair="l2", style="casual", doc_id="TC-NW-01", absent=["レベル4"],
  notes="障害はレベル1〜3のみ。")
A("x45", "影響回線が300ぐらいの障害って、レベルいくつ？", "レベル2", ctx="レベル2（100回線以上", ver="2", style="casual", doc_id="TC-NW-01")
# ---- TC-NW-02
U("x46", "ゴールデンウィークの当番手当は1日いくら？", "missing-item", pair="m5", style="casual", doc_id="TC-NW-02", gap="condition",
  absent=["ゴールデンウィーク", "5月"], notes="特別な額は12月31日〜1月3日のみ。GWの定めはない。")
U("x47", "コールセンターのSVも障害当番に入る？週何回？", "target-mismatch", pair="m10", style="casual", doc_id="TC-NW-02",
  notes="当番はネットワーク運用部と工事部のみ。")
A("x48", "工事部の当番は何日ごとに交代ですか？", "1日交代", cat="near-miss", nm="1週間交代", doc_id="TC-NW-02")
A("x49", "オンコールで現地に行く必要があるとき、呼ばれてから何時間以内に着ける場所にいればいい？", "呼出しから2時間以内", style="casual",
  doc_id="TC-NW-02", cat="near-miss", nm="30分以内")
# ---- TC-NW-03
U("x50", "緊急通報に影響する障害のとき、総務省への第一報は何時間以内？", "permission", pair="n5", tdoc="TC-NW-03", doc_id="TC-NW-03",
  notes="netops 限定の細則にのみある。")
U("x51", "重大障害の再発防止策の予算は誰が承認する？", "missing-item", g=NET, pair="n7", style="casual", doc_id="TC-NW-03",
  gap="not-defined", notes="第5条：費用の承認手続は本細則では定めない。")
# ---- TC-EN-01
U("x52", "猛暑日の高所作業、何度から中止？", "missing-item", ver="2", pair="o1", style="casual", doc_id="TC-EN-01", gap="no-value",
  notes="第4条3：35度以上の日の中止基準は別途通知する（値なし）。")
A("x53", "ハーネスを落としちゃって衝撃がかかった。まだ使える？", "一度でも落下の衝撃を受けたもの", ver="2", style="casual", doc_id="TC-EN-01")
A("x54", "高所さぎょうの中止基準のかぜは何メートル", "毎秒10m以上", ver="2", style="typo", doc_id="TC-EN-01", pair="o1",
  notes="ひらがな混じり・助詞脱落")
# ---- TC-EN-02
U("x55", "軽トラを運転するのに免許取得後何年必要？", "target-mismatch", ver="2", pair="p1", style="casual", doc_id="TC-EN-02",
  absent=["軽トラ"], notes="車両区分は軽バン・高所作業車（10m級・14m級）のみ。")
U("x56", "12m級の高所作業車の操作に必要な講習は何ですか？", "target-mismatch", ver="2", pair="p4", doc_id="TC-EN-02", absent=["12m"],
  notes="区分は10m級と14m級のみ。")
# ---- TC-EN-03
U("x57", "追加工事になったら料金いくらってお客さんに言えばいい？", "missing-item", pair="q8", style="casual", doc_id="TC-EN-03",
  gap="no-value", notes="第6条：追加工事の料金は別途通知する。")
U("x58", "社宅（寮）の宅内工事の標準作業時間は？", "target-mismatch", pair="q2", doc_id="TC-EN-03", absent=["社宅", "寮"],
  notes="標準時間は戸建住宅と集合住宅のみ。")
# ---- TC-SH-01
U("x59", "年末年始の駅前店は何時から開けますか？", "missing-item", pair="r2", doc_id="TC-SH-01", gap="no-value",
  notes="第2条2：年末年始の営業時間は別途通知する。")
U("x60", "ネイルやピアスはどこまでOK？", "missing-item", pair="r14", style="casual", doc_id="TC-SH-01", absent=["ネイル", "ピアス"],
  notes="身だしなみは制服と名札の着用のみ定め、装飾品の基準はない。")
U("x61", "駅ビル店のレジの釣銭準備金はいくら？", "target-mismatch", pair="r5", style="casual", doc_id="TC-SH-01", absent=["駅ビル"],
  notes="釣銭は駅前店・モール店のみ。")
# ---- TC-SH-02
A("x62", "家族名義の契約でもインセンティブ出る？", "店長の確認を受けた場合に限り", g=MGR, style="casual", cat="permission", doc_id="TC-SH-02")
U("x63", "光のプレミアムとモバイル回線をセットで新規獲得したら、セット加算はいくらですか？", "missing-item", g=MGR, pair="s6", doc_id="TC-SH-02",
  gap="other-number", absent=["セット"], notes="支給額は商品ごとの1件あたりの額のみ。セット加算の定めはない。")
U("x64", "インセンティブって月いくらまで？", "permission", style="casual", pair="s6", tdoc="TC-SH-02", doc_id="TC-SH-02",
  notes="managers 限定の要領にのみある。")
# ---- TC-IT-01
U("x65", "私用のiPhoneに業務メールを入れてもいいですか？", "missing-item", pair="t5", doc_id="TC-IT-01", gap="not-defined",
  absent=["iPhone"], notes="第7条：私物スマートフォンでの業務メールの閲覧は本規程では定めない。")
U("x66", "ショップで印刷した契約書類の控え、何年保管すればいい？", "missing-item", pair="t8", style="casual", doc_id="TC-IT-01",
  notes="印刷できる範囲のみ定め、控えの保管期間はない。")
# ---- TC-GA-01
U("x67", "ソウル出張のホテル代の上限はいくら？", "missing-item", pair="u1", style="casual", doc_id="TC-GA-01", gap="not-defined",
  absent=["ソウル"], notes="第7条：海外出張の旅費は本規程では定めない。")
A("x68", "札幌センターから仙台センターに行くのも出張扱い？", "出張として扱う", style="casual", doc_id="TC-GA-01")
A("x69", "出張のとき、交通費はどういう基準で出ますか？", "最も経済的な経路の実費", doc_id="TC-GA-01")

# ---- third pass: more target-mismatch and English
U("y1", "What is the cash float at the Aeon shop?", "target-mismatch", pair="r6", style="english", doc_id="TC-SH-01", absent=["Aeon", "イオン"],
  notes="釣銭準備金は駅前店・モール店のみ。")
U("y2", "What is the response-rate target for the Morioka call center?", "target-mismatch", pair="j2", style="english", doc_id="TC-CC-04",
  absent=["Morioka", "盛岡"], notes="目標は仙台・札幌のみ。")
U("y3", "How much is the employee discount on the Family plan?", "target-mismatch", pair="c2", style="english", doc_id="TC-HR-03",
  absent=["Family", "ファミリー"], notes="割引率はライト・スタンダード・プレミアムのみ。")
U("y4", "What licence is needed to drive the 2-ton crane truck?", "target-mismatch", ver="2", pair="p3", style="english", doc_id="TC-EN-02",
  absent=["クレーン", "crane"], notes="車両区分は軽バン・10m級・14m級のみ。")
U("y5", "レベル0の障害って何回線以上のこと？", "target-mismatch", ver="2", pair="l5", style="casual", doc_id="TC-NW-01", absent=["レベル0"],
  notes="障害区分はレベル1〜3のみ。")
U("y6", "姪が亡くなった場合、特別休暇は何日もらえますか？", "target-mismatch", ver="2", pair="x9", doc_id="TC-HR-02", absent=["姪"],
  notes="続柄の列挙に姪はない。")
U("y8", "海外からの国際電話の受電の録音は何年保存ですか？", "target-mismatch", ver="2", pair="g3", doc_id="TC-CC-01", absent=["国際電話"],
  notes="通話の区分は新規契約・解約・料金・故障のみ。")
U("y9", "店頭で外国人のお客様が在留カードではなく特別永住者証明書を出してきた。OK？", "target-mismatch", ver="2", pair="h8", style="casual",
  doc_id="TC-CC-02", absent=["特別永住者"], notes="確認書類は運転免許証・マイナンバーカード・在留カード（補助付きで健康保険証）のみ。")
U("y11", "仙台から東京への出張で、グリーン車は何km以上なら使える？", "missing-item", pair="u8", style="casual", doc_id="TC-GA-01",
  gap="other-number", absent=["グリーン"], notes="100kmは普通車指定席の基準。")
U("y12", "本社の総務部員もショップのインセンティブの対象になりますか？支給額は？", "target-mismatch", g=MGR, pair="s1", doc_id="TC-SH-02",
  absent=["総務"], notes="対象は駅前店・モール店の正社員・契約社員のみ。")
A("y13", "What is the break time for an eight-hour shift at the mall shop?", "60分", ctx="8時間勤務のシフトでは、60分", ver="2",
  style="english", doc_id="TC-HR-01", pair="a19")
A("y14", "What is the deadline for depositing the shop's cash sales at the bank?", "翌営業日の12時まで", style="english", doc_id="TC-SH-01")
A("y15", "How many days of refresh leave do employees get after ten years of service?", "5日", ctx="5日のリフレッシュ休暇", ver="2",
  style="english", doc_id="TC-HR-02")
A("y16", "駅前店の開店番って何時に入ればいいんだっけ？", "9時45分", ctx="開店番（9時45分", ver="2", cat="near-miss", nm="11時45分",
  style="casual", doc_id="TC-HR-01")
A("y17", "雷注意報が出たら高所作業はどうする？", "作業を中止する", ctx="雷注意報が発表されたときは、作業を中止する", ver="2", style="casual",
  doc_id="TC-EN-01")
U("y19", "光のミドルプランって社割何%？", "target-mismatch", pair="c1", style="casual", doc_id="TC-HR-03", absent=["ミドル"],
  notes="割引率はライト・スタンダード・プレミアムのみ。")
U("y20", "保守委託先の作業員が障害当番に入った場合、当番手当はいくらですか？", "target-mismatch", pair="m1", doc_id="TC-NW-02",
  absent=["委託"], notes="当番の対象はネットワーク運用部・工事部（正社員・契約社員）。委託先の定めはない。")
