"""A second round of twins and two-part questions (several across two documents)."""
from common import *

# ---------------------------------------------------------------- single questions
U("n1", "妻のお父さんが亡くなったときの忌引きって何日？", "target-mismatch", pair="a9", style="casual",
  absent_topic=["配偶者の父母"], doc_id="SG-HR-02",
  notes="死亡の特別休暇は父母・配偶者・子・祖父母・兄弟姉妹で、配偶者の父母は挙げていない。")
U("n2", "配偶者の出産で取る特別休暇は、出産から何日以内に使う必要がありますか？", "missing-item", gap="not-defined",
  pair="a10", doc_id="SG-HR-02", notes="結婚以外の特別休暇の取得期限は本規程では定めないとしている。")
U("n3", "2024年7月に有給を申請する場合、何日前までに出す決まりでしたか？", "period", date="2024-07-01", pair="a3",
  doc_id="SG-HR-02", notes="休暇規程は2025年4月1日施行。")
U("n4", "日勤の時って仮眠時間ある？何分？", "target-mismatch", ver="2", pair="a1", style="casual",
  absent_topic=["日勤の仮眠"], doc_id="SG-HR-01", notes="仮眠は当務勤務と夜勤について定め、日勤はない。")
U("n5", "夜勤の食事代の補助はありますか？", "missing-item", ver="2", pair="a3", absent=["食事", "食費"],
  doc_id="SG-HR-01", notes="食事の補助について定めはない。")
U("n6", "貴重品運搬の担当には制服以外に何が貸与されますか？", "target-mismatch", ver="2", pair="a2",
  absent_topic=["貴重品運搬"], doc_id="SG-EQ-01", notes="追加の貸与品は交通誘導警備と施設警備のみ。")
U("n7", "うっかり無線機を落としてなくした（重大な過失じゃない）場合、自己負担はいくら？", "missing-item", ver="2",
  gap="condition", pair="a11", style="casual", doc_id="SG-EQ-01",
  notes="本人負担額は故意または重大な過失による紛失についての定めで、それ以外の紛失の負担は定めがない。")
U("n8", "制帽を追加でもう1個もらう場合、無償ですか？", "missing-item", ver="2", gap="condition", pair="a14",
  doc_id="SG-EQ-01", notes="年度内1着までの無償追加は夏服上衣についての定めで、制帽の追加の費用は定めがない。")
U("n9", "2025年3月時点の制服の返却期限は？", "period", date="2025-03-01", pair="a9", doc_id="SG-EQ-01",
  notes="制服・装備品貸与規程は2025年4月1日施行。")
U("n10", "盗難の事故報告書には何を添付すればいいですか？", "missing-item", ver="2", gap="condition", pair="a9",
  doc_id="SG-OP-03", notes="添付物（写真と警察の受理番号）は交通事故の報告書についての定めで、盗難の添付物は定めがない。")
U("n11", "身辺警備中の管制への定時連絡は何時に入れますか？", "target-mismatch", pair="a2", absent_topic=["身辺警備"],
  doc_id="SG-OP-07", notes="定時連絡の時刻は施設警備の夜勤と当務についての定めで、身辺警備はない。")
U("n12", "管制の人って何交代で回してるの？", "missing-item", gap="other-number", pair="a7", style="casual",
  absent=["交代制"], doc_id="SG-OP-07", notes="24時間365日・2名以上は運用体制で、交代の回数は定めがない。")
U("n13", "交通誘導って1日最長で何時間まで立っていいの？", "missing-item", gap="other-number", pair="a4", style="casual",
  doc_id="SG-OP-04", notes="2時間ごと・30分ごとは休憩の間隔で、1日の立哨時間の上限は定めがない。")
U("n14", "登録制の時給っていくら？", "missing-item", gap="other-number", pair="a1", style="casual", absent=["時給で"],
  doc_id="SG-HR-06", notes="登録制の賃金は日給で定め、時給の額はない。8時間は時間外の基準。")
U("n15", "配偶者の兄弟が亡くなったときの弔慰金はいくらですか？", "target-mismatch", pair="a3",
  absent=["配偶者の兄弟"], doc_id="SG-GA-02", notes="弔事の対象に配偶者の兄弟はない。")
U("n16", "How many days before returning must the return-to-work request be filed?", "permission", g=ALL, pair="a3",
  style="english", doc_id="SG-HR-11", notes="休職・復職規程は hr のみ閲覧可。")
U("n17", "試用期間の基本給は何割になりますか？", "permission", g=MGR, pair="a6", doc_id="SG-HR-07",
  notes="賃金・賞与算定規程は hr のみ閲覧可。")

# ---------------------------------------------------------------- two-part, both stated
T("tp25", "施設警備の夜勤手当と、夜勤の仮眠時間を教えてください。", [
    PA("施設警備の夜勤手当", "3,000円", "SG-HR-03", "2", ctx="施設警備では3,000円"),
    PA("夜勤の仮眠時間", "2時間", "SG-HR-01", "2", ctx="夜勤の仮眠時間は、2時間")], doc_id="SG-HR-03")
T("tp26", "研修休んだときの補講の期限と、資格の補助申請の期限って？", [
    PA("補講の期限", "欠席した日から30日以内", "SG-TR-01", "2"),
    PA("補助申請の期限", "30日前まで", "SG-TR-02")], style="casual", doc_id="SG-TR-01")
T("tp27", "How long must I rest after a 24-hour duty, and how often is the night patrol at a facility?", [
    PA("当務後の勤務間隔", "少なくとも24時間", "SG-HR-01", "2"),
    PA("夜間の巡回間隔", "2時間ごとに1回", "SG-OP-01", "2")], style="english", doc_id="SG-HR-01")
T("tp28", "テナントに鍵を貸すとき、何で本人確認して、いつまでに返してもらう？", [
    PA("本人確認の方法", "社員証等で本人を確認", "SG-OP-02"),
    PA("返却期限", "当日の22時まで", "SG-OP-02")], style="casual", doc_id="SG-OP-02")
T("tp29", "2026年2月の時点で、当務の仮眠時間と制服のクリーニング代の上限はそれぞれどうなっていましたか？", [
    PA("当務の仮眠時間", "連続4時間", "SG-HR-01", "1"),
    PA("クリーニング代の上限", "月額1,500円", "SG-EQ-01", "1")], date="2026-02-01", cat="period", doc_id="SG-EQ-01")

# ---------------------------------------------------------------- two-part, one part stated nowhere
T("tm25", "交通誘導の夜勤手当と、夜勤の現場で出る夜食代はいくら？", [
    PA("交通誘導の夜勤手当", "3,500円", "SG-HR-03", "2", ctx="交通誘導警備では3,500円"),
    PM("夜食代", "SG-HR-03", "2")], style="casual", pair="SG-HR-03:a3", absent=["夜食"], doc_id="SG-HR-03")
T("tm26", "半年働いたら有給は何日もらえて、会社の有給取得率の目標は何％ですか？", [
    PA("6か月後の付与日数", "10日", "SG-HR-02", ctx="8割以上出勤した者に10日"),
    PM("取得率の目標", "SG-HR-02")], pair="SG-HR-02:a1", absent=["取得率"], doc_id="SG-HR-02")
T("tm27", "How many guards must staff a one-lane alternating traffic site, and what is the overtime premium rate for traffic guards?", [
    PA("片側交互通行の配置人数", "2名以上", "SG-OP-04", ctx="片側交互通行の現場には、2名以上"),
    PM("時間外の割増率", "SG-HR-03", "2")], style="english", pair="SG-OP-04:a1", absent=["割増率"], doc_id="SG-OP-04")
T("tm28", "特急料金が出る距離と、出張先でタクシーを使っていいかを教えてください。", [
    PA("特急料金の距離", "片道150キロメートル以上", "SG-GA-01"),
    PM("出張先でのタクシー利用", "SG-GA-01")], pair="SG-GA-01:a8", absent_topic=["タクシー"], doc_id="SG-GA-01")
T("tm29", "事故の第一報の期限と、事故で壊した社用車の修理代の自己負担割合は？", [
    PA("第一報の期限", "発見から10分以内", "SG-OP-03", "2"),
    PM("修理代の自己負担割合", "SG-OP-03", "2")], style="casual", pair="SG-OP-03:a1", absent=["修理"], doc_id="SG-OP-03")
T("tm30", "10名以上30名未満の現場の隊長手当と、隊長の任命書の様式番号を教えてください。", [
    PA("中規模現場の隊長手当", "25,000円", "SG-HR-09", "2"),
    PM("任命書の様式", "SG-HR-09", "2")], g=MGR, pair="SG-HR-09:a4", absent=["任命書"], doc_id="SG-HR-09")

U("n18", "原付で通勤してる場合、1kmいくらで計算される？", "target-mismatch", pair="a5", style="casual",
  absent=["原付", "原動機付"], doc_id="SG-HR-05", notes="距離単価はマイカー通勤についての定めで、原付は挙げていない。")
U("n19", "資格手当は賞与の計算に含まれますか？", "missing-item", pair="a1", absent_topic=["賞与"], doc_id="SG-HR-04",
  notes="資格手当と賞与の関係は資格手当規程に定めがない（賃金・賞与算定規程は hr のみ閲覧可で、そこにも定めはない）。")
U("n20", "パートの事務員も資格取得の補助を使えますか？", "target-mismatch", pair="a9", absent=["パート"],
  doc_id="SG-TR-02", notes="対象者は常勤・日勤・夜勤の警備員のみ。")
U("n21", "出した有給の申請を取り消すのは何日前までならいい？", "missing-item", gap="other-number", pair="a3",
  style="casual", absent_topic=["取り消", "取消"], doc_id="SG-HR-02",
  notes="7日前までは年休の申請の期限で、申請の取消しの期限は定めがない。")
