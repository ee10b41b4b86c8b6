"""Additional twins, two-part questions and wording variants, grouped by document."""
import common
from common import A, U, P, ALL, PTN, HR, ITA


def at(doc_id):
    common._cur["doc"] = doc_id


at("TX-DOC-01")
U("m-a1", "前橋の事務所で預かった書類はどこに保管するの？", "target-mismatch", ver="2", style="casual", pair="a3",
  notes="保管場所は東京本部・横浜・さいたまのみ。", absent=["前橋"])
U("m-a2", "Where should original documents be stored at the Tachikawa office?", "target-mismatch", ver="2", style="english",
  pair="a3", notes="立川の定めはない。", absent=["立川"])
U("m-a3", "スキャンしてPDFでもらった決算書、データは何年残しとく？", "missing-item", ver="2", style="casual", pair="a8",
  gap="not-defined", notes="電子メールで受け取った書類データの保存期間は本規程では定めない。")
U("m-a4", "How long do we keep client files that arrived by email?", "missing-item", ver="2", style="english", pair="a8",
  gap="not-defined", notes="本規程では定めない。")
A("m-a5", "Within how many days after filing must we return a client's originals?", "30日以内", ver="2", style="english",
  ctx="申告書の提出日から30日以内", pair="a5")
P("m-a6", "預かった原本の東京本部での保管場所と、紛失時の報告期限を教えてください。",
  [("東京本部の保管場所", "TX-DOC-01", "2", "地下1階の第1書庫", None), ("紛失時の報告期限", "TX-DOC-01", "2", "12時間以内", None)])

at("TX-WK-01")
U("m-w1", "契約社員の繁忙期手当って出る？いくら？", "target-mismatch", ver="2", style="casual", pair="w4",
  notes="繁忙期手当は税理士・スタッフ・パートのみ。", absent=["契約社員"])
U("m-w2", "嘱託で働いている元税理士にも繁忙期手当はありますか？", "target-mismatch", ver="2", pair="w4",
  notes="嘱託の定めはない。", absent=["嘱託"])
U("m-w3", "How many Sundays can I work during busy season?", "missing-item", ver="2", style="english", pair="w8",
  gap="no-value", notes="日曜日の出勤の取扱いは別途通知。")
U("m-w4", "日曜も出ないと終わらないんだけど、何回まで出ていいの？", "missing-item", ver="2", style="casual", pair="w8",
  gap="no-value", notes="日曜日の出勤の取扱いは別途通知。")
A("m-w5", "What's the monthly overtime cap during busy season?", "1か月45時間", ver="2", style="english", cat="near-miss",
  nm="1か月70時間", pair="w2")
P("m-w6", "繁忙期の税理士の手当と、22時以降働く場合の承認者を教えて",
  [("税理士の繁忙期手当", "TX-WK-01", "2", "月額40,000円", None), ("22時以降の承認者", "TX-WK-01", "2", "所長の事前承認", None)], style="casual")
P("m-w7", "繁忙期の夕食補助の額と、深夜に帰る場合のタクシー代の上限を教えてください。",
  [("夕食補助の額", "TX-WK-01", "2", "1日1,200円", None), ("深夜帰宅のタクシー代", None)], pair="w7",
  notes="深夜帰宅のタクシー代の定めはない。")

at("TX-TR-01")
U("m-t1", "茨城の顧問先まで電車で行ったら運賃は出ますか？", "target-mismatch", ver="2", pair="t3",
  notes="対象地域は東京都・神奈川県・埼玉県のみ。", absent=["茨城"])
U("m-t2", "静岡の顧問先行くとき駐車場代出る？", "target-mismatch", ver="2", style="casual", pair="t2",
  notes="静岡の定めはない。", absent=["静岡"])
U("m-t3", "バイクで顧問先回ったら1kmいくら？", "target-mismatch", ver="2", style="casual", pair="t1",
  notes="距離単価は自家用車についてのみ。", absent=["バイク", "二輪"])
U("m-t4", "Is there a mileage rate for clients in Yamanashi?", "target-mismatch", ver="2", style="english", pair="t1",
  notes="山梨の定めはない。", absent=["山梨"])
A("m-t5", "車で行った先のパーキング代、1日の上限いくらだっけ", "1日2,500円", ver="2", style="casual", pair="t2")
P("m-t6", "マイカーのキロ単価と、高速代が出る条件は？",
  [("自家用車の距離単価", "TX-TR-01", "2", "1kmあたり30円", None), ("高速代の条件", "TX-TR-01", "2", "片道50km以上の訪問に限り", None)], style="casual")

at("TX-CF-01")
U("m-c1", "持ち出しルール破ったら減給になるの？", "missing-item", style="casual", pair="c7", gap="not-defined",
  notes="懲戒の種類は本規程では定めない。")
U("m-c2", "2024年11月の時点で、顧問先資料の持ち出しに使う様式は何でしたか？", "period", date="2024-11-01", pair="c1",
  notes="2025年4月1日より前に有効な版はない。")
A("m-c3", "How many business days can I keep client papers outside the office?", "2営業日以内", style="english", pair="c2")
P("m-c4", "USBは使っていいのかと、持出簿の保存期間を教えてください。",
  [("USBの使用可否", "TX-CF-01", "1", "USBメモリ等の外部記録媒体の使用は禁止する", None), ("持出簿の保存期間", None)], pair="c3",
  notes="持出簿の保存期間の定めはない。")

at("TX-ET-01")
U("m-e1", "贈与税の申告ってだれのOKで送信すればいい？", "target-mismatch", style="casual", pair="e3",
  notes="贈与税の定めはない。", absent=["贈与"])
U("m-e2", "法定調書合計表をeLTAXで出すときの承認者は？", "target-mismatch", style="casual", pair="e1",
  notes="法定調書の定めはない。", absent=["法定調書"])
U("m-e3", "Which department pays to renew the firm's electronic certificate?", "missing-item", style="english", pair="e7",
  gap="no-value", notes="負担部署は別途定める。")
A("m-e4", "相続税の申告を電子で出すとき、承認は何人から？", "社員税理士2名の承認", style="casual", pair="e3")
P("m-e5", "電子申告の送信期限と、e-Taxの利用者識別番号の管理部署を教えてください。",
  [("電子申告の送信期限", "TX-ET-01", "1", "申告期限の3営業日前まで", None), ("利用者識別番号の管理部署", "TX-ET-01", "1", "情報管理室", "情報管理室が管理する")])

at("TX-EX-01")
U("m-x1", "契約社員でも税理士試験の受験料を出してもらえますか？", "target-mismatch", ver="2", pair="x7",
  notes="対象は勤続1年以上のスタッフのみで、契約社員の定めはない。", absent=["契約社員"])
A("m-x2", "税理士試験ってさ、受験日当日は有休使わないとダメ？", "特別休暇（有給）", ver="2", style="casual",
  ctx="受験日は、特別休暇（有給）", pair="x1")
P("m-x3", "科目合格の祝金と、科目合格者の資格手当をそれぞれ教えてください。",
  [("科目合格の祝金", "TX-EX-01", "2", "1科目につき70,000円", None),
   ("科目合格者の資格手当", "TX-HR-04", "1", "1科目につき5,000円", None)])

at("TX-CP-01")
U("m-p1", "行政書士の職員は年間何時間の研修が必要ですか？", "target-mismatch", pair="p1",
  notes="受講時間は税理士・スタッフ・社労士のみ。", absent=["行政書士"])
U("m-p2", "e-learning hours — how are they counted toward CPE?", "missing-item", style="english", pair="p7", gap="no-value",
  notes="算入方法は別途通知。")
A("m-p3", "What's the annual CPE requirement for licensed tax accountants?", "1年度に36時間以上", style="english",
  cat="near-miss", nm="1年度に15時間以上", pair="p1")
P("m-p4", "社内研修の日時と、研修時間が足りないときの補う期限を教えて",
  [("社内研修の日時", "TX-CP-01", "1", "毎月第2水曜日の17時から", None), ("不足分を補う期限", "TX-CP-01", "1", "翌年度の第1四半期中", None)], style="casual")

at("TX-HR-01")
U("m-h1", "いとこの葬儀で休む場合、忌引は何日ですか？", "target-mismatch", pair="h5",
  notes="いとこの定めはない。", absent=["いとこ"])
U("m-h2", "配偶者の祖父母が亡くなったら何日休める？", "target-mismatch", style="casual", pair="h5",
  notes="配偶者の祖父母の定めはない。", absent=["配偶者の祖父母"])
U("m-h3", "兄弟の結婚式で休みって取れる？", "target-mismatch", style="casual", pair="h4",
  notes="結婚は本人と子のみ。兄弟姉妹の結婚の定めはない。", absent=["兄弟姉妹が結婚"])
U("m-h4", "忌引って葬儀から1か月後とかでも使える？", "missing-item", style="casual", pair="h6", gap="not-defined",
  notes="慶弔休暇の取得期限は本規程では定めない。")
A("m-h5", "How many days off do I get when my mother passes away?", "配偶者または父母が死亡したとき：5日", style="english",
  cat="near-miss", nm="祖父母または兄弟姉妹が死亡したとき：2日", pair="h5")
A("m-h6", "確定申告おわったらリフレッシュ休暇あるんだよね？いつまでに取る？", "5月31日", style="casual", pair="h3")
P("m-h7", "有休は半日でも取れるかと、繁忙期にまとまった有休を取るには誰の許可が要るかを教えてください。",
  [("半日単位の取得", "TX-HR-01", "1", "半日単位で取得することができる", None), ("繁忙期の連続取得の許可", "TX-HR-01", "1", "所長が認めた場合", None)])

at("TX-HR-02")
U("m-k1", "パートが車で通勤する場合のガソリン代の上限はいくらですか？", "target-mismatch", pair="k4",
  notes="通勤手当は公共交通機関の実費のみ。", absent=["ガソリン"])
U("m-k2", "記帳件数による昇給って具体的にいくら？", "missing-item", style="casual", pair="k5", gap="no-value",
  notes="昇給額は別途通知。")
A("m-k3", "Can part-timers handle clients' original documents when working from home?", "顧問先の原本を取り扱ってはならない",
  style="english", pair="k6")
P("m-k4", "パートの休憩時間と、パートの有休の付与日数を教えて",
  [("パートの休憩時間", "TX-HR-02", "1", "45分", None), ("パートの有休付与日数", None)], style="casual", pair="k2",
  notes="パートの年休付与日数の定めはない（休暇規程も法令による付与とするのみ）。")

at("TX-HR-03")
U("m-r1", "派遣スタッフも在宅勤務できますか？", "target-mismatch", ver="2", pair="r2",
  notes="在宅日数は税理士とスタッフのみ。", absent=["派遣"])
U("m-r2", "図書館で在宅勤務扱いにしてもいい？", "missing-item", ver="2", style="casual", pair="r6", gap="not-defined",
  notes="自宅以外の場所での勤務は本規程では定めない。")
U("m-r3", "Can I work from a coworking space instead of home?", "missing-item", ver="2", style="english", pair="r6",
  gap="not-defined", notes="自宅以外の場所での勤務は本規程では定めない。")
A("m-r4", "テレワークしたいときの申請締切って？", "前日の17時まで", ver="2", style="casual", pair="r4")
P("m-r5", "在宅手当の月額と、パートの通勤手当の上限を教えてください。",
  [("在宅手当の月額", "TX-HR-03", "2", "月額5,000円", None), ("パートの通勤手当の上限", "TX-HR-02", "1", "1か月20,000円", None)])
P("m-r6", "スタッフの在宅日数の上限と、在宅勤務の日の交通費の扱いは？",
  [("スタッフの在宅日数", "TX-HR-03", "2", "1週間に2日まで", "税理士補助（スタッフ）は1週間に2日まで"), ("在宅日の交通費", None)],
  style="casual", pair="r2", notes="在宅勤務日の交通費の定めはない。")

at("TX-HR-04")
U("m-m1", "中小企業診断士の資格手当はありますか？", "target-mismatch", pair="m1",
  notes="資格手当は税理士・社労士・科目合格者のみ。", absent=["中小企業診断士"])
U("m-m2", "宅建もってたら手当つく？", "target-mismatch", style="casual", pair="m1", notes="宅建の定めはない。",
  absent=["宅地建物", "宅建"])
U("m-m3", "行政書士の資格手当は月いくら？", "target-mismatch", style="casual", pair="m2", notes="行政書士の定めはない。",
  absent=["行政書士"])
U("m-m4", "How much is the housing allowance for staff living away from family on assignment?", "missing-item",
  style="english", pair="m5", gap="no-value", notes="単身赴任者の住宅手当は別途定める。")
U("m-m5", "2024年10月の資格手当は、税理士でいくらでしたか？", "period", date="2024-10-01", pair="m1",
  notes="2025年4月1日より前に有効な版はない。")
A("m-m6", "配偶者の扶養手当はいくらですか？", "配偶者について月額10,000円", cat="near-miss", nm="月額8,000円", pair="m4")
A("m-m7", "住宅手当の対象者って誰？", "世帯主である者", style="casual", pair="m5")
P("m-m8", "社労士の資格手当と、手当の支給日は？",
  [("社労士の資格手当", "TX-HR-04", "1", "社会保険労務士：30,000円", None), ("手当の支給日", "TX-HR-04", "1", "毎月25日", None)], style="casual")

at("TX-HR-05")
U("m-v1", "S評価だと賞与の係数いくつ？", "permission", style="casual", pair="v1", tdoc="TX-HR-05",
  notes="人事評価・昇格規程は総務人事部のみ閲覧可。")
A("m-v2", "What is the bonus multiplier for a C rating?", "Cを0.8", g=HR, cat="permission", style="english", pair="v1")

at("TX-PT-01")
U("m-n1", "What discount can an office head approve on his own?", "permission", style="english", pair="n2", tdoc="TX-PT-01",
  notes="社員税理士のみ閲覧可。")

at("TX-IT-01")
U("m-i1", "業務用タブレットをなくしたときは何時間以内に連絡しますか？", "target-mismatch", pair="i2",
  notes="紛失時の連絡は業務用パソコンと業務用携帯電話についてのみ。", absent=["タブレット"])
U("m-i2", "使っていいAIツールの一覧ってどこにある？", "missing-item", style="casual", pair="i6", gap="no-value",
  notes="一覧は別途通知。")
A("m-i3", "Do I need two-factor authentication to log in to the accounting software?", "多要素認証", style="english", pair="i1")
P("m-i4", "申告書データの送り方と、生成AIで使っていいサービスの一覧を教えてください。",
  [("申告書データの送り方", "TX-IT-01", "1", "共有ストレージのダウンロードリンク", None), ("生成AIの利用可能サービス", None)],
  pair="i3", notes="一覧は別途通知するとされ、規程本文に示されていない。")

at("TX-IT-02")
U("m-j1", "アクセス権の棚卸しって年何回やる？", "permission", style="casual", pair="j1", tdoc="TX-IT-02",
  notes="情報管理責任者のみ閲覧可。")
U("m-j2", "異動した職員の古い権限は何日以内に削除しますか？", "permission", pair="j3", tdoc="TX-IT-02",
  notes="情報管理責任者のみ閲覧可。")

at("TX-GA-01")
U("m-g1", "大阪の事務所って何時まで開いてる？", "target-mismatch", style="casual", pair="g1", notes="大阪の定めはない。",
  absent=["大阪"])
U("m-g2", "What time does the Nagoya office close?", "target-mismatch", style="english", pair="g2", notes="名古屋の定めはない。",
  absent=["名古屋"])
U("m-g3", "2024年12月の東京本部の開館時間は？", "period", date="2024-12-01", pair="g3", style="casual",
  notes="2025年4月1日より前に有効な版はない。")
A("m-g4", "東京本部の来客用駐車場は何台ありますか？", "東京本部に2台分", cat="near-miss", nm="横浜事務所に3台分", pair="g8")
A("m-g5", "最後に帰る人って何すればいい？", "警備システムを作動させる", style="casual")
P("m-g6", "臨時カードはいつ返す？あと会議室は1回何時間まで？",
  [("臨時カードの返却", "TX-GA-01", "1", "当日中に返却する", None), ("会議室の利用時間", "TX-GA-01", "1", "1回につき2時間まで", None)], style="casual")

at("TX-FN-01")
U("m-f1", "Can I get reimbursed with a handwritten receipt?", "missing-item", ver="2", style="english", pair="f6",
  gap="not-defined", notes="手書きの領収書の扱いは本規程では定めない。")
U("m-f2", "2024年9月時点の顧問先との会食の上限はいくらでしたか？", "period", date="2024-09-01", pair="f2",
  notes="2025年4月1日より前に有効な版はない。")
A("m-f3", "パートナーも来る顧問先との会食、1人いくらまで？", "1人あたり10,000円", ver="2", style="casual",
  cat="near-miss", nm="1人あたり6,000円", pair="f2")
U("m-f4", "ソフトのサブスク代は立替で払っていい？", "missing-item", ver="2", style="casual", pair="f4",
  notes="サブスクリプションの定めはない。", absent=["サブスク"])

at("TX-FN-02")
U("m-q1", "取引先の金融機関からもらった贈答品も同じ扱い？", "target-mismatch", style="casual", pair="q1",
  notes="顧問先からの贈答品の定めのみ。金融機関の定めはない。", absent=["金融機関"])
A("m-q2", "What's the value limit for gifts from clients that I'm allowed to keep?", "5,000円以下", style="english", pair="q1")
P("m-q3", "贈答品の受領報告の様式と、お歳暮の扱いを教えてください。",
  [("受領報告の様式", "TX-FN-02", "1", "贈答品受領報告書（様式G-1）", None), ("お歳暮の扱い", "TX-FN-02", "1", "事務所の職員で分け合う", None)])

at("TX-HR-06")
U("m-y1", "How many follow-up meetings are there after returning from childcare leave?", "missing-item", ver="2",
  style="english", pair="y6", gap="not-defined", notes="復職後の面談の回数は本規程では定めない。")
U("m-y2", "子の看護等休暇は1時間単位で取れますか？", "missing-item", ver="2", pair="y2", gap="condition",
  notes="時間単位の取得は介護休暇についてのみ定め、子の看護等休暇の取得単位の定めはない。")
A("m-y3", "介護する家族が2人いる場合、介護休暇は何日？", "2人以上の場合は年10日とし", ver="2", style="casual",
  cat="near-miss", nm="対象家族が1人の場合は年5日", pair="y4")

at("TX-HS-01")
U("m-s1", "肺炎球菌ワクチンも補助出る？", "target-mismatch", style="casual", pair="s5", notes="インフルエンザのみ。",
  absent=["肺炎球菌"])
U("m-s2", "Are flu shots for part-timers' family members covered?", "missing-item", style="english", pair="s5",
  gap="not-defined", notes="パートの家族の接種費用は本規程では定めない。")
A("m-s3", "2か月続けて残業60時間超えたら何がある？", "所長が業務量の調整を行う", style="casual", pair="s3e")
U("m-s4", "人間ドックの補助は家族も使える？", "missing-item", style="casual", pair="s2", gap="condition",
  notes="補助は35歳以上の職員本人についてのみ定め、家族の定めはない。", absent=["家族の人間ドック"])

at("TX-WK-02")
U("m-z1", "派遣の人もフレックスでいいの？", "target-mismatch", style="casual", pair="z1",
  notes="フレックスの対象は税理士とスタッフのみ。", absent=["派遣"])
A("m-z2", "フレックスの夜は何時まで働ける？", "15時から22時まで", style="casual", pair="z5")
A("m-z3", "How long is the lunch break under the standard hours?", "60分", style="english", pair="z2")

at("TX-SR-01")
U("m-l1", "労災の報告って誰がやるんだっけ", "missing-item", style="casual", pair="l5", gap="no-value",
  notes="担当者は別途定める。")
U("m-l2", "雇用保険の喪失届の期限は？", "target-mismatch", style="casual", pair="l2", notes="雇用保険の定めはない。",
  absent=["雇用保険"])
U("m-l3", "When is the deadline for filing the workers' comp report?", "missing-item", style="english", pair="l5",
  gap="no-value", notes="労災事故の報告手続の担当者は別途定めるとされ、期限の定めもない。")
A("m-l4", "給与計算の代行、顧問先からいつまでにデータもらえばいい？", "給与支給日の5営業日前", style="casual", pair="l3")

# ---- second batch: more unanswerable twins
at("TX-DOC-01")
U("n-a1", "預り証を紛失した顧問先への再発行の手数料はいくらですか？", "missing-item", ver="2", pair="a1",
  notes="預り証の再発行の定めはない。", absent=["再発行"])
U("n-a2", "預かった書類をスキャンして原本を先に返すことはできますか？", "missing-item", ver="2", pair="a5",
  notes="スキャンや原本の先行返却の定めはない。", absent=["スキャン"])
P("n-a3", "横浜の原本保管場所と、書庫の鍵の管理者を教えて",
  [("横浜の保管場所", "TX-DOC-01", "2", "3階の施錠書庫", None), ("書庫の鍵の管理者", None)], style="casual", pair="a3",
  notes="鍵の管理者の定めはない。")
at("TX-WK-01")
U("n-w1", "繁忙期の有休の買取りってある？", "missing-item", ver="2", style="casual", pair="w1",
  notes="年休の買取りの定めはない。", absent=["買取"])
U("n-w2", "繁忙期ってざんぎょうの深夜割増いくら？", "missing-item", ver="2", style="typo", pair="w9",
  notes="深夜割増率の定めはない。", absent=["割増"])
P("n-w3", "繁忙期手当のパートの加算額と、繁忙期明けの代休の日数を教えてください。",
  [("パートの時給加算", "TX-WK-01", "2", "150円", None), ("繁忙期明けの代休", None)], pair="w6", notes="代休の定めはない。")
at("TX-TR-01")
U("n-t1", "顧問先訪問で飛行機を使う場合、事前承認は誰がしますか？", "missing-item", ver="2", pair="t4",
  notes="航空機の定めはない。", absent=["航空", "飛行機"])
U("n-t2", "交通費精算書って紙で出すの？システム？", "missing-item", ver="2", style="casual", pair="t5b",
  notes="様式の指定のみで提出手段の定めはない。", absent=["交通費精算システム"])
P("n-t3", "高速代の条件と、ETCカードの貸与があるか教えて",
  [("高速代の条件", "TX-TR-01", "2", "片道50km以上の訪問に限り", None), ("ETCカードの貸与", None)], style="casual", pair="t3",
  notes="ETCカードの定めはない。")
at("TX-CF-01")
U("n-c1", "顧問先の資料を自宅で郵便受けとりするのはOK？", "missing-item", style="casual", pair="c1",
  notes="自宅での郵便受取りの定めはない。", absent=["郵便受"])
U("n-c2", "守秘義務の誓約書は何年ごとに出し直しますか？", "missing-item", pair="c5", notes="誓約書の定めはない。",
  absent=["誓約書"])
at("TX-ET-01")
U("n-e1", "e-Taxの送信って土日にやってもいいの？", "missing-item", style="casual", pair="e4", notes="送信曜日の定めはない。",
  absent=["土日"])
P("n-e2", "相続税の申告の承認人数と、相続税申告の報酬加算を教えてください。",
  [("相続税の承認人数", "TX-ET-01", "1", "社員税理士2名の承認", None), ("相続税申告の報酬加算", None)], pair="e3",
  notes="報酬加算の定めはない。")
at("TX-EX-01")
U("n-x1", "しけんの前の週まるっと休める？", "missing-item", ver="2", style="typo", pair="x1", gap="other-number",
  notes="前日1日の特別休暇の定めのみで、前週の休暇の定めはない。", absent=["前週"])
U("n-x2", "模試の受験料も補助の対象ですか？", "missing-item", ver="2", pair="x7", notes="模試の定めはない。", absent=["模試"])
at("TX-CP-01")
U("n-p1", "研修の講師をした時間は受講時間に含まれますか？", "missing-item", pair="p1", notes="講師の定めはない。", absent=["講師"])
U("n-p2", "けんしゅうの報告書ってどこに出す？", "missing-item", style="typo", pair="p6",
  notes="報告書の提出先の定めはない。", absent=["報告書を提出する先"])
at("TX-HR-01")
U("n-h1", "有休の繰越って何日まで？", "missing-item", style="casual", pair="h1", notes="繰越の定めはない（法令による付与とするのみ）。",
  absent=["年次有給休暇の繰越"])
P("n-h2", "結婚休暇は何日で、結婚祝い金はいくら？",
  [("本人の結婚休暇", "TX-HR-01", "1", "本人が結婚するとき：5日", None), ("結婚祝い金", None)], style="casual", pair="h4",
  notes="祝い金の定めはない。")
at("TX-HR-02")
U("n-k1", "パートの時給の最低額はいくらですか？", "missing-item", pair="k5", notes="時給額の定めはない。", absent=["最低"])
at("TX-HR-03")
U("n-r1", "在宅勤務の日の昼食代の補助はありますか？", "missing-item", ver="2", pair="r5", notes="昼食代の定めはない。",
  absent=["昼食"])
P("n-r2", "繁忙期の在宅上限と、在宅中の中抜けのルールを教えて",
  [("繁忙期の在宅上限", "TX-HR-03", "2", "1週間に1日まで", None), ("中抜けのルール", None)], style="casual", pair="r3",
  notes="中抜けの定めはない。")
at("TX-HR-04")
U("n-m1", "扶養手当は子ども何人までもらえますか？", "missing-item", pair="m4", notes="人数上限の定めはない。",
  absent=["人まで支給"])
at("TX-GA-01")
U("n-g1", "事務所に自転車で来るとき駐輪場ある？", "missing-item", style="casual", pair="g8", notes="駐輪場の定めはない。",
  absent=["駐輪"])
P("n-g2", "会議室の予約締切と、会議室でのお茶出しの担当を教えてください。",
  [("会議室の予約締切", "TX-GA-01", "1", "前営業日の17時まで", None), ("お茶出しの担当", None)], pair="g6",
  notes="お茶出しの定めはない。")
at("TX-FN-01")
U("n-f1", "経費の振込って毎月何日？", "missing-item", ver="2", style="casual", pair="f1", notes="振込日の定めはない。",
  absent=["振込日"])
at("TX-FN-02")
U("n-q1", "顧問先からの年賀状への返信は必要ですか？", "missing-item", pair="q6", notes="年賀状の定めはない。", absent=["年賀"])
at("TX-HS-01")
U("n-s1", "健康診断の再検査って勤務時間中に行っていい？", "missing-item", style="casual", pair="s1", notes="再検査の定めはない。",
  absent=["再検査"])
at("TX-WK-02")
U("n-z1", "フレックスの人の遅刻って何分から？", "missing-item", style="casual", pair="z1", notes="遅刻の定めはない。",
  absent=["遅刻"])
at("TX-SR-01")
U("n-l1", "顧問先の36協定の届出は何日前までに出しますか？", "missing-item", pair="l1", notes="36協定の定めはない。",
  absent=["36協定"])
