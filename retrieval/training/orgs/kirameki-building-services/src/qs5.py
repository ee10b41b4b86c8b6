from common import P

# two-part questions: (ask, doc, span, ctx) or (ask, None) when stated nowhere
P("TP:1", "定期清掃の深夜手当1回の額と、手当が入る給料日を教えてください。", "polite",
  [("定期清掃班の深夜手当の額", "BM-HR-02", "1,800円", None), ("手当の支給日", "BM-HR-02", "翌月25日", None)])
P("TP:2", "有給は何日前に申請？あと半休は年何回まで？", "casual",
  [("有給休暇の申請期限", "BM-HR-03", "取得日の7日前まで", None), ("半日単位の取得回数", "BM-HR-03", "年12回", None)])
P("TP:3", "What is the base hourly wage in Kawasaki, and how many company cars does Kawasaki have?", "english",
  [("川崎営業所のパート基本時給", "BM-HR-06", "1,200円", "川崎営業所：1,200円"), ("川崎営業所の社用車台数", "BM-GA-03", "3台", "川崎営業所に3台")])
P("TP:4", "制服をなくしたときの負担額と、辞めるときの返却期限はどうなってますか？", "polite",
  [("制服紛失時の負担額", "BM-GA-01", "1着につき3,000円", None), ("退職時の返却期限", "BM-GA-01", "最終出勤日から10日以内", None)])
P("TP:5", "床用洗剤の希釈倍率と、1現場に置ける薬剤の上限量を教えて", "casual",
  [("床用中性洗剤の希釈倍率", "BM-SF-01", "水で100倍", None), ("1現場の保管量の上限", "BM-SF-01", "原液で15リットル", None)])
P("TP:6", "ゴンドラ中止の風速と、フルハーネスが要る高さは？", "casual",
  [("ゴンドラ中止の風速", "BM-SF-02", "毎秒8m以上", None), ("墜落制止用器具が必要な高さ", "BM-SF-02", "高さ2m以上", None)])
P("TP:7", "けがで病院に行ったときの報告書の期限と、その様式名を教えてください。", "polite",
  [("労災報告書の提出期限", "BM-SF-03", "受診日から3日以内", None), ("労災報告書の様式", "BM-SF-03", "様式SF-1「労災事故報告書」", None)])
P("TP:8", "How long can I keep a key out at one time, and how fast must the manager file the lost-key report?", "english",
  [("鍵の1回の持出し時間", "BM-OP-01", "1回につき3時間以内", None), ("鍵紛失報告書の提出期限", "BM-OP-01", "12時間以内", None)])
P("TP:9", "病院で拾った忘れ物の届け先と、拾得物記録票の保存期間は？", "casual",
  [("病院での忘れ物の届け先", "BM-OP-02", "受付の総合案内", None), ("記録票の保存期間", "BM-OP-02", "1年間", None)])
P("TP:10", "2級ビルクリの資格手当の月額と、自分の希望で受験して合格したときの受験料補助の割合を教えてください。", "polite",
  [("2級技能士の資格手当", "BM-HR-04", "4,000円", "2級ビルクリーニング技能士：4,000円"), ("自己希望受験の補助割合", "BM-HR-04", "2分の1", None)])
P("TP:11", "剥離作業の日の人数と、ワックス後の通行止め時間って？", "casual",
  [("剥離作業日の人員", "BM-OP-03", "4名以上", None), ("ワックス後の通行止め時間", "BM-OP-03", "最低2時間", None)])
P("TP:12", "What is the bicycle allowance for a 6 km commute, and what is the taxi cap before the first train?", "english",
  [("片道5km以上の自転車通勤手当", "BM-GA-02", "月額2,000円", "5km以上で月額2,000円"), ("始発前タクシーの上限", "BM-GA-02", "片道4,000円", None)])
P("TP:13", "残業の月の上限と、子どもが生まれたときの特別休暇の日数を教えてください。", "polite",
  [("時間外労働の月の上限", "BM-HR-01", "45時間", None), ("子の出生の特別休暇", "BM-HR-03", "2日", "子の出生：2日")])
P("TP:14", "商業施設のトイレの巡回間隔と、作業チェック表を出すタイミングは？", "casual",
  [("商業施設トイレの巡回間隔", "BM-OP-06", "2時間ごと", None), ("チェック表の提出時期", "BM-OP-06", "月末", None)])
# one part stated nowhere
P("TP:21", "年末年始に出勤したときの特別手当と、打刻修正届の期限を教えてください。", "polite",
  [("打刻修正届の提出期限", "BM-HR-02", "3日以内", None), ("年末年始の特別手当の額", None)], pair="HR02:a8")
P("TP:22", "有給って時間単位でとれる？あと申請は何日前まで？", "casual",
  [("有給休暇の申請期限", "BM-HR-03", "取得日の7日前まで", None), ("時間単位取得の可否と上限", None)], pair="HR03:a1")
P("TP:23", "What is the allowance for a Class 1 building cleaning technician, and is the training course fee covered?", "english",
  [("1級技能士の資格手当", "BM-HR-04", "8,000円", "1級ビルクリーニング技能士：8,000円"), ("講習会費用の補助", None)], pair="HR04:a1")
P("TP:24", "制服の通常の交換時期と、空調服の貸与枚数を教えてください。", "polite",
  [("制服の通常交換時期", "BM-GA-01", "貸与から2年", None), ("空調服の貸与枚数", None)], pair="GA01:a5")
P("TP:25", "バイク通勤の手当と、マイカー通勤のときの駐車場代補助っていくら？", "casual",
  [("バイク通勤の手当", "BM-GA-02", "1kmにつき月額300円", None), ("マイカー通勤の駐車場代補助", None)], pair="GA02:a5")
P("TP:26", "トイレ用酸性洗剤の希釈倍率と、剥離剤の希釈倍率を両方教えてください。", "polite",
  [("トイレ用酸性洗剤の希釈倍率", "BM-SF-01", "10倍", "酸性洗剤は10倍"), ("剥離剤の希釈倍率", None)], pair="SF01:a4")
P("TP:27", "物損事故報告書の締切と、保険の免責額は？", "casual",
  [("物損事故報告書の提出期限", "BM-SF-03", "発生日の翌日まで", None), ("保険の免責金額", None)], pair="SF03:a5")
P("TP:28", "Where do I turn in items found in an office building, and after how many days can unclaimed items be thrown away?", "english",
  [("オフィスビルでの忘れ物の届け先", "BM-OP-02", "防災センター", "その日のうちに防災センター"), ("持ち主不明の忘れ物の処分時期", None)], pair="OP02:a1")
P("TP:29", "外窓ガラスの清掃頻度と、外壁洗浄の頻度を教えてください。", "polite",
  [("外窓ガラス清掃の標準頻度", "BM-OP-03", "3か月に1回", None), ("外壁洗浄の標準頻度", None)], pair="OP03:a3")
P("TP:30", "貯水槽の塩素測定の頻度と、その基準値って？", "casual",
  [("残留塩素の測定頻度", "BM-OP-04", "毎日1回", None), ("残留塩素の基準値", None)], pair="OP04:a2")
P("TP:31", "警報を誤作動させたときの連絡期限と、警備員に応援を頼む基準を教えてください。", "polite",
  [("誤報時の連絡期限", "BM-OP-05", "5分以内", None), ("警備員の応援を求める基準", None)], pair="OP05:a2")
P("TP:32", "船橋の社用車の台数と、横浜営業所の社用車の台数は？", "casual",
  [("船橋営業所の社用車台数", "BM-GA-03", "2台", "船橋営業所に2台"), ("横浜営業所の社用車台数", None)], pair="GA03:a3")
P("TP:33", "What is the Funabashi part-time base wage, and is there a summer bonus for part-timers?", "english",
  [("船橋営業所のパート基本時給", "BM-HR-06", "1,150円", "船橋営業所：1,150円"), ("パートの夏の寸志", None)], pair="HR06:a3")
P("TP:34", "熱中症の水分補給の間隔と、インフルの予防接種補助の額は？", "casual",
  [("夏季の水分補給の間隔", "BM-HR-07", "30分ごと", None), ("予防接種の補助額", None)], pair="HR07:a1")
