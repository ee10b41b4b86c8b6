"""Second pass: more twins per document (near-miss, target-mismatch, gap, typo, two-part)."""
from common import *

at("GM-HR-01")
U("x1", "うちって裁量労働制ある？プランナーにも適用される？", "missing-item", s="c", gap="not-defined", pair="a17")
U("x2", "Does the discretionary work system apply to senior programmers?", "missing-item", s="e", gap="not-defined",
  pair="a2")
A("x3", "フレキシブルタイムの終わりは何字ですか？", "6時から22時まで", s="t")
U("x4", "沖縄にできる新スタジオのコアタイムってどうなる？", "target-mismatch", s="c", pair="a2", absent_topic=["沖縄"],
  notes="コアタイムは東京本社・大阪スタジオ・札幌スタジオについてのみ。")
A("x5", "9時間働く日って休憩何分？", "60分", s="c", cat="near-miss", nm="45分")
A("x6", "勤務時間のルールで分からないことがあったら、どこに聞けばいい？", "人事部労務課", ctx="人事部労務課（内線2200）", s="c")

at("GM-HR-02")
A("x7", "特別条項なしだと、年間の残業って何時間まで？", "1年360時間", s="c", cat="near-miss", nm="1年600時間")
A("x8", "特別条項を使った月の残業上限は何時間ですか？", "1か月80時間", cat="near-miss", nm="1か月45時間")
U("x9", "クランチ中のごはん代の補助っていくら？", "missing-item", s="c", gap="no-value", pair="b12")
U("x10", "業務委託のフリーランスの方にも、月の残業上限は同じく適用されますか？", "target-mismatch", pair="b1",
  absent_topic=["業務委託", "フリーランス"], notes="本規程の対象は正社員・契約社員。")
A("x11", "クランチの申請書ってどこの部署に出すの？", "人事部", ctx="様式HR-7）を人事部", s="c")
P("x12", "クランチ明けの休みの日数と、リリース後にもらえる休みの日数、両方教えて", [
    ("クランチ明け休暇の日数", ".", "3日", "クランチ明け休暇として3日"),
    ("リリース休暇の日数", "GM-HR-04", "連続5日")], s="c")

at("GM-HR-03")
U("x13", "How much extra is added to the night maintenance allowance on a public holiday?", "missing-item", s="e",
  gap="no-value", pair="c3")
U("x14", "カスタマーサポート部の人が夜間メンテに付き合ったら手当出る？", "target-mismatch", s="c", pair="c1",
  absent_topic=["サポート"], notes="対象は運営部・サーバー技術部・QA部。")
A("x15", "緊急メンテで呼びだされた時の手当っていくらだけ？", "12,000円", s="t", cat="near-miss", nm="9,000円")
P("x16", "リモートで定期メンテ対応したときの手当の割合と、そのときの通信費の補助額を教えて", [
    ("リモート対応時の手当の割合", ".", "8割"), ("リモート対応時の通信費の補助額", None)], s="c", pair="c6",
  absent=["通信費"])

at("GM-HR-04")
A("x17", "父が亡くなりました。忌引は何日取れますか？", "5日", ctx="父母が死亡したときは5日", cat="near-miss", nm="2日")
A("x18", "子どもが結婚するときの休暇って何日？", "2日", ctx="子が結婚するときは2日", s="c", cat="near-miss", nm="5日")
U("x19", "配偶者の父が亡くなったときの慶弔休暇は何日ですか？", "target-mismatch", pair="x17",
  absent_topic=["配偶者の父"], notes="死亡時の休暇は配偶者・子・父母・祖父母・兄弟姉妹本人について定める。")
U("x20", "いとこの結婚式で休み取りたいんだけど、特別休暇ってある？", "target-mismatch", s="c", pair="d8",
  absent_topic=["いとこ"])
U("x21", "Do part-time (arubaito) staff get bereavement leave, and for how many days?", "missing-item", s="e",
  gap="not-defined", pair="d7")
A("x22", "勤続5年のリフレッシュ休暇って何日？", "5日", ctx="勤続5年に達した者には5日", s="c", cat="near-miss", nm="10日")
P("x23", "入社半年で追加される有休の日数と、有休申請の締切を教えてください。", [
    ("入社6か月経過時の付与日数", ".", "5日", "入社6か月経過時に5日"),
    ("年次有給休暇の申請期限", ".", "取得日の3営業日前まで")])

at("GM-HR-05")
U("x24", "派遣社員が副業する場合、届出は何日前までですか？", "target-mismatch", pair="e1", absent_topic=["派遣"],
  notes="本規程の対象は正社員・契約社員。")
A("x25", "競合のゲーム会社で週末だけ手伝うのってあり？", "禁止する", ctx="業務委託は、禁止する", s="c")
A("x26", "副業届けってどこに出すんでしか？", "人事部", ctx="様式HR-9）を人事部", s="t")
P("x27", "副業の週の上限時間と、副業先でケガしたときの労災の扱いを教えて", [
    ("副業の週あたり上限時間", ".", "1週間につき15時間まで"), ("副業先での労災の扱い", None)], s="c", pair="e5",
  absent=["労災"])

at("GM-HR-06")
A("x28", "アーティストの行動評価の配分は何%ですか？", "行動評価30%", ctx="アーティストは、成果評価70%、行動評価30%",
  g=MGR, cat="near-miss", nm="行動評価40%")
U("x29", "運営職（ライブオペレーション）の評価配分はどうなっていますか？", "target-mismatch", g=MGR, pair="f2",
  absent_topic=["運営"], notes="評価配分はプログラマー・アーティスト・プランナー・QA職についてのみ。")
U("x30", "S評価って部門で何割までつけられるの？", "permission", s="c", pair="f1")
A("x31", "評価期間って年何回あるの？", "年2回", g=MGR, s="c", cat="permission")

at("GM-HR-07")
A("x32", "D評価の評価係数はいくつですか？", "0.5", g=HR, cat="near-miss", nm="1.0")
U("x33", "契約社員のボーナスってどう計算するの？", "missing-item", g=HR, s="c", gap="not-defined", pair="g15")
U("x34", "When is the summer bonus paid?", "permission", s="e", pair="g1")
U("x35", "売上が計画の110%だったタイトルにも成果賞与は出ますか？出るならいくら？", "missing-item", g=HR, gap="condition",
  pair="g4", notes="タイトル成果賞与は売上が計画の120%を超えたタイトルについて定める。")

P("x91", "冬の賞与の支給日と、賞与明細の配布方法は？", [
    ("冬の賞与の支給日", "GM-HR-07", "12月15日"), ("賞与明細の配布方法", None)], g=HR, pair="GM-HR-07:g1",
  absent=["明細"])

at("GM-HR-08")
U("x37", "インターン生は在宅勤務できますか？", "target-mismatch", pair="h3", absent_topic=["インターン"],
  notes="回数は開発職3職種とQA職について定め、インターン生の定めはない。")
A("x38", "在宅用のマイク買うときの補助って何回使える？", "1回限り", s="c")
P("x39", "在宅手当の金額と、夜間メンテを家から対応したときの手当の割合を教えて", [
    ("リモートワーク手当の月額", ".", "月額3,000円"), ("自宅から夜間メンテに対応したときの手当の割合", "GM-HR-03", "8割")],
  s="c")

at("GM-HR-09")
A("x40", "日勤シフトって何時まで？", "10時から19時まで", s="c", cat="near-miss", nm="19時から翌4時まで")
U("x41", "福岡の契約テスターって時給いくら？", "target-mismatch", s="c", pair="i1", absent_topic=["福岡"])
U("x42", "What's the hourly wage for contract testers at the Sapporo studio?", "target-mismatch", s="e", pair="i2",
  absent_topic=["札幌"])
U("x43", "テスターから正社員になるにはどんな条件がある？", "missing-item", s="c", gap="no-value", pair="i7")
P("x90", "夜勤の22時以降の加算と、シフトが確定する日を教えて", [
    ("夜勤22時以降の加算", ".", "時給の25%"), ("シフトの確定日", ".", "前月の20日まで")], s="c")

at("GM-HR-10")
U("x44", "社宅の家賃は本人負担が何%ですか？", "missing-item", g=HR, gap="no-value", pair="j1")
U("x45", "福岡への異動の場合、赴任手当はいくらですか？", "target-mismatch", g=HR, pair="j1", absent_topic=["福岡"],
  notes="本規程は東京本社・大阪スタジオ・札幌スタジオの相互間の異動に適用する。")
A("x46", "引越しなしの異動だと内示って何日前？", "発令日の30日前まで", g=HR, s="c", cat="near-miss",
  nm="発令日の45日前まで")

at("GM-SC-01")
A("x47", "極秘資料の紙ってどこにしまっとけばいい？", "施錠できるキャビネット", s="c")
P("x50", "極秘資料の印刷物の捨て方と、漏えいに気づいたときの報告先を教えてください。", [
    ("極秘資料の印刷物の廃棄方法", ".", "当日中にシュレッダーで廃棄する"),
    ("漏えいの報告先", ".", "情報セキュリティ室", "以内に情報セキュリティ室に報告")])
U("x51", "機密漏らしちゃった人って懲戒どうなるの？", "missing-item", s="c", gap="not-defined", pair="k5")

at("GM-SC-02")
A("x52", "漏えいの対策会議って誰が出るの？", "プロデューサー、情報セキュリティ室長および広報部長", g=MGR, s="c",
  cat="permission")
U("x53", "再発防止策の報告書っていつまでに出すの？", "permission", s="c", pair="l4")
U("x54", "Is there a template for takedown requests for leaked screenshots?", "missing-item", g=MGR, s="e",
  gap="no-value", pair="l6")
P("x92", "レベル2の漏えいのパブリッシャー報告期限と、社員が漏えいに気づいたときの報告期限を教えてください。", [
    ("レベル2のパブリッシャー報告期限", ".", "72時間以内"), ("社員が漏えいに気づいたときの報告期限", "GM-SC-01", "30分以内")],
  g=MGR, cat="permission")

at("GM-IT-01")
A("x55", "QA職に貸与されるノートPCのメモリは何GBですか？", "メモリ48GB", cat="near-miss", nm="メモリ64GB")
U("x56", "スマホの検証端末って1人何台まで借りられる？", "target-mismatch", s="c", pair="m7",
  absent_topic=["検証端末"], notes="台数上限は家庭用ゲーム機の開発機についてのみ。")
U("x57", "会社のPCなくしたら弁償しなきゃだめ？", "missing-item", s="c", gap="not-defined", pair="m9")
A("x58", "退職時の機材変革はいつまで？", "最終出社日まで", s="t")
P("x59", "開発機って持ち出しOK？あと持ち出し申請の様式も教えて", [
    ("開発機の社外持ち出しの可否", ".", "社外に持ち出してはならない"), ("持ち出し申請の様式", None)], s="c", pair="m8",
  absent=["持ち出し申請"])

at("GM-IT-02")
U("x60", "ライセンス費用って部署間でどう割り振るの？", "missing-item", s="c", gap="no-value", pair="n3")
U("x61", "How are software license costs split between departments?", "missing-item", s="e", gap="no-value", pair="n2")
U("x62", "動画生成AIで作ったムービーを製品に使っていいですか？", "target-mismatch", pair="n5", absent_topic=["動画"],
  notes="生成AIの定めは画像生成AIとコード補完AIのみ。")
A("x63", "ライセンスのたなおろしって何がつ？", "毎年3月と9月", s="t")

at("GM-DV-01")
U("x64", "インターン生がテストプレイに参加したら謝礼はもらえますか？", "target-mismatch", pair="p14",
  absent_topic=["インターン"], notes="謝礼の対象は正社員・契約社員・アルバイト。")
A("x65", "How far in advance are playtest sessions announced?", "開催日の7日前まで", s="e")
P("x66", "テストプレイでもらったポイントの有効期限と、書籍購入補助の年間上限を教えてください。", [
    ("社内ポイントの有効期限", ".", "付与日から1年"), ("書籍購入補助の年間上限", "GM-GA-02", "1年度あたり60,000円")])
U("x67", "平日の昼休みにテストプレイ参加したらポイントつく？", "missing-item", s="c", gap="condition", pair="p1",
  notes="謝礼は就業時間外と休日の参加について定める。")

at("GM-DV-02")
U("x68", "スマートウォッチ向けアプリのストア申請って誰の承認？", "target-mismatch", s="c", pair="q1",
  absent_topic=["ウォッチ"])
A("x69", "リリース判定の議事録ってどこに保存するの？", "ビルド管理システム", s="c")
U("x70", "祝日の前日にどうしても公開したい場合、誰の承認があれば公開できますか？", "missing-item", pair="q8",
  absent_topic=["例外"], notes="祝日前日の公開は原則として行わないとするのみで、例外の承認者は定めていない。")
P("x71", "重大度Aのバグが残っているときの扱いと、バグの重大度を誰が判定するかを教えてください。", [
    ("重大度Aの未解決バグがある場合の扱い", ".", "公開を延期する"), ("バグの重大度の判定者", None)], pair="q6",
  absent=["判定者"])

at("GM-EV-01")
A("x72", "What is the weekday event allowance for booth staff?", "1日につき4,000円", s="e", cat="near-miss",
  nm="1日につき10,000円")
U("x73", "横浜の会場で説明員やるときのホテル代上限は？", "target-mismatch", s="c", pair="r4", absent_topic=["横浜"])
U("x74", "説明員のお昼代ってどうやって精算するの？", "missing-item", s="c", gap="no-value", pair="r1")
A("x75", "出典計画書は何日前までに出せばいい？", "開催日の90日前まで", s="t")

at("GM-OP-01")
A("x76", "ログインできない障害の第一報って何分以内に出す？", "発生確認から10分以内", s="c", cat="near-miss",
  nm="発生確認から60分以内")
U("x77", "ネットワーク部の人もオンコール当番ある？手当いくら？", "target-mismatch", s="c", pair="s1",
  absent_topic=["ネットワーク"], notes="オンコール当番は運営部とサーバー技術部に置く。")
U("x78", "中規模障害が3時間続いた場合、ユーザーへの補填はありますか？", "missing-item", gap="condition", pair="s7",
  notes="補填は重大障害が2時間以上継続した場合について定める。")
P("x79", "How soon must on-call staff start responding after a page, and is there a taxi allowance for them?", [
    ("呼出し後の対応開始期限", ".", "呼出しから30分以内"), ("オンコール当番のタクシー代", None)], s="e", pair="s6",
  absent_topic=["タクシー"])

at("GM-GA-01")
U("x80", "神戸オフィスの開館時間は何時から何時までですか？", "target-mismatch", pair="t2", absent_topic=["神戸"])
A("x81", "Until what time is the Sapporo studio open?", "8時から22時まで", s="e", cat="near-miss", nm="7時から23時まで")
P("x82", "東京本社って何時から開いてる？あとQAの定時も教えて", [
    ("東京本社の開館時間", ".", "7時から23時まで"), ("QA職の所定勤務時間", "GM-HR-01", "9時30分から18時30分まで")], s="c")
U("x83", "入館証割っちゃった。どうすればいい？再発行いくら？", "missing-item", s="c", gap="no-value", pair="t4")

at("GM-GA-02")
U("x84", "Is there a subsidy for buying board games for research?", "target-mismatch", s="e", pair="u1",
  absent_topic=["ボード"], notes="補助対象は書籍、ゲームソフトおよび技術資料。")
A("x85", "外部カンファレンス1回いくらまで補助出る？", "1回50,000円", s="c", cat="near-miss", nm="60,000円")
U("x86", "How much does the company cover for a full medical checkup (ningen dock)?", "missing-item", s="e",
  gap="no-value", pair="u8")
U("x87", "派遣スタッフはスポーツクラブを1回500円で使えますか？", "missing-item", gap="not-defined", pair="u9")
P("x88", "人間ドックを選べる年齢と、人間ドックの補助額を教えてください。", [
    ("人間ドックを選択できる年齢", ".", "35歳以上"), ("人間ドックの補助額", None)], pair="u8")
P("x89", "資格の報奨金と、カンファレンス参加費の補助上限っていくら？", [
    ("資格取得の報奨金", ".", "20,000円"), ("カンファレンス参加費の補助上限", ".", "1回50,000円")], s="c")
