from common import A, U, P

P("TP:51", "オフィスビルのトイレ清掃回数と、トイレ清掃に使う洗剤のメーカー指定を教えてください。", "polite",
  [("オフィスビルのトイレ清掃回数", "BM-OP-06", "1日2回", None), ("洗剤のメーカー指定", None)], pair="OP06:a1")
P("TP:52", "ワックス後の通行止め時間と、ワックスの乾燥に使う送風機の台数って決まってる？", "casual",
  [("ワックス後の通行止め時間", "BM-OP-03", "最低2時間", None), ("送風機の台数", None)], pair="OP03:a8")
P("TP:53", "What is the overtime cap per month, and how much is the on-call allowance during nap time?", "english",
  [("時間外労働の月の上限", "BM-HR-01", "45時間", None), ("仮眠中の呼出し手当", None)], pair="HR01:a8")
P("TP:54", "脚立の天板に乗っていいかどうかと、脚立の耐用年数を教えてください。", "polite",
  [("天板に乗ることの可否", "BM-SF-02", "脚立の天板に乗って作業してはならない", None), ("脚立の耐用年数", None)], pair="SF02:a1")

U("W:1", "HR01:a6", "BM-HR-01", "早退したい場合は何時間前までに連絡すればいいですか？", "polite", "missing-item", gap="condition", absent=["早退"], notes="1時間前は遅刻・欠勤の連絡期限。早退の定めはない。")
U("W:2", "HR01:a5", "BM-HR-01", "休憩時間に現場の外のコンビニまで出てもいい？", "casual", "missing-item", absent=["コンビニ", "外出"], notes="休憩場所は控室と定めるが外出の可否の定めはない。")
U("W:3", "HR02:a2", "BM-HR-02", "深夜手当は何分未満だとつかないの？", "casual", "missing-item", gap="other-number", notes="30分未満の不支給は早朝手当のみ。")
U("W:4", "GA01:a3", "BM-GA-01", "屋内作業だけの人にも防寒着は貸与されますか？何着ですか？", "polite", "missing-item", gap="condition", notes="防寒着は屋外作業のある者のみ。", absent=["屋内"])
U("W:5", "SF01:a1", "BM-SF-01", "客先に倉庫がない現場では薬剤をどこに置けばいいですか？", "polite", "missing-item", gap="condition", notes="保管は客先から貸与された倉庫を前提とし、倉庫がない場合の定めはない。")
U("W:6", "SF02:a2", "BM-SF-02", "天板1.2mの脚立を日常清掃員が使うときは何人で？", "casual", "missing-item", gap="other-number", notes="2人1組は1.2mを超える脚立を定期清掃班が使う場合。")
U("W:7", "OP01:a2", "BM-OP-01", "Is there a time limit on borrowing a security card overnight for a late job?", "english", "missing-item", gap="condition", notes="持出し時間の定めは鍵の1回につき3時間。夜間に持ち帰る場合の定めはない。", absent=["持ち帰ってよい"])
U("W:8", "OP02:a6", "BM-OP-02", "クレジットカードを拾ったら警察に何日以内に届ける？", "casual", "missing-item", absent=["警察へ届ける", "警察に届"], notes="届出先は客先の窓口。警察の定めはない。")
U("W:9", "OP05:a1", "BM-OP-05", "休日の日中に入館するときの届出期限はいつですか？", "polite", "missing-item", gap="condition", notes="前日17時は夜間（22時以降）入館についてのみ。", absent=["休日の日中"])
U("W:10", "GA03:a2", "BM-GA-03", "川崎営業所の軽トラックは何台ですか？", "polite", "target-mismatch", absent=["軽トラ"], notes="車種別の台数は定めがない。")
U("W:11", "OP07:a3", "BM-OP-07", "新規現場のパート以外の警備スタッフの研修時間は？", "casual", "target-mismatch", absent=["警備スタッフ"], notes="日常清掃員・設備管理員のみ。")
U("W:12", "HR05:a1", "BM-HR-05", "契約社員がB評価のときの昇給額はいくらですか？", "polite", "target-mismatch", groups=["all-staff", "hr"], absent=["契約社員"], notes="改定額はパートタイマーのみ。")
U("W:13", "MG01:a1", "BM-MG-01", "副所長は1回いくらまで資機材を買えますか？", "polite", "target-mismatch", groups=["all-staff", "managers"], absent=["副所長"], notes="決裁権限は班長・営業所長・業務部長・社長のみ。")
U("W:14", "MG02:a4", "BM-MG-02", "苦情対応記録の様式MG-2って電子で保存してもいい？何年？", "casual", "missing-item", groups=["all-staff", "managers"], absent=["電子"], notes="保存期間3年は定めるが電子保存の可否は定めがない。")
