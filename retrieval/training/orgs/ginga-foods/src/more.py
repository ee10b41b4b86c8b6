"""Second authoring pass: more target-mismatch and gap twins, cross-document two-part questions."""
from common import *

# ---- target-mismatch twins
U("c20", "くるみが入った原料も、鍵のかかる専用保管庫に入れないといけない？", "target-mismatch", ver="2", pair="c8",
  style="casual", doc_id="GF-HY-03",
  notes="施錠できる専用保管庫はそばと落花生を含む原材料についての定め。くるみは挙がっていない。")
U("e20", "物流センターで働く人の検便は、どのくらいの頻度ですか？", "target-mismatch", ver="2", pair="e2",
  doc_id="GF-HY-05", absent_topic=["物流センター"],
  notes="検便の頻度は製造職・品質管理・設備保全・派遣社員について定める。物流センターの従業員の定めはない。")
U("f20b", "妊娠中のスタッフって夜勤に入れていいの？", "target-mismatch", ver="2", pair="f14", style="casual",
  doc_id="GF-HR-01", absent=["妊娠", "妊産婦"],
  notes="夜勤の制限は技能実習生と18歳未満の者について定めるのみ。妊娠中の従業員の定めはない。")
U("g20", "技能実習生が22時以降に働いた場合、深夜勤務手当は1回いくらですか？", "target-mismatch", pair="g4",
  doc_id="GF-HR-02", absent_topic=["技能実習生"],
  notes="深夜勤務手当の額は正社員・契約社員・パートタイマーについて定める。技能実習生の定めはない。")
U("h20", "弟の結婚式に出るとき、特別休暇は何日もらえますか？", "target-mismatch", pair="h17", doc_id="GF-HR-03",
  notes="結婚の特別休暇は本人が結婚するときのみ。兄弟姉妹の結婚の定めはない。")
U("i20", "足をけがしていて、しばらくタクシーで通勤します。通勤手当はいくら出ますか？", "target-mismatch", ver="2",
  pair="i4", doc_id="GF-HR-04", absent=["タクシー"],
  notes="手当は電車・バス、自家用車・バイク、自転車について定める。タクシーの定めはない。")
U("j20", "新卒で入った正社員の受入れ教育は何時間ですか？", "target-mismatch", pair="j1", doc_id="GF-HR-05",
  absent=["新卒"], absent_topic=["正社員"],
  notes="受入れ時教育は派遣社員と技能実習生について定めるのみ。正社員の新入社員の定めはない。")
U("k20", "What discount do employees get on frozen food products?", "target-mismatch", ver="2", pair="k4",
  style="english", doc_id="GF-HR-06", absent=["冷凍食品"],
  notes="割引率はパン製品と惣菜製品について定める。冷凍食品の定めはない。")
U("o20b", "What are the shipping hours for online-shop (EC) orders at the distribution center?", "target-mismatch",
  pair="o11", style="english", doc_id="GF-LG-01", absent=["通販", "EC"],
  notes="時間帯は原料の入荷と店舗向けの出荷のみ。通販向け出荷の定めはない。")
U("p20", "工場見学のお客さんの荷物、ロッカーに入れてもらえる？", "target-mismatch", pair="p11", style="casual",
  doc_id="GF-GA-01", absent_topic=["見学者"],
  notes="ロッカーの貸与対象は従業員（正社員〜技能実習生）のみ。見学者の定めはない。")
U("d20", "物流センターの重要管理点（CCP）には、どの工程が指定されていますか？", "target-mismatch",
  pair="d1", doc_id="GF-HY-04", absent_topic=["物流センター"],
  notes="重要管理点は第一工場と第二工場について定める。物流センターの定めはない。")

# ---- gap=not-defined / no-value twins
U("g21", "派遣社員が早番に入った場合、早出手当はもらえますか？", "missing-item", pair="g5", gap="not-defined",
  doc_id="GF-HR-02", notes="第7条は派遣社員に対する手当の額を「本細則では定めない」とする。")
U("a21", "物流センターの倉庫に入るときも、毛髪ネットとマスクは必須？", "missing-item", ver="2", pair="a8",
  gap="not-defined", style="casual", doc_id="GF-HY-01",
  notes="第2条は物流センターの入場手順を「本規程では定めない」とし、服装の定めは製造区域についてのもの。")
U("t21", "回収の社告は、どの新聞やサイトに載せるの？", "missing-item", g=QA, pair="t6", gap="no-value",
  style="casual", doc_id="GF-QA-01", notes="第6条は社告の掲載媒体を「別途定める」とするのみ。")
U("j21", "タガログ語しか話せない実習生が来たら、通訳はどう手配する？", "missing-item", pair="j11", gap="no-value",
  style="casual", doc_id="GF-HR-05", absent=["タガログ"],
  notes="第7条はベトナム語・インドネシア語以外の通訳の手配方法を「別途通知する」とするのみ。")

# ---- two-part, both answerable (some across documents)
P("x1", "物流センターの駐車場代と、物流センターの作業着を洗う頻度を教えてください。",
  [part("物流センターの駐車場の控除額", "月額2,000円", ver="2", doc_id="GF-HR-04", ctx="月額2,000円を給与"),
   part("物流センターの作業着を洗濯する頻度", "週1回以上", doc_id="GF-GA-01")], doc_id="GF-HR-04")
P("x2", "熱が出て休むとき、何時までに連絡すればいい？あと何度からライン入れないんだっけ",
  [part("急病で休むときの連絡期限", "始業時刻の1時間前まで", doc_id="GF-HR-03"),
   part("製造区域に入場できない発熱の基準", "37.5℃以上", ver="2", doc_id="GF-HY-05")],
  style="casual", doc_id="GF-HR-03")
P("x3", "フォークリフトを運転するのに必要なものと、技能実習生に運転させてよいかを教えてください。",
  [part("フォークリフトを運転できる者の条件", "物流センター長から運転許可証の交付を受けた者に限り",
        doc_id="GF-LG-01"),
   part("技能実習生にフォークリフトを運転させてよいか", "従事させない", doc_id="GF-HR-05",
        ctx="表示の照合に従事させない")], doc_id="GF-LG-01")
P("x4", "Which form is used for a foreign-matter report, and which form for a work accident flash report?",
  [part("異物混入報告書の様式", "様式QA-7", doc_id="GF-HY-02"),
   part("労働災害速報の様式", "様式SF-1", doc_id="GF-SF-02")], style="english", doc_id="GF-HY-02")
P("x5", "社販って1回何点まで？月の上限額もいくらか教えて",
  [part("1人1回の購入点数の上限", "10点まで", ver="2", doc_id="GF-HR-06"),
   part("月間の購入額の上限", "15,000円", ver="2", doc_id="GF-HR-06")], style="casual", doc_id="GF-HR-06")

# ---- two-part, one part stated nowhere
P("x6", "惣菜工場の夕勤の時間と、夕勤の人の食事休憩はどこでとるか教えてください。",
  [part("第二工場の夕勤の時間", "13時から22時", ver="2", doc_id="GF-HR-01"),
   part("夕勤の食事休憩の場所")], pair="GF-HR-01:f3", doc_id="GF-HR-01", notes="休憩場所の定めはない。")
P("x7", "ATPの合格基準と、ATP測定器の校正の頻度は？",
  [part("切替洗浄後のATP検査の合格基準", "150RLU以下", ver="2", doc_id="GF-HY-03"),
   part("ATP測定器の校正の頻度")], style="casual", pair="GF-HY-03:c1", doc_id="GF-HY-03",
  notes="ATP測定器の校正の定めはない（校正は芯温計について定めるのみ）。")
P("x8", "やけどしたときに冷やす時間と、やけど用の軟膏が置いてある場所を教えて",
  [part("やけどを冷やす時間", "流水で15分以上", doc_id="GF-SF-02"),
   part("やけど用の軟膏の保管場所")], style="casual", pair="GF-SF-02:n1", doc_id="GF-SF-02",
  notes="軟膏の保管場所は記載がない。")
P("x9", "商談用の見本品は1回に何点まで持ち出せて、いつまでに返却すればいいですか？",
  [part("見本品を1回に持ち出せる点数", "1回につき20点まで", doc_id="GF-HR-07"),
   part("見本品の返却期限")], pair="GF-HR-07:l2", doc_id="GF-HR-07", notes="見本品の返却期限は記載がない。")
P("x10", "What is the limit on continuous work in the freezer, and where is the freezer's emergency alarm button?",
  [part("冷凍庫での連続作業の上限", "30分まで", doc_id="GF-LG-01"),
   part("冷凍庫の非常ボタンの位置")], style="english", pair="GF-LG-01:o3", doc_id="GF-LG-01",
  notes="非常ボタンの位置は記載がない。")

# ---- authored answerable questions left out to keep the bundle near half answerable
DROP = {
    "GF-HY-02": "b11 b15", "GF-HY-03": "c15", "GF-HY-04": "d11", "GF-HY-05": "e12",
    "GF-HR-02": "g6 g12", "GF-HR-03": "h15", "GF-HR-04": "i11", "GF-HR-05": "j16",
    "GF-HR-06": "k17", "GF-HR-07": "l3", "GF-SF-02": "n14", "GF-GA-01": "p8",
    "GF-MG-01": "s11", "GF-QA-01": "t11",
}
DROP_KEYS = {f"{d}:{k}" for d, ks in DROP.items() for k in ks.split()}
