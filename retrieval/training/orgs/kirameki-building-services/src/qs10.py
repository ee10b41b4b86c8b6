from common import A, U, P

P("TP:61", "早朝手当の単価と、深夜手当の対象時間帯を教えてください。", "polite",
  [("早朝手当の単価", "BM-HR-02", "1時間につき250円", None), ("深夜手当の対象時間帯", "BM-HR-02", "22時から翌5時まで", None)])
P("TP:62", "パートの契約期間と、自己都合で辞めるとき何日前に言うか教えて", "casual",
  [("パートの契約期間", "BM-HR-06", "1年以内", None), ("自己都合退職の申出期限", "BM-HR-06", "30日前まで", None)])
P("TP:63", "What is the WBGT threshold for stopping outdoor glass cleaning, and when is the stress check held?", "english",
  [("屋外ガラス清掃を中止する暑さ指数", "BM-HR-07", "31以上", None), ("ストレスチェックの時期", "BM-HR-07", "毎年11月", None)])
P("TP:64", "鍵を受け取る場所と、持出し時間の上限を教えてください。", "polite",
  [("鍵の受取場所", "BM-OP-01", "防災センター", "客先の防災センターで"), ("鍵の持出し時間", "BM-OP-01", "1回につき3時間以内", None)])
P("TP:65", "設備日報の提出期限と、残留塩素の測定頻度は？", "casual",
  [("設備日報の提出期限", "BM-OP-04", "翌朝9時まで", None), ("残留塩素の測定頻度", "BM-OP-04", "毎日1回", None)])
P("TP:66", "新規現場で日常清掃員が受ける研修時間と、初回点検の時期を教えてください。", "polite",
  [("日常清掃員の現場研修時間", "BM-OP-07", "2時間", "日常清掃員は2時間"), ("初回点検の時期", "BM-OP-07", "1週間以内", None)])
P("TP:67", "Tokyo part-timer base wage, and how many company cars are at the Tokyo office?", "english",
  [("東京営業所のパート基本時給", "BM-HR-06", "1,250円", "東京営業所：1,250円"), ("東京営業所の社用車台数", "BM-GA-03", "4台", "東京営業所に4台")])
P("TP:68", "薬剤が目に入ったときに洗う時間と、剥離作業で追加する保護具は？", "casual",
  [("目に入ったときの洗浄時間", "BM-SF-01", "15分以上", None), ("剥離作業で追加する保護具", "BM-SF-01", "長靴", None)])
P("TP:69", "有給の申請書の名前と、特別休暇を使う期限を教えてください。", "polite",
  [("有給休暇の申請書", "BM-HR-03", "様式HR-3「休暇届」", None), ("特別休暇の取得期限", "BM-HR-03", "1か月以内", None)])
P("TP:71", "夜間の入館届の期限と、夜間作業の警備員の立会い費用の負担を教えてください。", "polite",
  [("夜間入館の届出期限", "BM-OP-05", "前日の17時まで", None), ("警備員の立会い費用の負担", None)], pair="OP05:a1")
P("TP:72", "社用車の給油のタイミングと、ガソリンカードの使い方は？", "casual",
  [("給油のタイミング", "BM-GA-03", "4分の1", None), ("ガソリンカードの使い方", None)], pair="GA03:a6")
P("TP:73", "How many days do I have to submit the property damage report, and what is the deductible?", "english",
  [("物損事故報告書の提出期限", "BM-SF-03", "発生日の翌日まで", None), ("保険の免責額", None)], pair="C:SF03b")
P("TP:74", "商業施設のトイレの巡回間隔と、トイレットペーパーの補充基準を教えてください。", "polite",
  [("商業施設トイレの巡回間隔", "BM-OP-06", "2時間ごと", None), ("トイレットペーパーの補充基準", None)], pair="OP06:a2")
P("TP:75", "ゴンドラの計画書の提出期限と、ゴンドラの年次点検の業者はどこ？", "casual",
  [("高所作業計画書の提出期限", "BM-SF-02", "前日まで", None), ("ゴンドラの年次点検業者", None)], pair="SF02:a4")
P("TP:76", "資格手当の併給の上限と、資格手当の支給停止の条件を教えてください。", "polite",
  [("資格手当の併給上限", "BM-HR-04", "月額の高い2資格分まで", None), ("資格手当の支給停止条件", None)], pair="HR04:a4")
P("TP:77", "定期清掃の最低人数と、深夜作業の騒音基準は？", "casual",
  [("定期清掃の最低人数", "BM-OP-03", "3名以上", None), ("深夜作業の騒音基準", None)], pair="OP03:a6")
P("TP:78", "When do I return my uniform after resigning, and is there a fee for late return?", "english",
  [("退職時の制服返却期限", "BM-GA-01", "最終出勤日から10日以内", None), ("返却遅れの料金", None)], pair="GA01:a7")
P("TP:79", "忘れ物の記録票の保存期間と、忘れ物の写真を撮るルールってある？", "casual",
  [("拾得物記録票の保存期間", "BM-OP-02", "1年間", None), ("忘れ物の写真撮影のルール", None)], pair="OP02:a5")
P("TP:80", "夏季休暇の日数と、正社員の冬季休暇の日数を教えてください。", "polite",
  [("正社員の夏季休暇の日数", "BM-HR-03", "3日", "3日の夏季休暇"), ("正社員の冬季休暇の日数", None)], pair="HR03:a8")
P("TP:81", "設備管理員の仮眠時間と、仮眠室の広さの基準は？", "casual",
  [("仮眠時間", "BM-HR-01", "5時間", "仮眠時間を5時間"), ("仮眠室の広さ", None)], pair="HR01:a3")

# more unanswerable twins
U("D:1", "HR01:a1", "BM-HR-01", "日常清掃員の深夜帯（22時以降）のシフトは何時までですか？", "polite", "missing-item", gap="other-number", notes="日常清掃員の勤務時間帯は早朝・日中・夜間（17時から22時）のみ。22時以降の帯の定めはない。", absent=["深夜帯"])
U("D:2", "HR01:a6", "BM-HR-01", "遅刻の連絡をメールでしてもいいですか？", "polite", "missing-item", absent=["メール"], notes="連絡方法は電話とのみ。メールの可否の定めはない。")
U("D:3", "HR01:a8", "BM-HR-01", "What is the overtime cap for part-time daily cleaners per week?", "english", "missing-item", gap="other-number", absent=["週の時間外"], notes="月45時間のみ。週の上限はない。")
U("D:4", "HR02:a3", "BM-HR-02", "定期清掃班が深夜に2現場をはしごした場合、深夜手当は2回分出る？", "casual", "missing-item", absent=["2現場", "複数の現場"], notes="1回につきの額のみ。複数現場の扱いの定めはない。")
U("D:5", "HR02:a6", "BM-HR-02", "正社員が休日に設備点検の応援に入ったら手当はいくら？", "casual", "missing-item", gap="condition", notes="休日作業手当は定期清掃に従事した場合のみ。", absent=["設備点検の応援"])
U("D:6", "HR02:a6", "BM-HR-02", "契約社員が休日に定期清掃に入った場合の休日作業手当は1日いくらですか？", "polite", "target-mismatch", absent=["契約社員"], notes="休日作業手当は正社員のみ。")
U("D:7", "HR03:a2", "BM-HR-03", "定期清掃班の班長が有給を取るときは何日前申請？", "casual", "missing-item", gap="condition", notes="14日前は常駐の設備管理員。班長固有の定めはない（一般は7日前）。", absent=["班長は、"])
U("D:8", "HR03:a3", "BM-HR-03", "家族の看病で当日休んだ場合も有給に振り替えられますか？何日以内に届けますか？", "polite", "missing-item", gap="condition", notes="当日申請の振替は急病（本人）についてのみ。", absent=["看病", "看護"])
U("D:9", "HR03:a5", "BM-HR-03", "配偶者が出産するときの特別休暇とは別に、育児のための休暇は何日ありますか？", "polite", "missing-item", absent=["育児"], notes="育児休暇の定めはない。")
U("D:10", "HR04:a1", "BM-HR-04", "ビルクリーニング技能士の実技試験の合格率の目安は？", "casual", "missing-item", absent=["合格率"], notes="手当額のみ。")
U("D:11", "HR04:a5", "BM-HR-04", "資格手当の申請書は営業所長に出しますか？期限は？", "polite", "missing-item", absent=["申請期限"], notes="提出先は総務人事部。期限の定めはない。")
U("D:12", "HR04:a4", "BM-HR-04", "技能士を2つの級で持ってる場合、両方つく？", "casual", "missing-item", absent=["同一資格"], notes="併給は月額の高い2資格までとのみ。同一資格の複数級の扱いは定めがない。")
U("D:13", "GA01:a2", "BM-GA-01", "設備管理員に貸与されるヘルメットは何個ですか？", "polite", "target-mismatch", absent=["ヘルメット"], notes="貸与品の列挙にヘルメットはない。")
U("D:14", "GA01:a3", "BM-GA-01", "防寒着は何年ごとに交換してもらえる？", "casual", "missing-item", gap="condition", absent=["防寒着の交換"], notes="2年の交換は制服の通常交換。防寒着の交換周期は定めがない。")
U("D:15", "GA01:a4", "BM-GA-01", "What form do I use to request a replacement safety shoe size?", "english", "missing-item", gap="condition", absent=["サイズ"], notes="交換申請書は破損・汚損時の制服交換。サイズ変更の定めはない。")
U("D:16", "GA02:a2", "BM-GA-02", "日雇いスタッフの交通費はどう計算されますか？", "polite", "target-mismatch", absent=["日雇"], notes="公共交通機関の定めは従業員とパートタイマーのみ。")
U("D:17", "GA02:a4", "BM-GA-02", "徒歩通勤の場合の通勤手当はいくらですか？", "polite", "target-mismatch", absent=["徒歩"], notes="自転車・バイク・公共交通機関のみ。")
U("D:18", "GA02:a5", "BM-GA-02", "バイク通勤の駐輪場代は会社が出してくれる？", "casual", "missing-item", absent=["駐輪"], notes="バイクは距離単価のみ。駐輪場代の定めはない。")
U("D:19", "GA02:a6", "BM-GA-02", "始発前の出勤で、タクシーではなく自家用車を使った場合のガソリン代はいくらまで？", "polite", "missing-item", gap="condition", notes="始発前はタクシー利用のみ。", absent=["ガソリン代"])
U("D:20", "SF01:a2", "BM-SF-01", "営業所の倉庫に置ける薬剤の上限量は何リットル？", "casual", "missing-item", gap="condition", notes="上限は1現場についてのみ。営業所の定めはない。", absent=["営業所の倉庫"])
U("D:21", "SF01:a5", "BM-SF-01", "使いかけの原液は開封後何か月で捨てる？", "casual", "missing-item", gap="other-number", absent=["開封後"], notes="その日のうちは希釈液の定め。原液の使用期限は定めがない。")
U("D:22", "SF01:a7", "BM-SF-01", "薬剤を誤って飲み込んだ場合は何分以内に病院へ行きますか？", "polite", "missing-item", gap="condition", absent=["飲み込"], notes="15分以上の洗浄は目に入った場合のみ。")
U("D:23", "SF02:a3", "BM-SF-02", "脚立作業を中止する風速の基準は？", "casual", "missing-item", gap="condition", notes="風速基準はゴンドラ作業についてのみ。", absent=["脚立作業を中止"])
U("D:24", "SF02:a6", "BM-SF-02", "Does the full harness rule apply to work at 1.8 m?", "english", "missing-item", gap="other-number", absent=["1.8m"], notes="2m以上で器具を使うとのみ。1.8mの定めはない（1.2mは脚立の高さ）。")
U("D:25", "SF03:a2", "BM-SF-03", "病院に行かなかった軽いけがの報告書は何日以内？", "casual", "missing-item", gap="condition", notes="報告書の期限は医療機関を受診したときのみ。軽微なものは口頭報告。")
U("D:26", "SF03:a6", "BM-SF-03", "損害額5万円の物損のとき、保険会社には誰が連絡しますか？", "polite", "missing-item", gap="condition", notes="保険会社への連絡は10万円超の見込みの場合のみ。")
U("D:27", "OP01:a4", "BM-OP-01", "紛失した鍵が見つかったら何時間以内に報告する？", "casual", "missing-item", gap="other-number", absent=["見つかった"], notes="12時間は紛失報告書の期限。発見時の報告期限は定めがない。")
U("D:28", "OP01:a1", "BM-OP-01", "防災センターがない現場では鍵をどこで受け取りますか？", "polite", "missing-item", gap="condition", absent=["防災センターがない", "管理室"], notes="受渡しは防災センターでとのみ。")
U("D:29", "OP02:a1", "BM-OP-02", "オフィスビルで夜中に見つけた忘れ物、防災センター閉まってたらどうする？", "casual", "missing-item", gap="condition", absent=["閉ま"], notes="防災センターへ届けるとのみ。閉まっている場合の定めはない。")
U("D:30", "OP02:a2", "BM-OP-02", "工場の現場で見つけた落とし物の届け先はどこですか？", "polite", "target-mismatch", absent=["工場"], notes="オフィスビル・商業施設・病院のみ。")
U("D:31", "OP02:a6", "BM-OP-02", "How many people must check a found laptop?", "english", "missing-item", gap="condition", absent=["パソコン", "ノート"], notes="2名確認は現金・財布・カード類のみ。")
U("D:32", "OP03:a1", "BM-OP-03", "病院の現場の床ワックスの頻度は標準で何か月に1回ですか？", "polite", "target-mismatch", absent=["病院の床"], notes="標準頻度に施設種別の定めはない。")
U("D:33", "OP03:a2", "BM-OP-03", "カーペット洗浄の作業は何名でやる？", "casual", "missing-item", gap="other-number", notes="人員は定期清掃一般3名・剥離作業日4名のみ。カーペット固有の定めはない。", absent=["カーペット洗浄は"])
U("D:34", "OP03:a7", "BM-OP-03", "定期清掃の見積書はいつまでに客先に出しますか？", "polite", "missing-item", absent=["見積"], notes="報告書の期限のみ。")
U("D:35", "OP04:a1", "BM-OP-04", "設備管理員は夜間も1日3回の巡回に含めて回るの？夜間の巡回回数は？", "casual", "missing-item", gap="condition", absent=["夜間の巡回"], notes="1日3回のみで時間帯別の定めはない。")
U("D:36", "OP04:a3", "BM-OP-04", "How often is the elevator maintenance inspection done?", "english", "target-mismatch", absent=["保守点検"], notes="年2回は消防設備。エレベーターの点検頻度の定めはない。")
U("D:37", "OP04:a4", "BM-OP-04", "設備日報の提出先がテナントの場合、何時までに出しますか？", "polite", "target-mismatch", absent=["テナントの"], notes="提出先は客先の担当者のみ。")
U("D:38", "OP05:a2", "BM-OP-05", "誤って非常ベルを押してしまったら、消防には何分以内に連絡する？", "casual", "missing-item", gap="condition", absent=["消防署", "非常ベル"], notes="5分以内は機械警備の警報を警備会社へ。")
U("D:39", "OP05:a3", "BM-OP-05", "暗証番号は何か月ごとに変更されますか？", "polite", "missing-item", absent=["か月ごと"], notes="付与者のみ。")
U("D:40", "OP06:a2", "BM-OP-06", "商業施設の休館日はトイレ清掃を何回する？", "casual", "missing-item", gap="condition", absent=["休館"], notes="巡回は営業時間中2時間ごととのみ。")
U("D:41", "OP06:a1", "BM-OP-06", "オフィスビルの給湯室は1日何回清掃しますか？", "polite", "missing-item", gap="other-number", notes="1日2回はトイレ。給湯室の回数の定めはない。", absent=["給湯室は"])
U("D:42", "OP06:a5", "BM-OP-06", "機密書類の回収箱の鍵は誰が持ちますか？", "polite", "missing-item", absent=["回収箱の鍵"], notes="開封禁止のみ。")
U("D:43", "GA03:a1", "BM-GA-03", "社用車でマイクロバスを運転するのに必要な免許歴は？", "casual", "target-mismatch", absent=["マイクロバス"], notes="車種別の定めはない。")
U("D:44", "GA03:a5", "BM-GA-03", "How many days in advance must a company car be booked for a week-long job?", "english", "missing-item", gap="condition", absent=["week"], notes="前日までの配車表記入のみ。長期使用の定めはない。")
U("D:45", "HR06:a1", "BM-HR-06", "パートの試用期間は何か月ですか？", "polite", "missing-item", absent=["試用"], notes="契約期間のみ。")
U("D:46", "HR06:a6", "BM-HR-06", "パートの特殊健康診断は年何回？", "casual", "missing-item", gap="other-number", absent=["特殊健康診断"], notes="年1回は定期健康診断。")
U("D:47", "HR06:a7", "BM-HR-06", "正社員が自己都合で退職するときは何日前までに申し出ますか？", "polite", "target-mismatch", absent=["正社員が自己都合"], notes="30日前はパートタイマーの定め。")
U("D:48", "HR07:a2", "BM-HR-07", "暑さ指数が何以上だとゴンドラ作業を中止する？", "casual", "missing-item", gap="condition", notes="WBGT基準は屋外のガラス清掃についてのみ（ゴンドラの基準は風速・降雨）。")
U("D:49", "HR07:a3", "BM-HR-07", "WBGTが25のとき、連続作業は何時間までですか？", "polite", "missing-item", gap="condition", notes="1時間以内は28以上31未満のとき。25の定めはない。")
U("D:50", "OP07:a1", "BM-OP-07", "新しい現場の見積りのための下見は業務開始の何日前にする？", "casual", "missing-item", gap="other-number", absent=["見積"], notes="30日前は現地調査。見積下見の定めはない。")
U("D:51", "OP07:a4", "BM-OP-07", "新規現場の2回目の品質点検はいつですか？", "polite", "missing-item", gap="other-number", absent=["2回目"], notes="初回点検1週間以内のみ。")
U("D:52", "OP07:a2", "BM-OP-07", "新規現場で警備員に行う研修時間は何時間？", "casual", "target-mismatch", absent=["警備員は"], notes="研修時間は日常清掃員・設備管理員のみ。")
U("D:53", "SF02:a7", "BM-SF-02", "ゴンドラの点検表は何年保存しますか？", "polite", "missing-item", absent=["点検表は"], notes="点検の実施者のみ。")
U("D:54", "OP03:a5", "BM-OP-03", "What is the minimum crew size for window cleaning by gondola?", "english", "missing-item", gap="condition", absent=["gondola crew"], notes="人員は定期清掃一般・剥離作業日のみ。")
U("D:55", "HR01:a5", "BM-HR-01", "控室がない現場ではどこで休憩しますか？", "polite", "missing-item", gap="condition", absent=["控室がない"], notes="控室でとるとのみ。")
U("D:56", "SF03:a1", "BM-SF-03", "けがの報告を受けた班長は、何時間以内に所長へ上げる？", "casual", "missing-item", absent=["班長は、"], notes="従業員から班長・所長への報告のみ。")
