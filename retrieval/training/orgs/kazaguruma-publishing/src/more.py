"""Third pass: more answerable questions in casual/English wording, their twins, and two-part questions."""
from common import *


def pt(ask, span=None, doc_id=None, ver="1", ctx=None):
    return part(ask, span=span, ver=ver, doc_id=doc_id, ctx=ctx)


def a(d, k, q, span, **kw):
    A(k, q, span, doc_id=d, **kw)


def u(d, k, q, cat, **kw):
    U(k, q, cat, doc_id=d, **kw)


# PB-HR-01
a("PB-HR-01", "z1", "フレックスだと夜は何時まで働ける？", "22時", ver="2", ctx="8時から22時", style="casual")
a("PB-HR-01", "z2", "When does the core time end under flextime?", "14時", ver="2", ctx="コアタイムは11時から14時",
  style="english", cat="near-miss", nm="22時")
a("PB-HR-01", "z3", "書店イベントで日曜出勤するとき、いつまでに誰の承認が要る？", "前日までに所属長の承認", ver="2",
  style="casual")
a("PB-HR-01", "z4", "寝坊して遅刻しそう。まず誰に連絡？", "所属長", ver="2", ctx="当日中に所属長へ連絡", style="casual")
u("PB-HR-01", "z5", "遅刻が月に何回を超えたら減給になりますか？", "missing-item", ver="2", pair="z4", gap="other-number",
  notes="本文の数は時刻・日数。遅刻回数による減給基準はない。")
u("PB-HR-01", "z6", "休日出勤を当日になって急に頼まれた場合、承認はどう取る？", "missing-item", ver="2", pair="z3",
  style="casual", gap="condition", notes="承認は前日までとのみ定め、当日依頼の場合の扱いはない。")
u("PB-HR-01", "z7", "インターン生の昼休みは何時から？", "target-mismatch", ver="2", pair="a3", style="casual",
  absent=["インターン"], notes="適用は正社員と契約編集者。インターンはない。")
# PB-HR-02
a("PB-HR-02", "z8", "裁量の対象になるのは本人の同意が必要？", "本人が同意した者", style="casual")
a("PB-HR-02", "z9", "How many late-night shifts a month trigger an extra day of special leave?", "8回",
  style="english", cat="near-miss", nm="200時間")
a("PB-HR-02", "z10", "裁量の人が深夜勤務を月に9回したら何がもらえますか？", "特別休暇1日")
u("PB-HR-02", "z11", "デジタル事業部の契約編集者の裁量労働手当っていくら？", "target-mismatch", ver="1", pair="z8",
  style="casual", absent_topic=["契約編集者"], notes="対象者は入社3年目以上の正社員に限る。")
u("PB-HR-02", "z12", "深夜勤務が月8回を超えた人の特別休暇は、いつまでに使わないと消える？", "missing-item", ver="1",
  pair="z10", gap="other-number", notes="本文の数は8回・200時間など。特別休暇の使用期限はない。")
u("PB-HR-02", "z13", "2025年1月時点の裁量労働の対象業務は何でしたか？", "period", date="2025-01-01", pair="b4",
  notes="2025年4月1日施行より前の版はない。")
# PB-HR-03
a("PB-HR-03", "z14", "How many days before must I apply for paid leave?", "取得日の2営業日前まで", ver="2",
  style="english")
a("PB-HR-03", "z15", "兄が亡くなったら何日休める？", "2日", ver="2", ctx="祖父母または兄弟姉妹が死亡したとき：2日",
  style="casual", cat="near-miss", nm="5日")
a("PB-HR-03", "z16", "有休は何で申請するの？", "勤怠システム", ver="2", ctx="取得日の2営業日前までに勤怠システム",
  style="casual")
u("PB-HR-03", "z17", "配偶者の祖父が亡くなったときの忌引は何日ですか？", "target-mismatch", ver="2", pair="z15",
  absent=["配偶者の祖父母"], notes="忌引の列挙は本人側の親族のみ。")
u("PB-HR-03", "z18", "校閲部の人の校了明け休暇は何日以内に取る？", "target-mismatch", ver="2", pair="c9",
  style="casual", absent_topic=["校閲部"], notes="校了明け休暇は雑誌編集部と書籍編集部のみ。")
u("PB-HR-03", "z19", "有休を申請したのに上司が承認しない場合、何日以内に回答がもらえる？", "missing-item", ver="2",
  pair="c4", style="casual", gap="other-number", notes="本文の日数は申請期限や付与日数。承認の回答期限はない。")
# PB-HR-04
a("PB-HR-04", "z20", "終電なくなったらタクシー使っていい？23時前でも？", "終電後に退社する場合", style="casual")
a("PB-HR-04", "z21", "家が横浜です。深夜タクシーの上限額は？", "15,000円",
  ctx="神奈川県または埼玉県の場合：15,000円", cat="near-miss", nm="18,000円")
a("PB-HR-04", "z22", "タクシーチケットを使った場合、報告書はいつまでに出しますか？", "翌営業日まで")
a("PB-HR-04", "z23", "Who pays the amount above the taxi cap?", "本人負担", style="english")
u("PB-HR-04", "z24", "家が栃木なんだけどタクシーいくらまで？", "target-mismatch", pair="z21", style="casual",
  absent=["栃木"], notes="上限の列挙に栃木県はない。")
u("PB-HR-04", "z25", "深夜タクシーで高速道路を使った場合の料金は上限に含まれますか？", "missing-item", pair="z23",
  notes="高速料金の扱いの定めはない。")
u("PB-HR-04", "z26", "2025年9月、終電後にタクシーで帰った場合の報告書の様式は何でしたか？", "period",
  date="2025-09-01", pair="d5", notes="2025年10月1日施行より前の版はない。")
# PB-HR-05
a("PB-HR-05", "z27", "契約編集者の契約期間は1回あたり最長どのくらい？", "1年以内", style="casual", cat="near-miss",
  nm="通算5年")
a("PB-HR-05", "z28", "契約編集者の給与の支払形態はどうなっていますか？", "月給制")
a("PB-HR-05", "z29", "What does a contract editor do on a project?", "企画の進行、原稿整理および著者との連絡", style="english")
u("PB-HR-05", "z30", "契約編集者の残業代の割増率は？", "missing-item", pair="z28", style="casual", gap="other-number",
  notes="本文の数は契約期間・通勤手当など。割増率はない。")
u("PB-HR-05", "z31", "契約編集者が自転車で通勤する場合の手当はいくら？", "missing-item", pair="e3", gap="condition",
  notes="通勤手当は定期券代についてのみ。自転車通勤の手当はない。")
# PB-HR-06
a("PB-HR-06", "z32", "夫が亡くなった場合の弔慰金はいくらですか？", "50,000円", ctx="配偶者が死亡したとき：50,000円",
  cat="near-miss", nm="30,000円")
a("PB-HR-06", "z33", "Where do I submit the condolence payment application?", "人事総務部",
  ctx="で人事総務部に申請する", style="english")
a("PB-HR-06", "z34", "双子が生まれたら出産祝金は倍になる？", "1子につき20,000円", style="casual")
u("PB-HR-06", "z35", "おいの結婚で祝金出る？", "target-mismatch", pair="f1", style="casual", absent=["おい", "甥"],
  notes="結婚祝金は本人の結婚のみ。")
u("PB-HR-06", "z36", "入院したときの傷病見舞金はいくらですか？", "missing-item", pair="f5", gap="other-number",
  notes="本文の見舞金は災害見舞金のみ。傷病見舞金の額はない。")
# PB-HR-07 (hr)
a("PB-HR-07", "z37", "減給の上限はどう決まっていますか？", "平均賃金の1日分の半額", g=HR, cat="permission")
a("PB-HR-07", "z38", "けん責は誰が決める？", "人事総務部長", g=HR, ctx="けん責および減給は人事総務部長", style="casual",
  cat="permission")
u("PB-HR-07", "z39", "減給って最大いくらまで引かれるの？", "permission", tdoc="PB-HR-07", pair="z37", style="casual",
  notes="人事総務部限りの規程。")
# PB-FN-01
a("PB-FN-01", "z40", "原稿料から税金って引かれる？", "所得税および復興特別所得税を源泉徴収する", ver="2", style="casual")
a("PB-FN-01", "z41", "基準の何倍を超えると局長承認？", "1.5倍", ver="2", style="casual")
a("PB-FN-01", "z42", "When is the fee for an original book manuscript paid?", "原稿受領の月の翌々月末日", ver="2",
  style="english", cat="near-miss", nm="翌月末日")
u("PB-FN-01", "z43", "ポッドキャストの台本の原稿料はいくらですか？", "target-mismatch", ver="2", pair="h3",
  absent=["ポッドキャスト"], notes="基準額の列挙にポッドキャストはない。")
u("PB-FN-01", "z44", "1.5倍を超える原稿料の承認、局長不在のときは誰？", "missing-item", ver="2", pair="z41",
  style="casual", gap="condition", notes="承認者は編集局長とのみ。不在時の代行者の定めはない。")
u("PB-FN-01", "z45", "2024年2月号の原稿料の支払時期はいつでしたか？", "period", date="2024-02-01", pair="h7",
  notes="2024年4月1日施行より前の版はない。")
# PB-FN-02
a("PB-FN-02", "z46", "新書の印税率は何パーセント？", "8%", ver="2", ctx="新書：8%", style="casual", cat="near-miss",
  nm="10%")
a("PB-FN-02", "z47", "電子の印税は何の売上で計算する？", "前月1か月分の配信売上", ver="2", style="casual")
a("PB-FN-02", "z48", "When are e-book royalties paid?", "四半期末の翌月末日", ver="2", style="english")
u("PB-FN-02", "z49", "オーディオドラマ化されたときの著者への配分率は何％ですか？", "missing-item", ver="2", pair="z46",
  gap="other-number", notes="本文の率は書籍の形態別の印税率。オーディオドラマ化の配分はない。")
u("PB-FN-02", "z50", "電子書籍の印税、四半期の売上が少ない場合は繰り越し？", "missing-item", ver="2", pair="z48",
  style="casual", gap="condition", notes="支払時期のみ。少額時の繰越しの定めはない。")
# PB-FN-03
a("PB-FN-03", "z51", "取材の交通費ってどう精算する？定額？", "実費", ver="2", ctx="交通費は実費", style="casual")
a("PB-FN-03", "z52", "What is the honorarium for a two-hour interview with an individual?", "20,000円", ver="2",
  ctx="1時間を超える取材で20,000円", style="english", cat="near-miss", nm="10,000円")
a("PB-FN-03", "z53", "何円を超える取材経費から仮払いの申請になりますか？", "10万円", ver="2")
u("PB-FN-03", "z54", "取材で撮影スタジオを借りるとき、1日いくらまで？", "missing-item", ver="2", pair="j4",
  style="casual", gap="other-number", notes="本文の金額は飲食・手土産・謝礼・仮払い基準。スタジオ代の上限はない。")
u("PB-FN-03", "z55", "海外取材の場合の日当はいくらですか？", "missing-item", ver="2", pair="z51", gap="other-number",
  notes="本文の金額は飲食・手土産・謝礼・仮払い基準。海外日当はない。")
u("PB-FN-03", "z56", "2024年9月に取材先へ手土産を持参したときの上限はいくらでしたか？", "period", date="2024-09-01",
  pair="j4", notes="2024年10月1日施行より前の版はない。")
# PB-FN-04 (managers)
a("PB-FN-04", "z57", "重版部数を契約で保証してもいい？", "原則として認めない", g=MGR, style="casual", cat="permission")
a("PB-FN-04", "z58", "印税率を3ポイント上乗せする場合の決裁者は誰ですか？", "編集局長", g=MGR,
  ctx="2ポイントを超えて上乗せする場合は、編集局長", cat="permission")
u("PB-FN-04", "z59", "Can we guarantee the reprint print run in the contract?", "permission", tdoc="PB-FN-04",
  pair="z57", style="english", notes="編集長以上限りの規程。")
# PB-FN-05
a("PB-FN-05", "z60", "発注書はいつまでに渡さないといけませんか？", "作業開始前")
a("PB-FN-05", "z61", "フリーの交通費、何円超えたら事前承認？", "1件5万円", style="casual")
a("PB-FN-05", "z62", "Is the freelancer's travel cost paid together with the fee?", "報酬と別に支払う", style="english")
u("PB-FN-05", "z63", "フリーランスの報酬を前払いすることはできますか？何割まで？", "missing-item", pair="l2",
  gap="other-number", notes="本文の数は60日・5万円・3回。前払いの割合はない。")
u("PB-FN-05", "z64", "外部の校正者さんに頼むとき、発注書の様式は？", "target-mismatch", pair="l1", style="casual",
  absent=["校正者"], notes="対象職種に校正者はない。")
# PB-ED-01
a("PB-ED-01", "z65", "巻頭カラーの入稿はいつまでですか？", "発売日の30日前", ver="2")
a("PB-ED-01", "z66", "締切延長は誰が制作部と話す？", "編集長", ver="2", ctx="編集長が制作部と協議", style="casual")
a("PB-ED-01", "z67", "How many times can a deadline be extended?", "1回に限り", ver="2", style="english")
u("PB-ED-01", "z68", "週刊そよかぜの表紙の入稿締切は？", "missing-item", ver="2", pair="m2", style="casual",
  gap="condition", notes="表紙の入稿締切は月刊誌についてのみ。週刊誌の表紙はない。")
u("PB-ED-01", "z69", "電子版の配信データを制作会社に渡したあと、修正できる期限は？", "missing-item", ver="2", pair="m7",
  gap="other-number", notes="7日前は引渡し期限。修正期限はない。")
# PB-ED-02
a("PB-ED-02", "z70", "週刊誌の校正は何回？", "初校の1回", style="casual", cat="near-miss", nm="初校および再校の2回")
a("PB-ED-02", "z71", "校閲部が手一杯のときはどうしますか？", "登録された外部校閲者に委託できる")
a("PB-ED-02", "z72", "What must be verified with primary sources?", "人名、地名、年号および統計数値", style="english")
u("PB-ED-02", "z73", "人名の表記ゆれは社内ルールで統一する？表記辞典は何を使う？", "missing-item", pair="z72",
  style="casual", notes="表記の基準となる辞典の定めはない。")
u("PB-ED-02", "z74", "How many rounds of proofreading does a press release get?", "target-mismatch", pair="z70",
  style="english", absent=["プレスリリース"], notes="校正回数の列挙は書籍・月刊誌・週刊誌。プレスリリースはない。")
# PB-ED-03
a("PB-ED-03", "z75", "文庫の初版で著者に何冊渡す？", "初版20冊", style="casual", cat="near-miss", nm="初版10冊")
a("PB-ED-03", "z76", "What discount do authors get when buying extra copies?", "本体価格の20%引き", style="english",
  cat="near-miss", nm="本体価格の30%引き")
a("PB-ED-03", "z77", "単行本が重版したとき、著者への献本は何冊ですか？", "重版ごとに3冊", cat="near-miss",
  nm="重版ごとに5冊")
u("PB-ED-03", "z78", "社員が自社本を6冊以上まとめて買いたいときは？", "missing-item", pair="o8", style="casual",
  gap="condition", notes="1タイトル5冊までとのみ。超える場合の手続はない。")
u("PB-ED-03", "z79", "雑誌の寄稿者に重版分の献本はありますか？何冊ですか？", "missing-item", pair="o3",
  gap="other-number", notes="寄稿者は掲載号2冊のみ。重版分の冊数は単行本・文庫について。")
# PB-RT-01
a("PB-RT-01", "z80", "引用部分はどうやって区別する？", "かぎ括弧等で明確に区別する", style="casual")
a("PB-RT-01", "z81", "Where do I submit the quotation checklist?", "著作権管理室", ctx="様式C-1）」を著作権管理室",
  style="english")
u("PB-RT-01", "z82", "引用チェックシートを出し忘れて校了しちゃったら？", "missing-item", pair="p6", style="casual",
  notes="提出漏れ時の扱いの定めはない。")
u("PB-RT-01", "z83", "ポスターに歌詞を1行入れる場合の許諾の手続は？", "missing-item", pair="p3", gap="condition",
  notes="規程は出版物における引用・利用の基準。販促ポスターへの掲載の定めはない。")
# PB-RT-02
a("PB-RT-02", "z84", "人が写ってる写真を使うとき、何を確認する？", "被写体本人の同意", style="casual")
a("PB-RT-02", "z85", "Who gets the permission from the rights holder?", "担当編集者", style="english")
u("PB-RT-02", "z86", "建物が写っている写真は、所有者の同意が必要ですか？", "missing-item", pair="z84",
  gap="condition", notes="同意の確認は人物が写っている写真について。建物の定めはない。")
u("PB-RT-02", "z87", "ウェブの写真の許諾期間を延長する手続は？", "missing-item", pair="q6", notes="延長手続の定めはない。")
# PB-RT-03 (rights)
a("PB-RT-03", "z88", "和解金30万円なら誰が決める？", "著作権管理室長", g=RTS, ctx="50万円以下の場合は著作権管理室長",
  style="casual", cat="permission")
u("PB-RT-03", "z89", "和解金30万円の場合の決定権者は誰ですか？", "permission", tdoc="PB-RT-03", pair="z88",
  notes="著作権管理室限りの規程。")
# PB-SL-01
a("PB-SL-01", "z90", "本社のコンパクトカーは何台？", "コンパクトカー3台", ver="2", style="casual", cat="near-miss",
  nm="軽自動車4台")
a("PB-SL-01", "z91", "営業車を休日に私用で使っていいですか？", "営業車の私用は禁止する", ver="2")
a("PB-SL-01", "z92", "What system do I use to reserve a company car?", "車両予約システム", ver="2", style="english")
u("PB-SL-01", "z93", "営業車のETCカードの精算方法は？", "missing-item", ver="2", pair="z92", style="casual",
  notes="ETCカードの定めはない。")
u("PB-SL-01", "z94", "本社に軽トラックは何台ありますか？", "target-mismatch", ver="2", pair="s1",
  absent=["トラック"], notes="車種の列挙は軽自動車・コンパクトカー・ライトバン。軽トラックはない。")
u("PB-SL-01", "z95", "2024年2月時点で、営業車の予約は何時まででしたか？", "period", date="2024-02-01", pair="s5",
  notes="2024年4月1日施行より前の版はない。")
# PB-SL-02
a("PB-SL-02", "z96", "サイン会の企画書の様式は？", "「イベント企画書（様式E-2）」", style="casual")
a("PB-SL-02", "z97", "販促物は、まずどこの書店に配る？", "重点書店リストに載る書店", style="casual")
a("PB-SL-02", "z98", "Where do I report the number of copies sold after an event?", "営業管理課", style="english")
u("PB-SL-02", "z99", "サイン会の著者が日帰りなら食事代はいくらまで？", "missing-item", pair="t6", style="casual",
  gap="other-number", notes="本文の金額は謝礼・宿泊上限・販促費。食事代はない。")
u("PB-SL-02", "z100", "既刊本のフェア用POPの制作費の上限はいくらですか？", "missing-item", pair="t1", gap="condition",
  notes="上限は新刊1タイトルあたりについてのみ。既刊フェアの定めはない。")
# PB-DG-01
a("PB-DG-01", "z101", "電子書籍って紙より安くする？", "紙版の本体価格と同額", style="casual")
a("PB-DG-01", "z102", "公式SNSの投稿は誰が作りますか？", "デジタル事業部の担当者")
a("PB-DG-01", "z103", "Can an author post the cover image on social media before release?", "発売日以降に限り認める",
  style="english")
u("PB-DG-01", "z104", "電子書籍の定価を紙より高くしたい場合、誰の承認？", "missing-item", pair="z101", style="casual",
  gap="condition", notes="原則同額とのみ。例外の承認者の定めはない。")
u("PB-DG-01", "z105", "公式YouTubeのライブ配信は何時間前までに承認を得る？", "missing-item", pair="u6",
  gap="other-number", notes="承認は前日まで、報告は1時間以内。ライブ配信の承認期限はない。")
# PB-MG-01 (managers)
a("PB-MG-01", "z106", "上期の評価期間は何月から何月？", "4月から9月", g=MGR, style="casual", cat="near-miss",
  nm="10月から3月")
a("PB-MG-01", "z107", "評価への異議はどこに申し立てますか？", "人事総務部", g=MGR, ctx="日以内に人事総務部",
  cat="permission")
u("PB-MG-01", "z108", "評価の異議申立て先はどこですか？", "permission", tdoc="PB-MG-01", pair="z107",
  notes="編集長以上限りの規程。")

# ---------------------------------------------------------------- two-part (third pass)
P("z109", "有休って何日前に申請？あと半休取れる？",
  [pt("有休の申請期限", "取得日の2営業日前まで", "PB-HR-03", "2"), pt("半日単位の取得", "半日単位で取得できる", "PB-HR-03", "2")],
  doc_id="PB-HR-03", style="casual")
P("z110", "How long is the refresh leave, and can unused days be carried over to the next year?",
  [pt("リフレッシュ休暇の日数", "連続7日", "PB-HR-03", "2"), pt("未使用分の繰越し")], doc_id="PB-HR-03",
  style="english", pair="PB-HR-03:c11", notes="リフレッシュ休暇の繰越しの定めはない。")
P("z111", "千葉までのタク代上限と、チケットがないとき何日以内に精算？",
  [pt("千葉県の上限", "18,000円", "PB-HR-04", "1", "自宅が千葉県の場合：18,000円"), pt("現金払いの精算期限", "7日以内", "PB-HR-04", "1")],
  doc_id="PB-HR-04", style="casual")
P("z112", "取材謝礼（1時間以内）の基準と、謝礼の受領書の様式を教えてください。",
  [pt("1時間以内の取材の謝礼", "10,000円", "PB-FN-03", "2", "1時間以内の取材で10,000円"), pt("謝礼の受領書の様式")],
  doc_id="PB-FN-03", pair="PB-FN-03:j6", notes="受領書の様式の定めはない。")
P("z113", "カットイラストの基準額と、イラストレーターへの支払期日は？",
  [pt("カットイラストの基準額", "1点15,000円", "PB-FN-01", "2"), pt("フリーランスへの支払期日", "成果物の受領日から60日以内", "PB-FN-05", "1")],
  doc_id="PB-FN-01")
P("z114", "書籍の本文校了はいつで、見本は何部できる？",
  [pt("書籍本文の校了", "見本出来日の20日前まで", "PB-ED-01", "2"), pt("見本の部数")], doc_id="PB-ED-01",
  style="casual", pair="PB-ED-01:m5", notes="見本の部数の定めはない。")
P("z115", "月刊誌の校正回数と、月刊誌の校閲依頼の期限を教えてください。",
  [pt("月刊誌の校正回数", "初校および再校の2回", "PB-ED-02", "1"), pt("雑誌の校閲依頼期限", "作業開始希望日の3営業日前まで", "PB-ED-02", "1")],
  doc_id="PB-ED-02")
P("z116", "What is the standard fee for using one graph, and how long does the permission last for a book?",
  [pt("グラフの使用料", "10,000円", "PB-RT-02", "1", "図版・グラフ：10,000円"), pt("書籍での許諾期間", "当該版の存続期間", "PB-RT-02", "1")],
  doc_id="PB-RT-02", style="english")
P("z117", "営業車で事故ったときの部長への報告期限と、代車の手配方法は？",
  [pt("事故の報告期限", "30分以内", "PB-SL-01", "2"), pt("代車の手配方法")], doc_id="PB-SL-01", style="casual",
  pair="PB-SL-01:s8", notes="代車の手配の定めはない。")
P("z118", "イベントの販売冊数の報告期限と、サイン本の返品の扱いは？",
  [pt("販売冊数の報告期限", "イベント終了後5営業日以内", "PB-SL-02", "1"), pt("サイン本の返品の扱い")],
  doc_id="PB-SL-02", pair="PB-SL-02:t7", notes="サイン本の返品の定めはない。")
P("z119", "公式SNSはどれで、投稿は誰が承認する？",
  [pt("公式SNSアカウント", "X（旧Twitter）、Instagram、YouTubeの3つ", "PB-DG-01", "1"),
   pt("投稿の承認者", "デジタル事業部長", "PB-DG-01", "1", "前日までにデジタル事業部長")], doc_id="PB-DG-01", style="casual")
P("z120", "引用は1作品あたり何字まで？それと、写真の許諾申請書はどれ？",
  [pt("引用の字数の原則", "400字以内", "PB-RT-01", "1"), pt("写真の許諾申請書", "「使用許諾申請書（様式C-2）」", "PB-RT-02", "1")],
  doc_id="PB-RT-01", style="casual")
