"""Third batch: further answerable questions and their unanswerable twins."""
import common
from common import A, U, P, ALL, PTN, HR, ITA


def at(doc_id):
    common._cur["doc"] = doc_id


at("TX-DOC-01")
A("o-a1", "預り証に書かないといけない項目って何？", "書類の名称、枚数および返却予定日", ver="2", style="casual")
U("o-a1m", "預り証の控えは何年保管しますか？", "missing-item", ver="2", pair="o-a1", notes="預り証控えの保管期間の定めはない。",
  absent=["控えの保管", "控えは"])
A("o-a2", "書類を返すとき、顧問先から何をもらえばいいですか？", "預り証の控えに受領の署名", ver="2")
U("o-a2t", "顧問先の代理人に原本を渡して返却してもいいですか？", "missing-item", ver="2", pair="o-a2",
  notes="代理人への返却の定めはない。", absent=["代理人"])
A("o-a3", "原本を机に置いたまま帰ってもいい？", "原本を自席に置いたまま退勤してはならない", ver="2", style="casual")
at("TX-WK-01")
A("o-w1", "Besides Jan 15 to Mar 15, who can designate extra busy periods?", "各事務所の所長", ver="2", style="english")
U("o-w1t", "所長が追加で繁忙期を指定するとき、何日前までに職員へ知らされますか？", "missing-item", ver="2", pair="o-w1",
  notes="追加指定の通知時期の定めはない。", absent=["前までに通知"])
at("TX-TR-01")
A("o-t1", "顧問先まで電車で行ったら、どのルートの運賃が出ますか？", "最も経済的な経路による実費", ver="2")
U("o-t1o", "電車の回数券を買った場合、何割まで精算できますか？", "missing-item", ver="2", pair="o-t1", notes="回数券の定めはない。",
  absent=["回数券"])
U("o-t1t", "福島の顧問先へ行くときの電車代は実費で出ますか？", "target-mismatch", ver="2", pair="o-t1",
  notes="対象地域は東京都・神奈川県・埼玉県のみ。", absent=["福島"])
at("TX-CF-01")
A("o-c1", "USB以外で、ノートPCを外に持っていく前に何をチェックする？", "ディスク暗号化が有効であること", style="casual")
U("o-c1c", "ノートPCを自宅に持ち帰った後、パスワードを変える必要はある？", "missing-item", style="casual", pair="o-c1",
  gap="condition", notes="持ち出し時の暗号化確認のみで、持ち帰り後のパスワード変更の定めはない。", absent=["パスワードを変"])
at("TX-ET-01")
A("o-e1", "Who reviews a return after the staff member prepares it?", "担当税理士がレビューする", style="english")
U("o-e1t", "申告書のレビューは作成から何日以内に終える決まりですか？", "missing-item", pair="o-e1",
  notes="レビューの期限の定めはない（3営業日前は送信期限）。", absent=["レビューは"])
at("TX-EX-01")
A("o-x1", "税理士試験の日って有給扱い？", "特別休暇（有給）", ver="2", style="casual", ctx="受験日は、特別休暇（有給）とする")
U("o-x1t", "簿記検定の受験日も特別休暇になりますか？", "target-mismatch", ver="2", pair="o-x1",
  notes="受験休暇は税理士試験についてのみ。", absent=["簿記"])
A("o-x2", "受験休暇を申請するとき何を添付する？", "受験票の写し", ver="2", style="casual")
at("TX-CP-01")
A("o-c2", "社内研修の時間ってCPEに入る？", "受講時間に算入する", style="casual")
U("o-c2o", "社内研修1回は何時間分として算入されますか？", "missing-item", pair="o-c2", gap="other-number",
  notes="17時は開始時刻で、1回の算入時間の定めはない。", absent=["1回の算入"])
at("TX-HR-01")
A("o-h1", "子どもが結婚するときの休暇は何日？", "子が結婚するとき：2日", style="casual", cat="near-miss", nm="本人が結婚するとき：5日")
U("o-h1t", "甥が結婚するときの休暇は何日ですか？", "target-mismatch", pair="o-h1", notes="甥の定めはない。", absent=["甥"])
A("o-h2", "How do I apply for leave and how early?", "3営業日前まで", style="english")
at("TX-HR-02")
A("o-k1", "パートの通勤手当ってどう計算される？", "公共交通機関の実費", style="casual")
U("o-k1t", "パートの人がタクシーで通勤したら出る？", "target-mismatch", style="casual", pair="o-k1",
  notes="通勤手当は公共交通機関の実費のみ。")
A("o-k2", "パートさんに繁忙期に延長を頼むとき、何が必要ですか？", "本人の同意")
at("TX-HR-03")
A("o-r1", "在宅勤務の申請先は誰ですか？", "所属長", ver="2", ctx="所属長へ申請する")
U("o-r1c", "在宅勤務を急に当日申請したい場合は？", "missing-item", ver="2", pair="o-r1", gap="condition",
  notes="前日17時までの申請のみ定め、当日申請の例外の定めはない。", absent=["当日申請"])
at("TX-HR-04")
A("o-m1", "資格手当って届けた月から出るの？", "届出の翌月から", style="casual")
U("o-m1o", "資格手当は資格を取った月までさかのぼって払われますか？", "missing-item", pair="o-m1",
  notes="遡及支給の定めはない。", absent=["遡及", "さかのぼ"])
at("TX-IT-01")
A("o-i1", "パスワードは数字だけでもOK？", "英大文字、英小文字、数字および記号を組み合わせる", style="casual")
U("o-i1t", "スマホのロック画面のパスコードは何桁以上？", "missing-item", style="casual", pair="o-i1", gap="condition",
  notes="パスワード基準は業務用パソコンについてのみ。", absent=["パスコード", "桁"])
at("TX-GA-01")
A("o-g1", "How are office entries and exits recorded?", "ICカード", style="english", ctx="入退室はICカードで記録する")
U("o-g1t", "来客の入館記録はどうつけますか？", "missing-item", pair="o-g1", notes="来客の入館記録の定めはない。",
  absent=["来客の入館", "入館記録"])
at("TX-FN-01")
A("o-f1", "5万円超える備品、立替じゃなくてどうすればいい？", "経理部が直接支払う", ver="2", style="casual")
U("o-f1o", "立替は月に何回までできますか？", "missing-item", ver="2", pair="o-f1", gap="other-number",
  notes="50,000円は1回の立替の上限で、回数の定めはない。", absent=["回まで立替"])
at("TX-FN-02")
A("o-q1", "Can I keep a gift worth 8,000 yen from a client?", "丁重に辞退するか、受領後7日以内に返送する", style="english")
U("o-q1t", "顧問先の従業員個人からの贈り物も同じ基準ですか？", "missing-item", pair="o-q1", gap="condition",
  notes="顧問先からの贈答品の定めのみで、顧問先の従業員個人からの贈り物の定めはない。", absent=["従業員個人"])
at("TX-HR-06")
A("o-y1", "時短勤務って1日何時間になる？", "6時間", ver="2", style="casual")
U("o-y1t", "介護の時短勤務は1日何時間ですか？", "missing-item", ver="2", pair="o-y1", gap="condition",
  notes="6時間は育児短時間勤務の定め。介護短時間勤務の時間数の定めはない。", absent=["介護短時間勤務は"])
at("TX-HS-01")
A("o-s1", "健康診断って繁忙期にやることある？", "繁忙期には実施しない", style="casual")
U("o-s1t", "パートさんの健康診断の費用は誰が払う？", "missing-item", style="casual", pair="o-s1",
  notes="健康診断の費用負担の定めはない。", absent=["健康診断の費用"])
at("TX-WK-02")
A("o-z1", "フレックスの清算期間はどれくらいですか？", "1か月", ctx="清算期間は1か月")
U("o-z1o", "清算期間の途中で勤務時間が超過したら何時間まで翌月に回せますか？", "missing-item", pair="o-z1", gap="other-number",
  notes="10時間は不足時間の繰越上限で、超過時間の定めはない。", absent=["超過した時間"])
at("TX-SR-01")
A("o-l1", "社員が辞めた顧問先の喪失届、何日以内？", "3営業日以内", style="casual", cat="near-miss", nm="10営業日以内",
  ctx="退職の連絡を受けた日から3営業日以内")
U("o-l1t", "顧問先の役員が退任した場合の届出期限は？", "missing-item", pair="o-l1", notes="役員退任の定めはない。", absent=["役員"])
P("o-l2", "資格取得届の期限と、算定基礎届の最終確認者を教えてください。",
  [("資格取得届の期限", "TX-SR-01", "1", "3営業日以内", "入社の連絡を受けた日から3営業日以内"),
   ("算定基礎届の最終確認者", "TX-SR-01", "1", "社会保険労務士が最終確認", None)])
P("o-l3", "給与計算代行の締切と、年末調整代行の締切は？",
  [("給与計算代行の締切", "TX-SR-01", "1", "給与支給日の5営業日前", None), ("年末調整代行の締切", None)], style="casual", pair="l3",
  notes="年末調整代行の締切の定めはない。")
at("TX-HS-01")
P("o-s2", "インフルの補助額と、繁忙期の産業医面談の基準を教えて",
  [("インフルエンザ予防接種の補助", "TX-HS-01", "1", "1回につき3,000円", None), ("産業医面談の基準", "TX-HS-01", "1", "1か月80時間", None)], style="casual")
at("TX-GA-01")
P("o-g2", "繁忙期の閉館時間と、夜間の警備会社の連絡先を教えてください。",
  [("繁忙期の閉館時間", "TX-GA-01", "1", "23時まで", None), ("警備会社の連絡先", None)], pair="g4", notes="警備会社の連絡先の定めはない。")
at("TX-WK-01")
P("o-w2", "繁忙期の残業上限（特別条項なし）と、在宅勤務手当の月額を教えてください。",
  [("繁忙期の残業上限", "TX-WK-01", "2", "1か月45時間", None), ("在宅勤務手当", "TX-HR-03", "2", "月額5,000円", None)])
