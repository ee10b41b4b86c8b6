"""Two-part questions, out-of-domain questions, synonyms and DROP_KEYS."""
from common import *

DROP_KEYS = []

SYNONYMS = [
    ["有休", "有給", "年休", "年次有給休暇"],
    ["振休", "振替休日", "代休"],
    ["裁量", "裁量労働制", "みなし労働"],
    ["タクシー代", "タク代", "深夜タクシー"],
    ["原稿料", "ギャラ", "稿料"],
    ["印税", "ロイヤリティ"],
    ["前渡金", "アドバンス", "前払い印税"],
    ["献本", "見本送付"],
    ["社販", "社員購入", "社員割引"],
    ["校了", "校了日", "責了"],
    ["入稿", "原稿入れ"],
    ["校閲", "校正"],
    ["フリー", "フリーランス", "外部スタッフ"],
    ["営業車", "社用車"],
    ["コインパーキング", "駐車場代"],
    ["POP", "販促物"],
    ["X", "Twitter", "ツイッター"],
    ["インスタ", "Instagram"],
    ["忌引き", "忌引", "弔事休暇"],
    ["ボーナス", "賞与"],
]


def pt(ask, span=None, doc_id=None, ver="1", ctx=None):
    return part(ask, span=span, ver=ver, doc_id=doc_id, ctx=ctx)


# ---------------------------------------------------------------- more twins (second pass)
X = [
    # (doc, key, question, cat, kwargs)
    ("PB-HR-01", "x1", "休日出勤した日の夕飯代は会社持ちですか？", "missing-item",
     dict(ver="2", pair="a9", gap="not-defined", notes="休日出勤の食事代の補助は本規程では定めないとしている。")),
    ("PB-HR-01", "x2", "Is there a meal allowance when I work on a Sunday?", "missing-item",
     dict(ver="2", pair="a9", style="english", gap="not-defined", notes="食事代の補助は本規程では定めない。")),
    ("PB-HR-01", "x3", "業務委託のデザイナーさんのコアタイムって何時から？", "target-mismatch",
     dict(ver="2", pair="a4", style="casual", absent_topic=["デザイナー"], notes="適用は正社員と契約編集者のみ。")),
    ("PB-HR-01", "x4", "2024年1月の創業記念日は休みでしたか？", "period",
     dict(date="2024-01-01", pair="a6", notes="2024年4月1日施行より前の版はない。")),
    ("PB-HR-01", "x5", "フレックスの清算期間は何か月ですか？", "missing-item",
     dict(ver="2", pair="a5", gap="other-number", notes="本文の時刻はコアタイム・フレキシブルタイム。清算期間はない。")),
    ("PB-HR-02", "x6", "裁量やめたいとき、申出書ってどれ使う？", "missing-item",
     dict(ver="1", pair="b9", style="casual", gap="no-value", notes="解除の申出様式は別途通知するとしている。")),
    ("PB-HR-02", "x7", "営業部員の裁量労働のみなし時間は何時間ですか？", "target-mismatch",
     dict(ver="1", pair="b1", absent_topic=["営業部にも適用"], notes="営業部は対象としないと明記。")),
    ("PB-HR-02", "x8", "入社2年目の編集者が裁量に同意した場合の手当はいくら？", "missing-item",
     dict(ver="1", pair="b3", style="casual", gap="condition", notes="対象は入社3年目以上。2年目の扱いはない。")),
    ("PB-HR-02", "x9", "2024年12月の裁量労働のみなし時間は何時間でしたか？", "period",
     dict(date="2024-12-01", pair="b1", notes="2025年4月1日施行より前の版はない。")),
    ("PB-HR-03", "x10", "有休を時間単位で取りたいです。可能ですか？", "missing-item",
     dict(ver="2", pair="c3", gap="not-defined", notes="時間単位の取得は本規程では定めない。")),
    ("PB-HR-03", "x11", "How much is the bonus paid with the 10-year refresh leave?", "missing-item",
     dict(ver="2", pair="c11", style="english", gap="no-value", notes="奨励金の額は別途通知する。")),
    ("PB-HR-03", "x12", "いとこの葬儀に出る場合の特別休暇は何日？", "target-mismatch",
     dict(ver="2", pair="c7", style="casual", absent=["いとこ", "従兄弟"], notes="いとこは列挙されていない。")),
    ("PB-HR-03", "x13", "営業部員の校了明け休暇は何日以内に取る？", "target-mismatch",
     dict(ver="2", pair="c10", style="casual", absent_topic=["営業部"], notes="校了明け休暇は雑誌・書籍編集部のみ。")),
    ("PB-HR-03", "x14", "2023年11月に結婚した場合の特別休暇は何日でしたか？", "period",
     dict(date="2023-11-01", pair="c5", notes="2024年4月1日施行より前の版はない。")),
    ("PB-HR-03", "x15", "有休の残りは何日まで繰り越せますか？", "missing-item",
     dict(ver="2", pair="c2", gap="other-number", notes="本文の日数は付与日数など。繰越しの上限はない。")),
    ("PB-HR-04", "x16", "相乗りのとき、降りる順番ってどう決める？", "missing-item",
     dict(pair="d8", style="casual", gap="not-defined", notes="経路の決め方は本規程では定めない。")),
    ("PB-HR-04", "x17", "自宅が群馬県なら深夜タクシーの上限はいくらですか？", "target-mismatch",
     dict(pair="d4", absent=["群馬"], notes="上限の列挙に群馬県はない。")),
    ("PB-HR-04", "x18", "家が静岡なんだけど、タク代の上限いくら？", "target-mismatch",
     dict(pair="d2", style="casual", absent=["静岡"], notes="静岡県の上限はない。")),
    ("PB-HR-04", "x19", "2025年8月に校了で終電を逃したとき、タクシー代の上限はいくらでしたか？", "period",
     dict(date="2025-08-01", pair="d2", notes="2025年10月1日施行より前の版はない。")),
    ("PB-HR-04", "x20", "深夜タクシーを月に何回まで使えますか？", "missing-item",
     dict(pair="d1", gap="other-number", notes="本文の数は時刻・上限額・7日以内・2名以上。月間回数の上限はない。")),
    ("PB-HR-05", "x21", "契約編集者の給料って大体いくら？", "missing-item",
     dict(pair="e3", style="casual", gap="no-value", notes="賃金の額は別途定めるとしている。")),
    ("PB-HR-05", "x22", "Do contract editors get a summer bonus?", "missing-item",
     dict(pair="e3", style="english", gap="not-defined", notes="契約編集者への賞与は本規程では定めない。")),
    ("PB-HR-05", "x23", "2024年10月時点で契約編集者の通勤手当の上限はいくらでしたか？", "period",
     dict(date="2024-10-01", pair="e3", notes="2025年4月1日施行より前の版はない。")),
    ("PB-HR-06", "x24", "台風で自家用車が水没した場合の見舞金はいくらですか？", "missing-item",
     dict(pair="f5", gap="condition", notes="災害見舞金は住居の被害についてのみ。自家用車の被害はない。")),
    ("PB-HR-06", "x25", "孫が生まれたときのお祝い金ってある？", "target-mismatch",
     dict(pair="f2", style="casual", absent=["孫"], notes="出産祝金は従業員または配偶者の出産のみ。")),
    ("PB-HR-06", "x26", "2023年7月に結婚した場合、結婚祝金はいくらでしたか？", "period",
     dict(date="2023-07-01", pair="f1", notes="2023年10月1日施行より前の版はない。")),
    ("PB-HR-07", "x27", "懲戒の弁明書って何日以内に出すの？", "permission",
     dict(tdoc="PB-HR-07", pair="g4", style="casual", notes="人事総務部限りの規程。")),
    ("PB-HR-07", "x28", "懲戒記録の保存年限を教えてください。", "missing-item",
     dict(ver="1", g=HR, pair="g7", gap="no-value", notes="保存期間は別途定めるとしている。")),
    ("PB-FN-01", "x29", "装画のギャラっていくらが相場？", "missing-item",
     dict(ver="2", pair="h5", style="casual", gap="no-value", notes="装画料は個別に定めるとしている。")),
    ("PB-FN-01", "x30", "What is the manuscript fee per page for a newspaper column?", "target-mismatch",
     dict(ver="2", pair="h1", style="english", absent_topic=["新聞"], notes="新聞コラムの基準額はない。")),
    ("PB-FN-01", "x31", "インタビューのテープ起こしは1本いくら？", "target-mismatch",
     dict(ver="2", pair="h3", style="casual", absent=["テープ起こし", "書き起こし"], notes="基準額の列挙は雑誌・書き下ろし・WEB原稿とイラスト。テープ起こしはない。")),
    ("PB-FN-01", "x32", "原稿料の振込日が土日の場合は前倒しですか？", "missing-item",
     dict(ver="2", pair="h7", notes="休日の扱いの定めはない。")),
    ("PB-FN-02", "x33", "中国語版の翻訳出版で著者に入る割合は？", "missing-item",
     dict(ver="2", pair="i1", gap="not-defined", notes="海外翻訳出版の配分率は本規程では定めない。")),
    ("PB-FN-02", "x34", "What share does the author get when the book is adapted into a stage play?", "missing-item",
     dict(ver="2", pair="i1", style="english", gap="other-number", notes="本文の率は書籍の形態別の印税率。舞台化の配分はない。")),
    ("PB-FN-02", "x35", "2023年9月発行の文庫の印税率はいくつでしたか？", "period",
     dict(date="2023-09-01", pair="i2", notes="2024年4月1日施行より前の版はない。")),
    ("PB-FN-02", "x36", "印税の支払い明細って郵送？メール？", "missing-item",
     dict(ver="2", pair="i8", style="casual", notes="送付方法の定めはない。")),
    ("PB-FN-03", "x37", "飛行機で取材行く時、ビジネスクラス乗ってもいい？", "missing-item",
     dict(ver="2", pair="j7", style="casual", gap="not-defined", notes="航空機の座席クラスは本規程では定めない。")),
    ("PB-FN-03", "x38", "取材に応じた人に謝礼の代わりに自社の本を贈るなら、何冊まで？", "missing-item",
     dict(ver="2", pair="j6", gap="other-number", notes="本文の数は謝礼の金額など。本を贈る場合の冊数はない。")),
    ("PB-FN-03", "x39", "2024年8月に取材先と会食したときの上限はいくらでしたか？", "period",
     dict(date="2024-08-01", pair="j1", notes="2024年10月1日施行より前の版はない。")),
    ("PB-FN-03", "x40", "取材でレンタカー借りたら、1日いくらまで？", "missing-item",
     dict(ver="2", pair="j8", style="casual", notes="交通費は実費とのみ。レンタカーの上限はない。")),
    ("PB-FN-04", "x41", "前渡金80万円を払うときの決裁者は誰ですか？", "permission",
     dict(tdoc="PB-FN-04", pair="k6", notes="編集長以上限りの規程。")),
    ("PB-FN-04", "x42", "契約条件決裁票の保管期間は？", "permission",
     dict(tdoc="PB-FN-04", pair="k5", style="casual", notes="編集長以上限りの規程。")),
    ("PB-FN-05", "x43", "インボイス未登録のカメラマンに払うとき、消費税分は引く？", "missing-item",
     dict(pair="l6", style="casual", gap="not-defined", notes="非登録事業者への支払額の調整は本規程では定めない。")),
    ("PB-FN-05", "x44", "外部のコーディネーターに払う報酬の支払期日は？", "target-mismatch",
     dict(pair="l2", absent=["コーディネーター"], notes="対象職種にコーディネーターはない。")),
    ("PB-FN-05", "x45", "2024年11月にフリーのライターへ発注したとき、支払期日の決まりは？", "period",
     dict(date="2024-11-01", pair="l2", notes="2025年1月1日施行より前の版はない。")),
    ("PB-ED-01", "x46", "電子オリジナル小説の入稿って、いつまで？", "missing-item",
     dict(ver="2", pair="m7", style="casual", gap="no-value", notes="電子オリジナル作品の締切は別途通知する。")),
    ("PB-ED-01", "x47", "When is the final proof deadline for the quarterly literary magazine?", "target-mismatch",
     dict(ver="2", pair="m3", style="english", absent=["季刊"], notes="季刊誌の締切はない。")),
    ("PB-ED-01", "x48", "隔週刊誌の校了は発売日の何日前？", "target-mismatch",
     dict(ver="2", pair="m4", absent=["隔週"], notes="締切の列挙は月刊誌・週刊誌・書籍・電子版。隔週刊誌はない。")),
    ("PB-ED-02", "x49", "外部校閲さんの1ページ単価は？", "missing-item",
     dict(pair="n5", style="casual", gap="no-value", notes="外部校閲者の単価は別途定める。")),
    ("PB-ED-02", "x50", "2023年11月時点で、書籍の校正は何回行う決まりでしたか？", "period",
     dict(date="2023-11-01", pair="n1", notes="2024年4月1日施行より前の版はない。")),
    ("PB-ED-02", "x51", "フリーペーパーの校正は何回やりますか？", "target-mismatch",
     dict(pair="n2", absent=["フリーペーパー"], notes="フリーペーパーの定めはない。")),
    ("PB-ED-03", "x52", "Kindle版を社割で買えますか？", "missing-item",
     dict(pair="o7", gap="not-defined", notes="電子書籍の社員割引は本規程では定めない。")),
    ("PB-ED-03", "x53", "2025年5月に文庫が出た著者への献本冊数は何冊でしたか？", "period",
     dict(date="2025-05-01", pair="o2", notes="2025年7月1日施行より前の版はない。")),
    ("PB-ED-03", "x54", "テレビ局に献本する場合、何冊まで？", "target-mismatch",
     dict(pair="o4", absent=["テレビ"], notes="書評献本の列挙は新聞・雑誌・書評サイト。テレビ局はない。")),
    ("PB-RT-01", "x55", "SNSの投稿者が返事くれないんだけど、載せちゃダメ？", "missing-item",
     dict(pair="p8", style="casual", gap="not-defined", notes="許諾が得られない投稿の扱いは本規程では定めない。")),
    ("PB-RT-01", "x56", "2023年12月時点で、引用は何字以内が原則でしたか？", "period",
     dict(date="2023-12-01", pair="p1", notes="2024年4月1日施行より前の版はない。")),
    ("PB-RT-01", "x57", "論文の図を引用する場合の字数制限は？", "missing-item",
     dict(pair="p1", gap="condition", notes="字数の原則は文章の引用について。図は引用でなく許諾が必要とされ、字数の定めはない。")),
    ("PB-RT-02", "x58", "Instagramで見つけた子どもの写真、親の同意はどう取ればいい？", "missing-item",
     dict(pair="q8", gap="no-value", notes="未成年者の同意の取り方は別途定める。")),
    ("PB-RT-02", "x59", "What is the standard fee for reprinting one manga panel from another publisher?", "target-mismatch",
     dict(pair="q4", style="english", absent_topic=["漫画"], notes="使用料の列挙は写真・図版/グラフ・地図。漫画のコマはない。")),
    ("PB-RT-02", "x60", "ムックで写真を使う場合の許諾期間は？", "target-mismatch",
     dict(pair="q5", absent=["ムック"], notes="使用期間の列挙は書籍・雑誌・ウェブ媒体。ムックはない。")),
    ("PB-RT-03", "x61", "著作権侵害の一次判断は何日以内にするんですか？", "permission",
     dict(tdoc="PB-RT-03", pair="r3", notes="著作権管理室限りの規程。")),
    ("PB-SL-01", "x62", "直行直帰の日は営業車を自宅に置いていいですか？", "missing-item",
     dict(ver="2", pair="s9", gap="not-defined", notes="直行直帰時の持ち帰りは本規程では定めない。")),
    ("PB-SL-01", "x63", "札幌営業所の営業車って何台ある？", "target-mismatch",
     dict(ver="2", pair="s2", style="casual", absent=["札幌"], notes="札幌の配備はない。")),
    ("PB-SL-01", "x64", "営業車にSUVはありますか？何台？", "target-mismatch",
     dict(ver="2", pair="s3", absent=["SUV"], notes="車種の列挙にSUVはない。")),
    ("PB-SL-01", "x65", "営業車で物損事故をした場合の自己負担額はいくら？", "missing-item",
     dict(ver="2", pair="s8", gap="other-number", notes="本文の数は報告期限30分など。自己負担額はない。")),
    ("PB-SL-02", "x66", "重点書店リストに入る条件は？", "missing-item",
     dict(pair="t3", gap="no-value", notes="選定基準は別途定める。")),
    ("PB-SL-02", "x67", "2024年12月のサイン会の企画書提出期限は何日前でしたか？", "period",
     dict(date="2024-12-01", pair="t4", notes="2025年4月1日施行より前の版はない。")),
    ("PB-SL-02", "x68", "百貨店の催事でのサイン会、企画書は何日前？", "target-mismatch",
     dict(pair="t4", style="casual", absent=["百貨店"], notes="イベントの定めは書店のみ。")),
    ("PB-DG-01", "x69", "著者がnoteで本文の一部を公開したいと言っている。何ページまで？", "missing-item",
     dict(pair="u8", gap="not-defined", notes="著者がSNSで本文を引用できる分量は本規程では定めない。")),
    ("PB-DG-01", "x70", "公式LINEの投稿承認は誰？", "target-mismatch",
     dict(pair="u6", style="casual", absent=["LINE"], notes="公式SNSの列挙にLINEはない。")),
    ("PB-DG-01", "x71", "2025年5月時点で、電子書籍の試し読みは何％まででしたか？", "period",
     dict(date="2025-05-01", pair="u1", notes="2025年7月1日施行より前の版はない。")),
    ("PB-MG-01", "x72", "評価に納得いかないとき、何日以内に申し立てればいい？", "permission",
     dict(tdoc="PB-MG-01", pair="v4", style="casual", notes="編集長以上限りの規程。")),
    ("PB-HR-06", "x73", "祖母が亡くなったんだけど弔慰金いくら？", "missing-item",
     dict(pair="f4", style="casual", notes="PLACEHOLDER")),
]
for d, k, q, c, kw in X:
    if kw.get("notes") == "PLACEHOLDER":
        continue
    U(k, q, c, doc_id=d, **kw)

# ---------------------------------------------------------------- more answerable (with typos)
A("y1", "明後日に有休取りたいんだけど、今日申請して間に合う？何営業日前まで？", "取得日の2営業日前まで", ver="2",
  doc_id="PB-HR-03", style="casual")
A("y2", "深夜タクシーの報告所は、いつまでに所属長に出すんですか？", "翌営業日まで", doc_id="PB-HR-04", style="typo")
A("y3", "取材の謝例を図書カードで渡す場合の基準は？", "同じ基準による", ver="2", doc_id="PB-FN-03", style="typo")
A("y4", "営業車の運行日報の様式番合は何ですか？", "様式E-5", ver="2", doc_id="PB-SL-01", style="typo")
A("y5", "献本依頼表はどこに提出しますか？", "物流課", doc_id="PB-ED-03", style="typo")
A("y6", "写真集じゃなくて普通の書籍で写真を使う場合、許諾はいつまで有効？", "当該版の存続期間", doc_id="PB-RT-02",
  style="casual")
A("y7", "週刊そよかぜの効了は何時まで？", "発売日の4日前の22時まで", ver="2", doc_id="PB-ED-01", style="typo")
A("y8", "2027年3月に深夜タクシーで千葉まで帰った場合の上限は？", "18,000円", ver="2", doc_id="PB-HR-04",
  ctx="自宅が千葉県の場合：18,000円", cat="period", date="2027-03-01", style="casual", pair="d4")
A("y9", "2027年5月に裁量労働で深夜勤務が9回あった場合、翌月もらえる特別休暇は何日ですか？", "特別休暇1日", ver="2",
  doc_id="PB-HR-02", cat="period", date="2027-05-01", pair="b8")
A("y10", "What time must a company car be booked by?", "前営業日15時まで", ver="2", doc_id="PB-SL-01", style="english")

# ---------------------------------------------------------------- two-part questions
P("w1", "始業時刻と、休日出勤した場合の振替休日の取得期限を教えてください。",
  [pt("始業時刻", "10時", "PB-HR-01", "2", "始業は10時"), pt("振替休日の取得期限", "60日以内", "PB-HR-01", "2")],
  doc_id="PB-HR-01")
P("w2", "フレックスのコアタイム何時から？あと休日出勤の日の交通費って出る？",
  [pt("コアタイムの開始時刻", "11時", "PB-HR-01", "2", "コアタイムは11時から14時"), pt("休日出勤日の交通費")],
  doc_id="PB-HR-01", style="casual", pair="PB-HR-01:a4", notes="休日出勤日の交通費の定めはない。")
P("w3", "What is the deemed working time under the discretionary system, and what is the monthly allowance?",
  [pt("みなし労働時間", "9時間", "PB-HR-02", "1"), pt("裁量労働手当の月額", "月額45,000円", "PB-HR-02", "1")],
  doc_id="PB-HR-02", style="english")
P("w4", "裁量の深夜勤務の記録方法と、深夜勤務手当の額は？",
  [pt("深夜勤務の記録方法", "勤怠システムに開始および終了の時刻を記録する", "PB-HR-02", "1"), pt("深夜勤務手当の額")],
  doc_id="PB-HR-02", style="casual", pair="PB-HR-02:b5", notes="深夜勤務手当の額の定めはない。")
P("w5", "結婚したときの特別休暇の日数と、会社からの結婚祝金の額を教えてください。",
  [pt("本人の結婚の特別休暇", "5日", "PB-HR-03", "2", "本人が結婚するとき：5日"),
   pt("結婚祝金の額", "30,000円", "PB-HR-06", "1", "結婚祝金として30,000円")], doc_id="PB-HR-03")
P("w6", "父が亡くなった。忌引き何日で、弔慰金いくら？",
  [pt("父母の死亡の特別休暇", "5日", "PB-HR-03", "2", "配偶者、子または父母が死亡したとき：5日"),
   pt("父母の死亡の弔慰金", "30,000円", "PB-HR-06", "1", "子または父母が死亡したとき：30,000円")],
  doc_id="PB-HR-06", style="casual")
P("w7", "妻が出産したら特休は何日？出産祝金の申請書はどれ？",
  [pt("配偶者出産の特別休暇", "3日", "PB-HR-03", "2", "配偶者が出産するとき：3日"),
   pt("祝金の申請様式", "「慶弔金申請書（様式K-2）」", "PB-HR-06", "1")], doc_id="PB-HR-03", style="casual")
P("w8", "リフレッシュ休暇の日数と、その間の旅行補助の額を教えてください。",
  [pt("リフレッシュ休暇の日数", "連続7日", "PB-HR-03", "2"), pt("旅行補助の額")], doc_id="PB-HR-03",
  pair="PB-HR-03:c11", notes="旅行補助の定めはない。")
P("w9", "深夜タクシーは何時以降使えて、23区内ならいくらまで？",
  [pt("利用可能時刻", "23時30分以降", "PB-HR-04", "1"),
   pt("23区内の上限額", "8,000円", "PB-HR-04", "1", "自宅が東京23区内の場合：8,000円")], doc_id="PB-HR-04",
  style="casual")
P("w10", "深夜タクシーの報告書の様式と、タクシーアプリで配車した場合の手数料の扱いは？",
  [pt("報告書の様式", "「深夜タクシー利用報告書（様式T-1）」", "PB-HR-04", "1"), pt("配車アプリ手数料の扱い")],
  doc_id="PB-HR-04", pair="PB-HR-04:d5", notes="配車アプリの手数料の定めはない。")
P("w11", "How much is the commuting allowance cap for contract editors, and how long can a contract be renewed?",
  [pt("通勤手当の上限", "月額30,000円", "PB-HR-05", "1"), pt("更新の上限", "通算5年", "PB-HR-05", "1")],
  doc_id="PB-HR-05", style="english")
P("w12", "契約編集者の更新通知の時期と、退職金の有無は？",
  [pt("更新の有無の通知時期", "契約満了日の30日前まで", "PB-HR-05", "1"), pt("退職金の有無")],
  doc_id="PB-HR-05", pair="PB-HR-05:e2", notes="退職金の定めはない。")
P("w13", "家が全壊した場合の見舞金と、会社の社宅に入れるかどうかは？",
  [pt("全壊の見舞金", "全壊の場合50,000円", "PB-HR-06", "1"), pt("被災時の社宅入居")], doc_id="PB-HR-06",
  pair="PB-HR-06:f5", notes="社宅の定めはない。")
P("w14", "雑誌の原稿料の基準と、支払時期を教えてください。",
  [pt("雑誌の原稿料の基準額", "4,500円", "PB-FN-01", "2", "雑誌（月刊誌・週刊誌）：4,500円"),
   pt("雑誌の原稿料の支払時期", "翌月末日", "PB-FN-01", "2", "属する月の翌月末日")], doc_id="PB-FN-01")
P("w15", "かざぐるまWEBの原稿料1枚いくら？あと記事がバズったときのボーナスある？",
  [pt("WEB媒体の原稿料", "3,000円", "PB-FN-01", "2", "「かざぐるまWEB」：3,000円"), pt("記事がバズったときのボーナス")],
  doc_id="PB-FN-01", style="casual", pair="PB-FN-01:h2", notes="アクセス数に応じた追加報酬の定めはない。")
P("w16", "単行本の印税率と、初版印税の支払時期を教えてください。",
  [pt("単行本の印税率", "10%", "PB-FN-02", "2", "単行本：10%"),
   pt("初版印税の支払時期", "発行日の属する月の翌々月末日", "PB-FN-02", "2")], doc_id="PB-FN-02")
P("w17", "What is the royalty rate for paperback (bunko) editions, and when are reprint royalties paid?",
  [pt("文庫の印税率", "8%", "PB-FN-02", "2", "文庫：8%"),
   pt("重版印税の支払時期", "重版発行日の属する月の翌月末日", "PB-FN-02", "2")], doc_id="PB-FN-02", style="english")
P("w18", "電子書籍の印税率と、紙の本の印税を実売で払う場合の計算式は？",
  [pt("電子書籍の印税率", "配信売上の25%", "PB-FN-02", "2"), pt("実売印税の計算式")], doc_id="PB-FN-02",
  pair="PB-FN-02:i3", notes="紙の書籍は発行部数に基づくとのみ。実売印税の計算式はない。")
P("w19", "取材先との食事の上限と、手土産の上限はいくら？",
  [pt("取材先との飲食費の上限", "1人あたり1回10,000円", "PB-FN-03", "2"),
   pt("手土産の上限", "1件5,000円", "PB-FN-03", "2")], doc_id="PB-FN-03", style="casual")
P("w20", "取材の仮払い申請の期限と、取材中のケガの補償は？",
  [pt("仮払い申請の期限", "取材日の5営業日前まで", "PB-FN-03", "2"), pt("取材中のケガの補償")], doc_id="PB-FN-03",
  pair="PB-FN-03:j8", notes="取材中の負傷の補償の定めはない。")
P("w21", "フリーランスへの報酬の支払期日と、発注書の様式を教えてください。",
  [pt("報酬の支払期日", "成果物の受領日から60日以内", "PB-FN-05", "1"),
   pt("発注書の様式", "「業務委託発注書（様式F-1）」", "PB-FN-05", "1")], doc_id="PB-FN-05")
P("w22", "フリーのカメラマンの機材の損料は払う？交通費はどう払う？",
  [pt("機材の損料"), pt("交通費の支払方法", "領収書に基づき実費を報酬と別に支払う", "PB-FN-05", "1")],
  doc_id="PB-FN-05", style="casual", pair="PB-FN-05:l4", notes="機材の損料の定めはない。")
P("w23", "月刊誌の表紙の入稿締切と、校了の期限はいつですか？",
  [pt("表紙の入稿締切", "発売日の30日前", "PB-ED-01", "2"), pt("月刊誌の校了", "発売日の10日前の18時まで", "PB-ED-01", "2")],
  doc_id="PB-ED-01")
P("w24", "書籍のカバー校了と、しおりひもの色の決定期限は？",
  [pt("カバーの校了", "見本出来日の15日前まで", "PB-ED-01", "2"), pt("しおりひもの色の決定期限")], doc_id="PB-ED-01",
  pair="PB-ED-01:m6", notes="しおりひもの定めはない。")
P("w25", "書籍の校正回数と、書籍初校の校閲依頼の期限は？",
  [pt("書籍の校正回数", "3回", "PB-ED-02", "1", "念校の3回"),
   pt("書籍初校の校閲依頼期限", "作業開始希望日の10営業日前まで", "PB-ED-02", "1")], doc_id="PB-ED-02", style="casual")
P("w26", "疑問出しへの回答期限と、校閲部の繁忙期の受付停止期間は？",
  [pt("疑問出しへの回答期限", "5営業日以内", "PB-ED-02", "1"), pt("繁忙期の受付停止期間")], doc_id="PB-ED-02",
  pair="PB-ED-02:n6", notes="受付停止期間の定めはない。")
P("w27", "単行本の著者献本は初版で何冊？社員が買うときは何割引？",
  [pt("単行本初版の献本冊数", "初版10冊", "PB-ED-03", "1"), pt("社員購入の割引", "本体価格の30%引き", "PB-ED-03", "1")],
  doc_id="PB-ED-03", style="casual")
P("w28", "How many review copies can we send per title, and who pays shipping for them?",
  [pt("書評献本の上限冊数", "30冊", "PB-ED-03", "1", "1タイトルあたり30冊"), pt("書評献本の送料負担")],
  doc_id="PB-ED-03", style="english", pair="PB-ED-03:o4", notes="送料負担の定めはない。")
P("w29", "引用は何字以内が原則で、チェックシートはいつまでに出す？",
  [pt("引用の字数", "400字以内", "PB-RT-01", "1"), pt("チェックシートの提出期限", "校了の7日前まで", "PB-RT-01", "1")],
  doc_id="PB-RT-01", style="casual")
P("w30", "歌詞を載せるときの手続と、許諾が取れるまでの標準日数を教えてください。",
  [pt("歌詞掲載の手続", "1行であっても著作権管理室を通じて許諾を得る", "PB-RT-01", "1"), pt("許諾取得までの標準日数")],
  doc_id="PB-RT-01", pair="PB-RT-01:p3", notes="許諾までの日数の定めはない。")
P("w31", "ストックフォトのカラー写真の使用料と、雑誌での許諾期間は？",
  [pt("カラー写真の使用料", "カラー15,000円", "PB-RT-02", "1"), pt("雑誌での許諾期間", "掲載号の発売から1年間", "PB-RT-02", "1")],
  doc_id="PB-RT-02")
P("w32", "地図の使用料はいくら？あと地図の出典表記ってどう書く？",
  [pt("地図の使用料", "20,000円", "PB-RT-02", "1", "地図：20,000円"), pt("地図の出典表記の書き方")],
  doc_id="PB-RT-02", style="casual", pair="PB-RT-02:q3", notes="地図の出典表記の方法の定めはない。")
P("w33", "営業車の予約期限と、コインパーキング代の上限は？",
  [pt("予約期限", "前営業日15時まで", "PB-SL-01", "2"), pt("コインパーキング代の上限", "1日3,000円", "PB-SL-01", "2")],
  doc_id="PB-SL-01", style="casual")
P("w34", "How soon must I call the sales manager after an accident with a company car, and does the company cover the deductible?",
  [pt("事故後の報告", "30分以内", "PB-SL-01", "2"), pt("免責額の負担")], doc_id="PB-SL-01", style="english",
  pair="PB-SL-01:s8", notes="免責額の負担の定めはない。")
P("w35", "書店サイン会の企画書の提出期限と、著者への出演謝礼は？",
  [pt("企画書の提出期限", "開催日の45日前まで", "PB-SL-02", "1"), pt("出演謝礼", "1回30,000円", "PB-SL-02", "1")],
  doc_id="PB-SL-02")
P("w36", "サイン会の著者の宿泊上限と、会場の書店さんへの謝礼はいくら？",
  [pt("著者の宿泊上限", "1泊12,000円", "PB-SL-02", "1"), pt("書店への謝礼")], doc_id="PB-SL-02", style="casual",
  pair="PB-SL-02:t6", notes="書店への謝礼の定めはない。")
P("w37", "電子書籍の試し読みの範囲と、値引きセールの最長期間を教えてください。",
  [pt("試し読みの範囲", "10%以内", "PB-DG-01", "1"), pt("値引きの期間", "14日以内", "PB-DG-01", "1")], doc_id="PB-DG-01")
P("w38", "公式Xの投稿承認の期限と、フォロワー数の目標は？",
  [pt("投稿の承認期限", "前日まで", "PB-DG-01", "1", "前日までにデジタル事業部長"), pt("フォロワー数の目標")],
  doc_id="PB-DG-01", style="casual", pair="PB-DG-01:u6", notes="フォロワー数の目標の定めはない。")
P("w39", "取材で著者と会食する場合の上限と、その領収書の精算期限は？",
  [pt("著者との会食の上限", "1人あたり1回12,000円", "PB-FN-03", "2"), pt("会食の領収書の精算期限")],
  doc_id="PB-FN-03", pair="PB-FN-03:j2", notes="精算期限は仮払金についてのみ。通常の精算期限はない。")
P("w40", "校了明け休暇は雑誌だと何日以内に取る？あと校了日の深夜タクシーは何時から使える？",
  [pt("雑誌の校了明け休暇の期限", "7日以内", "PB-HR-03", "2"), pt("深夜タクシーの利用時刻", "23時30分以降", "PB-HR-04", "1")],
  doc_id="PB-HR-03", style="casual")
P("w41", "フリーランスのデザイナーへの支払期日と、修正何回超えたら追加報酬の協議か教えて",
  [pt("支払期日", "成果物の受領日から60日以内", "PB-FN-05", "1"), pt("追加報酬協議の修正回数", "3回", "PB-FN-05", "1")],
  doc_id="PB-FN-05", style="casual")
P("w42", "写真のウェブでの許諾期間と、かざぐるまWEBの原稿料の支払時期は？",
  [pt("ウェブでの写真の許諾期間", "公開から2年間", "PB-RT-02", "1"),
   pt("ウェブ媒体の原稿料の支払時期", "翌月末日", "PB-FN-01", "2", "属する月の翌月末日")], doc_id="PB-RT-02")
P("w43", "献本依頼票の期限と、書店に送る見本の冊数は？",
  [pt("献本依頼票の提出期限", "発売日の10日前まで", "PB-ED-03", "1"), pt("書店に送る見本の冊数")], doc_id="PB-ED-03",
  pair="PB-ED-03:o9", notes="書店への見本の冊数の定めはない。")
P("w44", "How many company cars does the Nagoya office have, and what is the fuel card limit per month?",
  [pt("名古屋営業所の営業車", "軽自動車1台、ライトバン1台", "PB-SL-01", "2"), pt("給油カードの月間限度額")],
  doc_id="PB-SL-01", style="english", pair="PB-SL-01:s3", notes="給油カードの限度額の定めはない。")
P("w45", "契約編集者の正社員登用試験は何年勤務で受けられて、いつ実施される？",
  [pt("受験資格の勤続年数", "通算2年以上", "PB-HR-05", "1"), pt("試験の実施月", "10月", "PB-HR-05", "1")],
  doc_id="PB-HR-05", style="casual")
P("w46", "弔慰金の申請期限と、香典を持っていく場合の会社の上限額は？",
  [pt("申請期限", "事由の発生から3か月以内", "PB-HR-06", "1"), pt("香典の上限額")], doc_id="PB-HR-06",
  pair="PB-HR-06:f6", notes="社員個人の香典の上限の定めはない。")
P("w47", "印税の明細書の様式と、明細の保存期間を教えてください。",
  [pt("明細書の様式", "「印税支払明細書（様式R-1）」", "PB-FN-02", "2"), pt("明細の保存期間")], doc_id="PB-FN-02",
  pair="PB-FN-02:i8", notes="保存期間の定めはない。")
P("w48", "漫画の試し読みの範囲と、炎上しそうな投稿の報告期限は？",
  [pt("漫画の試し読みの範囲", "第1話の全ページまで", "PB-DG-01", "1"), pt("炎上のおそれがある投稿の報告期限", "1時間以内", "PB-DG-01", "1")],
  doc_id="PB-DG-01")
P("w49", "週刊誌の校了の期限と、週刊誌の記者の取材経費の月額上限は？",
  [pt("週刊誌の校了", "発売日の4日前の22時まで", "PB-ED-01", "2"), pt("記者の取材経費の月額上限")], doc_id="PB-ED-01",
  pair="PB-ED-01:m4", notes="取材経費の月額上限の定めはない。")
P("w50", "営業車を運転できる人の条件と、営業車での喫煙はOK？",
  [pt("運転者の条件", "運転免許取得後2年以上", "PB-SL-01", "2"), pt("営業車内の喫煙")], doc_id="PB-SL-01", style="casual",
  pair="PB-SL-01:s4", notes="車内喫煙の定めはない。")
P("w51", "販促物の上限を超えたときの承認者と、販促物の在庫の保管期間は？",
  [pt("上限超過時の承認者", "営業部長の承認", "PB-SL-02", "1"), pt("販促物の在庫保管期間")], doc_id="PB-SL-02",
  pair="PB-SL-02:t3", notes="在庫保管期間の定めはない。")
P("w52", "引用の際に書くべきことと、著作権管理室の受付時間は？",
  [pt("引用時の明記事項", "著作者名および出典", "PB-RT-01", "1"), pt("著作権管理室の受付時間")], doc_id="PB-RT-01",
  pair="PB-RT-01:p2", notes="受付時間の定めはない。")

# ---------------------------------------------------------------- out-of-domain
for i, (q, st) in enumerate([
    ("今日の社員食堂のランチメニューは何ですか？", "polite"),
    ("芥川賞の次の発表っていつ？", "casual"),
    ("神保町でおすすめのカレー屋ある？", "casual"),
    ("How do I change the default font in Microsoft Word?", "english"),
    ("ふるさと納税のワンストップ特例の申請期限はいつですか？", "polite"),
    ("他社の文芸誌の発行部数を教えてください。", "polite"),
    ("What is the population of Osaka city?", "english"),
    ("InDesignでルビを振るショートカットある？", "casual"),
    ("子どもの学童保育の申込みはいつからですか？", "polite"),
    ("今年のベストセラー1位の本は何？", "casual"),
    ("Which e-reader has the best battery life?", "english"),
    ("インフルエンザの予防接種はどこの病院が安い？", "casual"),
    ("富士山の標高は何メートルですか？", "polite"),
    ("明日の東京の天気ってどう？", "casual"),
    ("国語辞典で一番収録語数が多いのはどれですか？", "polite"),
], 1):
    U(f"ood{i}", q, "out-of-domain", style=st, topic=False, doc_id="PB-OOD")
