"""Further unanswerable twins (target-mismatch, gap=part, restated gaps), added to balance the bundle."""
from common import *

# target-mismatch
U("x1", "川辺デイって早番あるの？何時から？", "target-mismatch", pair="a2", style="casual", doc_id="HW-HR-01",
  absent_topic=["デイサービスひだまり川辺の早番"], notes="早番はグループホームの勤務区分としてのみ定めがある。")
U("x2", "いとこが亡くなったんだけど、忌引きって何日？", "target-mismatch", ver="2", pair="b8", style="casual",
  doc_id="HW-HR-02", absent_topic=["いとこ", "従兄弟"], notes="死亡による特別休暇の対象にいとこはない。")
U("x3", "What is the night-shift allowance per shift at the Honmachi day service?", "target-mismatch", ver="2",
  pair="c2", style="english", doc_id="HW-HR-03", absent_topic=["本町"],
  notes="夜勤手当は桜台・若葉の2つのグループホームのみ。")
U("x4", "歩きで訪問先回ってる場合も移動費って出る？1kmいくら？", "target-mismatch", pair="d5", style="casual",
  doc_id="HW-HR-04", absent_topic=["徒歩"], notes="移動費は自転車・原付・自家用車のみ。")
U("x5", "理学療法士の資格を持っている職員の資格手当は月額いくらですか？", "target-mismatch", g=HR, pair="e3",
  doc_id="HW-HR-05", absent_topic=["理学療法士"], notes="資格手当の一覧に理学療法士はない。")
U("x6", "How many times a year must head-office staff take the physical-restraint training?", "target-mismatch",
  ver="2", pair="f8", style="english", doc_id="HW-HR-06", absent_topic=["事務局の職員"],
  notes="身体拘束適正化研修の回数はグループホームとデイサービスの職員のみ。")
U("x7", "How much is the hourly honorarium for a paid volunteer helping at the Sakuradai group home?",
  "target-mismatch", ver="2", pair="g1", style="english", doc_id="HW-HR-07", absent_topic=["桜台"],
  notes="活動先はデイサービス2か所と子ども食堂のみ。")
U("x8", "軽トラックって何人乗り？", "target-mismatch", ver="2", pair="n8", style="casual", doc_id="HW-VH-01",
  absent_topic=["軽トラック"], notes="定員はワゴン車・車いす対応車・軽自動車のみ。")
U("x9", "How long must a staff member with measles stay off work?", "target-mismatch", pair="m1",
  style="english", doc_id="HW-IC-01", absent_topic=["麻しん", "はしか", "麻疹"],
  notes="出勤停止の定めはインフルエンザ・新型コロナ・ノロウイルスのみ。")
U("x10", "市の介護フェアの展示パネルに利用者さんの写真を使いたいとき、同意書はどの様式ですか？", "target-mismatch",
  pair="i3", doc_id="HW-PI-01", absent_topic=["展示", "パネル", "フェア"],
  notes="写真掲載同意書は広報誌とホームページへの掲載についてのみ。")
U("x11", "ケアプランの控えは何年間保存しておけばいいですか？", "target-mismatch", pair="h4", doc_id="HW-CR-01",
  absent_topic=["ケアプラン", "居宅サービス計画"], notes="保存期間の対象はサービス提供記録・ケース記録・事故/ヒヤリハット報告書のみ。")
U("x12", "利用者さんから印鑑あずかってって言われたんだけど、OK？", "target-mismatch", pair="k5", style="casual",
  doc_id="HW-HV-01", absent_topic=["印鑑"], notes="預かりを禁じるのは預金通帳とキャッシュカードのみで、印鑑の定めはない。")

# restated gaps (not-defined / no-value)
U("x13", "A coworker asked this morning to swap today's shift with me. Is a same-day swap allowed?", "missing-item",
  gap="not-defined", pair="a9", style="english", doc_id="HW-HR-01",
  notes="第7条は当日の勤務交換の取扱いを本規程では定めないとする。")
U("x14", "Is there a per-diem allowance for business trips outside the prefecture?", "missing-item",
  gap="not-defined", pair="d11", style="english", doc_id="HW-HR-04", notes="第5条は出張の日当を本規程では定めないとする。")
U("x15", "What is the fee when a client cancels a home visit on the same day?", "missing-item", gap="no-value",
  pair="k9", style="english", doc_id="HW-HV-01", notes="第5条3項はキャンセル料を別途通知するとするのみ。")
U("x16", "How much is the get-well payment when a child gets hurt at the kids' cafeteria?", "missing-item",
  gap="no-value", pair="t3", style="english", doc_id="HW-KS-01", notes="第7条は見舞金の額を別途定めるとするのみ。")

# two-part, one part unstated
P("x17", "社会福祉士の資格手当と、資格を取った月から手当が出るのかどうかを教えて", [
  pa("社会福祉士の資格手当", "8,000円", doc_id="HW-HR-05"),
  pm("資格手当の支給開始月")], g=HR, pair="e3", style="casual", doc_id="HW-HR-05",
  notes="支給開始時期はどの規程にもない。")
P("x18", "虐待の疑いで通報したあとの家族への説明期限と、市町村への通報に使う様式を教えてください。", [
  pa("家族への説明期限", "通報した日から7日以内", doc_id="HW-AB-02"),
  pm("市町村への通報の様式")], g=MGR, pair="p3", doc_id="HW-AB-02", notes="通報の様式の定めはない。")
P("x19", "When must a near-miss report be written, and to whom is the monthly near-miss tally sent?", [
  pa("ヒヤリハット報告書の作成期限", "当日中", doc_id="HW-CR-01"),
  pm("ヒヤリハットの月次集計の提出先")], pair="h8", style="english", doc_id="HW-CR-01",
  absent=["集計"], notes="月次集計はどの規程にもない。")
P("x20", "小口で払える1件の上限と、金庫の暗証番号は何か月ごとに変える？", [
  pa("小口現金で支払える1件の上限", "1件5,000円以下", doc_id="HW-FN-02"),
  pm("金庫の暗証番号の変更頻度")], g=ACC, pair="r3", style="casual", doc_id="HW-FN-02",
  absent=["暗証番号"], notes="暗証番号の定めはない。")
