"""Third round: more unanswerable twins (period, permission, target-mismatch, condition / other-number gaps)."""
from common import *

HRG = ["all-staff", "hr"]
MG = ["all-staff", "managers"]
HLG = ["all-staff", "nurses"]


def u(d, key, q, cat, pair, gap=None, style="polite", ver=None, **kw):
    U(key, q, cat, ver=ver, gap=gap, pair=pair, style=style, doc_id=d, **kw)


D = "NS-HR-01"
u(D, "y1", "学童の中番って何時から？", "target-mismatch", "a3", ver="2", style="casual", absent=["学童クラブの中番"],
  notes="中番はひよこ保育園・第二保育園のみ。")
u(D, "y2", "2024年10月の時点で、本園の早番は何時からでしたか？", "period", "a1", date="2024-10-01", notes="NS-HR-01は2025-04-01施行。")
u(D, "y3", "夜勤ってあるの？夜勤手当いくら？", "missing-item", "a2", ver="2", style="casual", absent=["夜勤"], notes="夜勤の定めはない。")
u(D, "y4", "早番の人の休憩は何時から取りますか？", "missing-item", "a1", gap="other-number", ver="2",
  notes="時刻は勤務帯の始業・終業。休憩の時刻の定めはない。")

D = "NS-HR-02"
u(D, "y1", "飼ってた犬が死んじゃった。休みってもらえる？", "target-mismatch", "b11", ver="2", style="casual", absent=["ペット", "犬"],
  notes="死亡の特別休暇は親族についてのみ。")
u(D, "y2", "有休の時季変更を園から頼まれるのは、何日前までですか？", "missing-item", "b1", gap="other-number", ver="2",
  notes="5日前は申請期限。時季変更の期限の定めはない。")
u(D, "y3", "2025年3月に妻が出産した場合、特別休暇は何日でしたか？", "period", "b9", date="2025-03-01", notes="NS-HR-02は2025-04-01施行。")

D = "NS-HR-03"
u(D, "y1", "副園長の処遇改善の加算っていくら？", "target-mismatch", "c6", ver="2", style="casual", absent=["副園長"],
  notes="加算は主任のみ挙がる。")
u(D, "y2", "産休中も処遇改善手当は出ますか？", "target-mismatch", "c9", ver="2", absent=["産前産後", "産休"],
  notes="不支給の期間は育児休業と病気休職。産前産後休業は挙がっていない。")
u(D, "y3", "2024年10月の常勤保育士の処遇改善、いくらだった？", "period", "c2", style="casual", date="2024-10-01",
  notes="NS-HR-03は2025-04-01施行。")

D = "NS-HR-04"
u(D, "y1", "自転車の駐輪場代って出る？いくらまで？", "missing-item", "d3", gap="other-number", style="casual",
  notes="5,000円は駅前分園の自家用車の駐車場代。駐輪場代の定めはない。")
u(D, "y2", "通勤途中で事故にあったときの連絡先はどこですか？", "missing-item", "d6", absent=["通勤途中"], notes="定めはない。")

D = "NS-HR-05"
u(D, "y1", "園内研修の資料は何日前までに配りますか？", "missing-item", "e1", gap="other-number",
  notes="数値は研修時間・回数・提出期限。資料配布の期限の定めはない。")
u(D, "y2", "2024年10月の外部研修って、申込み何日前までだった？", "period", "e4", style="casual", date="2024-10-01",
  notes="NS-HR-05は2025-04-01施行。")
u(D, "y3", "主任向けのマネジメント研修は何時間受ければ修了ですか？", "target-mismatch", "e9", absent=["マネジメント研修"],
  notes="修了時間はキャリアアップ研修の定め。")

D = "NS-HR-06"
u(D, "y1", "常勤の残業って1日何時間まで？", "missing-item", "f1", gap="condition", style="casual",
  notes="1日1時間の上限はパート職員の定め。常勤職員は月・年の上限のみ。")
u(D, "y2", "22時以降の深夜勤務は月何回までですか？", "missing-item", "f1", gap="other-number", absent=["深夜"],
  notes="数値は時間外勤務の上限。深夜勤務の回数の定めはない。")
u(D, "y3", "持ち帰り仕事がバレたらどういう処分？", "missing-item", "f8", style="casual", absent=["処分"], notes="処分の定めはない。")

D = "NS-CH-01"
u(D, "y1", "学童の子のお迎えが遅れたら、何分過ぎで保護者に電話しますか？", "missing-item", "g9", gap="condition", ver="2",
  notes="お迎えの遅れの定めは保育園の園児の保育時間について。学童クラブの児童は別規程。")
u(D, "y2", "お迎えカードって何枚まで作ってもらえる？", "missing-item", "g8", gap="other-number", ver="2", style="casual",
  notes="数値は登録人数（5名まで）など。カードの枚数の定めはない。")
u(D, "y3", "2024年12月ってお迎え登録何人までだった？", "period", "g3", style="casual", date="2024-12-01", notes="NS-CH-01は2025-04-01施行。")
u(D, "y4", "登園時に聞き取った体温の記録は何日間保存しますか？", "missing-item", "g1", gap="other-number", ver="2",
  notes="37.5度は受入れの基準。保存日数の定めはない。")

D = "NS-CH-02"
u(D, "y1", "午睡チェックって体動センサー使う決まりある？", "missing-item", "h6", ver="2", style="casual", absent=["センサー"],
  notes="センサーの定めはない。")
u(D, "y2", "2025年2月時点で、1歳児の午睡チェックの間隔は何分でしたか？", "period", "h4", date="2025-02-01", notes="NS-CH-02は2025-04-01施行。")
u(D, "y3", "午睡中の部屋の明るさは何ルクス以上にしますか？", "missing-item", "h11", ver="2", absent=["ルクス"],
  notes="明るさは顔色が確認できる程度とするのみで数値はない。")

D = "NS-CH-03"
u(D, "y1", "除去食の献立表っていつまでに保護者に渡す？", "missing-item", "i12", gap="other-number", style="casual",
  notes="毎年4月は面談の時期。献立表の配布期限の定めはない。")
u(D, "y2", "2025年2月時点で、生活管理指導表は何年ごとに更新していましたか？", "period", "i2", date="2025-02-01",
  notes="NS-CH-03は2025-04-01施行。")
u(D, "y3", "学童のおやつもアレルギー対応してくれる？", "target-mismatch", "i1", style="casual", absent=["学童のアレルギー", "学童クラブのアレルギー"],
  notes="アレルギー食の対象は保育園の園児。学童クラブのおやつの定めはない。")

D = "NS-CH-04"
u(D, "y1", "看護師が配置されている園で、看護師が休みの日は誰が与薬しますか？", "missing-item", "j6", gap="condition",
  notes="担任が行うのは看護師が配置されていない園。配置園で看護師不在の日の定めはない。")
u(D, "y2", "薬は飲ませる何分前に準備すればいい？", "missing-item", "j7", gap="other-number", style="casual",
  notes="30分は与薬後の観察時間。")
u(D, "y3", "2025年1月の時点で、市販薬は預かってもらえましたか？", "period", "j1", date="2025-01-01", notes="NS-CH-04は2025-04-01施行。")

D = "NS-CH-05"
u(D, "y1", "お迎えに来た保護者が園内で転んでけがをした場合、報告書は必要ですか？", "target-mismatch", "k3", ver="2",
  absent=["保護者がけが", "保護者のけが"], notes="事故報告は園児のけがについての定め。")
u(D, "y2", "職員が保育中にけがしたときの報告書ってある？", "target-mismatch", "k3", ver="2", style="casual",
  absent=["職員のけが", "職員がけが"], notes="報告の対象は園児のけが。")
u(D, "y3", "再発防止策は何日以内に保護者に伝えますか？", "missing-item", "k12", gap="other-number", ver="2",
  notes="2週間は再発防止策を決める期限。保護者への伝達期限の定めはない。")

D = "NS-CH-06"
u(D, "y1", "遠足に保護者ボランティアが来る場合、職員の引率人数は減らせますか？", "missing-item", "l5", gap="condition", ver="2",
  notes="引率の定めは職員についてのみ。保護者の同行の定めはない。")
u(D, "y2", "2024年11月時点で、0歳児の散歩の引率は何人に1人でしたか？", "period", "l1", date="2024-11-01", notes="NS-CH-06は2025-04-01施行。")
u(D, "y3", "散歩記録ボードの記録って何日分残しとく？", "missing-item", "l8", gap="other-number", ver="2", style="casual",
  notes="数値は引率比率・確認回数など。保存期間の定めはない。")

D = "NS-CH-07"
u(D, "y1", "新型コロナにかかった子はいつから登園できますか？", "target-mismatch", "m3", absent=["コロナ"], notes="挙がっていない。")
u(D, "y2", "アデノウイルスってどのくらい休む？", "target-mismatch", "m3", style="casual", absent=["アデノ"], notes="挙がっていない。")
u(D, "y3", "嘔吐処理の消毒液ってどのくらい作り置きしていい？", "missing-item", "m6", gap="other-number", style="casual",
  notes="数値は濃度。作り置きの期間の定めはない。")
u(D, "y4", "水ぼうそうの子のきょうだいは登園できますか？", "missing-item", "m2", gap="condition",
  notes="基準は罹患した園児本人について。")

D = "NS-CH-08"
u(D, "y1", "分園のたらい水遊びにも監視役を別に置く？", "missing-item", "n11", gap="condition", style="casual",
  notes="監視役の定めはプール遊びについて。")
u(D, "y2", "2024年8月のプール遊びの実施期間はいつからいつまででしたか？", "period", "n1", date="2024-08-01", notes="NS-CH-08は2025-04-01施行。")
u(D, "y3", "プールの後の休憩は何分とりますか？", "missing-item", "n1", gap="other-number",
  notes="数値は期間・水温・水深・塩素濃度。休憩時間の定めはない。")

D = "NS-GK-01"
u(D, "y1", "学童クラブの定員は何人ですか？", "missing-item", "o11", gap="other-number", notes="40人は職員配置の単位。定員の定めはない。")
u(D, "y2", "欠席の連絡が遅れた日のおやつ代って返してもらえる？", "missing-item", "o9", style="casual", absent=["返金"], notes="返金の定めはない。")
u(D, "y3", "2024年12月、学童は何日から閉所でしたか？", "period", "o13", date="2024-12-01", notes="NS-GK-01は2025-04-01施行。")

D = "NS-KT-01"
u(D, "y1", "調理室の室温は何度以下に保ちますか？", "missing-item", "p7", gap="other-number", notes="温度は加熱と保存食の基準。")
u(D, "y2", "検食の結果ってどこに書くの？", "missing-item", "p9", style="casual", absent=["検食簿"], notes="記録先の定めはない。")
u(D, "y3", "2024年7月、調理員の検便は月何回でしたか？", "period", "p2", date="2024-07-01", notes="NS-KT-01は2025-04-01施行。")

D = "NS-PR-01"
u(D, "y1", "個別面談の日程は何日前までに保護者に知らせますか？", "missing-item", "q10", gap="other-number",
  notes="年2回は面談の回数。日程の通知期限の定めはない。")
u(D, "y2", "クレームの電話って録音していい？", "missing-item", "q3", style="casual", absent=["録音"], notes="録音の定めはない。")
u(D, "y3", "2025年2月の時点で、個別面談は何月に行うことになっていましたか？", "period", "q5", date="2025-02-01", notes="NS-PR-01は2025-04-01施行。")

D = "NS-PR-02"
u(D, "y1", "卒園DVDに写真を使うのも同意書の範囲ですか？", "target-mismatch", "r3", absent=["DVD"],
  notes="掲載先は園だより・ホームページ・パンフレット。")
u(D, "y2", "写真販売サイトって何日間載ってる？", "missing-item", "r2", gap="other-number", style="casual",
  notes="14日以内は掲載までの期限。掲載期間の定めはない。")
u(D, "y3", "2025年3月の時点で、児童票の保存期間は何年でしたか？", "period", "r5", date="2025-03-01", notes="NS-PR-02は2025-04-01施行。")

D = "NS-HR-07"
u(D, "y1", "肺炎球菌ワクチンの補助はありますか？", "target-mismatch", "s3", absent=["肺炎球菌"], notes="補助はインフルエンザの予防接種のみ。")
u(D, "y2", "健診の結果って何日以内に出せばいい？", "missing-item", "s1", gap="other-number", style="casual",
  notes="数値は実施月・補助額など。提出期限の定めはない。")
u(D, "y3", "2025年1月時点で、予防接種の補助上限はいくらでしたか？", "period", "s3", date="2025-01-01", notes="NS-HR-07は2025-04-01施行。")

u("NS-HR-08", "y1", "B評価って何号俸あがる？", "permission", "t5", style="casual", tdoc="NS-HR-08", notes="hr限定。")
u("NS-HR-08", "y2", "D評価が2回続いた職員の扱いはどうなりますか？", "missing-item", "t5", g=HRG, tdoc="NS-HR-08", notes="定めはない。")
u("NS-MG-01", "y1", "重大事故のあと、保護者との面談は何時間以内に設けますか？", "permission", "u3", tdoc="NS-MG-01", notes="managers限定。")
u("NS-MG-01", "y2", "園長で解決しない苦情を第三者委員に報告する期限は何日以内ですか？", "missing-item", "u5", gap="other-number", g=MG, tdoc="NS-MG-01",
  notes="1週間は園長への引継ぎの目安。第三者委員への報告期限の定めはない。")
u("NS-HL-01", "y1", "喀痰吸引の記録票、様式何番？", "permission", "v4", style="casual", tdoc="NS-HL-01", notes="nurses限定。")
u("NS-HL-01", "y2", "AEDのパッドは何年ごとに交換しますか？", "missing-item", "v5", gap="other-number", g=HLG, tdoc="NS-HL-01",
  notes="数値は点検の曜日・測定頻度など。交換年数の定めはない。")

U("o15", "今日の夕飯、カレーと肉じゃがどっちがいいと思う？", "out-of-domain", style="casual", topic=False, doc_id="OOD")
U("o16", "新しいスマートフォンの機種変更の手続を教えてください。", "out-of-domain", topic=False, doc_id="OOD")

P("z1", "学童って平日何時まで？あと一人帰りは何年生から？", [
    pa("学童クラブの平日の閉所時刻", "19時", ctx="下校時から19時まで", doc_id="NS-GK-01"),
    pa("一人帰りができる学年", "3年生以上", doc_id="NS-GK-01")], style="casual", doc_id="NS-GK-01")
P("z2", "園外保育の計画書の提出期限と、お散歩で持っていくものを教えてください。", [
    pa("遠足の計画書の提出期限", "実施日の2週間前まで", ver="2", doc_id="NS-CH-06"),
    pa("携行品", "携帯電話、救急バッグおよび園児名簿", ver="2", doc_id="NS-CH-06")], doc_id="NS-CH-06")
P("z3", "保存食の保存期間と、調理員のつめの長さの決まりは？", [
    pa("保存食の保存期間", "2週間以上", doc_id="NS-KT-01"), pm("調理員のつめの長さ")], pair="p8", style="casual", doc_id="NS-KT-01",
  absent=["つめ", "爪"], notes="つめの長さの定めはない。")
P("z4", "水ぼうそう以外の感染症の登園届の様式と、登園届の保存期間を教えてください。", [
    pa("その他の感染症の登園届の様式", "登園届（様式KN-2）", doc_id="NS-CH-07"), pm("登園届の保存期間")], pair="m5", doc_id="NS-CH-07",
  notes="保存期間の定めはない。")

# two-part questions whose parts come from two documents
P("z5", "有休の申請期限と、処遇改善手当（常勤保育士）の月額を教えてください。", [
    pa("年次有給休暇の申請期限", "取得日の5日前まで", ver="2", doc_id="NS-HR-02"),
    pa("常勤保育士の処遇改善手当", "月額21,000円", ver="2", doc_id="NS-HR-03")], doc_id="NS-HR-02")
P("z6", "0歳児の午睡チェックの間隔と、0歳児の散歩の引率人数って？", [
    pa("0歳児の午睡チェックの間隔", "5分ごと", ver="2", ctx="0歳児は5分ごと", doc_id="NS-CH-02"),
    pa("0歳児の園外保育の引率比率", "園児3人につき職員1人", ver="2", doc_id="NS-CH-06")], style="casual", doc_id="NS-CH-02")
P("z7", "インフルの予防接種の補助上限と、職員がインフルにかかったときの出勤停止期間は？", [
    pa("インフルエンザ予防接種の補助上限", "3,500円", doc_id="NS-HR-07"), pm("職員の出勤停止期間")], pair="s3", style="casual",
  doc_id="NS-HR-07", notes="職員の出勤停止期間は感染症対応規程（NS-CH-07）で別途通知とされ、値はどこにもない。")
P("z8", "事故報告書の様式番号と、けがの治療費を園が賠償する場合の上限額を教えてください。", [
    pa("事故報告書の様式", "様式JH-1", ver="2", doc_id="NS-CH-05"), pm("治療費の賠償の上限額")], pair="k4", ver="2",
  doc_id="NS-CH-05", notes="賠償額の決定方法は本規程では定めない。")
