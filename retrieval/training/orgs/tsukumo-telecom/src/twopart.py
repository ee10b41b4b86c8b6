"""Two-part questions added in the second pass (some with parts from two documents)."""
from common import *

T("w1", "遅番の時間帯と、オペレーターの小休憩のルールを教えて。", [
  PA("コールセンターの遅番の時間帯", "13時から22時", doc_id="TC-HR-01", ver="2"),
  PA("オペレーターの小休憩", "連続して90分通話業務に従事するごとに10分", doc_id="TC-HR-01", ver="2")], style="casual", doc_id="TC-HR-01")
T("w2", "シフト表の公表期限と、シフト中のスマホの持込みルールは？", [
  PA("シフト表の公表期限", "前月10日まで", doc_id="TC-HR-01", ver="2"),
  PA("執務フロアへの私物スマートフォンの持込み", "持込みを禁止", doc_id="TC-CC-04")], doc_id="TC-HR-01")
T("w3", "月の残業上限と、休日出勤したときの振替休日の取得期限って？", [
  PA("1か月の時間外労働の上限", "45時間", doc_id="TC-HR-01", ver="2"), PM("休日出勤の振替休日の取得期限", tdoc="TC-HR-01", ver="2")],
  style="casual", pair="a13", doc_id="TC-HR-01", absent=["振替"])
T("w4", "有休の申請期限と、病気休暇の日数を教えてください。", [
  PA("年次有給休暇の申請期限", "取得日の3日前まで", doc_id="TC-HR-02", ver="2"), PM("病気休暇の日数", tdoc="TC-HR-02", ver="2")],
  pair="b1", doc_id="TC-HR-02", absent=["病気休暇"])
T("w5", "What is the special leave for a child's birth, and how long do I have to take it?", [
  PA("子の出生の特別休暇", "5日", ctx="子の出生：5日", doc_id="TC-HR-02", ver="2"),
  PA("特別休暇の取得期限", "事由の発生日から1か月以内", doc_id="TC-HR-02", ver="2")], style="english", doc_id="TC-HR-02")
T("w6", "スタンダードの社割率と、社割の申請書の様式番号は？", [
  PA("スタンダードプランの社員割引率", "30%", doc_id="TC-HR-03"), PA("社員割引申請書の様式", "様式TC-21", doc_id="TC-HR-03")],
  style="casual", doc_id="TC-HR-03")
T("w7", "ライトプランの社割率と、社割適用中に解約した場合の違約金の扱いを教えてください。", [
  PA("ライトプランの社員割引率", "20%", doc_id="TC-HR-03"), PM("社割適用中の解約の違約金", tdoc="TC-HR-03")],
  pair="c2", doc_id="TC-HR-03", absent=[])
T("w8", "住所が変わったときの届出期限と、届出に住民票の添付がいるかどうか教えて。", [
  PA("住所変更の届出期限", "変更の日から14日以内", doc_id="TC-HR-04"), PM("住所変更の届出への住民票の添付の要否", tdoc="TC-HR-04")],
  style="casual", pair="d9", doc_id="TC-HR-04", absent=["住民票"])
T("w9", "録音を聞ける人と、録音の文字起こしデータの保存期間を教えてください。", [
  PA("録音を聴取できる者", "スーパーバイザー以上の職位", doc_id="TC-CC-01", ver="2"), PM("録音の文字起こしデータの保存期間", tdoc="TC-CC-01", ver="2")],
  pair="g9", doc_id="TC-CC-01", absent=["文字起こし"])
T("w10", "How many digits is the PIN checked for cancellations, and how many failed checks end the call's procedure?", [
  PA("解約時に確認する暗証番号の桁数", "6桁", doc_id="TC-CC-02", ver="2"),
  PA("手続を受け付けなくなる本人確認の失敗回数", "2回", ctx="本人確認に2回失敗", doc_id="TC-CC-02", ver="2")], style="english", doc_id="TC-CC-02")
T("w11", "引き止めの通話時間の上限と、引き止めに成功した件数の月間目標は？", [
  PA("引き止め通話の時間上限", "5分", ctx="1件あたり5分", doc_id="TC-CC-03", ver="2"), PM("引き止め成功件数の月間目標", tdoc="TC-CC-03", ver="2")],
  pair="i1", doc_id="TC-CC-03", absent=["月間目標"])
T("w12", "札幌の応答率目標と、新人の導入研修の日数教えて", [
  PA("札幌コールセンターの応答率目標", "85%", doc_id="TC-CC-04"), PA("導入研修の日数", "10日間", doc_id="TC-CC-04")],
  style="casual", doc_id="TC-CC-04")
T("w13", "カスハラで長電話になったらSVに代わるのは何分からで、店頭なら警察に通報するのはどんなとき？", [
  PA("SVに交代する通話時間", "30分を超えた場合", doc_id="TC-CC-05"), PA("警察に通報する場合", "身の危険を感じた場合", doc_id="TC-CC-05")],
  style="casual", doc_id="TC-CC-05")
T("w14", "カスハラの報告書の様式と、加害者のお客様を出入り禁止にする手続きは？", [
  PA("迷惑行為報告書の様式", "様式TC-44", doc_id="TC-CC-05"), PM("お客様の出入り禁止の手続", tdoc="TC-CC-05")],
  pair="k7", doc_id="TC-CC-05", absent=["出入り禁止", "出入禁止"])
T("w15", "レベル1障害の第一報期限と、コールセンターへの共有期限を教えて。", [
  PA("レベル1障害の第一報期限", "検知から10分以内", doc_id="TC-NW-01", ver="2"),
  PA("レベル1障害のコールセンター等への共有期限", "第一報の受信から30分以内", doc_id="TC-NW-01", ver="2")], style="casual", doc_id="TC-NW-01")
T("w16", "平日の当番手当と、障害報告書の作成期限を教えてください。", [
  PA("平日の当番手当", "3,000円", ctx="平日1日につき3,000円", doc_id="TC-NW-02"),
  PA("障害報告書の作成期限", "3営業日以内", doc_id="TC-NW-01", ver="2")], doc_id="TC-NW-02")
T("w17", "当番は月何日までで、当番中の食事代は出る？", [
  PA("1人あたりの当番日数の上限", "月8日以内", doc_id="TC-NW-02"), PM("当番中の食事代", tdoc="TC-NW-02")],
  style="casual", pair="m9", doc_id="TC-NW-02", absent=["食事"])
T("w18", "ハーネスが要る高さと、はしご作業で使うはしごの長さの上限は？", [
  PA("墜落制止用器具が必要な高さ", "高さ2m以上", doc_id="TC-EN-01", ver="2"), PM("はしごの長さの上限", tdoc="TC-EN-01", ver="2")],
  style="casual", pair="o6", doc_id="TC-EN-01", absent=["長さ"])
T("w19", "事故のときの所属長への連絡期限と、車両点検表の様式を教えてください。", [
  PA("事故時の所属長への連絡期限", "30分以内", doc_id="TC-EN-02", ver="2"), PA("車両日常点検表の様式", "様式TC-72", doc_id="TC-EN-02", ver="2")],
  doc_id="TC-EN-02")
T("w20", "工事車両の事故報告書の提出期限と、修理中の代車の手配先は？", [
  PA("事故報告書の提出期限", "2日以内", doc_id="TC-EN-02", ver="2"), PM("代車の手配先", tdoc="TC-EN-02", ver="2")],
  pair="p9", doc_id="TC-EN-02", absent=["代車"])
T("w21", "駅前店の営業時間と、ショップの売上金の入金期限を教えて。", [
  PA("駅前店の営業時間", "10時から19時", doc_id="TC-SH-01"), PA("売上金の入金期限", "翌営業日の12時まで", doc_id="TC-SH-01")],
  style="casual", doc_id="TC-SH-01")
T("w22", "モール店の営業時間と、モール店の定休日はいつ？", [
  PA("モール店の営業時間", "10時から20時", doc_id="TC-SH-01"), PM("モール店の定休日", tdoc="TC-SH-01")],
  style="casual", pair="r1", doc_id="TC-SH-01", absent=["定休日"])
T("w23", "USBメモリへの顧客情報の書出しの承認者と、工事用タブレットをなくしたときの連絡期限は？", [
  PA("外部記録媒体への書出しの承認者", "所属長の承認", doc_id="TC-IT-01"), PA("工事用タブレット紛失時の連絡期限", "1時間以内", doc_id="TC-IT-01")],
  doc_id="TC-IT-01")
T("w24", "パスワードの文字数と、Wi-Fiのパスワードの管理者を教えて。", [
  PA("パスワードの最低文字数", "12文字以上", doc_id="TC-IT-01"), PM("Wi-Fiパスワードの管理者", tdoc="TC-IT-01")],
  style="casual", pair="t1", doc_id="TC-IT-01", absent=["Wi-Fi"])
T("w25", "宿泊を伴う出張の日当と、出張申請の期限を教えてください。", [
  PA("宿泊を伴う出張の日当", "1日につき2,500円", doc_id="TC-GA-01"), PA("出張申請の期限", "出発の5営業日前まで", doc_id="TC-GA-01")],
  doc_id="TC-GA-01")
T("w26", "出張の精算期限と、出張中に病気になったときの医療費の扱いは？", [
  PA("出張精算の期限", "翌日から10日以内", doc_id="TC-GA-01"), PM("出張中の医療費の扱い", tdoc="TC-GA-01")],
  style="casual", pair="u7", doc_id="TC-GA-01", absent=["医療費"])
T("w27", "宅内工事の前日連絡の手段と、集合住宅の標準作業時間は？", [
  PA("訪問時間帯の連絡手段", "電話", ctx="お客様に電話で", doc_id="TC-EN-03"), PA("集合住宅の標準作業時間", "1時間30分", doc_id="TC-EN-03")],
  doc_id="TC-EN-03")
T("w28", "賃貸で壁に穴をあけるときの確認事項と、穴をふさぐ補修材の指定は？", [
  PA("賃貸住宅での確認事項", "所有者の承諾を得たこと", doc_id="TC-EN-03"), PM("穴をふさぐ補修材の指定", tdoc="TC-EN-03")],
  pair="q7", doc_id="TC-EN-03", absent=["補修材"])

# cross-document pairs
T("w29", "札幌センターの応答率目標と、札幌で車通勤するとき冬タイヤが必須の期間を教えて。", [
  PA("札幌コールセンターの応答率目標", "85%", doc_id="TC-CC-04"), PA("札幌で冬用タイヤが必要な期間", "12月から3月まで", doc_id="TC-HR-04")],
  style="casual", doc_id="TC-CC-04")
T("w30", "オペレーターが小休憩を取れる間隔と、1件あたりの後処理時間の目安をそれぞれ教えてください。", [
  PA("オペレーターの小休憩の間隔", "連続して90分通話業務に従事するごとに10分", doc_id="TC-HR-01", ver="2"),
  PA("後処理時間の目安", "3分以内", doc_id="TC-CC-04")], doc_id="TC-HR-01")
T("w31", "土日の当番手当と、当番で工事車両を家に持ち帰るときの条件は？", [
  PA("土日の当番手当", "5,000円", ctx="祝日1日につき5,000円", doc_id="TC-NW-02"),
  PA("当番者の工事車両の持ち帰りの条件", "所属長の許可を得て認める", doc_id="TC-EN-02", ver="2")], style="casual", doc_id="TC-NW-02")
T("w32", "ハーネスの交換年数と、工事車両の事故報告書の提出期限をまとめて教えてください。", [
  PA("墜落制止用器具の廃棄年数", "使用開始から3年", doc_id="TC-EN-01", ver="2"),
  PA("事故報告書の提出期限", "2日以内", doc_id="TC-EN-02", ver="2")], doc_id="TC-EN-01")
T("w33", "What is the first-report deadline for a Level 1 outage, and how much is the weekday on-call allowance?", [
  PA("レベル1障害の第一報期限", "検知から10分以内", doc_id="TC-NW-01", ver="2"),
  PA("平日の当番手当", "3,000円", ctx="平日1日につき3,000円", doc_id="TC-NW-02")], style="english", doc_id="TC-NW-01")
T("w34", "プレミアムプランの社割率と、プレミアムプランを途中解約したときの解約金はいくら？", [
  PA("プレミアムプランの社員割引率", "40%", doc_id="TC-HR-03"), PM("プレミアムプランの解約金", tdoc="TC-CC-03", ver="2")],
  style="casual", pair="c1", doc_id="TC-HR-03", absent=["解約金"])
