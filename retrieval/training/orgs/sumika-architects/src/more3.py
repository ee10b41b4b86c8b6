"""Third pass: more unanswerable twins (gaps, sibling targets, other numbers, two-part with a missing part)."""
from common import *
from more import XA, XU, XP

# gap=not-defined / no-value
XU("AR-HR-03", "n40", "深夜まで作業して会社近くのホテルに泊まる場合、ホテル代の上限はいくらですか？", "missing-item", pair="n1",
   gap="not-defined", notes="終電後の近隣ホテルへの宿泊の取扱いは本規程では定めない。")
XU("AR-HR-05", "s40", "学科試験の前日って特休もらえる？", "missing-item", pair="s10", gap="not-defined", style="casual",
   notes="学科試験の受験日の取扱いは本規程では定めない（製図試験のみ前日と当日）。")
XU("AR-DS-05", "r40", "構造適判で指摘が出た場合、回答期限は何日ですか？", "missing-item", pair="r7", gap="not-defined",
   notes="外部機関による審査の手続は本規程では定めない。10営業日は社内審査の指摘への回答期限。")
XU("AR-HR-06", "q40", "登録免許税を立て替えたら精算できる？", "missing-item", ver="2", pair="q17", gap="not-defined", style="casual",
   notes="登録免許税の取扱いは本規程では定めない。")
XU("AR-GA-01", "w40", "シェアオフィスで仕事したいんだけど、申請方法ある？", "missing-item", pair="w4", gap="not-defined", style="casual",
   notes="自宅以外の場所での業務の取扱いは本規程では定めない。")
XU("AR-MG-02", "z40", "海外案件の設計報酬の値引きは、誰の承認が必要ですか？", "missing-item", g=MGR, pair="z1", gap="not-defined",
   notes="海外案件の値引きの取扱いは本基準では定めない。")
XU("AR-MG-02", "z41", "How are fee discounts handled for overseas projects?", "missing-item", g=MGR, pair="z11", gap="not-defined",
   style="english", notes="海外案件の取扱いは本基準では定めない。")
XU("AR-HR-01", "h40", "振替休日を期限内に取れなかった分は、どういう計算で支払われますか？", "missing-item", ver="2", pair="h10",
   gap="no-value", notes="精算方法は別途通知するとしている。")
XU("AR-HR-04", "y40", "お正月の一斉休業って、有休から引かれるんだっけ？", "missing-item", ver="2", pair="y9", gap="no-value",
   style="casual", notes="年末年始の一斉休業日に有休を充てるかは毎年別途通知する。")
XU("AR-DS-04", "m40", "仙台の模型室って朝何時から開いてる？", "missing-item", pair="m10", gap="no-value", style="casual",
   notes="仙台事務所の模型室の利用時間は所長が別途定める。")
XU("AR-IT-01", "i40", "ChatGPTって業務で使っていいの？", "missing-item", pair="i8", gap="no-value", style="casual",
   absent=["ChatGPT"], notes="許可サービスの一覧は別途通知するとしている。")
XU("AR-TR-02", "v40", "自分の車で現場に行く途中の事故、会社の保険って使える？", "missing-item", pair="v7", gap="no-value",
   style="casual", notes="自家用車の業務利用中の事故の保険の取扱いは別途定める。")

# target-mismatch
XU("AR-HR-03", "n41", "静岡の現場から深夜にタクシーで帰ったら、上限いくら？", "target-mismatch", pair="n1", style="casual",
   absent=["静岡"], notes="上限は本社・名古屋・仙台のみ。")
XU("AR-HR-05", "s41", "叔母が亡くなったら何日休める？", "target-mismatch", pair="s3", style="casual", absent=["叔母", "伯母"],
   notes="慶弔休暇の対象親族におばは含まれない。")
XU("AR-HR-06", "q41", "Is the fire prevention manager course covered by the qualification support?", "target-mismatch", ver="2",
   pair="q12", style="english", absent=["防火管理者"], notes="対象資格に防火管理者はない。")
XU("AR-HR-07", "a41", "福祉住環境コーディネーターって資格手当つく？", "target-mismatch", pair="a3", style="casual",
   absent=["福祉住環境"], notes="手当の対象資格に含まれない。")
XU("AR-HR-10", "g41", "兄弟が結婚した場合もお祝い金って出る？", "target-mismatch", pair="g1", style="casual", absent_topic=["兄弟"],
   notes="結婚祝金は本人の結婚のみ。")
XU("AR-SF-01", "f41", "現場で使う耳栓って支給される？", "target-mismatch", ver="2", pair="f4", style="casual", absent=["耳栓"],
   notes="装備は保護帽・安全靴・フルハーネス・空調服のみ。")
XU("AR-TR-02", "v41", "福岡の事務所には社用車が何台ありますか？", "target-mismatch", pair="v1", absent=["福岡"],
   notes="配置は本社・名古屋・仙台のみ。")
XU("AR-DS-02", "k41", "検査済証の写しは何年保存すればいい？", "target-mismatch", ver="2", pair="k3", style="casual",
   absent=["検査済証"], notes="保存期間の一覧に検査済証はない。")
XU("AR-DS-05", "r41", "デザインレビューの審査員に施工管理技士を入れる必要はありますか？", "target-mismatch", pair="r4",
   absent_topic=["施工管理技士"], notes="加える審査員は構造設計一級建築士と設備設計一級建築士のみ。")
XU("AR-HR-09", "e41", "派遣の事務スタッフさんの残業って月何時間まで？", "target-mismatch", pair="e1", style="casual",
   absent=["事務スタッフ"], notes="時間外の上限は派遣CADオペレーターについての定め。")
XU("AR-GA-01", "w41", "アルバイトも在宅勤務できますか？", "target-mismatch", pair="w5", absent=["アルバイト"],
   notes="対象は正社員と契約社員のみ。")
XU("AR-DS-03", "p41", "インターンの学生がコンペ手伝ったら手当出る？", "target-mismatch", ver="2", pair="p1", style="casual",
   absent=["インターン"], notes="手当はチームリーダーとメンバーのみ。")
XU("AR-MG-01", "b41", "嘱託社員の賞与係数はいくつですか？", "target-mismatch", g=MGR, pair="b9", absent=["嘱託"],
   notes="係数は評価区分ごとで、対象は正社員。嘱託の定めはない。")

# gap=condition
XU("AR-SF-01", "f42", "WBGT28超えてるけど、屋内の監理なら続けていい？", "missing-item", ver="2", pair="f16", gap="condition",
   style="casual", notes="中止の定めは屋外での監理業務のみ。屋内は定めない。")
XU("AR-HR-06", "q42", "講座費の補助を受けて合格した後、会社都合で退職した場合も返還が必要ですか？", "missing-item", ver="2",
   pair="q14", gap="condition", notes="返還の定めは自己都合退職のみ。会社都合は定めない。")
XU("AR-HR-07", "a42", "休職から月の途中で復職した場合、その月の資格手当は日割りですか？", "missing-item", pair="a12", gap="condition",
   notes="休職期間中は支給しないとのみ定め、復職月の計算は定めない。")
XU("AR-HR-04", "y42", "中途入社で前職の勤務歴が長い場合、入社日から有休もらえる？", "missing-item", ver="2", pair="y7",
   gap="condition", style="casual", notes="付与は入社6か月経過後とのみ定め、中途入社者の前職歴の扱いは定めない。")

# gap=other-number
XU("AR-HR-04", "y43", "有休の取消しって何営業日前までにすればいい？", "missing-item", ver="2", pair="y1", gap="other-number",
   style="casual", notes="3営業日前は申請期限。取消しの期限は定めない。")
XU("AR-HR-05", "s43", "勤続20年のリフレッシュ休暇10日は、何回まで分けて取れますか？", "missing-item", pair="s8", gap="other-number",
   notes="10日は休暇日数。分割回数は定めない。")
XU("AR-DS-04", "m43", "模型の外注の相見積もり、発注の何日前までに取る？", "missing-item", pair="m7", gap="other-number",
   style="casual", notes="10万円は相見積りが必要になる金額。取得期限は定めない。")
XU("AR-TR-01", "t43", "飛行機を使う出張は、何日前までに航空券を予約しないといけませんか？", "missing-item", ver="2", pair="t11",
   gap="other-number", notes="600kmは航空機利用の距離基準、3営業日前は出張申請の期限。予約期限は定めない。")
XU("AR-TR-02", "v43", "社用車って1回で何キロまで走っていいの？", "missing-item", pair="v4", gap="other-number", style="casual",
   notes="2kmは社用車を使える駅からの距離の基準。走行距離の上限は定めない。")
XU("AR-DS-03", "p43", "コンペの参加申請を出したら、何日以内に承認がおりる？", "missing-item", ver="2", pair="p8",
   gap="other-number", style="casual", notes="30日前は申請の期限。承認までの日数は定めない。")
XU("AR-IT-01", "i43", "暗号化USBメモリは何日間まで借りられますか？", "missing-item", pair="i2", gap="other-number",
   notes="14日は共有リンクの有効期限。USBメモリの貸出期間は定めない。")

# two-part with a missing part
XP("AR-HR-01", "h41", "所定の勤務時間と、フレックス制度があるかを教えて",
   [part("所定勤務時間", "9時00分から18時00分まで", ver="2", doc_id="AR-HR-01"), part("フレックスタイム制の有無", None)],
   pair="h16", style="casual", absent=["フレックス"])
XP("AR-HR-03", "n42", "仙台のタクシー上限と、深夜作業のときの夜食代の補助ってある？",
   [part("仙台事務所のタクシー代上限", "8,000円", doc_id="AR-HR-03"), part("夜食代の補助", None)], pair="n3", style="casual",
   absent=["夜食", "食事代"])
XP("AR-HR-05", "s42", "配偶者の出産のときの休暇日数と、育児休業の期間を教えてください。",
   [part("配偶者の出産時の休暇日数", "3日", doc_id="AR-HR-05", ctx="配偶者の出産：3日"), part("育児休業の期間", None)], pair="s2",
   absent=["育児休業"])
XP("AR-DS-02", "k42", "竣工図は何年保存？あと施主に渡す竣工図の部数は？",
   [part("竣工図の保存期間", "20年", ver="2", doc_id="AR-DS-02", ctx="実施設計図・竣工図：20年"), part("施主へ引き渡す部数", None)],
   pair="k1", style="casual", absent=["部数"])
XP("AR-DS-05", "r42", "レビューって何回やるのと、議事録は誰が作るの？",
   [part("設計審査の回数", "3回", doc_id="AR-DS-05"), part("議事録の作成者", None)], pair="r1", style="casual", absent=["議事録"])
XP("AR-SF-01", "f43", "安全靴の補助は年何足までで、ヘルメットは何年で新品にしてもらえますか？",
   [part("安全靴の補助の足数", "年1足", ver="2", doc_id="AR-SF-01"), part("保護帽の更新年数", None)], pair="f4")
XP("AR-TR-02", "v42", "マイカーの燃料代の単価と、社用車のガソリンカードの使い方を教えて",
   [part("自家用車の燃料代単価", "25円", doc_id="AR-TR-02"), part("ガソリンカードの使い方", None)], pair="v6", style="casual",
   absent=["ガソリンカード"])
XP("AR-HR-07", "a43", "管理建築士講習修了の手当と、その講習の受講料を会社が出してくれるかを教えて",
   [part("管理建築士講習修了者の手当", "月額3,000円", doc_id="AR-HR-07"), part("管理建築士講習の受講料補助", None)],
   pair="a6", style="casual")

# permission / period / plain
XU("AR-HR-08", "x40", "懲戒になりそうな件って、所属長は何営業日以内に報告するの？", "permission", pair="x9", style="casual",
   notes="報告期限は人事総務部限定の規程にのみある。")
XU("AR-MG-01", "b40", "C評価の賞与係数っていくつ？", "permission", pair="b9", style="casual",
   notes="係数は所長・部長限定の要領にのみある。")
XU("AR-MG-02", "z42", "設計報酬の見積りって算定額の何%が下限？", "permission", pair="z6", style="casual",
   notes="下限は所長・部長限定の基準にのみある。")
XU("AR-MG-02", "z43", "値引きの承認記録って何年残すの？", "permission", pair="z5", style="casual",
   notes="保存期間は所長・部長限定の基準にのみある。")
XU("AR-GA-01", "w42", "2025年8月の時点で、在宅勤務は週何日までできましたか？", "period", date="2025-08-01", pair="w1",
   notes="AR-GA-01は2025-10-01施行。")
XU("AR-DS-04", "m42", "2025年6月に模型材料を立て替えた場合、1回いくらまででしたか？", "period", date="2025-06-01", pair="m6",
   notes="AR-DS-04は2025-07-01施行。")
XU("AR-HR-02", "d43", "2025年7月に裁量労働の撤回を申し出る場合、どの様式でしたか？", "period", date="2025-07-01", pair="d9",
   notes="AR-HR-02は2025-10-01施行。")
XU("AR-TR-02", "v44", "2025年1月の時点で、マイカーの燃料代は1kmいくらでしたか？", "period", date="2025-01-01", pair="v6",
   notes="AR-TR-02は2025-04-01施行。")
XU("AR-DS-01", "c40", "設計変更の決裁が期限までに下りなかったらどうなるの？", "missing-item", ver="2", pair="c8", style="casual",
   notes="期限を過ぎた場合の扱いは定めない。")
XU("AR-IT-01", "i44", "PCのパスワード忘れた。リセットってどうやるの？", "missing-item", pair="i4", style="casual",
   absent=["リセット"], notes="パスワードの再設定手続は定めない。")
XU("AR-SF-01", "f44", "現場で熱中症になった場合、労災の申請は誰が行いますか？", "missing-item", ver="2", pair="f13",
   absent=["労災"], notes="労災申請の手続は定めない。")
