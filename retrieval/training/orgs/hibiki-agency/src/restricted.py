"""Restricted documents: disciplinary procedure (hr), appraisal and bonus (managers),
information-barrier breach investigation (compliance)."""
from common import *

# ---------------------------------------------------------------- AG-HR-08 (hr)
doc("AG-HR-08", "懲戒手続規程", "人事部", "人事部 人事グループ（内線2100、jinji@hibiki-agency.example）", ["hr"],
    ["人事部"], [V("1", "2025-04-01", None, """
## 第1条（目的）
本規程は、就業規則に定める懲戒処分を行う際の調査、弁明および決定の手続を定める。本規程は人事部のみが閲覧する。

## 第2条（事実調査）
1. 懲戒事由の疑いを把握した人事部は、把握の日から10営業日以内に事実調査を開始する。
2. 調査は人事部の担当者2名以上で行い、対象者の所属長は調査担当に加えない。

## 第3条（自宅待機）
調査のため必要な場合は、対象者に最長14日の自宅待機を命じることができる。自宅待機中の賃金は全額支給する。

## 第4条（弁明の機会）
1. 処分の決定前に、対象者に弁明の機会を与える。
2. 弁明書の提出期限は、弁明の通知から7日以内とする。

## 第5条（懲戒委員会）
1. 降格以上の処分は、懲戒委員会の審議を経る。
2. 懲戒委員会は、管理本部長、人事部長および法務審査室長の3名で構成する。
3. けん責および減給は、人事部長が決定する。

## 第6条（通知と記録）
処分は、懲戒処分通知書（様式HR-60）で本人に通知し、記録を10年間保存する。処分の社内公表の基準は、本規程では定めない。

## 附則
本規程は2025年4月1日から施行する。
""")])
A("h1", "懲戒の疑いを把握してから、何営業日以内に調査を始めますか？", "10営業日以内", cat="permission", g=HR)
U("h1u", "懲戒の調査って、疑いが出てから何日以内に始める決まり？", "permission", g=ALL, style="casual", pair="h1",
  notes="懲戒手続規程は人事部限定。全従業員向けの版では答えられない。")
A("h2", "調査の自宅待機は最長何日命じられる？", "最長14日", cat="permission", g=HR, style="casual")
U("h2u", "What is the maximum length of home standby during a disciplinary investigation?", "permission", g=ALL,
  style="english", pair="h2", notes="人事部限定の規程にのみ記載。")
A("h3", "自宅待機中の給与はどうなりますか？", "全額支給する", cat="permission", g=HR)
A("h4", "弁明書の提出期限は通知から何日以内ですか？", "7日以内", cat="permission", g=HR)
U("h4u", "懲戒の弁明書って何日以内に出せばいい？", "permission", g=ALL, style="casual", pair="h4",
  notes="人事部限定の規程にのみ記載。")
A("h5", "Who sits on the disciplinary committee?", "管理本部長、人事部長および法務審査室長の3名", cat="permission",
  g=HR, style="english")
A("h6", "減給は誰が決めるの？", "人事部長", ctx="けん責および減給は、人事部長", cat="permission", g=HR, style="casual")
A("h7", "懲戒処分の記録は何年保存しますか？", "10年間", cat="permission", g=HR)
U("h7u", "懲戒処分の記録の保存期間は何年ですか？", "permission", g=ALL, pair="h7", notes="人事部限定の規程にのみ記載。")
U("h8", "懲戒処分を社内で公表するかどうかの基準は？", "missing-item", g=HR, pair="h7", gap="not-defined",
  notes="処分の社内公表の基準は本規程では定めないとしている。")
U("h9", "出勤停止は最長何日まで命じられますか？", "missing-item", g=HR, pair="h2", gap="other-number",
  notes="最長14日は調査のための自宅待機。懲戒処分としての出勤停止の日数はない。")
U("h10", "契約社員の懲戒で、弁明書の期限って正社員と違う？", "missing-item", g=HR, pair="h4", style="casual",
  notes="雇用形態別の弁明期限の定めはない。")
U("h11", "懲戒委員会は、開催を決めてから何日以内に開く決まりですか？", "missing-item", g=HR, pair="h5",
  gap="other-number", notes="3名は委員会の構成人数。委員会の開催期限の定めはない。")
P("h12", "自宅待機の最長日数と、弁明書の提出期限を教えてください。", [part("自宅待機の最長日数", "最長14日"),
  part("弁明書の提出期限", "7日以内")], g=HR, cat="permission")
P("h13", "懲戒処分通知書の様式と、処分への不服申立ての期限は？", [part("懲戒処分通知書の様式", "様式HR-60"),
  part("処分への不服申立ての期限")], g=HR, style="casual", pair="h7", notes="不服申立ての定めはない。")
U("h14", "2025年2月に始まった懲戒調査の自宅待機は最長何日でしたか？", "period", g=HR, date="2025-02-01",
  pair="h2", notes="本規程は2025年4月1日施行。2025年2月に有効な版はない。")

# ---------------------------------------------------------------- AG-MG-01 (managers)
doc("AG-MG-01", "人事評価・賞与査定運用基準", "人事部", "人事部 人事グループ（内線2100、jinji@hibiki-agency.example）",
    ["managers"], ["局長", "部長", "グループマネージャー"], [V("1", "2026-04-01", None, """
## 第1条（目的）
本基準は、評価者が行う人事評価と賞与査定の運用を定める。本基準は評価者（グループマネージャー以上）のみが閲覧する。

## 第2条（評価の時期）
1. 評価は上期（4月から9月）と下期（10月から3月）の年2回行う。
2. 一次評価は期末から15日以内、二次評価は期末から25日以内に入力する。

## 第3条（評価区分と分布）
1. 評価はS、A、B、C、Dの5段階とする。
2. 部門ごとの分布の目安は、Sを10%以内、Aを25%以内とする。
3. C以下とする場合は、具体的な事実を評価コメントに記載する。

## 第4条（賞与係数）
- S：1.5
- A：1.2
- B：1.0
- C：0.8
- D：0.6

## 第5条（コンペ実績の加点）
競合プレゼンテーションで受注したチームのメンバーには、1件につき賞与査定で2ポイントを加点する。加点の上限は1期につき6ポイントとする。

## 第6条（フィードバック）
評価結果は、二次評価の確定後10日以内に、本人と面談して伝える。面談の記録は人事評価システムに登録する。昇格の基準は、別途通知する。

## 附則
本基準は2026年4月1日から施行する。
""")])
A("m1", "一次評価はいつまでに入力？", "期末から15日以内", cat="permission", g=MGR, style="casual")
U("m1u", "一次評価の入力期限はいつまでですか？", "permission", g=ALL, pair="m1", notes="人事評価・賞与査定運用基準は評価者限定。")
A("m2", "二次評価の入力期限は期末から何日以内ですか？", "期末から25日以内", cat="permission", g=MGR)
A("m3", "S評価は部門で何％以内が目安ですか？", "10%以内", cat="permission", g=MGR)
U("m3u", "S評価の人数って部門の何％までって決まってる？", "permission", g=ALL, style="casual", pair="m3",
  notes="評価者限定の基準にのみ記載。")
A("m4", "A評価の賞与係数は？", "1.2", ctx="A：1.2", cat="permission", g=MGR, style="casual")
U("m4u", "What is the bonus multiplier for an A rating?", "permission", g=ALL, style="english", pair="m4",
  notes="評価者限定の基準にのみ記載。")
A("m5", "C評価をつけるとき何が必要ですか？", "具体的な事実を評価コメントに記載する", cat="permission", g=MGR)
A("m6", "コンペで勝ったら1件何ポイント加点される？", "2ポイント", cat="permission", g=MGR, style="casual")
U("m6u", "競合プレで受注したら賞与の加点ってある？何ポイント？", "permission", g=ALL, style="casual", pair="m6",
  notes="評価者限定の基準にのみ記載。")
A("m7", "What is the cap on competition bonus points per period?", "1期につき6ポイント", cat="permission", g=MGR,
  style="english")
A("m8", "評価結果のフィードバック面談はいつまでに行いますか？", "二次評価の確定後10日以内", cat="permission", g=MGR)
U("m9", "B評価の分布の目安は何％ですか？", "missing-item", g=MGR, pair="m3", gap="condition",
  notes="分布の目安はSとAのみ。Bの目安の定めはない。")
U("m10", "評価期間の途中で異動した人の評価は、誰がつけるの？", "missing-item", g=MGR, pair="m1", style="casual",
  notes="異動者の評価者の定めはない。")
U("m11", "賞与の支給月数は何か月分ですか？", "missing-item", g=MGR, pair="m4", gap="other-number",
  notes="本文の数は係数・分布・ポイント。支給月数はない。")
U("m12", "E評価の係数はいくつ？", "target-mismatch", g=MGR, pair="m4", style="casual",
  absent=["E："], notes="評価区分はS〜Dの5段階。E評価はない。")
U("m13", "2026年1月の下期評価で、一次評価の入力期限は？", "period", g=MGR, date="2026-01-01", pair="m1",
  notes="本基準は2026年4月1日施行。2026年1月に有効な版はない。")
P("m14", "S評価の賞与係数と、フィードバック面談の期限を教えてください。", [part("S評価の賞与係数", "1.5", ctx="S：1.5"),
  part("フィードバック面談の期限", "二次評価の確定後10日以内")], g=MGR, cat="permission")
P("m15", "D評価の係数と、D評価が2期続いたときの降格基準は？", [part("D評価の賞与係数", "0.6", ctx="D：0.6"),
  part("D評価が続いた場合の降格基準")], g=MGR, style="casual", pair="m4", notes="降格基準の定めはない。")

# ---------------------------------------------------------------- AG-LG-04 (compliance)
doc("AG-LG-04", "情報隔離違反調査手続", "法務審査室", "法務審査室（内線6100、shinsa@hibiki-agency.example）",
    ["compliance"], ["法務審査室"], [V("1", "2025-04-01", None, """
## 第1条（目的）
本手続は、競合案件情報隔離規程に基づく違反の報告を受けた後の調査と是正の手順を定める。本手続は法務審査室の担当者のみが閲覧する。

## 第2条（初動）
1. 報告を受けた法務審査室は、受付から2営業日以内に調査担当者を指名する。
2. 専用フォルダのアクセスログは、情報システム部に依頼して直近90日分を取得する。

## 第3条（調査の期限）
1. 調査は、受付から30日以内に終える。
2. 期限内に終わらない場合は、法務審査室長の承認を得て15日を限度に延長できる。

## 第4条（クライアントへの報告）
情報の流出が確認された場合は、確認から3営業日以内に担当局長がクライアントへ報告する。報告の文案は法務審査室が作成する。

## 第5条（是正措置）
1. 違反者は、直ちに当該競合案件の担当から外す。
2. 関係者全員に、1か月以内に情報隔離の再研修を行う。

## 第6条（記録）
調査記録は、調査終了から7年間保存する。報告者の氏名は、調査担当者以外に開示しない。

## 附則
本手続は2025年4月1日から施行する。
""")])
A("q1", "隔離違反の報告を受けたら、何営業日以内に調査担当者を指名しますか？", "2営業日以内", cat="permission", g=CMP)
U("q1u", "隔離違反の報告を出したら、法務は何日以内に調査担当を決めるの？", "permission", g=ALL, style="casual",
  pair="q1", notes="情報隔離違反調査手続は法務審査室限定。")
A("q2", "アクセスログは何日分取ればいい？", "直近90日分", cat="permission", g=CMP, style="casual")
A("q3", "違反調査は受付から何日以内に終えますか？", "30日以内", cat="permission", g=CMP)
U("q3u", "How long does an information barrier investigation take at most?", "permission", g=ALL, style="english",
  pair="q3", notes="法務審査室限定の手続にのみ記載。")
A("q4", "調査の延長は最大何日？", "15日", ctx="15日を限度に", cat="permission", g=CMP, style="casual")
A("q5", "流出が確認されたら、クライアントへの報告はいつまでにする？", "確認から3営業日以内", cat="permission", g=CMP,
  style="casual")
A("q6", "How long are investigation records kept?", "7年間", cat="permission", g=CMP, style="english")
U("q6u", "隔離違反の調査記録の保存期間は何年ですか？", "permission", g=ALL, pair="q6", notes="法務審査室限定の手続にのみ記載。")
A("q7", "報告者の名前は誰まで知らされますか？", "調査担当者以外に開示しない", cat="permission", g=CMP)
A("q8", "再研修はいつまでに実施しますか？", "1か月以内", cat="permission", g=CMP)
U("q9", "流出先の他社へ損害賠償を請求する基準は？", "missing-item", g=CMP, pair="q5",
  notes="損害賠償請求の定めはない。")
U("q10", "アクセスログの保存期間そのものは何日ですか？", "missing-item", g=CMP, pair="q2", gap="other-number",
  notes="90日分は取得する範囲。ログ自体の保存期間はない。")
U("q11", "流出が確認されなかった場合も、クライアントに報告する？", "missing-item", g=CMP, pair="q5", style="casual",
  gap="condition", notes="クライアント報告は流出が確認された場合の定め。確認されなかった場合の定めはない。")
P("q12", "調査の期限と、調査記録の保存期間を教えてください。", [part("調査の期限", "30日以内"),
  part("調査記録の保存期間", "7年間")], g=CMP, cat="permission")
P("q13", "担当指名の期限と、調査担当者の外部委託の可否は？", [part("調査担当者の指名期限", "2営業日以内"),
  part("調査の外部委託の可否")], g=CMP, style="casual", pair="q1", notes="外部委託の定めはない。")
