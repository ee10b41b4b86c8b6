"""More unanswerable twins (keeps the bundle slightly more unanswerable than answerable)."""
from common import *
import common


def on(d):
    common._cur["doc"] = d


on("JA-HR-01")
U("x2", "直売所の早番の休憩って何時から取るんですk", "missing-item", gap="other-number", style="typo",
  pair="a3", notes="typo: 末尾のk。直売所の休憩は60分を交替で取得とするのみで開始時刻の定めはない。")
on("JA-HR-02")
U("x2", "配偶者が流産した場合の特別休暇は何日？", "target-mismatch", style="casual", pair="a9",
  absent=["流産"], notes="特別休暇の事由に流産はない。")
U("x3", "How many days of leave do I get when my son is born, as a grandparent?", "target-mismatch",
  style="english", pair="a9", absent=["孫"], notes="出産の特別休暇は配偶者の出産のみ。")
on("JA-HR-03")
U("x1", "年末の直売所繁忙期に休日出勤した臨時さんは振休ある？", "target-mismatch", ver="1", style="casual",
  pair="a7", absent_topic=["臨時職員には、出勤日"], notes="振替休日は正職員および嘱託職員のみ。")
U("x2", "嘱託職員が祝日に出勤したときの食事手当はいくら？", "missing-item", ver="1", gap="other-number",
  pair="a3", absent=["食事手当"], notes="30%は休日出勤の加算率で、食事手当の定めはない。")
on("JA-HR-04")
U("x1", "社会保険労務士の資格手当は月いくらですか？", "target-mismatch", pair="a3", absent=["社会保険労務士"],
  notes="一覧に社会保険労務士はない。")
U("x2", "中型免許って手当つく？", "target-mismatch", style="casual", pair="a5", absent=["中型"],
  notes="免許は大型特殊自動車免許のみ。")
on("JA-HR-05")
U("x1", "電車通勤の定期代は全額出ますか？", "missing-item", ver="1", gap="condition", pair="a2",
  absent=["定期券"], notes="通勤手当は自家用車通勤についてのみ定める。")
on("JA-KY-01")
U("x1", "What is the bonus for a new fire insurance contract?", "target-mismatch", style="english", pair="a1",
  absent=["火災共済"], notes="推進手当の一覧に火災共済はない。")
U("x2", "医療共済を1件取ったら推進手当はいくらですか？", "target-mismatch", pair="a4", absent=["医療共済"],
  notes="一覧に医療共済はない。")
on("JA-KY-02")
U("x1", "What is the reporting deadline for a crop mutual-aid claim after hail damage?", "target-mismatch",
  ver="1", style="english", pair="a2", absent=["農作物共済", "ひょう"], notes="報告期限は自動車・建物更生・生命・傷害共済のみ。")
U("x2", "自動車事故の現地確認は何日以内に行く？", "missing-item", ver="1", gap="condition", style="casual",
  pair="a5", notes="現地確認は建物の損害についての定め。自動車事故の現地確認の期限はない。")
on("JA-SH-01")
U("x1", "南支所の貯金窓口は何時に開きますか？", "target-mismatch", ver="1", pair="a2", absent=["南支所"],
  notes="支所は東・西・山間のみ。")
U("x2", "For deposits, above what amount do we need ID?", "missing-item", ver="1", gap="other-number",
  style="english", pair="a10", notes="本人確認の金額基準は払戻しと現金振込についての定めで、入金の基準はない。",
  absent=["入金"])
on("JA-SH-03")
U("x1", "営農センターのレジは閉めた後何分以内に締める？", "target-mismatch", ver="1", style="casual", pair="a5",
  absent_topic=["営農センターのレジ"], notes="レジ締めの期限は直売所のみ。")
on("JA-CB-01")
U("x2", "漬物の原材料表示ラベルは誰が作る？", "missing-item", pair="a3", absent=["原材料"],
  notes="原材料表示の定めはない。")
on("JA-CB-02")
U("x1", "メロンの規格（L・M）は何kgですか？", "target-mismatch", ver="1", pair="a1", absent=["メロン"],
  notes="重さの規格はトマトのみ。")
U("x2", "ほうれんそうの袋の長さの基準は何cm？", "missing-item", ver="1", gap="other-number", style="casual",
  pair="a4", notes="ほうれんそうは袋の標準重量のみ。20cmはきゅうりの長さの規格。")
on("JA-EN-01")
U("x1", "What is the daily rate for a power tiller?", "target-mismatch", ver="1", style="english", pair="a4",
  absent=["耕うん機", "管理機"], notes="料金表に耕うん機はない。")
U("x3", "コンバインの貸出しは1回何日まで？（稲刈期以外）", "missing-item", ver="1", gap="condition", pair="a7",
  notes="連続3日の制限は田植期・稲刈期についての定めで、それ以外の時期の上限はない。")
on("JA-EN-02")
U("x1", "営農指導員は果樹の剪定講習を年何回開く？", "missing-item", ver="1", gap="other-number", pair="a9",
  absent=["剪定"], notes="年2回は研修の受講回数で、講習の開催回数の定めはない。")
on("JA-GA-01")
U("x1", "公用車の軽バンは何人乗りまで使える？", "missing-item", gap="other-number", style="casual", pair="a6",
  absent=["人乗り"], notes="本文の年数は運転者の要件。乗車人数の定めはない。")
U("x2", "電気自動車の公用車の充電ルールは？", "target-mismatch", pair="a7", absent=["電気自動車", "充電"],
  notes="車両に電気自動車はなく、給油の定めのみ。")
on("JA-GA-02")
U("x1", "直売所のPOSデータの保存期間は何年？", "target-mismatch", ver="1", style="casual", pair="a3",
  absent=["POS"], notes="一覧は議事録・取引書類・共済申込書・出荷伝票・勤務表等のみ。")
on("JA-GA-03")
U("x1", "津波警報が出たら出勤しなくていいの？", "target-mismatch", ver="1", style="casual", pair="a1",
  absent=["津波"], notes="出勤の基準は特別警報と大雨・暴風警報についての定め。")
on("JA-GA-04")
U("x1", "政治活動（選挙の手伝い）はしていい？", "missing-item", ver="1", style="casual", pair="a7",
  absent=["政治", "選挙"], notes="政治活動の定めはない。")

on("JA-SH-03")
P("q1", "直売所の手元現金の上限と、レジ締めの期限を教えてください。", [
    ("直売所の手元現金上限", "JA-SH-03", "1", "30万円"), ("レジ締めの期限", "JA-SH-03", "1", "閉店後30分以内")])
on("JA-CB-02")
P("q2", "トマトのMサイズの重さの範囲と、ラベルに書く項目は？", [
    ("トマトMの範囲", "JA-CB-02", "1", "150g以上200g未満"), ("ラベルの記載事項", "JA-CB-02", "1", "出荷者番号、品名および価格")],
  style="casual")
on("JA-EN-02")
P("q1", "How much does a soil test cost, and how much does a pest-control visit by an adviser cost?", [
    ("土壌診断の料金", "JA-EN-02", "1", "1,500円"), ("防除の巡回の料金", None)], style="english", pair="a6",
  absent=["防除作業の料金"])
P("q2", "施設園芸の巡回頻度と、巡回日誌の提出期限を教えて", [
    ("施設園芸の巡回頻度", "JA-EN-02", "1", "2か月に1回以上"), ("巡回日誌の提出期限", "JA-EN-02", "1", "翌月5日まで")],
  style="casual")

# ---------------------------------------------------------------- further twins
on("JA-HR-02")
U("y1", "孫が生まれたら特休ある？何日？", "target-mismatch", style="casual", pair="a9", absent=["孫"],
  notes="出産の特別休暇は配偶者の出産のみ。")
on("JA-HR-05")
U("y1", "福岡に出張するとき、航空券はエコノミーしか使えない？", "missing-item", ver="1", style="casual", pair="a6",
  absent=["航空", "エコノミー"], notes="交通機関の等級の定めはない。")
on("JA-HR-07")
U("y1", "臨時職員の試用期間は何日ですか？", "missing-item", ver="1", gap="other-number", pair="a5",
  absent=["試用"], notes="6か月以内は雇用期間の上限で、試用期間の定めはない。")
on("JA-KY-01")
U("y1", "嘱託の人が年金共済を取ったら手当いくら？", "target-mismatch", style="casual", pair="a3",
  absent=["年金共済"], notes="推進手当の一覧に年金共済はない。")
on("JA-SH-01")
U("y1", "What are the savings counter hours at the farming center's satellite office?", "target-mismatch", ver="1",
  style="english", pair="a2", absent=["出張所"], notes="窓口時間は本所・東西支所・山間支所のみ。")
U("y2", "山間支所の窓口で、両替は1日何枚まで？", "missing-item", ver="1", style="casual", pair="a1",
  absent=["両替"], notes="両替の定めはない。")
on("JA-CB-01")
U("y1", "What is the commission on eggs sold at the farmers' market?", "target-mismatch", style="english",
  pair="a6", absent=["卵"], notes="一覧に卵はない。")
U("y2", "直売所のポイントカードの還元率って何％？", "missing-item", gap="other-number", style="casual", pair="a1",
  absent=["ポイント"], notes="規程の率は販売手数料率で、ポイント還元率の定めはない。")
on("JA-EN-01")
U("y2", "トラクターのアタッチメント（ロータリー）だけ借りるといくら？", "target-mismatch", ver="1", style="casual",
  pair="a4", absent=["ロータリー", "アタッチメント"], notes="料金表に作業機単体の貸出しはない。")
on("JA-GA-01")
U("y1", "公用車の軽バンで組合員さんを乗せていいか、何人までか決まってる？", "missing-item", style="casual",
  pair="a10", absent=["組合員を乗せ", "同乗"], notes="同乗の定めはない。")
on("JA-GA-03")
on("JA-GA-04")
