"""Second pass: more unanswerable twins (target-mismatch, gap=not-defined/no-value, period, permission),
two-part questions (some across two documents) and typo-style questions."""
from common import *
import common


def at(doc_id):
    common._cur["doc"] = doc_id


# ---------------------------------------------------------------- RC-HR-01
at("RC-HR-01")
U("a30", "Can staff at Cafe Kotori be given split shifts between lunch and dinner?", "target-mismatch", ver="2", pair="a10",
  style="english", absent=["カフェことりでは、ランチ", "カフェことりの中抜け"],
  notes="中抜けシフトは定食ことぶきおよび焼肉ことぶき苑についての定め。")
U("a31", "契約社員のシフト希望も前月12日締めですか？", "target-mismatch", ver="2", pair="a1", absent=["契約社員"],
  notes="本規程の対象は正社員・パート・アルバイト。契約社員は挙げられていない。")
U("a32", "GWのシフト希望っていつまで？", "missing-item", ver="2", pair="a1", gap="no-value", style="casual",
  notes="繁忙期の提出期限は「別途通知する」とされ、GWの期限の定めもない。")
U("a33", "歓送迎会シーズンのシフト希望の締切は何日ですか？", "missing-item", ver="2", pair="a1", gap="no-value",
  notes="第7条は歓送迎会シーズンの提出期限を「別途通知する」とするのみ。")
P("a34", "When is the shift request deadline, and how many consecutive days can I work?", [
    S("deadline for next month's shift requests", "前月12日まで", ver="2"),
    N("maximum number of consecutive working days")], style="english", pair="a1",
  notes="連続勤務日数の上限はこの規程にない（店長の連続勤務はRC-MG-01で店長のみ閲覧）。")
A("a35", "シフト希望の提出きげんって何日でしたっけ、おしえてくだい", "前月12日まで", ver="2", style="typo", cat="near-miss",
  nm="前月22日", notes="typo: くだい（ください）")

# ---------------------------------------------------------------- RC-HR-02
at("RC-HR-02")
U("b31", "派遣で来てる人にも深夜の300円の手当って出る？", "target-mismatch", ver="2", pair="b1", style="casual",
  absent=["派遣"], notes="1勤務あたりの手当はパートおよびアルバイトの定め。派遣スタッフは挙げられていない。")
U("b32", "車で通っている人が深夜に帰るときのガソリン代の補助はありますか？", "missing-item", ver="2", pair="b6", gap="not-defined",
  notes="自家用車通勤者の深夜の帰宅時の手当は本規程では定めない。")
A("b33", "しんやてあて、バイトは1回いくらもらえるんでしたっけ", "1勤務あたり300円", ver="2", style="typo",
  notes="typo: ひらがな変換漏れ（深夜手当）")

# ---------------------------------------------------------------- RC-HR-03
at("RC-HR-03")
U("c30", "契約社員は入社半年で有給何日もらえる？", "target-mismatch", pair="c3", style="casual", absent=["契約社員"],
  notes="付与日数は正社員（10日）とパート・アルバイト（比例付与）の定め。契約社員は挙げられていない。")
U("c31", "Can I take paid leave in one-hour blocks?", "missing-item", pair="c6", gap="not-defined", style="english",
  notes="時間単位の有給休暇は本規程では定めない。")
U("c32", "2023年10月の時点で、有給の申請は何日前まででしたか？", "period", date="2023-10-01", pair="c1",
  notes="RC-HR-03は2024-04-01施行。2023年10月に有効な版はない。")
P("c33", "半日有給の回数の上限と、有給を取った日のまかないの扱いを教えて", [
    S("正社員の半日単位取得の回数", "年12回まで"),
    N("有給を取った日のまかないの扱い")], style="casual", pair="c6", notes="まかないとの関係の定めはない。")

# ---------------------------------------------------------------- RC-HR-04
at("RC-HR-04")
U("d30", "八王子店まで車で通うとき、ガソリン代は1kmあたりいくらになりますか？", "target-mismatch", pair="d7", absent=["八王子"],
  notes="1kmあたりの支給額は埼玉県内の店舗の定め。東京都の八王子店は挙げられていない。")
U("d31", "歩いて通ってる人にも何か手当ある？", "target-mismatch", pair="d4", style="casual", absent=["徒歩"],
  notes="手当を定める手段は公共交通機関・自転車・バイク・自家用車。徒歩は挙げられていない。")
U("d32", "What about parking fees for people who drive to the Kawagoe store?", "missing-item", pair="d7", gap="not-defined",
  style="english", notes="自家用車通勤者の駐車場代は本規程では定めない。")
P("d33", "自転車通勤の手当の額と、自転車の駐輪場代が出るかどうかを教えてください。", [
    S("自転車通勤の手当", "1日100円"),
    N("駐輪場代の支給")], pair="d4", absent=["駐輪"], notes="駐輪場代の定めはない。")

# ---------------------------------------------------------------- RC-HR-05
at("RC-HR-05")
U("e30", "高校生バイトにスライサーを使わせても大丈夫ですか？", "target-mismatch", pair="e6", absent=["スライサー"],
  notes="従事させない業務はフライヤーの油交換・炭火の着火とロースター清掃・酒類の提供とレジ締め。スライサーは挙げられていない。")
U("e31", "高校生アルバイトの時給は一般のアルバイトより低いのですか？", "missing-item", pair="e1", gap="no-value",
  notes="高校生アルバイトの時給は店舗ごとに「別途通知する」。")
U("e32", "What is the hourly wage for high school part-timers?", "missing-item", pair="e1", gap="no-value", style="english",
  notes="高校生アルバイトの時給は店舗ごとに「別途通知する」。")

# ---------------------------------------------------------------- RC-HR-06
at("RC-HR-06")
U("f30", "派遣スタッフがまかないを食べたら、自己負担はいくらですか？", "target-mismatch", ver="2", pair="f2", absent=["派遣"],
  notes="まかないの対象は正社員・パート・アルバイト。派遣スタッフは挙げられていない。")
U("f31", "本社勤務なんだけど、店でごはん食べたら補助ある？", "missing-item", ver="2", pair="f2", gap="not-defined", style="casual",
  notes="本社勤務者の食事補助は本規程では定めない。")
P("f32", "まかないの自己負担額（定食ことぶき）と、都県をまたぐヘルプの手当を教えてください。", [
    S("定食ことぶきのまかない自己負担額", "1食200円", ver="2"),
    S("都県をまたぐヘルプ手当", "1,000円", ver="2", doc_id="RC-HR-09")])
A("f33", "まかないのじこふたん、カフェことりはいくらでしか？", "1食200円", ver="2", style="typo", cat="near-miss", nm="1食300円",
  notes="typo: でしか（ですか）")

# ---------------------------------------------------------------- RC-HR-07
at("RC-HR-07")
U("g30", "コックコートは何着貸してもらえますか？", "target-mismatch", pair="g2", absent=["コックコート"],
  notes="貸与品は制服シャツ・エプロン・帽子。コックコートは挙げられていない。")
U("g31", "契約社員って制服シャツ何枚？", "target-mismatch", pair="g1", style="casual", absent=["契約社員"],
  notes="貸与数は正社員とパート・アルバイトの定め。契約社員は挙げられていない。")
U("g32", "ポニーテールってOK？髪型のルール教えて", "missing-item", pair="g4", gap="no-value", style="casual",
  notes="髪型の基準は業態ごとに「別途通知する」。")
U("g33", "What are the rules for hairstyles at Yakiniku Kotobukien?", "missing-item", pair="g4", gap="no-value",
  style="english", notes="髪型の基準は業態ごとに「別途通知する」。")
U("g34", "2025年2月の時点で、アルバイトに貸与されるエプロンは何枚でしたか？", "period", date="2025-02-01", pair="g1",
  notes="RC-HR-07は2025-04-01施行。2025年2月に有効な版はない。")

# ---------------------------------------------------------------- RC-HR-08
at("RC-HR-08")
U("h30", "製菓衛生師の試験を受けたいのですが、受験料の補助はありますか？", "target-mismatch", ver="2", pair="h9",
  absent=["製菓"], notes="資格取得の支援は調理師免許と食品衛生責任者養成講習のみ。")
U("h31", "外部の接客セミナー、会社からいくら出る？", "missing-item", ver="2", pair="h9", gap="no-value", style="casual",
  notes="外部セミナーの補助の基準は「別途通知する」。")
P("h32", "調理担当の検便の頻度と、衛生研修の1回の時間を教えてください。", [
    S("調理担当の検便の頻度", "毎月1回", doc_id="RC-SF-03"),
    S("衛生研修の1回の時間", "各60分", ver="2")])

# ---------------------------------------------------------------- RC-HR-09
at("RC-HR-09")
U("i30", "ヘルプ先で制服を貸してもらえますか？", "missing-item", ver="2", pair="i8", gap="not-defined",
  notes="ヘルプ先での制服の貸出しは本規程では定めない。")
U("i31", "ヘルプのとき制服って持っていくの？向こうで借りれる？", "missing-item", ver="2", pair="i8", gap="not-defined",
  style="casual", notes="ヘルプ先での制服の貸出しは本規程では定めない。")
P("i32", "How much is the help allowance within the same prefecture, and is there a meal allowance on help days?", [
    S("help allowance within the same prefecture", "500円", ver="2", ctx="同じ都県内の店舗では500円"),
    N("meal allowance on help days")], style="english", pair="i2",
  notes="食事手当の定めはない（まかないの自己負担額はヘルプ先の業態の額による）。")

# ---------------------------------------------------------------- RC-HR-10
at("RC-HR-10")
U("j30", "妻のおじいちゃんが亡くなったら忌引き何日？", "target-mismatch", pair="j2", style="casual", absent=["配偶者の祖父母"],
  notes="配偶者側で挙げられているのは配偶者の父母のみ。配偶者の祖父母は挙げられていない。")
U("j31", "甥の結婚式に出る場合、休暇は何日もらえますか？", "target-mismatch", pair="j1", absent=["甥"],
  notes="結婚による休暇は本人と子のみ。")
U("j32", "Do part-timers get paid for bereavement leave?", "missing-item", pair="j9", gap="not-defined", style="english",
  notes="パート・アルバイトの慶弔休暇の賃金は本規程では定めない。")
U("j33", "2024年9月の時点で、本人の結婚休暇は何日でしたか？", "period", date="2024-09-01", pair="j1",
  notes="RC-HR-10は2025-04-01施行。2024年9月に有効な版はない。")

# ---------------------------------------------------------------- RC-HR-11 / RC-HR-12 (permission, period)
at("RC-HR-11")
U("w30", "懲戒の対象になったら、弁明はいつまでにできるの？", "permission", tdoc="RC-HR-11", ver="1", pair="w2", style="casual",
  notes="弁明の機会の期限はRC-HR-11（hrのみ）に定め。")
U("w31", "2025年3月の時点で、無断欠勤何回で譴責でしたか？", "period", g=HR, date="2025-03-01", pair="w1",
  notes="RC-HR-11は2025-04-01施行。2025年3月に有効な版はない。")
at("RC-HR-12")
U("x30", "1回の昇給っていくらまで？", "permission", tdoc="RC-HR-12", ver="1", pair="x5", style="casual",
  notes="昇給額の上限はRC-HR-12（hrのみ）に定め。")
U("x31", "派遣スタッフを受け入れる場合の時給の基準はありますか？", "target-mismatch", g=HR, ver="1", pair="x2", absent=["派遣"],
  notes="基準時給はパート・アルバイトの定め。派遣スタッフは挙げられていない。")

# ---------------------------------------------------------------- RC-SF-01
at("RC-SF-01")
U("k30", "ワインセラーの温度は何度に設定すればいいですか？", "target-mismatch", ver="2", pair="k1", absent=["ワイン", "セラー"],
  notes="温度基準は冷蔵庫と冷凍庫の定め。ワインセラーは挙げられていない。")
U("k31", "衛生点検で何点取れば合格なの？", "missing-item", ver="2", pair="k11", gap="no-value", style="casual",
  notes="点検の評価基準は「別途通知する」。")
U("k32", "衛生点検で不合格になったら、再点検はいつ来ますか？", "missing-item", ver="2", pair="k11", gap="no-value",
  notes="再点検の時期は「別途通知する」。")
P("k33", "冷蔵庫の温度の基準と、保存食の冷凍温度を教えて", [
    S("冷蔵庫の温度基準", "5℃以下", ver="2", ctx="冷蔵庫は5℃以下"),
    S("保存食の保存温度", "-20℃以下", doc_id="RC-SF-02")], style="casual")

# ---------------------------------------------------------------- RC-SF-02
at("RC-SF-02")
U("l30", "体調を崩したお客さんに、お見舞いとして商品券を渡す場合の金額の目安は？", "missing-item", pair="l8", gap="not-defined",
  style="casual", notes="見舞品の基準は本規程では定めない。")
P("l31", "衛生事故報告書の提出期限と、報告書を出した後の再発防止会議の開催期限を教えてください。", [
    S("衛生事故報告書の提出期限", "発生した日から3日以内"),
    N("再発防止会議の開催期限")], pair="l6", notes="再発防止会議の定めはない。")

# ---------------------------------------------------------------- RC-SF-03
at("RC-SF-03")
U("m30", "デリバリー担当も毎月検便ですか？", "target-mismatch", pair="m1", absent=["デリバリー", "配達"],
  notes="検便の頻度は調理担当とホール担当の定め。デリバリー担当は挙げられていない。")
U("m31", "検便ってO157も調べてる？", "missing-item", pair="m1", gap="no-value", style="casual",
  notes="検便の検査項目は品質管理部が「別途定める」。")
U("m32", "Which germs are checked in the stool test?", "missing-item", pair="m4", gap="no-value", style="english",
  notes="検便の検査項目は品質管理部が「別途定める」。")

# ---------------------------------------------------------------- RC-SF-04
at("RC-SF-04")
U("n30", "定食ことぶきで大豆を抜いてほしいと言われました。対応できますか？", "target-mismatch", pair="n1", absent=["大豆"],
  notes="定食ことぶきの除去対応は卵と乳。大豆は挙げられていない。")
U("n32", "アレルギー対応の料理を作るとき、まな板や包丁はどう分ければいいですか？", "missing-item", pair="n7", gap="no-value",
  notes="調理器具を介した混入を防ぐ手順は「別途通知する」。")
U("n33", "How do we prevent cross-contact in the kitchen for allergy orders?", "missing-item", pair="n7", gap="no-value",
  style="english", notes="調理器具を介した混入を防ぐ手順は「別途通知する」。")

# ---------------------------------------------------------------- RC-FN-01
at("RC-FN-01")
U("o30", "イベントに出店するときの釣り銭はいくら持っていく？", "target-mismatch", ver="2", pair="o1", style="casual",
  absent=["催事", "イベント"], notes="釣銭準備金は3業態の店舗の定め。催事出店は挙げられていない。")
U("o31", "両替は1回いくらまでできますか？", "missing-item", ver="2", pair="o9", gap="no-value",
  notes="両替できる金額の上限は「別途通知する」。")
U("o32", "両替ってどうやるの？手順ある？", "missing-item", ver="2", pair="o11", gap="no-value", style="casual",
  notes="両替の手順は「別途通知する」。")
P("o33", "レジ差異の調査票の作成期限と、店長に報告が必要な差異の額を教えてください。", [
    S("レジ差異調査票の作成期限", "差異の発生日から3日以内", doc_id="RC-FN-02"),
    S("店長へ報告するレジ差異の額", "1,000円以上", ver="2")], g=MGR, cat="permission")

# ---------------------------------------------------------------- RC-FN-02
at("RC-FN-02")
U("q30", "レジの差異、いくらから内部監査室に報告が行くの？", "permission", tdoc="RC-FN-02", ver="1", pair="q6", style="casual",
  notes="内部監査室への報告基準はRC-FN-02（managersのみ）に定め。")
U("q31", "2024年12月の時点で、エリアマネージャーへ報告するレジ差異はいくら以上でしたか？", "period", g=MGR, date="2024-12-01",
  pair="q1", notes="RC-FN-02は2025-04-01施行。2024年12月に有効な版はない。")

# ---------------------------------------------------------------- RC-CS-01
at("RC-CS-01")
U("r30", "クレーム電話の録音って何日残しておけばいい？", "missing-item", ver="1", pair="r6", gap="not-defined", style="casual",
  notes="電話のクレームの録音の保存期間は本規程では定めない。")
U("r31", "How long should recordings of complaint calls be kept?", "missing-item", ver="1", pair="r6", gap="not-defined",
  style="english", notes="電話のクレームの録音の保存期間は本規程では定めない。")
A("r32", "クレームのおわびで渡す次回りよう券、上限いくらですか", "1件1,000円分", ver="1", style="typo",
  notes="typo: りよう（利用）")

# ---------------------------------------------------------------- RC-CS-02
at("RC-CS-02")
U("s30", "未就学児の料金設定はありますか？", "missing-item", pair="s5", gap="not-defined",
  notes="子ども料金の設定は本規程では定めない。")
U("s31", "What is the kids' price at Yakiniku Kotobukien?", "missing-item", pair="s1", gap="not-defined", style="english",
  notes="子ども料金の設定は本規程では定めない。")

# ---------------------------------------------------------------- RC-MG-01
at("RC-MG-01")
U("t30", "料理長の手当は月いくらですか？", "target-mismatch", g=MGR, ver="1", pair="t1", absent=["料理長"],
  notes="手当は店長（業態別）と副店長の定め。料理長は挙げられていない。")
U("t31", "店長の異動って何月にある？", "missing-item", g=MGR, ver="1", pair="t7", gap="not-defined", style="casual",
  notes="店長の異動の時期は本規程では定めない。")
U("t32", "転居を伴う異動のとき、店長に引越し手当は出ますか？", "missing-item", g=MGR, ver="1", pair="t1", gap="not-defined",
  notes="転居を伴う異動の手当は本規程では定めない。")
U("t33", "店長って月に何日休めるの？", "permission", tdoc="RC-MG-01", ver="1", pair="t6", style="casual",
  notes="店長の休日はRC-MG-01（managersのみ）に定め。")
U("t34", "Do store managers get overtime pay?", "permission", tdoc="RC-MG-01", ver="1", pair="t5", style="english",
  notes="店長の時間外勤務の扱いはRC-MG-01（managersのみ）に定め。")
U("t35", "2025年1月の時点で、焼肉ことぶき苑の店長手当はいくらでしたか？", "period", g=MGR, date="2025-01-01", pair="t1",
  notes="RC-MG-01は2025-04-01施行。2025年1月に有効な版はない。")

# ---------------------------------------------------------------- RC-GA-01
at("RC-GA-01")
U("v30", "内定者も社割って使えるの？", "target-mismatch", ver="2", pair="v6", style="casual", absent=["内定"],
  notes="対象者は正社員と勤続3か月以上のパート・アルバイト。内定者は挙げられていない。")
U("v31", "Can my family use the staff discount without me?", "missing-item", ver="2", pair="v3", gap="not-defined",
  style="english", notes="従業員が同伴しない家族のみの利用は本規程では定めない。")
P("v32", "社割の割引率と、社割で使える曜日の制限を教えて", [
    S("社員割引の割引率", "飲食代金の20%", ver="2"),
    N("社員割引を使える曜日の制限")], style="casual", pair="v1", notes="曜日の制限の定めはない。")

# ---------------------------------------------------------------- third pass: more target-mismatch twins
at("RC-HR-12")
U("x32", "静岡県に新しく出す店舗のバイトの基準時給はいくらですか？", "target-mismatch", g=HR, ver="1", pair="x2", absent=["静岡"],
  notes="基準時給は東京都・神奈川県・埼玉県の店舗の定め。静岡県は挙げられていない。")
at("RC-HR-06")
U("f34", "業務委託の清掃スタッフにもまかないは出ますか？自己負担はいくら？", "target-mismatch", ver="2", pair="f4",
  absent=["業務委託"], notes="まかないの対象は正社員・パート・アルバイト。業務委託の清掃スタッフは挙げられていない。")
at("RC-HR-07")
U("g35", "ネクタイは何本貸与されますか？", "target-mismatch", pair="g2", absent=["ネクタイ"],
  notes="貸与品は制服シャツ・エプロン・帽子。ネクタイは挙げられていない。")
at("RC-HR-10")
U("j34", "兄が亡くなったとき、弔慰金はいくら出ますか？", "target-mismatch", pair="j7",
  notes="弔慰金は配偶者・父母・子の死亡についての定め。兄弟姉妹は慶弔休暇の対象には挙がるが、弔慰金の対象には挙げられていない。")
at("RC-HR-03")
U("c34", "嘱託社員の有給って入社半年で何日？", "target-mismatch", pair="c3", style="casual", absent=["嘱託"],
  notes="付与日数は正社員とパート・アルバイトの定め。嘱託社員は挙げられていない。")
at("RC-SF-03")
U("m33", "セントラルキッチンで働く人の検便は年何回ですか？", "target-mismatch", pair="m1", absent=["セントラルキッチン"],
  notes="検便の頻度は調理担当とホール担当の定め。セントラルキッチン勤務者は挙げられていない。")
at("RC-GA-01")
U("v33", "業務委託で入ってる清掃の人も社割の対象？", "target-mismatch", ver="2", pair="v6", style="casual", absent=["業務委託"],
  notes="対象者は正社員と勤続3か月以上のパート・アルバイト。業務委託は挙げられていない。")
at("RC-MG-01")
U("t36", "店長代理になった場合の手当は月いくらですか？", "target-mismatch", g=MGR, ver="1", pair="t3", absent=["店長代理"],
  notes="手当は店長（業態別）と副店長の定め。店長代理は挙げられていない。")
at("RC-SF-01")
U("k34", "食器洗浄機のすすぎは何℃以上にすればいい？", "target-mismatch", ver="2", pair="k6", style="casual",
  absent=["食器洗浄機", "すすぎ"], notes="温度の定めは冷蔵庫・冷凍庫と加熱の中心温度。食器洗浄機は挙げられていない。")
at("RC-HR-10")
U("j35", "妻の弟が亡くなった場合、慶弔休暇は何日取れますか？", "target-mismatch", pair="j2", absent=["配偶者の兄弟"],
  notes="配偶者側で挙げられているのは配偶者の父母のみ。配偶者の兄弟姉妹は挙げられていない。")
at("RC-SF-03")
U("m34", "店舗の清掃担当のスタッフも検便を受けますか？何回？", "target-mismatch", pair="m2", absent=["清掃担当"],
  notes="検便の頻度は調理担当とホール担当の定め。清掃担当は挙げられていない。")
