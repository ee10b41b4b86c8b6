"""Additional twins (target-mismatch, not-defined/no-value, period, permission) and casual/typo wording."""
import re
from common import *


def u(d, key, q, cat, pair, **kw):
    U(key, q, cat, doc_id=d, pair=f"{d}:{pair}" if ":" not in pair else pair, **kw)


def a(d, key, q, span, **kw):
    if "pair" in kw and kw["pair"] and ":" not in kw["pair"]:
        kw["pair"] = f"{d}:{kw['pair']}"
    A(key, q, span, doc_id=d, **kw)


# ---- target-mismatch
u("PH-HR-01", "zz1", "神戸研究所もコアタイムあるの？何時から？", "target-mismatch", "a1", ver="2", style="casual",
  absent=["神戸"], notes="コアタイムは本社とつくば研究所の定め。神戸研究所はない。")
u("PH-HR-01", "zz2", "大阪工場の1直って何時スタート？", "target-mismatch", "a4", ver="2", style="casual",
  absent=["大阪工場"], notes="3交替制は静岡工場・富山工場の製造部門の定め。大阪工場はない。")
u("PH-HR-03", "zz3", "ひいおばあちゃんが亡くなった。忌引き何日？", "target-mismatch", "c4", style="casual",
  absent=["曾祖", "曽祖"], notes="慶弔休暇の対象に曾祖父母はない。")
u("PH-HR-03", "zz4", "甥っ子の結婚式に出るけど、特別休暇ってある？", "target-mismatch", "c2", style="casual",
  absent=["甥"], notes="結婚の休暇は本人と子の結婚のみ。甥の結婚はない。")
u("PH-HR-04", "zz5", "社労士の資格持ってたら手当いくら？", "target-mismatch", "d7", style="casual",
  absent=["社会保険労務士", "社労士"], notes="資格手当の一覧に社会保険労務士はない。")
u("PH-HR-04", "zz6", "Is there a monthly allowance for an MBA degree?", "target-mismatch", "d6", style="english",
  absent=["MBA"], notes="資格手当の一覧にMBAはない。")
u("PH-TR-02", "zz7", "メキシコの工場監査に行くんだけど、日当いくら？", "target-mismatch", "u5", style="casual",
  absent=["メキシコ"], notes="メキシコは地域区分に挙がっていない。")
u("PH-TR-02", "zz8", "What is the hotel cap for a trip to Malaysia?", "target-mismatch", "u3", style="english",
  absent=["マレーシア"], notes="マレーシアは地域区分に挙がっていない。")
u("PH-TR-02", "zz9", "ケニアでの治験施設訪問、日当は？", "target-mismatch", "u1", style="casual",
  absent=["ケニア"], notes="ケニアは地域区分に挙がっていない。")
u("PH-MR-01", "zz10", "高松営業所って冬タイヤいつから？", "target-mismatch", "m12", ver="2", style="casual",
  absent=["高松"], notes="冬用タイヤの期間の定めに高松営業所はない。")
u("PH-MR-01", "zz11", "軽自動車の社用車に替えてもらうことはできますか？", "target-mismatch", "m9", ver="2",
  absent=["軽自動車"], notes="車両はハイブリッド車（1,800cc以下）と四輪駆動車の定め。軽自動車はない。")
u("PH-RD-02", "zz12", "ハムスターの飼育室の温度って何度？", "target-mismatch", "x7", style="casual",
  absent=["ハムスター"], notes="飼育動物の一覧にハムスターはない。")
u("PH-RD-02", "zz13", "ミニブタの飼育室の温度は何度に保ちますか？", "target-mismatch", "x7",
  absent=["ブタ", "豚"], notes="飼育室の温度はマウス・ラットとウサギ・イヌの定め。ブタはない。")
u("PH-GA-01", "zz14", "新潟工場の入構申請は何日前までですか？", "target-mismatch", "l1",
  absent=["新潟"], notes="入構の定めは静岡工場と富山工場。新潟工場はない。")
u("PH-GA-01", "zz15", "工場の食堂エリアも安全靴いる？", "target-mismatch", "l5", style="casual",
  absent=["食堂"], notes="保護具は製造区域と倉庫区域の定め。食堂はない。")
u("PH-IT-01", "zz16", "SDカードでデータ持ち出すのはあり？", "target-mismatch", "i3", style="casual",
  absent=["SDカード"], notes="外部記録媒体の定めはUSBメモリのみ。SDカードはない。")
u("PH-CL-01", "zz17", "使用成績調査のデータは何日以内に入力してもらう？", "target-mismatch", "y6", ver="2", style="casual",
  absent=["使用成績調査"], notes="本規程は治験の定め。使用成績調査は挙がっていない。")
u("PH-TR-01", "zz18", "フェリーで出張するのってOK？", "target-mismatch", "t13", ver="2", style="casual",
  absent=["フェリー", "船"], notes="交通機関は鉄道・航空機・タクシー。フェリーはない。")

# ---- not-defined / no-value
u("PH-HR-01", "zz21", "年末年始って富山工場の3直は動いてる？", "missing-item", "a5", ver="2", gap="no-value", style="casual",
  notes="工場の年末年始の勤務体制は「別途通知する」とされるのみ。")
u("PH-HR-02", "zz22", "静岡工場の計画年休って8月の何日？", "missing-item", "b15", ver="2", gap="no-value", style="casual",
  notes="工場の計画的付与日は工場長が「別途定める」とされるのみ。")
u("PH-HR-03", "zz23", "取引先のお葬式に参列する場合、香典はいくら包めばいい？", "missing-item", "c13", gap="not-defined",
  style="casual", notes="取引先の慶弔の取扱いは本規程では定めない（第7条）。")
u("PH-HR-04", "zz24", "Do part-time pharmacists receive the qualification allowance?", "missing-item", "d3",
  gap="not-defined", style="english", notes="パートタイマーへの資格手当は本規程では定めない（第2条）。")
u("PH-HR-05", "zz25", "在宅ばっかりだと通勤定期ってどうなるの？", "missing-item", "e3", ver="2", gap="no-value",
  style="casual", notes="在宅勤務日の多い者の通勤手当は「別途通知する」とされるのみ。")
u("PH-TR-01", "zz26", "外部研修の受講料って会社が払ってくれる？", "missing-item", "t18", ver="2", gap="no-value",
  style="casual", notes="研修受講料の負担区分は研究開発本部が「別途定める」とされるのみ。")
u("PH-MR-02", "zz27", "Can we donate to a hospital, and up to what amount?", "missing-item", "n17", ver="2",
  gap="not-defined", style="english", notes="医療機関への寄附は本基準では定めない（第6条）。")
u("PH-MR-02", "zz28", "看護師さんに講演お願いしたら謝礼いくらまで？", "missing-item", "n10", ver="2", gap="no-value",
  style="casual", notes="医師以外の医療関係者の講演料は「別途定める」とされるのみ。")
u("PH-QA-01", "zz29", "治験薬の製造で出た逸脱のCAPAっていつまで？", "missing-item", "q12", ver="2", gap="not-defined",
  style="casual", notes="つくば研究所の治験薬製造の逸脱は本手順では定めない（第8条）。")
u("PH-QA-02", "zz30", "偽造品っぽい包装の苦情が来た。誰にいつまでに上げる？", "missing-item", "r3", gap="no-value",
  style="casual", notes="偽造品の疑いがある苦情の報告手順は「別途定める」とされるのみ。")
u("PH-QA-02", "zz31", "Who handles quality complaints on exported products?", "missing-item", "r1", gap="not-defined",
  style="english", notes="輸出製品の苦情の取扱いは本規程では定めない。")
u("PH-QA-03", "zz32", "無菌衣って1日何回替える？", "missing-item", "s10", gap="not-defined", style="casual",
  notes="無菌衣の交換頻度は本手順では定めない（第7条）。")
u("PH-CL-01", "zz33", "How often are CROs audited for data management?", "missing-item", "y4", ver="2", gap="no-value",
  style="english", notes="CROの監査頻度は「別途定める」とされるのみ。")
u("PH-GA-01", "zz34", "静岡工場に車で通いたい。許可の条件って？", "missing-item", "l11", gap="no-value", style="casual",
  notes="車両通勤の許可基準は各工場が「別途定める」とされるのみ。")
u("PH-GA-02", "zz35", "アメリカ赴任の支度金はいくら？", "missing-item", "o6", ver="2", gap="not-defined", style="casual",
  notes="海外への赴任の条件は本規程では定めない（第7条）。")
u("PH-RD-01", "zz36", "共同研究先の企業にラボノートを見せてもいい？", "missing-item", "w9", gap="not-defined",
  style="casual", notes="共同研究先との研究ノートの共有範囲は本規程では定めない（第8条）。")
u("PH-RD-02", "zz37", "テレビ局から動物実験の取材依頼が来た。どう対応する？", "missing-item", "x10", gap="no-value",
  style="casual", notes="外部からの問合せ対応は広報部が「別途定める」とされるのみ。")
u("PH-MR-03", "zz38", "訪問規制違反したMRって減給になる？", "missing-item", "k10", gap="not-defined", style="casual",
  notes="訪問規制違反の社内処分は本規程では定めない（第7条）。")
u("PH-QA-04", "zz40", "回収費用は品証と営業どっちの予算？", "missing-item", "v9", g=QA, ver="1", gap="not-defined",
  style="casual", notes="回収費用の部門間の負担は本手順では定めない。")
u("PH-HR-07", "zz41", "D評価の昇給率ってどのくらい？", "missing-item", "g7", g=HR, ver="1", gap="no-value",
  style="casual", notes="C・D評価の昇給率は「別途定める」とされるのみ。")
u("PH-HR-06", "zz42", "部長に昇格するための条件は？", "missing-item", "f12", g=MGR, ver="1", gap="not-defined",
  style="casual", notes="昇格の要件は本要領では定めない。")

# ---- period (no version valid on the asked date)
u("PH-HR-01", "zz43", "2025年2月、工場の3直の手当っていくらだった？", "period", "a5", date="2025-02-01", style="casual",
  notes="PH-HR-01は2025-04-01施行。2025年2月に有効な版はない。")
u("PH-HR-03", "zz44", "2023年12月に祖父が亡くなった時の忌引きは何日でしたか？", "period", "c4", date="2023-12-01",
  notes="PH-HR-03は2024-04-01施行。2023年12月に有効な版はない。")
u("PH-HR-05", "zz45", "2024年12月って在宅週何日までだった？", "period", "e1", date="2024-12-01", style="casual",
  notes="PH-HR-05は2025-04-01施行。2024年12月に有効な版はない。")
u("PH-TR-02", "zz46", "2024年11月の海外出張申請は何週間前までが期限でしたか？", "period", "u10", date="2024-11-01",
  notes="PH-TR-02は2025-01-01施行。2024年11月に有効な版はない。")
u("PH-MR-02", "zz47", "2025年3月の意見交換会、飲食は1人いくらまでだった？", "period", "n3", date="2025-03-01",
  style="casual", notes="PH-MR-02は2025-04-01施行。2025年3月に有効な版はない。")
u("PH-QA-01", "zz48", "2025年2月に起きた逸脱の調査期限（重大）は何日以内でしたか？", "period", "q10", date="2025-02-01",
  notes="PH-QA-01は2025-04-01施行。2025年2月に有効な版はない。")
u("PH-QA-02", "zz49", "2024年5月の時点で、苦情の最終回答期限は何日でしたか？", "period", "r7", date="2024-05-01",
  notes="PH-QA-02は2024-10-01施行。2024年5月に有効な版はない。")
u("PH-QA-03", "zz50", "2025年2月、グレードBの同時入室は何人までだった？", "period", "s1", date="2025-02-01",
  style="casual", notes="PH-QA-03は2025-04-01施行。2025年2月に有効な版はない。")
u("PH-RD-01", "zz51", "2024年1月の時点で、研究ノートの保存期間は何年でしたか？", "period", "w4", date="2024-01-01",
  notes="PH-RD-01は2024-04-01施行。2024年1月に有効な版はない。")
u("PH-CL-01", "zz52", "2025年3月のEDC入力期限は来院から何日だった？", "period", "y6", date="2025-03-01", style="casual",
  notes="PH-CL-01は2025-04-01施行。2025年3月に有効な版はない。")
u("PH-GA-02", "zz53", "2025年1月に転勤した人の支度金（単身）はいくらでしたか？", "period", "o7", date="2025-01-01",
  notes="PH-GA-02は2025-04-01施行。2025年1月に有効な版はない。")
u("PH-HR-04", "zz54", "2024年2月の獣医師の資格手当はいくらでしたか？", "period", "d6", date="2024-02-01",
  notes="PH-HR-04は2024-04-01施行。2024年2月に有効な版はない。")
u("PH-MR-03", "zz55", "2025年1月時点で試供品は月何箱まで渡せた？", "period", "k5", date="2025-01-01", style="casual",
  notes="PH-MR-03は2025-04-01施行。2025年1月に有効な版はない。")
u("PH-HR-06", "zz56", "2025年2月の時点で、S評価は部門の何%以内でしたか？", "period", "f3", g=MGR, date="2025-02-01",
  notes="PH-HR-06は2025-04-01施行。2025年2月に有効な版はない。")
u("PH-QA-04", "zz57", "2025年3月時点のクラスI回収の連絡開始期限は？", "period", "v3", g=QA, date="2025-03-01",
  notes="PH-QA-04は2025-04-01施行。2025年3月に有効な版はない。")
u("PH-GA-01", "zz58", "2024年7月に工事業者を入れる場合、何営業日前に申請が必要でしたか？", "period", "l2",
  date="2024-07-01", notes="PH-GA-01は2024-10-01施行。2024年7月に有効な版はない。")

# ---- permission (restricted rule, asker without the group)
u("PH-HR-06", "zz59", "A評価って部署の何割までつけていい？", "permission", "f5", ver="1", style="casual",
  notes="評価分布はPH-HR-06（managers）にのみある。")
u("PH-HR-06", "zz60", "評価のフィードバック面談はいつまでにしてもらえる？", "permission", "f11", ver="1", style="casual",
  notes="フィードバック面談の期限はPH-HR-06（managers）にのみある。")
u("PH-HR-06", "zz61", "評価に納得いかない。異議申立ての様式は何番？", "permission", "f12", ver="1", style="casual",
  notes="異議申立ての様式はPH-HR-06（managers）にのみある。")
u("PH-HR-07", "zz62", "冬のボーナスの支給日はいつですか？", "permission", "g3", ver="1",
  notes="賞与の支給日はPH-HR-07（hr）にのみある。")
u("PH-HR-07", "zz63", "契約社員のボーナスって上限ある？", "permission", "g12", ver="1", style="casual",
  notes="契約社員の賞与の上限はPH-HR-07（hr）にのみある。")
u("PH-HR-07", "zz64", "12月の賞与の算定期間はいつからいつまで？", "permission", "g4", ver="1", style="casual",
  notes="算定期間はPH-HR-07（hr）にのみある。")
u("PH-QA-04", "zz65", "回収品って何年とっとくの？", "permission", "v9", ver="1", style="casual",
  notes="回収品の保管期間はPH-QA-04（qa）にのみある。")
u("PH-QA-04", "zz66", "回収の進捗報告は毎週何曜日ですか？", "permission", "v8", ver="1",
  notes="進捗報告の曜日はPH-QA-04（qa）にのみある。")
u("PH-QA-04", "zz67", "Who sits on the recall decision meeting?", "permission", "v12", ver="1", style="english",
  notes="判定会議の構成員はPH-QA-04（qa）にのみある。")

# ---- condition / other-number twins (extra)
u("PH-TR-01", "zz69", "日帰り出張で片道100km以上なら、昼食代の補助はいくら？", "missing-item", "t8", ver="2",
  gap="other-number", absent=["昼食"], notes="100kmは日当の条件、1,000円は日当。昼食代の補助額ではない。")
u("PH-MR-01", "zz70", "MRの社用車、年間走行距離の上限は何km？", "missing-item", "m18", ver="2", gap="other-number",
  style="casual", absent=["走行距離の上限"], notes="走行距離は月間距離の報告期限（翌月3営業日以内）の定めのみで、上限距離はない。")
u("PH-GA-01", "zz72", "深夜業の人の健診、費用は会社がいくらまで出す？", "missing-item", "l7", gap="other-number",
  style="casual", absent=["健診費用", "健康診断の費用"], notes="6か月ごとは頻度。費用の上限は書かれていない。")
u("PH-CL-02", "zz73", "非重篤なAE、治験責任医師への連絡は何日以内？", "missing-item", "z6", gap="other-number",
  style="casual", notes="翌月15日は社内（安全性情報管理部）への報告期限で、医師への連絡期限ではない。")
u("PH-IT-01", "zz74", "社内メールの添付ファイルは何MBまで？", "missing-item", "i5", gap="condition", style="casual",
  absent_topic=["社内へのメール", "社内メール"], notes="10MBの定めは社外へのメールについて。社内メールの添付上限は書かれていない。")
# ---- typo
a("PH-HR-02", "zz76", "有級の事後申請って出勤後なん日以内？", "出勤後2営業日以内", ver="2", style="typo")
a("PH-MR-01", "zz77", "社用者で事故したときの報告書の様式番号は？", "様式MR-2", ver="2", style="typo")
a("PH-QA-01", "zz78", "逸脱報告所は何営業日以内に提出？", "発見から2営業日以内", ver="2", style="typo")
u("PH-TR-02", "zz79", "ポルトガル出張の日等はいくら？", "target-mismatch", "u1", style="typo", absent=["ポルトガル"],
  notes="ポルトガルは地域区分に挙がっていない。")
a("PH-RD-01", "zz80", "研究ノート無くしたら、紛失とどけは何日以内に出せばいい？", "3日以内", style="typo")


def p2(d, key, q, parts, **kw):
    if "pair" in kw and kw["pair"] and ":" not in kw["pair"]:
        kw["pair"] = f"{d}:{kw['pair']}"
    P(key, q, parts, doc_id=d, **kw)


# ---- more two-part questions
p2("PH-HR-01", "zy1", "3直の手当と、3直明けの休みって何日もらえるの？", [
    part("3直の交替勤務手当", "3,000円", ver="2"),
    part("3直明けの休日の日数")], ver="2", pair="a5", style="casual", absent=["明けの休"])
p2("PH-HR-02", "zy2", "時間休は年何日分までで、半休は何回まで？", [
    part("時間単位の取得の上限", "年5日分", ver="2"),
    part("半日単位の取得回数の上限", "年20回まで", ver="2")], style="casual")
p2("PH-HR-02", "zy3", "積立休暇の上限日数と、積立休暇を使うときの診断書の要否は？", [
    part("積立休暇の上限日数", "通算60日", ver="2"),
    part("積立休暇使用時の診断書の要否")], ver="2", pair="b11", style="casual", absent=["診断書"])
p2("PH-HR-03", "zy4", "父が亡くなった。忌引き何日で、弔慰金いくら？", [
    part("父母の死亡の慶弔休暇", "5日", ctx="配偶者、子または父母の死亡：5日"),
    part("父母の死亡の弔慰金", "50,000円", ctx="子または父母の死亡には50,000円")], style="casual")
p2("PH-HR-03", "zy5", "祖父が亡くなった時の休暇日数と、会社からの供花の有無を教えて。", [
    part("祖父母の死亡の慶弔休暇", "3日", ctx="兄弟姉妹または配偶者の父母の死亡：3日"),
    part("祖父母の死亡の際の会社からの供花")], pair="c4", style="casual", absent=["供花を"])
p2("PH-TR-01", "zy6", "仮払いっていくら超えたら申請できて、出張の日当（泊まり）はいくら？", [
    part("仮払申請ができる旅費の額", "50,000円", ver="2"),
    part("宿泊を伴う出張の日当", "2,000円", ctx="1日2,000円", ver="2")], style="casual")
p2("PH-TR-02", "zy7", "タイ出張の日当と、現地での通訳の手配費用の上限は？", [
    part("区分B（タイ）の日当", "5,000円", ctx="日当5,000円"),
    part("通訳の手配費用の上限")], pair="u5", style="casual", absent=["通訳"])
p2("PH-MR-01", "zy8", "社用車の洗車は月何回で、タイヤ交換費用の上限はいくら？", [
    part("洗車の精算回数", "月2回まで", ver="2"),
    part("タイヤ交換費用の上限")], ver="2", pair="m5", style="casual", absent=["タイヤ交換"])
p2("PH-MR-02", "zy9", "教授の講演料上限（1時間）と、講演の最低時間は？", [
    part("大学教授の1時間あたりの講演料上限", "150,000円", ver="2"),
    part("講演の最低時間")], ver="2", pair="n8", style="casual", absent=["最低"])
p2("PH-QA-02", "zy10", "苦情の記録の保存期間と、苦情の件数を月報で報告する期限を教えてください。", [
    part("苦情記録の保存期間", "有効期間の満了後5年間"),
    part("苦情件数の月報の期限")], pair="r9", absent=["月報"])
p2("PH-QA-03", "zy11", "グレードCの見学申請期限と、見学者用の更衣の手順書番号は？", [
    part("見学の入室申請期限", "見学日の5営業日前まで"),
    part("見学者用の更衣手順書の番号")], pair="s12", style="casual", absent=["見学者用"])
p2("PH-RD-02", "zy12", "動物実験の教育訓練、初回は何時間で、その後は何年ごと？", [
    part("初回の教育訓練の時間", "4時間以上"),
    part("2回目以降の教育訓練の頻度", "年1回以上")], style="casual")
p2("PH-CL-01", "zy13", "EDCの権限見直しの頻度と、権限申請の様式番号は？", [
    part("アクセス権の見直し頻度", "3か月ごと", ver="2"),
    part("アクセス権申請の様式番号")], ver="2", pair="y4", style="casual", absent=["権限申請"])
p2("PH-GA-02", "zy14", "社宅の家賃の自己負担率と、駐車場代の自己負担は？", [
    part("社宅家賃の自己負担率", "家賃の15%", ver="2"),
    part("社宅駐車場代の自己負担")], ver="2", pair="o10", style="casual", absent=["駐車場"])
p2("PH-IT-01", "zy15", "How many characters must a password have, and how long are access logs kept?", [
    part("パスワードの文字数", "12文字以上"),
    part("アクセスログの保存期間")], pair="i1", style="english", absent=["ログ"])
p2("PH-GA-01", "zy16", "熱中症の休憩ルールと、スポドリの支給本数を教えて。", [
    part("WBGT28以上のときの休憩", "1時間ごとに15分以上"),
    part("スポーツドリンクの支給本数")], pair="l8", style="casual", absent=["スポーツドリンク", "飲料"])
p2("PH-CL-02", "zy17", "SAEの第一報の様式と、第一報の提出期限を教えてください。", [
    part("安全性情報第一報の様式", "様式CL-3"),
    part("重篤な有害事象の社内報告期限", "24時間以内")])

# ---- more single unanswerable twins (mostly casual)
_X = [
    ("PH-HR-01", "zx1", "コアタイムに中抜けして病院行ってもいい？何分まで？", "missing-item", "a1", "2", None,
     ["中抜け"], "中抜けの定めはない。"),
    ("PH-HR-01", "zx2", "MRって残業代どうなるの？みなし超えた分は出る？", "missing-item", "a9", "2", "condition",
     ["みなし時間を超え"], "MRはみなし労働時間制（1日8時間）とするのみ。超過分の扱いは書かれていない。"),
    ("PH-HR-02", "zx3", "有休を前借りってできる？", "missing-item", "b4", "2", None, ["前借り", "前倒し"],
     "有休の前借りの定めはない。"),
    ("PH-HR-02", "zx4", "リフレッシュ休暇って勤続30年だと何日？", "target-mismatch", "b13", "2", None, ["勤続30年"],
     "リフレッシュ休暇は勤続10年と20年の定め。30年はない。"),
    ("PH-HR-03", "zx5", "子どもの入学祝い金ってある？", "missing-item", "c12", None, "condition", ["入学"],
     "祝金は本人の結婚と子の出生の定め。入学祝いはない。"),
    ("PH-HR-03", "zx6", "慶弔休暇って土日も日数に数える？", "missing-item", "c1", None, None, ["休日を含"],
     "慶弔休暇の日数の数え方（休日を含むか）は書かれていない。"),
    ("PH-HR-04", "zx7", "薬剤師の免許の登録費用って会社持ち？", "missing-item", "d13", None, None, ["登録費用", "登録免許税"],
     "免許の登録費用の定めはない。"),
    ("PH-HR-04", "zx8", "MR認定の更新試験に受かったら報奨金出る？", "missing-item", "d12", None, "condition", ["更新試験"],
     "合格報奨金はMR認定試験・薬剤師国家試験の合格についての定め。更新の報奨金はない。"),
    ("PH-HR-05", "zx10", "在宅中にネット回線が落ちたら、出社しなきゃダメ？", "missing-item", "e9", "2", None, ["回線"],
     "通信障害時の扱いの定めはない。"),
    ("PH-TR-01", "zx11", "出張先で延泊して観光するとき、帰りの新幹線代は出る？", "missing-item", "t18", "2", None,
     ["観光", "延泊"], "私用の延泊の扱いの定めはない。"),
    ("PH-MR-01", "zx15", "社用車に家族乗せてもいい？", "missing-item", "m16", "2", None, ["家族を同乗", "同乗"],
     "同乗者の定めはない（私用の使用禁止のみ）。"),
    ("PH-MR-01", "zx16", "社用車のドラレコの映像って何日保存？", "missing-item", "m4", "2", None, ["ドライブレコーダー", "ドラレコ"],
     "ドライブレコーダーの定めはない。"),
    ("PH-MR-02", "zx17", "先生とゴルフ行くのってあり？", "missing-item", "n6", "2", None, ["ゴルフ"],
     "ゴルフ等の娯楽の提供の定めはない。"),
    ("PH-MR-03", "zx19", "オンライン面談の記録もSFAに当日中？何時まで？", "missing-item", "k1", None, "other-number",
     ["時まで"], "訪問記録は当日中の入力とするのみで、時刻の期限はない。"),
    ("PH-QA-01", "zx21", "逸脱の件数って毎月どこに報告する？", "missing-item", "q5", "2", None, ["月次", "件数"],
     "逸脱件数の月次報告の定めはない。"),
    ("PH-QA-01", "zx22", "逸脱の原因がわからない場合、調査って打ち切れる？", "missing-item", "q11", "2", None, ["打ち切"],
     "調査の打切りの定めはない（延長申請のみ）。"),
    ("PH-QA-02", "zx24", "苦情品の送料は誰が払う？", "missing-item", "r4", None, None, ["送料"], "送料の負担の定めはない。"),
    ("PH-QA-03", "zx25", "ひげって生やしたままクリーンルーム入れる？", "missing-item", "s10", None, None, ["ひげ", "髭"],
     "ひげの定めはない。"),
    ("PH-RD-01", "zx28", "退職したあと、自分の研究ノートのコピーもらえる？", "missing-item", "w12", None, None, ["退職後"],
     "退職後のコピーの交付の定めはない。"),
    ("PH-RD-02", "zx30", "動物実験委員会って月何回開催？", "missing-item", "x1", None, "other-number", ["開催"],
     "30日前は計画書の提出期限。委員会の開催頻度は書かれていない。"),
    ("PH-CL-01", "zx32", "DB固定後にクエリが出たらどうする？", "missing-item", "y1", "2", None, ["固定後"],
     "固定後の扱いの定めはない。"),
    ("PH-CL-02", "zx33", "SAEの第一報って英語で書く？", "missing-item", "z2", None, None, ["英語"], "言語の定めはない。"),
    ("PH-GA-02", "zx34", "単身赴任手当って、共働きで配偶者も転勤の場合は？", "missing-item", "o1", "2", "condition",
     ["共働き"], "単身赴任手当は単身赴任者への定め。配偶者の転勤の場合は書かれていない。"),
    ("PH-IT-01", "zx35", "会社PCに私用のソフト入れていい？", "missing-item", "i3", None, None, ["ソフトウェア"],
     "ソフトウェアのインストールの定めはない。"),
    ("PH-IT-01", "zx36", "Can I connect to public Wi-Fi on my company laptop?", "missing-item", "i2", None, None,
     ["Wi-Fi", "無線LAN"], "公衆無線LANの定めはない。"),
]
for d, k, q, cat, pr, ver, gap, absent, note in _X:
    style = "casual" if re.search(r"[\u3040-\u30ff\u3400-\u9fff]", q) else "english"
    kw = dict(ver=ver, style=style, notes=note)
    if gap:
        kw["gap"] = gap
        kw["absent_topic"] = absent
    else:
        kw["absent"] = absent
    u(d, k, q, cat, pr, **kw)


# ---- replacements
u("PH-TR-02", "zw1", "オランダの学会出張、日当いくら？", "target-mismatch", "u1", style="casual", absent=["オランダ"],
  notes="オランダは地域区分に挙がっていない。")
u("PH-TR-02", "zw2", "What is the hotel cap in Indonesia?", "target-mismatch", "u3", style="english", absent=["インドネシア"],
  notes="インドネシアは地域区分に挙がっていない。")
u("PH-HR-04", "zw3", "公認会計士の資格を持ってると手当つく？", "target-mismatch", "d7", style="casual",
  absent=["公認会計士"], notes="資格手当の一覧に公認会計士はない。")
u("PH-HR-03", "zw4", "義理の兄が亡くなったら何日休める？", "target-mismatch", "c4", style="casual",
  absent=["義兄", "義理の兄", "配偶者の兄弟"], notes="配偶者側は父母のみが挙がっており、配偶者の兄弟姉妹はない。")
u("PH-RD-02", "zw5", "ニワトリの飼育室の温度は何度ですか？", "target-mismatch", "x7", absent=["ニワトリ", "鶏"],
  notes="飼育室の温度はマウス・ラットとウサギ・イヌの定め。ニワトリはない。")
u("PH-HR-02", "zw6", "勤続5年でもリフレッシュ休暇ってもらえる？何日？", "target-mismatch", "b13", ver="2", style="casual",
  absent=["勤続5年"], notes="リフレッシュ休暇は勤続10年と20年の定め。5年はない。")
u("PH-MR-02", "zw7", "意見交換会って先生何人まで呼べる？", "missing-item", "n3", ver="2", gap="other-number", style="casual",
  absent_topic=["名以内", "名まで"], notes="意見交換会の数値は1人あたりの飲食額で、参加人数の上限ではない。")
u("PH-MR-01", "zw8", "工場のフォークリフトも社用車と同じで免許2年以上いる？", "target-mismatch", "m8", ver="2", style="casual",
  absent=["フォークリフト"], notes="本規程はMRの社用車の定め。フォークリフトはない。")
