"""Two-part questions, out-of-domain questions and the bundle's synonym groups."""
from common import *

SYNONYMS = [
    ["有休", "有給", "年休", "年次有給休暇"],
    ["残業", "時間外労働"],
    ["特休", "特別休暇", "慶弔休暇", "忌引き"],
    ["リモート", "リモートワーク", "在宅勤務", "テレワーク"],
    ["オンコール", "オンコール当番", "当番"],
    ["障害", "インシデント"],
    ["本番", "本番環境", "プロダクション"],
    ["ポストモーテム", "振り返り", "事後レビュー"],
    ["エンプラ", "エンタープライズプラン"],
    ["CS", "カスタマーサクセス"],
    ["ノーパソ", "ノートPC", "貸与PC", "開発用PC"],
    ["スマホ", "スマートフォン"],
    ["経費精算", "立替精算"],
    ["ボーナス", "賞与"],
    ["副業", "兼業", "複業"],
    ["技術書", "書籍"],
    ["カンファレンス", "勉強会", "技術イベント"],
    ["業務委託", "フリーランス", "外部委託"],
    ["エスカレ", "エスカレーション"],
    ["日当", "出張手当"],
    ["ホテル代", "宿泊費"],
    ["上長", "所属長", "マネージャー"],
    ["打刻", "勤怠"],
    ["MFA", "多要素認証", "二段階認証"],
]

# ---------------------------------------------------------------- two-part, both stated
T("tp1", "コアタイムとフレキシブルタイム、それぞれ何時から何時まで？", [
    PA("コアタイムの時間帯", "11時から14時まで", "HS-HR-01", "2"),
    PA("フレキシブルタイムの時間帯", "7時から22時まで", "HS-HR-01", "2")], style="casual", doc_id="HS-HR-01")
T("tp2", "リモートワーク手当の月額と、出社した日の交通費の扱いを教えてください。", [
    PA("リモートワーク手当の月額", "月額7,000円", "HS-HR-03", "2"),
    PA("出社日の交通費の扱い", "実費を経費精算規程により精算する", "HS-HR-03", "2")], doc_id="HS-HR-03")
T("tp3", "自己評価の入力の期限と、上長がフィードバック面談をする期限はそれぞれいつですか？", [
    PA("自己評価の入力期限", "期末日の翌日から10日以内", "HS-HR-05"),
    PA("フィードバック面談の期限", "評価の確定後21日以内", "HS-HR-05")], doc_id="HS-HR-05")
T("tp4", "本の補助って年いくらまで？あとカンファレンス参加費の上限も知りたい", [
    PA("技術書の購入費の年間上限", "年度30,000円", "HS-HR-08"),
    PA("国内カンファレンス参加費の年間上限", "年度50,000円", "HS-HR-08")], style="casual", doc_id="HS-HR-08")
T("tp5", "平日と土日祝のオンコール手当、それぞれ1日いくら？", [
    PA("平日の当番手当（1日）", "2,500円", "HS-ENG-01", "2", ctx="平日の当番1日につき2,500円"),
    PA("土日祝日の当番手当（1日）", "6,000円", "HS-ENG-01", "2")], style="casual", doc_id="HS-ENG-01")
T("tp6", "SEV1が起きたときの社内報告の期限と、その後のポストモーテムの提出期限を教えてください。", [
    PA("SEV1の社内報告の期限", "検知から15分以内", "HS-ENG-02", "2"),
    PA("ポストモーテムの提出期限", "復旧後3営業日以内", "HS-ENG-02", "2")], doc_id="HS-ENG-02")
T("tp7", "会社のPCをなくしたときと、顧客データが漏れたかもしれないとき、それぞれどれくらいの時間内にセキュリティ室へ連絡する？", [
    PA("PC紛失の報告期限", "1時間以内", "HS-SEC-01"),
    PA("顧客データ漏えいの報告期限", "30分以内", "HS-SEC-02", "2")], style="casual", doc_id="HS-SEC-01")
T("tp8", "How many external monitors can I borrow, and which form do I use to ask for more memory?", [
    PA("外部モニターの貸与台数", "1人2台まで", "HS-IT-01", "2"),
    PA("メモリ増設の申請書", "PC構成変更申請書（様式HS-51）", "HS-IT-01", "2")], style="english", doc_id="HS-IT-01")
T("tp9", "福岡に泊まりで出張します。ホテル代の上限と、1日あたりの日当はいくらですか？", [
    PA("福岡市の宿泊費の上限", "11,000円", "HS-FN-01"),
    PA("宿泊を伴う国内出張の日当", "1日3,000円", "HS-FN-01")], doc_id="HS-FN-01")
T("tp10", "経費っていつまでに申請して、いつ振り込まれるの？", [
    PA("経費の申請期限", "翌月10日まで", "HS-FN-02"),
    PA("経費の振込日", "申請月の翌月25日", "HS-FN-02")], style="casual", doc_id="HS-FN-02")
T("tp11", "スタンダードプランとビジネスプランの初回応答の目標を、それぞれ教えてください。", [
    PA("スタンダードプランの初回応答目標", "2営業日以内", "HS-CS-01", ctx="スタンダードプラン：2営業日以内"),
    PA("ビジネスプランの初回応答目標", "1営業日以内", "HS-CS-01")], doc_id="HS-CS-01")
T("tp12", "有給の申請って何日前まで？あと時間単位だと年何日分まで使える？", [
    PA("年次有給休暇の申請期限", "5営業日前まで", "HS-HR-02"),
    PA("時間単位年休の上限", "年5日分", "HS-HR-02")], style="casual", doc_id="HS-HR-02")
T("tp13", "副業届の提出期限と、使う様式の番号を教えてください。", [
    PA("副業届の提出期限", "開始日の14日前まで", "HS-HR-04"),
    PA("副業届の様式", "様式HS-12", "HS-HR-04")], doc_id="HS-HR-04")
T("tp14", "How long is a production admin permission valid, and how long are backups kept?", [
    PA("管理者権限の有効期間", "24時間", "HS-ENG-03"),
    PA("バックアップの保存期間", "35日", "HS-SEC-02", "2")], style="english", doc_id="HS-ENG-03")
T("tp15", "A評価のメンバーの昇給額と賞与の支給率を教えてください。", [
    PA("A評価の昇給額（月額）", "10,000円", "HS-HR-06", ctx="A評価：10,000円"),
    PA("A評価の賞与支給率", "2.5か月", "HS-HR-06", ctx="A評価2.5か月")], g=MGR, cat="permission",
  doc_id="HS-HR-06")
T("tp16", "2026年2月の時点のコアタイムと、打刻修正の申請期限を教えてください。", [
    PA("2026年2月時点のコアタイム", "11時から15時まで", "HS-HR-01", "1"),
    PA("2026年2月時点の打刻修正の期限", "翌月3営業日まで", "HS-HR-01", "1")], date="2026-02-01",
  cat="period", pair="a2", doc_id="HS-HR-01")
T("tp17", "福岡拠点の人って月何日出社の目安？あと福岡の定時も教えて", [
    PA("福岡拠点の出社日の目安", "月2日", "HS-HR-03", "2"),
    PA("福岡拠点の標準勤務時間", "9時から18時まで", "HS-HR-01", "2")], style="casual", doc_id="HS-HR-03")

# ---------------------------------------------------------------- two-part, one part not stated
T("tm1", "結婚したら特休何日？あと結婚祝い金っていくら出る？", [
    PA("本人の結婚の特別休暇の日数", "5日", "HS-HR-02", ctx="本人の結婚：5日"),
    PM("結婚祝い金の額", "HS-HR-02", "1")], style="casual", pair="b1", absent=["祝い金", "祝金"],
  notes="特別休暇の日数は第6条にあるが、結婚祝い金はどの規程にもない。", doc_id="HS-HR-02")
T("tm2", "副業は週何時間まで可能か、それと副業収入がいくらを超えたら申告が必要か教えてください。", [
    PA("副業の週の上限時間", "週10時間以内", "HS-HR-04"),
    PM("申告が必要になる副業収入の額", "HS-HR-04", "1")], pair="d3", absent=["収入が"],
  notes="時間の上限は第5条にあるが、申告が必要になる収入額はない。", doc_id="HS-HR-04")
T("tm3", "リモート手当の月額と、Wi-Fiルーターって貸してもらえるのか知りたい", [
    PA("リモートワーク手当の月額", "月額7,000円", "HS-HR-03", "2"),
    PM("Wi-Fiルーターの貸出し", "HS-HR-03", "2")], style="casual", pair="c1", absent=["ルーター"],
  notes="手当の額は第4条にあるが、ルーターの貸出しの定めはない。", doc_id="HS-HR-03")
T("tm4", "土日のオンコール手当と、当番用のモバイルWi-Fiの貸出しがあるかを教えてください。", [
    PA("土日祝日の当番手当", "6,000円", "HS-ENG-01", "2"),
    PM("当番用モバイルWi-Fiの貸出し", "HS-ENG-01", "2")], pair="o3", absent=["モバイルWi-Fi", "ルーター"],
  notes="手当の額は第5条にあるが、モバイルWi-Fiの貸出しの定めはない。", doc_id="HS-ENG-01")
T("tm5", "SEV2の社内報告の期限と、SEV2のときに顧客へ渡すお詫びクーポンの金額は？", [
    PA("SEV2の社内報告の期限", "検知から30分以内", "HS-ENG-02", "2"),
    PM("お詫びクーポンの金額", "HS-ENG-02", "2")], pair="i2", absent=["クーポン"],
  notes="報告期限は第3条にあるが、クーポンの定めはない。", doc_id="HS-ENG-02")
T("tm6", "How long are backups kept, and in which data center region are they stored?", [
    PA("バックアップの保存期間", "35日", "HS-SEC-02", "2"),
    PM("バックアップの保存先リージョン", "HS-SEC-02", "2")], style="english", pair="p6",
  absent=["バックアップの保存先", "東京リージョン"], notes="保存期間は第5条にあるが、バックアップの保存先は書かれていない。",
  doc_id="HS-SEC-02")
T("tm7", "エンジニアのPCの更新周期と、PCを持ち運ぶバッグが支給されるかを教えて", [
    PA("エンジニア職のPC更新周期", "3年", "HS-IT-01", "2", ctx="エンジニア職は3年"),
    PM("PCバッグの支給", "HS-IT-01", "2")], style="casual", pair="m1", absent=["バッグ"],
  notes="更新周期は第2条にあるが、バッグの支給の定めはない。", doc_id="HS-IT-01")
T("tm8", "東京23区に泊まるときの宿泊費の上限と、飛行機の手荷物の超過料金を精算できるかを教えてください。", [
    PA("東京都23区の宿泊費の上限", "14,000円", "HS-FN-01"),
    PM("手荷物の超過料金の精算", "HS-FN-01", "1")], pair="t2", absent=["手荷物", "超過料金"],
  notes="宿泊費の上限は第4条にあるが、手荷物の超過料金の定めはない。", doc_id="HS-FN-01")
T("tm9", "経費の申請期限っていつ？あと交通系の電子マネーで払った分はどう精算する？", [
    PA("経費の申請期限", "翌月10日まで", "HS-FN-02"),
    PM("電子マネーで支払った分の精算方法", "HS-FN-02", "1")], style="casual", pair="x1",
  absent=["電子マネー", "交通系IC"], notes="申請期限は第2条にあるが、電子マネー払いの扱いは書かれていない。", doc_id="HS-FN-02")
T("tm10", "エンタープライズの顧客との定例会の頻度と、定例会の議事録を共有する期限を教えてください。", [
    PA("エンタープライズ顧客との定例会の頻度", "月1回", "HS-CS-01"),
    PM("議事録の共有期限", "HS-CS-01", "1")], pair="n8", absent=["議事録"],
  notes="定例会の頻度は第5条にあるが、議事録の定めはない。", doc_id="HS-CS-01")
T("tm11", "目標設定シートの提出期限と、評価結果が給与に反映されるのは何月の給与からかを知りたいです。", [
    PA("目標設定シートの提出期限", "各期の開始後14日以内", "HS-HR-05"),
    PM("評価結果が反映される給与の月", "HS-HR-05", "1")], pair="e5", absent=["月の給与から", "給与明細"],
  notes="提出期限は第3条にあるが、給与への反映時期は書かれていない。", doc_id="HS-HR-05")
T("tm12", "国内カンファレンスの参加費っていくらまで？あと会場でもらったノベルティは持ち帰っていいの？", [
    PA("国内カンファレンス参加費の上限", "年度50,000円", "HS-HR-08"),
    PM("ノベルティの扱い", "HS-HR-08", "1")], style="casual", pair="g4", absent=["ノベルティ"],
  notes="参加費の上限は第4条にあるが、ノベルティの扱いは書かれていない。", doc_id="HS-HR-08")
T("tm13", "本番の管理者権限は誰が承認するのか、それと申請から付与まで通常何日かかるのかを教えてください。", [
    PA("管理者権限の承認者", "情報セキュリティ室長の承認", "HS-ENG-03",
       ctx="管理者権限は情報セキュリティ室長の承認"),
    PM("申請から付与までの標準日数", "HS-ENG-03", "1")], pair="j2", absent=["付与までの日数", "標準処理"],
  notes="承認者は第3条にあるが、付与までの日数は書かれていない。", doc_id="HS-ENG-03")
T("tm14", "What is the minimum password length, and how often do I have to change my password?", [
    PA("パスワードの最低文字数", "12文字以上", "HS-SEC-01"),
    PM("パスワードの変更周期", "HS-SEC-01", "1")], style="english", pair="s1", absent=["変更周期", "日ごと"],
  notes="文字数は第3条にあるが、変更周期は書かれていない。", doc_id="HS-SEC-01")
T("tm15", "残業って月何時間まで？あと残業代の割増率もついでに教えて", [
    PA("時間外労働の月の上限", "月45時間", "HS-HR-01", "2"),
    PM("時間外労働の割増率", "HS-HR-01", "2")], style="casual", pair="a6", absent=["割増率", "25%"],
  notes="月の上限は第5条にあるが、割増率はどの規程にも書かれていない。", doc_id="HS-HR-01")
T("tm16", "有給の申請期限と、育児休業は子どもが何歳になるまで取れるかを教えてください。", [
    PA("年次有給休暇の申請期限", "5営業日前まで", "HS-HR-02"),
    PM("育児休業を取れる子の年齢", "HS-HR-02", "1")], pair="b5", absent=["育児休業", "育休"],
  notes="申請期限は第4条にあるが、育児休業の定めはない。", doc_id="HS-HR-02")
T("tm17", "深夜に対応したときの手当はいくら？それと深夜対応は月に何回までって上限ある？", [
    PA("深夜対応手当の額", "1回につき3,000円", "HS-ENG-01", "2"),
    PM("深夜対応の月の回数上限", "HS-ENG-01", "2")], style="casual", pair="o4", absent=["回まで"],
  notes="深夜対応手当は第5条にあるが、深夜対応の回数の上限は書かれていない。", doc_id="HS-ENG-01")

# ---------------------------------------------------------------- out-of-domain
_OOD = [
    ("会社の近くでおすすめのランチのお店ある？", "casual"),
    ("Pythonでリストを逆順に並べ替えるにはどうすればいいですか？", "polite"),
    ("医療費控除って確定申告でどうやって受けるの？", "casual"),
    ("What's the weather forecast for Sapporo tomorrow?", "english"),
    ("TypeScriptのジェネリクスってどう書くんだっけ", "casual"),
    ("How do I reset the Wi-Fi router at my apartment?", "english"),
    ("福岡でおすすめのもつ鍋屋さん教えて", "casual"),
    ("株式の配当金はどのように計算されるのですか？", "polite"),
    ("Kubernetesのポッドが再起動を繰り返すときに考えられる原因は何ですか？", "polite"),
    ("自転車のタイヤって空気どれくらいの頻度で入れればいい？", "casual"),
    ("Who won the FIFA World Cup in 2022?", "english"),
    ("SQLでNULLを含む列の平均を出す方法を教えてください。", "polite"),
    ("腰痛に効くストレッチを教えてください。", "polite"),
    ("最近おもしろかった映画ってある？", "casual"),
]
for i, (q, st) in enumerate(_OOD, 1):
    U(f"ood{i}", q, "out-of-domain", style=st, topic=False, doc_id="ZZ",
      notes="社内規程と無関係な質問。")

# ---------------------------------------------------------------- further unanswerable twins
U("b20", "How many days of special leave do I get when my grandchild is born?", "target-mismatch", ver="1",
  pair="b4", style="english", absent=["孫"], doc_id="HS-HR-02",
  notes="出産の特別休暇は配偶者の出産のみ。孫の出生の定めはない。")
U("b21", "夏季休暇って何日あるの？", "missing-item", ver="1", pair="b16", style="casual",
  absent=["夏季休暇", "夏休み"], doc_id="HS-HR-02", notes="特別休暇の一覧に夏季休暇はなく、どの規程にも定めがない。")
U("c19", "会社契約のコワーキングスペースを使うとき、利用料は誰が払うんですか？", "missing-item", ver="2",
  pair="c13", absent=["コワーキングスペースの利用料"], doc_id="HS-HR-03",
  notes="コワーキングスペースは勤務場所として挙げられるのみで、利用料の負担は書かれていない。")
U("c20", "How many days a month are people based in the Sendai office expected to come in?", "target-mismatch",
  ver="2", pair="c4", style="english", absent=["仙台"], doc_id="HS-HR-03",
  notes="出社日の目安は東京本社・札幌・福岡のみ。仙台の定めはない。")
U("d15", "Is there a cap on how much I can earn from a side job?", "missing-item", ver="1", pair="d3",
  style="english", absent=["収入の上限"], doc_id="HS-HR-04",
  notes="副業の時間の上限はあるが、収入の上限は書かれていない。")
U("e16", "フィードバック面談って何分くらいやるもの？", "missing-item", ver="1", pair="e8", style="casual",
  absent=["分程度", "分間"], doc_id="HS-HR-05", notes="面談の期限はあるが、面談の長さは書かれていない。")
U("f12", "What is the bonus multiplier for someone rated S?", "permission", ver="1", pair="f3", style="english",
  doc_id="HS-HR-06", notes="賞与支給率はHS-HR-06（managers限定）にのみ記載。")
U("f14", "マネージャーに昇格するには、どんな評価が必要ですか？", "permission", ver="1", pair="f5",
  doc_id="HS-HR-06", notes="昇格の条件はHS-HR-06（managers限定）にのみ記載。")
U("h9", "契約社員が病気で休職する場合、休職期間はどうなりますか？", "permission", ver="1", pair="h1",
  doc_id="HS-HR-07", notes="契約社員の休職期間はHS-HR-07（hr限定）にのみ記載。")
U("g17", "Does the company pay for online course subscriptions like Udemy?", "missing-item", ver="1", pair="g1",
  style="english", gap="not-defined", doc_id="HS-HR-08",
  notes="第6条はオンライン学習サービスの月額利用料の補助を本規程では定めないとする。")
U("o22", "2024年10月時点で、オンコール当番は月に何週までと決まっていましたか？", "period", date="2024-10-01",
  pair="o8", doc_id="HS-ENG-01", notes="HS-ENG-01は2025-01-01施行。2024年10月に有効な版はない。")
U("i21", "Is there an extra allowance for acting as incident commander?", "missing-item", ver="2", pair="i1",
  style="english", absent=["インシデントコマンダーの手当", "コマンダー手当"], doc_id="HS-ENG-02",
  notes="インシデントコマンダーは指名の定めのみで、手当は書かれていない。")
U("i22", "2024年3月にSEV3の障害が起きた場合、報告はいつまでにする決まりでしたか？", "period", date="2024-03-01",
  pair="i4", doc_id="HS-ENG-02", notes="HS-ENG-02は2024-04-01施行。2024年3月に有効な版はない。")
U("s15", "私物のUSBメモリを会社のPCに挿して使ってもいいですか？", "missing-item", ver="2", pair="p9",
  gap="condition", doc_id="HS-SEC-02", absent=["USBメモリの使用", "USBメモリを使用"],
  notes="USBメモリの定めは顧客データの保存の禁止のみで、USBメモリ一般の使用可否は書かれていない。")
U("p18", "When is customer data deleted after an Education plan contract ends?", "target-mismatch", ver="2",
  pair="p2", style="english", absent=["教育機関", "エデュケーション"], doc_id="HS-SEC-02",
  notes="削除時期はスタンダード・ビジネス・エンタープライズのみ。教育機関向けプランの定めはない。")
U("m19", "What laptop do people in the marketing team get?", "target-mismatch", ver="2", pair="m4",
  style="english", absent=["マーケティング"], doc_id="HS-IT-01",
  notes="貸与機種はエンジニア職・CS職・営業職のみ。マーケティング職の定めはない。")
U("t21", "2025年6月に札幌へ出張した場合、宿泊費の上限はいくらでしたか？", "period", date="2025-06-01", pair="t1",
  doc_id="HS-FN-01", notes="HS-FN-01は2025-07-01施行。2025年6月に有効な版はない。")
U("x16", "経費精算で差し戻されたら、何回まで出し直せる？", "missing-item", ver="1", pair="x1", style="casual",
  absent=["差戻し", "差し戻し"], doc_id="HS-FN-02", notes="差戻し後の再申請の回数は書かれていない。")
U("n17", "What's the first-response target for customers on the Free plan?", "target-mismatch", ver="1",
  pair="n1", style="english", absent=["フリープラン"], doc_id="HS-CS-01",
  notes="初回応答の目標はスタンダード・ビジネス・エンタープライズのみ。フリープランの定めはない。")
U("v11", "年間1,000万円を超える大型案件の値引きは、誰が承認しますか？", "permission", ver="1", pair="v10",
  doc_id="HS-SL-01", notes="大型案件の承認者はHS-SL-01（managers限定）にのみ記載。")

T("tp18", "セキュリティ研修って年何回受けるんだっけ？受けなかったらどうなる？", [
    PA("情報セキュリティ研修の受講頻度", "毎年1回", "HS-SEC-01"),
    PA("研修を受講しない場合の扱い", "受講まで停止することがある", "HS-SEC-01")], style="casual", doc_id="HS-SEC-01")
T("tm18", "解約の申出を営業に共有する期限と、解約理由のヒアリングシートの様式番号を教えてください。", [
    PA("解約の申出を営業部へ共有する期限", "2営業日以内", "HS-CS-01", ctx="2営業日以内に営業部"),
    PM("解約理由のヒアリングシートの様式", "HS-CS-01", "1")], pair="n11", absent=["ヒアリングシート"],
  notes="共有の期限は第6条にあるが、ヒアリングシートの様式はどの規程にもない。", doc_id="HS-CS-01")
