"""Out-of-domain questions, synonym groups, and DROP_KEYS."""
from common import *

SYNONYMS = [
    ["有休", "有給", "年休", "年次有給休暇"],
    ["特休", "特別休暇"],
    ["振休", "振替休日"],
    ["裁量", "裁量労働", "裁量労働制"],
    ["フレックス", "フレックスタイム制"],
    ["在宅", "リモート", "在宅勤務", "テレワーク"],
    ["ロケ", "ロケーション撮影"],
    ["ロケ弁", "撮影現場の食事", "ケータリング"],
    ["競合プレ", "コンペ", "競合プレゼンテーション"],
    ["フリー", "フリーランス", "業務委託"],
    ["タク代", "タクシー代"],
    ["終電逃す", "終電後"],
    ["接待", "会食"],
    ["お中元", "お歳暮", "贈答"],
    ["ステマ", "ステルスマーケティング"],
    ["絵コンテ", "コンテ"],
    ["入稿", "データ入稿"],
    ["相見積もり", "相見積り", "相見積"],
    ["ノーパソ", "ノートPC", "パソコン"],
    ["USB", "USBメモリ"],
    ["生成AI", "画像生成AI"],
    ["局長", "上長"],
    ["慶弔", "慶弔見舞金"],
    ["忌引", "忌引休暇", "特別休暇"],
]

DROP_KEYS = []

# ---------------------------------------------------------------- second pass: more twins
def XU(doc_id, key, question, cat, pair, ver="1", **kw):
    U(key, question, cat, ver=ver, doc_id=doc_id, pair=f"{doc_id}:{pair}" if ":" not in pair else pair, **kw)


# gap=not-defined / no-value
XU("AG-HR-01", "z1", "台風で電車止まって午後から出社になった。これって遅刻扱い？", "missing-item", "s14", ver="2",
   style="casual", gap="not-defined", notes="交通機関の遅延による遅刻の取扱いは本規程では定めない。")
XU("AG-HR-01", "z2", "休日出勤した日の交通費って、どうやって精算すればいい？", "missing-item", "s11", ver="2",
   style="casual", gap="no-value", notes="休日出勤の日の交通費の精算方法は別途通知するとしている。")
XU("AG-HR-02", "z1", "月の途中から裁量労働になった場合、その月の手当は日割りになりますか？", "missing-item", "d3",
   gap="no-value", notes="月の途中で適用を開始した場合の計算方法は別途通知するとしている。")
XU("AG-HR-03", "z1", "親の介護で休みを取りたいのですが、介護休暇は年に何日ありますか？", "missing-item", "k8", ver="2",
   gap="not-defined", notes="介護休暇の日数は本規程では定めないとしている。")
XU("AG-HR-03", "z2", "How many days of sick-child care leave do we get per year?", "missing-item", "k8", ver="2",
   style="english", gap="not-defined", notes="子の看護休暇の日数は本規程では定めないとしている。")
XU("AG-HR-04", "z1", "If I miss the last train, will the company pay for a taxi to a nearby hotel?", "missing-item", "t3",
   ver="2", style="english", gap="not-defined", notes="自宅以外の宿泊施設への移動は本規程では定めない。")
XU("AG-HR-05", "z1", "台湾ロケの出張、ホテル代の上限っていくら？", "missing-item", "b4", style="casual",
   gap="not-defined", notes="海外出張の旅費は本規程では定めない。")
XU("AG-HR-05", "z2", "福岡出張のあと、週末そのまま現地に延泊してもいいですか？", "missing-item", "b11",
   gap="not-defined", notes="出張先での私的な延泊の取扱いは本規程では定めない。")
XU("AG-HR-06", "z1", "Can I borrow an external monitor for working from home?", "missing-item", "r5",
   style="english", gap="no-value", notes="モニター貸与の可否と台数は別途通知するとしている。")
XU("AG-HR-06", "z2", "コワーキングスペースで在宅勤務扱いにできますか？", "missing-item", "r4", gap="not-defined",
   notes="自宅以外の場所での業務の取扱いは本規程では定めない。")
XU("AG-HR-07", "z1", "フリーのコピーライターに頼むとき、単価の基準っていくら？", "missing-item", "c8", style="casual",
   gap="no-value", notes="報酬単価の基準額は別途通知するとしている。")
XU("AG-HR-10", "z1", "地震で自宅が半壊しました。災害見舞金はいくら出ますか？", "missing-item", "f3", gap="no-value",
   notes="災害見舞金の額は別途定めるとしている。")
XU("AG-GA-01", "z1", "ロケ前に仮払いで30万円ほしいんだけど、いける？", "missing-item", "e10", ver="2", style="casual",
   gap="not-defined", notes="仮払金の上限額は本規程では定めない。")
XU("AG-GA-02", "z1", "How long can I borrow the company drone for a shoot?", "missing-item", "g3", style="english",
   gap="not-defined", notes="ドローンの貸出しは本規程では定めない。")
XU("AG-PR-01", "z1", "ハワイロケのエキストラの謝礼はいくらですか？", "missing-item", "p10", ver="2", gap="no-value",
   notes="海外ロケの経費の基準は別途定めるとしている。")
XU("AG-PR-02", "z1", "クライアント都合で作り直しになった場合、外注先への追加費用は誰が負担しますか？", "missing-item",
   "o3", gap="no-value", notes="やり直しの費用負担の基準は別途定めるとしている。")
XU("AG-IT-01", "z1", "画像生成AIで作ったビジュアルを広告に使う場合のルールおしえて", "missing-item", "i7", ver="2",
   style="casual", gap="no-value", notes="生成AI画像の広告物への使用基準は別途通知するとしている。")
XU("AG-LG-01", "z1", "テレビCMの映像をインスタで流用してもいいですか？", "missing-item", "l2", ver="2",
   gap="not-defined", notes="SNSでの二次利用の可否は本規程では定めない。")
XU("AG-LG-01", "z2", "Can we repost the TV commercial on TikTok after it airs?", "missing-item", "l2", ver="2",
   style="english", gap="not-defined", notes="SNSでの二次利用の可否は本規程では定めない。")
XU("AG-LG-02", "z1", "What are the criteria for deciding whether an influencer post counts as stealth marketing?",
   "missing-item", "x9", style="english", gap="no-value", notes="ステルスマーケティングの判断基準は別途通知する。")
XU("AG-CP-01", "z1", "クライアントとゴルフ行く。プレー代って1人いくらまで出せる？", "missing-item", "n4", ver="2",
   style="casual", gap="not-defined", notes="ゴルフ接待の費用の上限は本規程では定めない。")
XU("AG-HR-08", "z1", "処分内容を社内報に載せるかどうかの基準ってある？", "missing-item", "h7", g=HR, style="casual",
   gap="not-defined", notes="処分の社内公表の基準は本規程では定めない。")
XU("AG-MG-01", "z1", "部下をグループマネージャーに昇格させる基準は何ですか？", "missing-item", "m5", g=MGR,
   gap="no-value", notes="昇格の基準は別途通知するとしている。")

# target-mismatch
XU("AG-HR-10", "z2", "弟が亡くなった場合の弔慰金はいくらですか？", "target-mismatch", "f5", absent_topic=["弟"],
   notes="弔慰金は本人・配偶者・子・父母のみ。兄弟の定めはない。")
XU("AG-HR-10", "z3", "パートさんが結婚したら、祝い金って出る？", "target-mismatch", "f2", style="casual",
   absent=["パート"], notes="結婚祝金は正社員と契約社員のみ。")
XU("AG-HR-03", "z3", "甥が亡くなったとき、特別休暇は何日もらえますか？", "target-mismatch", "k7", ver="2", absent=["甥"],
   notes="対象親族は父母・配偶者・子・祖父母・兄弟姉妹。甥はない。")
XU("AG-HR-03", "z4", "孫が亡くなった場合の忌引って何日？", "target-mismatch", "k7", ver="2", style="casual",
   absent=["孫"], notes="対象親族に孫はない。")
XU("AG-LG-02", "z2", "ペットフードの広告は全件審査の対象ですか？", "target-mismatch", "x1", absent=["ペット"],
   notes="全件審査の業種は医薬品・化粧品・健康食品・金融商品・酒類。")
XU("AG-LG-02", "z3", "車の広告って法務の審査いつも要る？", "target-mismatch", "x1", style="casual",
   absent=["自動車"], notes="全件審査の業種に自動車はない。")
XU("AG-LG-02", "z4", "美容クリニックの広告は全部審査が必要ですか？", "target-mismatch", "x1", absent=["クリニック"],
   notes="全件審査の業種に美容医療はない（医薬品・化粧品とは別）。")
XU("AG-LG-01", "z3", "屋外看板のモデルの使用期間は原則どのくらい？", "target-mismatch", "l3", ver="2", style="casual",
   absent=["看板", "屋外"], notes="使用期間はテレビCMとWeb広告のみ。")
XU("AG-GA-02", "z2", "カメラスライダーって機材質で借りれる？", "target-mismatch", "g1", style="typo",
   absent=["スライダー"], notes="貸出対象の列挙にスライダーはない。")
XU("AG-GA-02", "z3", "プロジェクターは撮影機材として借りられますか？", "target-mismatch", "g1",
   absent=["プロジェクター"], notes="貸出対象の列挙にプロジェクターはない。")
XU("AG-PR-01", "z2", "神社の境内で撮影する場合、謝礼の上限はいくらですか？", "target-mismatch", "p8", ver="2",
   absent=["神社"], notes="謝礼の上限は個人宅と飲食店のみ。")
XU("AG-CP-01", "z2", "担当者の誕生日にプレゼント贈るのは1件いくらまで？", "target-mismatch", "n7", ver="2",
   style="casual", absent=["誕生日"], notes="贈答の上限はお中元・お歳暮・慶事の祝い品・弔事のみ。")
XU("AG-HR-01", "z3", "那覇のサテライトに勤めてる人の休日って同じ？", "target-mismatch", "s8", ver="2",
   style="casual", absent=["那覇"], notes="適用は本社・大阪支社・福岡支社のみ。")
XU("AG-HR-02", "z2", "サウンドクリエイターは裁量労働制の対象になりますか？", "target-mismatch", "d1",
   absent=["サウンド"], notes="対象業務の列挙にサウンドクリエイターはない。")
XU("AG-HR-02", "z3", "Are video editors covered by the discretionary work system?", "target-mismatch", "d1",
   style="english", absent_topic=["映像編集者"], notes="対象業務は映像ディレクターで、映像編集者は挙がっていない。")
XU("AG-HR-06", "z3", "派遣さんも在宅勤務できるの？", "target-mismatch", "r1", style="casual", absent=["派遣"],
   notes="対象は正社員と契約社員。")
XU("AG-HR-07", "z2", "フリーのナレーターに頼むときも、業務委託契約所は先に結ぶ？", "target-mismatch", "c6",
   style="typo", absent=["ナレーター"], notes="列挙にナレーターはない。")
XU("AG-IT-01", "z2", "ポータブルSSDは業務で使っていいですか？", "target-mismatch", "i5", ver="2", absent=["SSD"],
   notes="外部記憶媒体の定めはUSBメモリとSDカードのみ。")
XU("AG-HR-04", "z2", "仙台に出張中、深夜まで仕事した。タクシー上限いくら？", "target-mismatch", "t5", ver="2",
   style="casual", absent=["仙台"], notes="上限額は本社・大阪支社・福岡支社のみ。")

# period (no version on the asked date)
XU("AG-HR-01", "z4", "2024年1月に土曜出勤した場合、振休はいつまでに取る決まりでしたか？", "period", "s10", ver=None,
   date="2024-01-01", notes="最初の版は2024年4月1日施行。")
XU("AG-HR-03", "z5", "2024年2月時点で、勤続10年の旅行補助っていくらだった？", "period", "k9", ver=None,
   date="2024-02-01", style="casual", notes="最初の版は2024年4月1日施行。")
XU("AG-LG-02", "z5", "2024年12月に広告審査を申請したとき、期限は何営業日前でしたか？", "period", "x3", ver=None,
   date="2024-12-01", notes="本規程は2025年1月1日施行。")
XU("AG-LG-03", "z1", "2025年3月に競合案件に入ったとき、誓約書の様式は何番だった？", "period", "w8", ver=None,
   date="2025-03-01", style="casual", notes="本規程は2025年4月1日施行。")
XU("AG-HR-07", "z3", "2025年1月時点の契約社員の通勤手当の上限はいくらでしたか？", "period", "c5", ver=None,
   date="2025-01-01", notes="本規程は2025年4月1日施行。")
XU("AG-GA-02", "z4", "2025年3月の時点で、撮影機材は最長何日借りられましたか？", "period", "g3", ver=None,
   date="2025-03-01", notes="本規程は2025年4月1日施行。")
XU("AG-HR-10", "z4", "2024年7月に結婚したときの祝金（正社員）はいくらでしたか？", "period", "f1", ver=None,
   date="2024-07-01", notes="本規程は2024年10月1日施行。")
XU("AG-LG-04", "z1", "2025年1月に受け付けた隔離違反の調査期限は何日以内でしたか？", "period", "q3", ver=None,
   date="2025-01-01", g=CMP, notes="本手続は2025年4月1日施行。")

# permission (restricted, asker without access)
XU("AG-HR-08", "z2", "懲戒の調査で自宅待機になったら、その間の給料って出るの？", "permission", "h3", ver=None,
   style="casual", notes="懲戒手続規程は人事部限定。")
XU("AG-HR-08", "z3", "Who decides on a pay cut as a disciplinary measure?", "permission", "h6", ver=None,
   style="english", notes="人事部限定の規程にのみ記載。")
XU("AG-MG-01", "z2", "二次評価は期末から何日以内に入力されますか？", "permission", "m2", ver=None,
   notes="評価者限定の基準にのみ記載。")
XU("AG-MG-01", "z3", "評価結果のフィードバック面談っていつまでにある？", "permission", "m8", ver=None, style="casual",
   notes="評価者限定の基準にのみ記載。")
XU("AG-MG-01", "z4", "C評価だと賞与の経数いくつ？", "permission", "m4", ver=None, style="typo",
   notes="評価者限定の基準にのみ記載。")
XU("AG-LG-04", "z2", "隔離違反の調査、延長されることってある？最大何日？", "permission", "q4", ver=None, style="casual",
   notes="法務審査室限定の手続にのみ記載。")
XU("AG-LG-04", "z3", "情報が漏れたと確認されたら、クライアントへは何日以内に報告しますか？", "permission", "q5",
   ver=None, notes="法務審査室限定の手続にのみ記載。")
XU("AG-LG-04", "z4", "隔離違反を報告した人の名前は誰に伝わりますか？", "permission", "q7", ver=None,
   notes="法務審査室限定の手続にのみ記載。")

# condition / other-number / misc
XU("AG-PR-01", "z3", "朝6時集合の撮影でも朝食代は出ますか？", "missing-item", "p6", ver="2", gap="condition",
   notes="朝食の上限は早朝5時前集合の撮影についての定め。6時集合の定めはない。")
XU("AG-LG-01", "z4", "テレビCMのタレント出演料の相場はいくらですか？", "missing-item", "l2", ver="2",
   gap="other-number", notes="本文の数は使用期間・期限・素材購入額。出演料の額はない。")
XU("AG-CP-01", "z3", "接待の申請を当日にしてしまった場合、後から承認を取る期限はありますか？", "missing-item", "n1",
   ver="2", gap="condition", notes="申請期限は実施の3営業日前まで。事後承認の定めはない。")

# ---------------------------------------------------------------- third pass: more answerable and twins
def XA(doc_id, key, question, span, ver="1", **kw):
    A(key, question, span, ver=ver, doc_id=doc_id, **kw)


XA("AG-HR-01", "v1", "フレキシブルタイムって何時から何時まで？", "7時から22時", ver="2", style="casual",
   cat="near-miss", nm="10時30分")
XA("AG-HR-04", "v1", "2026年6月に本社勤務でタクシー帰宅した場合、上限はいくらでしたか？", "1回12,000円", ver="1",
   cat="period", date="2026-06-01", pair="AG-HR-04:t4")
XA("AG-HR-05", "v1", "2027年1月以降、泊まりの出張の日当はいくらになりますか？", "1日につき3,000円", ver="2",
   cat="period", date="2027-01-01", pair="AG-HR-05:b7")
XA("AG-IT-01", "v1", "2026年4月にSDカードで撮影データを受け取った場合、何時間以内にサーバへ移す決まりでしたか？",
   "受領後48時間以内", ver="1", cat="period", date="2026-04-01", pair="AG-IT-01:i6")
XA("AG-CP-01", "v1", "取引先の担当者が結婚します。お祝いの品は1件いくらまで？", "1件10,000円", ver="2",
   ctx="祝い品は1件10,000円", style="casual", cat="near-miss", nm="1件5,000円")
XA("AG-LG-02", "v1", "No.1表示をするとき、注記しないといけない内容は何ですか？", "調査機関、調査時期および調査対象")
XA("AG-HR-06", "v1", "在宅にする日は、登録のほかに何をすればいい？", "チームのチャットで共有する", style="casual")
XA("AG-HR-10", "v1", "私傷病で3週間休みました。見舞金はいくらですか？", "10,000円", ctx="休業したときは、10,000円",
   cat="near-miss", nm="20,000円")
XA("AG-PR-02", "v1", "500万円を超える外注は、誰の承認が要りますか？", "制作管理部長")
XA("AG-LG-03", "v1", "競合案件に指定したら、どこに届け出るんでしたっけ", "法務審査室", ctx="法務審査室へ届け出る",
   style="casual")
XA("AG-HR-03", "v1", "How many days of bereavement leave do I get when a parent dies?", "5日",
   ver="2", ctx="父母、配偶者または子が死亡したとき：5日", style="english", cat="near-miss", nm="2日")
XA("AG-HR-02", "v1", "2027年4月以降、裁量労働の人の勤務間インターバルは何時間以上になりますか？", "11時間以上", ver="2",
   cat="period", date="2027-04-01", pair="AG-HR-02:d6")
XA("AG-GA-02", "v1", "社用車で行った撮影現場のコインパーキング代、どう精算する？", "経費精算規程により精算する",
   style="casual")
XA("AG-HR-07", "v1", "契約社員の業績手当は何月に支給されますか？", "6月", ctx="6月に業績手当")

XU("AG-CP-01", "v2", "取引先の部長が入院した。お見舞いの品は1件いくらまで？", "target-mismatch", "AG-CP-01:v1", ver="2",
   style="casual", absent_topic=["見舞"], notes="贈答の上限はお中元・お歳暮・慶事・弔事のみ。お見舞いの定めはない。")
XU("AG-HR-10", "v2", "配偶者の祖母が亡くなった場合、弔慰金はいくら出ますか？", "target-mismatch", "f5",
   absent_topic=["祖母"], notes="弔慰金は本人・配偶者・子・父母のみ。")
XU("AG-IT-01", "v2", "会社のタブレットをなくした場合も、1時間以内に連絡？", "target-mismatch", "i8", ver="2",
   style="casual", absent=["タブレット"], notes="紛失時の連絡の定めはパソコンとスマートフォン。タブレットの定めはない。")
XU("AG-GA-02", "v2", "ロケバスは総務部で借りられますか？", "target-mismatch", "g1", absent=["ロケバス"],
   notes="貸出対象は撮影機材5種と社用車。ロケバスの定めはない。")
XU("AG-LG-01", "v2", "シネアド（映画館のCM）だと、タレントの使用期間は原則どのくらい？", "target-mismatch", "l2", ver="2",
   style="casual", absent=["シネアド", "映画館"], notes="使用期間はテレビCMとWeb広告のみ。")
XU("AG-LG-02", "v2", "家電メーカーの広告は、全件法務審査になりますか？", "target-mismatch", "x1", absent=["家電"],
   notes="全件審査の業種に家電はない。")
XU("AG-HR-07", "v2", "派遣社員の契約期間の上限は何年ですか？", "target-mismatch", "c1", absent=["派遣"],
   notes="契約期間の定めは契約社員のみ。派遣社員の定めはない。")
XU("AG-HR-04", "v3", "昼間に出張先でタクシーを使う場合、上限は1回いくらですか？", "missing-item", "t4", ver="2",
   gap="condition", notes="タクシー代の上限は深夜の帰宅についての定め。日中の出張先での利用の定めはない。")
XU("AG-LG-03", "v2", "競合案件のチームは最低何人で組まないといけない？", "missing-item", "w3", style="casual",
   gap="other-number", notes="本文の数は日数・月数・時間。チームの人数の定めはない。")
XU("AG-CP-01", "v3", "同じクライアントへの接待は月に何回までOK？", "missing-item", "n1", ver="2", style="casual",
   gap="other-number", notes="本文の数は金額と日数。回数の上限はない。")
XU("AG-IT-01", "v3", "社外向け共有リンクにつけるパスワードは何文字以上ですか？", "missing-item", "i4", ver="2",
   gap="other-number", notes="14文字以上は業務用パソコンのパスワード。共有リンクのパスワードの文字数はない。")
XU("AG-HR-06", "v2", "在宅勤務の登録って、何日前から入れられる？", "missing-item", "r3", style="casual",
   gap="other-number", notes="前日の17時は登録の締切。いつから登録できるかの定めはない。")
XU("AG-MG-01", "v5", "コンペ加点って1期で最大何ポイントまで？", "permission", "m7", style="casual",
   notes="評価者限定の基準にのみ記載。")
XU("AG-HR-08", "v4", "懲戒委員会のメンバーって誰？", "permission", "h5", style="casual",
   notes="人事部限定の規程にのみ記載。")


# ---------------------------------------------------------------- more two-part questions
def pt(ask, span=None, d=None, ver="1", ctx=None):
    return part(ask, span, ver=ver, doc_id=d, ctx=ctx)


P("y1", "大阪支社のタクシー上限と、大阪出張のホテル代の上限をまとめて教えてください。",
  [pt("大阪支社の深夜タクシー代の上限", "1回10,000円", "AG-HR-04", "2"),
   pt("大阪市の宿泊料の上限", "13,000円", "AG-HR-05", "1", "大阪市は13,000円")], doc_id="AG-HR-04")
P("y2", "ロケで夜中になったときの夜食代の上限と、そのあとのタクシー代の上限（本社）って？",
  [pt("撮影が22時を超える場合の夜食の上限", "1人につき1,000円", "AG-PR-01", "2"),
   pt("本社の深夜タクシー代の上限", "1回15,000円", "AG-HR-04", "2")], doc_id="AG-PR-01", style="casual")
P("y3", "What is the minimum PC password length, and how long can an external share link stay valid?",
  [pt("PCパスワードの最低文字数", "14文字以上", "AG-IT-01", "2"), pt("社外向け共有リンクの有効期限", "最長7日", "AG-IT-01", "2")],
  doc_id="AG-IT-01", style="english")
P("y4", "外注の発注書の様式と、フリーランスへの報酬の支払日を教えて", [pt("外注の発注書の様式", "様式PR-11", "AG-PR-02"),
  pt("フリーランスへの報酬の支払日", "納品検収の月の翌月末日", "AG-HR-07")], doc_id="AG-PR-02", style="casual")
P("y5", "結婚したときの特別休暇の日数と、正社員の結婚祝金の額を教えてください。",
  [pt("本人の結婚の特別休暇の日数", "5日", "AG-HR-03", "2", "本人が結婚するとき：5日"),
   pt("正社員の結婚祝金", "30,000円", "AG-HR-10", "1", "正社員に30,000円")], doc_id="AG-HR-10")
P("y6", "エキストラを半日頼む場合の謝礼と、ロケ地に個人宅を借りる場合の謝礼の上限は？",
  [pt("エキストラの半日の謝礼", "半日6,000円", "AG-PR-01", "2"), pt("個人宅の謝礼上限", "1日50,000円", "AG-PR-01", "2")],
  doc_id="AG-PR-01")
P("y7", "How many days before the first client submission must ad review be requested, and how far in advance must an entertainment request be filed?",
  [pt("広告審査の申請期限", "5営業日前まで", "AG-LG-02"), pt("接待の申請期限", "3営業日前まで", "AG-CP-01", "2")],
  doc_id="AG-LG-02", style="english")
P("y8", "機材の予約開始時期と、社用車を運転できる条件を教えて", [pt("機材の予約開始時期", "使用日の5営業日前から", "AG-GA-02"),
  pt("社用車を運転できる条件", "運転歴3年以上の従業員に限る", "AG-GA-02")], doc_id="AG-GA-02", style="casual")
P("y9", "競合案件の打合せ場所（本社）と、競合案件の資料を印刷するときのルールは？",
  [pt("本社の競合案件の打合せ場所", "A会議室またはB会議室", "AG-LG-03"), pt("競合案件の資料の印刷", "認証印刷を使う", "AG-LG-03")],
  doc_id="AG-LG-03")
# one part stated nowhere
P("y10", "大阪支社のタクシー上限と、大阪支社の駐車場代の補助っていくら？", [pt("大阪支社の深夜タクシー代の上限", "1回10,000円",
  "AG-HR-04", "2"), pt("大阪支社の駐車場代の補助")], doc_id="AG-HR-04", style="casual", pair="AG-HR-04:t5",
  notes="駐車場代の補助の定めはない。")
P("y11", "ロケ弁の上限と、スタッフ用の飲み物代の上限を教えてください。", [pt("撮影現場の食事の上限", "1人1食につき1,500円",
  "AG-PR-01", "2"), pt("スタッフ用の飲み物代の上限")], doc_id="AG-PR-01", pair="AG-PR-01:p4",
  notes="飲み物代の定めはない。")
P("y12", "What is the review deadline for TV storyboards, and who pays the review fee?", [pt("テレビCM絵コンテの審査申請期限",
  "7営業日前まで", "AG-LG-02"), pt("審査手数料の負担")], doc_id="AG-LG-02", style="english", pair="AG-LG-02:x4",
  notes="審査手数料の定めはない。")
P("y13", "在宅勤務手当の額と、在宅用の椅子の購入補助はある？", [pt("在宅勤務手当の額", "月額3,000円", "AG-HR-06"),
  pt("在宅用の椅子の購入補助")], doc_id="AG-HR-06", style="casual", pair="AG-HR-06:r5", notes="椅子の購入補助の定めはない。")
P("y14", "お歳暮の上限と、クライアントへのお年玉付き年賀状の送付ルールを教えてください。", [pt("お歳暮の上限", "1件5,000円",
  "AG-CP-01", "2"), pt("年賀状の送付ルール")], doc_id="AG-CP-01", pair="AG-CP-01:n7", notes="年賀状の定めはない。")
P("y15", "出張の日当（日帰り）と、出張中に使ったWi-Fiルーターのレンタル代の扱いは？", [pt("日帰り出張の日当", "1,500円",
  "AG-HR-05", "1", "日帰り出張は1,500円"), pt("Wi-Fiルーターのレンタル代の扱い")], doc_id="AG-HR-05", style="casual",
  pair="AG-HR-05:b6", notes="Wi-Fiルーターのレンタル代の定めはない。")
P("y16", "Which USB sticks may be used, and what is the penalty for losing one?", [pt("使用できるUSBメモリ",
  "情報システム部が貸与する暗号化USBメモリに限る", "AG-IT-01", "2"), pt("USBメモリ紛失時の罰則")], doc_id="AG-IT-01",
  style="english", pair="AG-IT-01:i5", notes="紛失時の罰則の定めはない。")
P("y17", "三脚の貸出期間の上限と、三脚を壊したときの修理費の負坦割合は？", [pt("機材の最長貸出期間", "最長7日", "AG-GA-02"),
  pt("修理費の負担割合")], doc_id="AG-GA-02", style="typo", pair="AG-GA-02:g3", notes="修理費の負担の定めはない。")
P("y18", "競合案件を離れてから他方に入れるまでの期間と、離任時の引継書の様式を教えてください。",
  [pt("競合案件を離れた者が他方に加わるまでの期間", "6か月を経過するまで", "AG-LG-03"), pt("離任時の引継書の様式")],
  doc_id="AG-LG-03", pair="AG-LG-03:w4", notes="引継書の様式の定めはない。")

# ---------------------------------------------------------------- out-of-domain
for i, (q, st) in enumerate([
    ("社員食堂の今日の日替わりメニューは何ですか？", "polite"),
    ("確定申告で医療費控除を受けるには何が必要？", "casual"),
    ("渋谷でおすすめのランチの店ある？", "casual"),
    ("How do I set up a new iPhone with my personal Apple ID?", "english"),
    ("住民税の納付書を紛失した場合、区役所で再発行できますか？", "polite"),
    ("来年のカンヌライオンズの応募締切はいつ？", "casual"),
    ("競合他社の今期の売上高を教えてください。", "polite"),
    ("What is the capital city of Australia?", "english"),
    ("子どもの保育園の入園申込みって何月から？", "casual"),
    ("東京タワーの高さは何メートルですか？", "polite"),
    ("テレビの視聴率ってどうやって測ってるの？", "casual"),
    ("Which camera is best for vlogging under 100,000 yen?", "english"),
    ("健康診断の前日は何時から絶食すればいいですか？", "polite"),
    ("Photoshopで背景を透明にするショートカットは？", "casual"),
    ("年末ジャンボ宝くじの当選発表日はいつですか？", "polite"),
], 1):
    U(f"ood{i}", q, "out-of-domain", style=st, topic=False, doc_id="AG-OOD")
