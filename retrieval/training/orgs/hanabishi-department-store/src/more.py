"""Second pass: more unanswerable twins (target-mismatch, gap kinds, period, permission) per document."""
from common import *

c, e, t = "casual", "english", "typo"


def T(d, key, q, pair, absent=(), absent_topic=(), ver="2", style="polite", notes="", g=ALL):
    U(key, q, "target-mismatch", ver=ver, pair=pair, style=style, absent=absent, absent_topic=absent_topic,
      doc_id=d, g=g, notes=notes or "規程が列挙する対象に、質問の対象は含まれていない。")


def M(d, key, q, pair, gap=None, ver="2", style="polite", notes="", g=ALL):
    U(key, q, "missing-item", ver=ver, pair=pair, style=style, gap=gap, doc_id=d, g=g,
      notes=notes or {"not-defined": "規程は当該事項を本規程では定めないとしている。",
                      "no-value": "規程は当該事項の値を別途通知・別途定めとしている。",
                      "condition": "規程は別の条件・場合についてのみ定めている。",
                      "other-number": "規程中の同種の数値は別の事項の値である。",
                      None: "同じ話題の規程に、質問の事項は書かれていない。"}[gap])


def PER(d, key, q, pair, date, style="polite"):
    U(key, q, "period", pair=pair, style=style, date=date, doc_id=d, notes="2025年4月1日より前に有効な版はない。")


def PM(d, key, q, pair, style="polite"):
    U(key, q, "permission", ver="1", pair=pair, style=style, doc_id=d, notes="制限付きの規程で、質問者の所属グループでは閲覧できない。")


D = "DS-SL-01"
T(D, "s30", "レストラン街で社割って使える？何%引き？", "s1", absent=["レストラン"], style=c)
T(D, "s31", "What is the annual staff discount cap for interns?", "s6", absent=["インターン"], style=e)
M(D, "s32", "バーゲン期間中も社割ってきくの？", "s1", gap="no-value", style=c)
M(D, "s33", "家族カードの再発行ってお金かかる？", "s11", gap="not-defined", style=c)
M(D, "s34", "社割は月に何回まで使えますか？", "s5", gap="other-number")
PER(D, "s35", "2025年2月時点の正社員の社割の年間上限はいくらでしたか？", "s5", "2025-02-01")
M(D, "s36", "社割で買った商品を返品した場合、使った上限枠は戻りますか？", "s8")

D = "DS-SL-02"
A("p20", "特別放送って1点いくらだっけ", "330円", ctx="1点につき330円", style=t, doc_id=D)
T(D, "p21", "駅ビル店でも中元の時期に包装カウンターを増やしますか？", "p6", ver="1", absent_topic=["駅ビル店"])
T(D, "p22", "Do we add an extra wrapping counter at the Shinmachi store during the summer gift season?", "p6", ver="1",
  absent_topic=["新町店"], style=e)
M(D, "p23", "エコ包装を選んだお客様にノベルティって渡す？", "p1", gap="not-defined", ver="1", style=c)
M(D, "p24", "包装紙の大きさは何種類ありますか？", "p1", gap="other-number", ver="1")
M(D, "p25", "お届け日の指定がない配送品は、いつまでに包装を仕上げればいい？", "p7", gap="condition", ver="1", style=c)
M(D, "p26", "リボンの色に決まりはありますか？", "p1", ver="1")

D = "DS-SL-03"
T(D, "r30", "家電の返品って購入日から何日まで受けられる？", "r12", absent=["家電"], style=c)
T(D, "r31", "What's the return window for prescription eyeglasses?", "r12", absent=["眼鏡", "メガネ"], style=e)
M(D, "r32", "No receipt and no purchase record — can we still do an exchange?", "r1", gap="not-defined", style=e)
M(D, "r33", "返品を受け付けてから何日以内に返金すればよいですか？", "r1", gap="other-number")
T(D, "r34", "オンラインストアで買った商品を店舗で返品できますか？", "r1", absent=["オンライン"])
PER(D, "r35", "2024年2月の時点で、売場責任者の承認が必要な返金額はいくらからでしたか？", "r10", "2024-02-01")

D = "DS-SL-04"
M(D, "m20", "メーカー派遣の人件費の分担割合って決まってるの？", "m9", gap="not-defined", ver="1", style=c)
M(D, "m21", "派遣販売員は1つの売場に何名まで受け入れられますか？", "m2", ver="1")
M(D, "m22", "派遣販売員が売上目標を達成した場合、報奨はありますか？", "m6", ver="1")
M(D, "m23", "Can dispatched sales staff eat at the employee cafeteria?", "m7", ver="1", style=e)
PER(D, "m24", "2024年10月の時点で、派遣の受入申請は何日前までに出す決まりでしたか？", "m1", "2024-10-01")

D = "DS-SL-05"
T(D, "t30", "How many security guards are posted at the outlet store?", "t1", ver="1", absent=["アウトレット"], style=e)
T(D, "t31", "家電売場の商品にも防犯タグを付けるんですか？", "t7", ver="1", absent=["家電"])
M(D, "t32", "防犯カメラの録画ってどのくらい残してるの？", "t6", gap="not-defined", ver="1", style=c)
M(D, "t33", "保安員は何時間ごとに売場を巡回しますか？", "t1", gap="other-number", ver="1")
M(D, "t34", "万引き犯の写真を社内で共有してもいいですか？", "t6", ver="1")
PER(D, "t35", "2024年12月の時点で、本店には保安員が何名いましたか？", "t10", "2024-12-01")

D = "DS-SL-06"
T(D, "c30", "外貨で支払いたいお客様が来たら、どう対応しますか？", "c10", absent=["外貨"])
T(D, "c31", "How much change float does a pop-up shop register get?", "c1", absent=["ポップアップ"], style=e)
M(D, "c32", "ポイントの付与取消しってどうやるんだっけ", "c11", gap="not-defined", style=c)
M(D, "c33", "遅番でレジを途中から開けるとき、準備金はいくら入れる？", "c2", gap="condition", style=c)
M(D, "c34", "現金過不足報告書は何年保存しますか？", "c6", gap="other-number")
PER(D, "c35", "2025年1月の両替窓口は何時まで開いていましたか？", "c8", "2025-01-01")

D = "DS-GS-01"
T(D, "g30", "ダイヤモンド会員の外商割引率は何%ですか？", "g1", absent=["ダイヤモンド"])
T(D, "g31", "What is the discount for Bronze tier customers?", "g2", absent=["ブロンズ"], style=e)
M(D, "g32", "外商のお客さんの接待、予算っていくらまでOK？", "g10", gap="no-value", style=c)
M(D, "g33", "Is there a cap on entertainment expenses for gaisho clients?", "g10", gap="no-value", style=e)
M(D, "g34", "中元・歳暮ではなく、お誕生日の贈り物は1回いくらまでですか？", "g10", gap="condition")
M(D, "g35", "外商顧客の掛売りの与信限度額はいくらですか？", "g12", gap="other-number")
PER(D, "g36", "2024年5月の時点で、ゴールド顧客の割引率は何%でしたか？", "g1", "2024-05-01")

D = "DS-GS-02"
T(D, "i30", "催事担当の社員は顧客情報の研修を年何回受ける？", "i8", ver="1", absent_topic=["催事"], style=c)
M(D, "i31", "休眠顧客のデータって何年残すの？", "i4", gap="no-value", ver="1", style=c)
M(D, "i32", "How long is data on inactive gaisho customers kept?", "i4", gap="no-value", ver="1", style=e)
M(D, "i33", "顧客情報の入ったタブレットを盗まれた場合、何時間以内に報告しますか？", "i3", gap="condition", ver="1",
  notes="報告期限は紛失の場合について定められ、盗難の場合は書かれていない。")
M(D, "i34", "顧客台帳のコピーは何部まで作ってよいですか？", "i9", gap="other-number", ver="1")
M(D, "i35", "顧客情報をメールで送るときのルールはありますか？", "i2", ver="1")

D = "DS-GS-03"
PM(D, "a20", "顧客システムのアクセス権限申請は、何営業日前までに出せばいいですか？", "a5")
PM(D, "a21", "顧客システムのパスワードって何文字以上だっけ", "a6", style=c)
PM(D, "a22", "退職者の顧客システムの権限は、いつ削除されますか？", "a8")
M(D, "a23", "What is the procedure for handing customer data to an outsourced contractor?", "a4", gap="not-defined",
  ver="1", style=e, g=DATA)
T(D, "a24", "催事担当者にも顧客システムの閲覧権限は付与されますか？", "a7", ver="1", absent_topic=["催事"], g=DATA)

D = "DS-EV-01"
T(D, "e30", "駅ビル店の催事場って何平米？", "e4", absent_topic=["駅ビル店"], style=c)
T(D, "e31", "Where is the loading entrance at the station building store?", "e5", absent_topic=["駅ビル店"], style=e)
M(D, "e32", "ゴミを持ち帰れない取引先には処理代いくら請求するの？", "e2", gap="no-value", style=c)
M(D, "e33", "催事初日の前日が休業日の場合、設営は何時から始められますか？", "e1", gap="condition")
M(D, "e34", "陳列台のほかにワゴンは何台まで借りられますか？", "e9", gap="other-number")
PER(D, "e35", "2024年12月の催事では、陳列台は何台まで借りられましたか？", "e9", "2024-12-01")
M(D, "e36", "催事で電気工事が必要なときは誰に頼めばいい？", "e11", style=c)

D = "DS-EV-02"
T(D, "w30", "嘱託社員が夜間撤去に入ったら手当は出ますか？", "w1", ver="1", absent=["嘱託"])
T(D, "w31", "Do part-timers get the late-night set-up allowance?", "w1", ver="1", absent_topic=["パート"], style=e)
M(D, "w32", "開店前の朝に催事の設営をした場合、手当はありますか？", "w1", gap="condition", ver="1")
M(D, "w33", "夜間作業手当って月何回までもらえる？", "w1", gap="other-number", ver="1", style=c)
PER(D, "w34", "2025年2月の催事で夜間作業をしたら、手当はいくらでしたか？", "w1", "2025-02-01")
M(D, "w35", "催事期間中の休憩時間は何分取ればいいですか？", "w6", ver="1")

D = "DS-HR-01"
T(D, "u30", "How many uniforms do interns receive?", "u13", absent=["インターン"], style=e)
M(D, "u31", "制服は何年着たら買い取れる？", "u2", gap="other-number", style=c)
M(D, "u32", "売場でのマスクの色に決まりはありますか？", "u12")
M(D, "u33", "眼鏡のフレームの色って決まりある？", "u12", style=c)
PER(D, "u34", "2025年3月の時点で、髪色は見本の何番まで認められていましたか？", "u5", "2025-03-01")
M(D, "u35", "制服のクリーニグ代って自宅で洗っても出る？", "u3", gap="condition", style=t)

D = "DS-HR-02"
M(D, "v30", "有休を2時間だけ取るってできる？", "v5", gap="not-defined", style=c)
M(D, "v31", "Can paid leave be taken in hourly units?", "v5", gap="not-defined", style=e)
M(D, "v32", "勤続30年になったらリフレッシュ休暇は何日ですか？", "v4", gap="condition")
M(D, "v33", "病気休暇は年に何日ありますか？", "v11", gap="other-number")
PER(D, "v34", "2024年11月の時点で、半休は年何回まで取れましたか？", "v5", "2024-11-01")
M(D, "v35", "使い切れなかった有休って買い取ってもらえる？", "v11", style=c)

D = "DS-HR-03"
T(D, "k30", "いとこが亡くなった場合、休暇はもらえますか？", "k3", ver="1", absent=["いとこ", "従兄弟"])
T(D, "k31", "How many days off do I get for my nephew's funeral?", "k3", ver="1", absent=["甥"], style=e)
T(D, "k32", "孫が結婚するときって休暇ある？", "k1", ver="1", absent=["孫"], style=c)
M(D, "k33", "会社から出す供花って何円くらいのもの？", "k7", gap="no-value", ver="1", style=c)
M(D, "k34", "出産祝金の申請は生まれてから何日以内にすればよいですか？", "k6", gap="other-number", ver="1")
M(D, "k35", "慶弔届に添える証明書類には何が必要ですか？", "k8", ver="1")

D = "DS-HR-04"
T(D, "o30", "アルバイトの残業は1日何時間までですか？", "o9", absent=["アルバイト"])
M(D, "o31", "店長クラスの時間外勤務の扱いはどうなっていますか？", "o2", gap="not-defined")
M(D, "o32", "How is overtime handled for managers in supervisory positions?", "o2", gap="not-defined", style=e)
M(D, "o33", "休日出勤が夜10時を過ぎた場合、割増率は合計で何%ですか？", "o4", gap="condition",
  notes="深夜割増の加算は時間外勤務について定められ、休日出勤との組合せは書かれていない。")
M(D, "o34", "深夜勤務は月に何回までしていいですか？", "o6", gap="other-number")
PER(D, "o35", "2025年3月の時点で、残業の月の上限は何時間でしたか？", "o2", "2025-03-01")

D = "DS-HR-05"
T(D, "n30", "電動キックボードで通勤する場合の手当はいくら？", "n3", ver="1", absent=["キックボード"], style=c)
T(D, "n31", "What is the commuting allowance for motorcycle commuters?", "n3", ver="1", absent=["バイク", "オートバイ"],
  style=e)
T(D, "n32", "歩いて通勤してる人にも手当ってあるの？", "n5", ver="1", absent=["徒歩"], style=c)
M(D, "n33", "新町店に車で通う場合、駐車場代は月いくら補助されますか？", "n6", gap="other-number", ver="1")
M(D, "n34", "単身赴任で帰省するときの交通費は出ますか？", "n1", ver="1")
PER(D, "n35", "2024年12月時点で、自転車通勤の手当は月いくらでしたか？", "n3", "2024-12-01")

D = "DS-HR-06"
T(D, "b30", "催事期間だけ働くパートさんの時給っていくら？", "b1", ver="1", absent_topic=["催事"], style=c)
M(D, "b31", "夏の寸志って毎年いくらくらい？", "b9", gap="no-value", ver="1", style=c)
M(D, "b32", "How much is the bonus for part-time employees?", "b9", gap="no-value", ver="1", style=e)
M(D, "b33", "祝日の前日に出勤した場合、時給の加算はありますか？", "b3", gap="condition", ver="1")
M(D, "b34", "正社員登用試験は年に何回ありますか？", "b6", gap="other-number", ver="1")
M(D, "b35", "パート社員の健康診断は年何回受けますか？", "b6", ver="1")
PER(D, "b36", "2024年12月の時点で、新町店のパートの時給はいくらでしたか？", "b1", "2024-12-01")

D = "DS-HR-07"
PM(D, "h20", "人事評価の下期って何月から何月まで？", "h5", style=c)
PM(D, "h21", "A評価は部門人員の何%以内と決まっていますか？", "h6")
PM(D, "h22", "What are the requirements for promotion to floor manager?", "h3", style=e)
M(D, "h23", "評価面談は1回何分くらい行いますか？", "h5", gap="other-number", ver="1", g=HR)

D = "DS-MG-01"
PM(D, "x20", "取引先との条件交渉の内容は、何営業日以内に報告しますか？", "x5")
PM(D, "x21", "売場の月次売上目標っていつまでに示されるの？", "x6", style=c)
PM(D, "x22", "25%の値引きをしたい場合、誰に承認をもらえばよいですか？", "x2")
M(D, "x23", "What is the procedure for requesting disciplinary action against a subordinate?", "x1", gap="not-defined",
  ver="1", style=e, g=MGR)
M(D, "x24", "お詫びの品が1万円になる場合は、誰の判断で手配しますか？", "x4", gap="condition", ver="1", g=MGR)

D = "DS-GA-01"
T(D, "l30", "倉庫棟の従業員入口はどこですか？", "l1", ver="1", absent=["倉庫棟"])
T(D, "l31", "Where do staff enter at the airport store?", "l2", ver="1", absent=["空港"], style=e)
M(D, "l32", "ロッカー点検の告知っていつ来るの？", "l10", gap="no-value", ver="1", style=c)
M(D, "l33", "派遣の人が入店証を忘れた場合はどうすればいいですか？", "l7", gap="condition", ver="1",
  notes="臨時入館証は社員証を忘れた場合について定められている。")
M(D, "l34", "ロッカーの鍵は1人何本渡されますか？", "l6", gap="other-number", ver="1")
M(D, "l35", "通用口で濡れた傘はどこに置けばいい？", "l5", ver="1", style=c)

D = "DS-GA-02"
T(D, "d30", "駅ビル店の社食の定食っていくら？", "d6", absent_topic=["駅ビル店"], style=c)
M(D, "d31", "休憩室にデリバリー頼んでもいい？", "d9", gap="not-defined", style=c)
M(D, "d32", "Can we order food delivery to the break room?", "d9", gap="not-defined", style=e)
M(D, "d33", "夜間作業をしていない普通の日でも仮眠室は使えますか？", "d10", gap="condition")
M(D, "d34", "休憩は1日に何回まで分けて取れますか？", "d1", gap="other-number")
PER(D, "d35", "2025年2月の時点で、本店の社食は何時まで営業していましたか？", "d3", "2025-02-01")
M(D, "d36", "社食のメニューにアレルギー表示はありますか？", "d6")

D = "DS-GA-03"
T(D, "f30", "How long are items left in the parking garage kept?", "f2", ver="1", absent=["駐車場"], style=e)
M(D, "f31", "忘れ物を着払いで送るとき、送料はお客さんに払ってもらう？", "f7", gap="not-defined", ver="1", style=c)
M(D, "f32", "拾ったのが従業員の財布だった場合も防災センターの金庫に移しますか？", "f5", gap="condition", ver="1",
  notes="本規程はお客様の遺失物についてのみ定めている。")
M(D, "f33", "忘れ物の問い合わせの電話には誰が対応しますか？", "f7", ver="1")
PER(D, "f34", "2024年8月の時点で、傘の忘れ物は何日間保管していましたか？", "f3", "2024-08-01")

# ---------------------------------------------------------------- third pass: extra answerable variants
for d, k, q, span, kw in [
    ("DS-SL-01", "s40", "契約社員って社割の上限いくら？", "40万円", dict(ver="2", cat="near-miss", nm="20万円")),
    ("DS-SL-01", "s41", "宝石とか時計って社割きくの？", "社割の対象外", dict(ver="2")),
    ("DS-SL-02", "p31", "包装って何種類あるんだっけ", "2種類", {}),
    ("DS-SL-02", "p32", "手渡しの贈り物でのしの指定なかったら、内と外どっち？", "外のし",
     dict(ctx="手渡し品は外のし", cat="near-miss", nm="内のし")),
    ("DS-SL-03", "r40", "名入れした商品って返品受けられる？", "受け付けない", dict(ver="2")),
    ("DS-SL-03", "r41", "クレカで払った人の返金ってどうするの", "カード会社経由", dict(ver="2")),
    ("DS-SL-04", "m30", "派遣さんが売っていいのって自分とこのメーカーの商品だけ？", "派遣元取引先の商品に限り", {}),
    ("DS-SL-05", "t41", "万引きの報告書っていつまでに出すの？", "当日中", {}),
    ("DS-SL-06", "c40", "レジのとこに自分の財布置いといていい？", "置いてはならない", dict(ver="2")),
    ("DS-SL-06", "c41", "両替ってどこでやってもらえるの？", "従業員食堂横の経理窓口", dict(ver="2")),
    ("DS-GS-01", "g40", "訪問計画って誰に出すんだっけ", "外商部長", dict(ver="2", ctx="訪問計画を外商部長")),
    ("DS-GS-01", "g41", "外商の招待会ってどこでやるの？", "本店の催事場", dict(ver="2")),
    ("DS-GS-02", "i41", "顧客台帳のコピーいらなくなったらどう捨てる？", "外商部のシュレッダーで裁断", {}),
    ("DS-EV-01", "e40", "本店の催事場って何階だっけ", "7階", dict(ver="2", ctx="本店7階", cat="near-miss", nm="6階")),
    ("DS-EV-01", "e41", "設営って夜何時までに終わらせないとダメ？", "翌1時まで", dict(ver="2")),
    ("DS-EV-02", "w42", "催事の手当申請の書類って何て名前？", "催事勤務報告書", {}),
    ("DS-HR-01", "u40", "髪が肩より長い場合はどうすればいい？", "束ねる", dict(ver="2")),
    ("DS-HR-01", "u41", "結婚指輪ってつけてていい？何本まで？", "1本", dict(ver="2", ctx="結婚指輪1本")),
    ("DS-HR-02", "v40", "初売りの時期って有休取っちゃダメなんだっけ", "控える", dict(ver="2", ctx="取得を控える")),
    ("DS-HR-03", "k40", "兄弟が亡くなったときの弔慰金っていくら？", "1万円",
     dict(ctx="兄弟姉妹の死亡について1万円", cat="near-miss", nm="5万円")),
    ("DS-HR-03", "k41", "慶弔届ってどこに出すの？", "人事部", dict(ctx="人事部に申請する")),
    ("DS-HR-04", "o40", "深夜割増って何時から何時までの分？", "22時から翌5時まで", dict(ver="2")),
    ("DS-HR-05", "n40", "定期代って何か月分で計算されるの？", "6か月定期券代", {}),
    ("DS-HR-05", "n41", "車通勤の手当ってどのくらいの幅で出るの？", "月額4,000円から15,000円", {}),
    ("DS-HR-06", "b40", "パートから正社員の試験受けるのに推薦いる？誰の？", "売場責任者", dict(ctx="売場責任者の推薦")),
    ("DS-GA-01", "l40", "帰るとき荷物チェックってあるんだっけ", "警備員による手荷物検査", {}),
    ("DS-GA-02", "d40", "勤務中にたばこ吸いに行っていい？", "休憩時間内に限る", dict(ver="2")),
    ("DS-GA-03", "f40", "お客さんに落とし物返すとき、サインってもらう？", "受領書に署名", {}),
    ("DS-GA-02", "d41", "休憩室の掃除って毎日何時にやってる？", "毎日14時", dict(ver="2")),
    ("DS-MG-01", "x30", "値引承認簿って何年とっとくんだっけ", "1年間", dict(cat="permission", g=MGR)),
]:
    A(k, q, span, doc_id=d, style="casual", **kw)

# ---------------------------------------------------------------- two-part questions (some across documents)
P("q1", "社割の正社員の上限と、制服クリーニング代の会社負担の上限を教えて",
  [part("正社員の社割の年間上限", "80万円", ver="2", doc_id="DS-SL-01"),
   part("制服クリーニング代の会社負担上限", "700円", ver="2", doc_id="DS-HR-01")], style=c, doc_id="DS-SL-01")
P("q2", "有休の申請期限と、残業申請の締め時刻を教えてください。",
  [part("有休の申請期限", "7日前まで", ver="2", doc_id="DS-HR-02"),
   part("残業申請の締め時刻", "17時まで", ver="2", doc_id="DS-HR-04")], doc_id="DS-HR-02")
P("q3", "落とし物を届ける期限と、万引き報告書の提出先を教えてください。",
  [part("遺失物を届ける期限", "30分以内", doc_id="DS-GA-03"),
   part("万引き報告書の提出先", "防災センター", doc_id="DS-SL-05")], doc_id="DS-GA-03")
P("q4", "催事の火気使用届の期限と、夜間作業手当の額は？",
  [part("火気使用届の提出期限", "21日前まで", ver="2", doc_id="DS-EV-01"),
   part("夜間作業手当の額", "3,000円", doc_id="DS-EV-02")], style=c, doc_id="DS-EV-01")
P("q5", "外商のゴールド顧客の割引率と、従業員が衣料品を社割で買うときの割引率を教えてください。",
  [part("ゴールド顧客の外商割引率", "6%", ver="2", doc_id="DS-GS-01"),
   part("衣料品フロアの社割率", "12%", ver="2", doc_id="DS-SL-01")], doc_id="DS-GS-01")
P("q6", "パートの本店の時給と、パートの交通費の上限っていくら？",
  [part("本店のパート時給", "1,250円", doc_id="DS-HR-06"),
   part("パート社員の交通費の上限", "日額1,000円", doc_id="DS-HR-05")], style=c, doc_id="DS-HR-06")
P("q7", "結婚休暇って何日で、半休は年何回まで取れる？",
  [part("本人の結婚休暇の日数", "5日", ctx="本人の結婚：5日", doc_id="DS-HR-03"),
   part("半日単位の有休の年間回数", "年12回まで", ver="2", doc_id="DS-HR-02")], style=c, doc_id="DS-HR-03")
P("q8", "新町店の食堂の営業時間と、新町店の従業員通用口の場所を教えてください。",
  [part("新町店の食堂の営業時間", "11時から15時まで", ver="2", doc_id="DS-GA-02"),
   part("新町店の従業員通用口", "西側通用口", doc_id="DS-GA-01")], doc_id="DS-GA-02")
P("q9", "What is the return window for clothing, and which form do we use for return slips?",
  [part("衣料品の返品受付期間", "21日以内", ver="2", doc_id="DS-SL-03"),
   part("返品伝票の様式", "様式SL-3", ver="2", doc_id="DS-SL-03")], style=e, doc_id="DS-SL-03")
P("q10", "How much is the change float at main store registers, and by when do we pick it up?",
  [part("本店レジの釣銭準備金", "5万円", ver="2", ctx="本店の各レジで5万円", doc_id="DS-SL-06"),
   part("釣銭準備金の受取期限", "開店30分前まで", ver="2", doc_id="DS-SL-06")], style=e, doc_id="DS-SL-06")
P("q11", "食品の社割率と、社員食堂でも社割が使えるのか教えて",
  [part("食料品フロアの社割率", "5%", ver="2", ctx="食料品フロアでは5%", doc_id="DS-SL-01"),
   part("社員食堂での社割の利用可否")], style=c, doc_id="DS-SL-01", pair="s1")
P("q12", "売場責任者の承認が必要な返金額と、返品理由の集計を担当する部署を教えてください。",
  [part("売場責任者の承認が必要な返金額", "10万円", ver="2", doc_id="DS-SL-03"), part("返品理由の集計担当部署")],
  doc_id="DS-SL-03", pair="r10")
P("q13", "新町店の保安員の人数と、保安員の勤務時間帯は？",
  [part("新町店の保安員数", "3名", ctx="新町店に3名", doc_id="DS-SL-05"), part("保安員の勤務時間帯")], style=c,
  doc_id="DS-SL-05", pair="t1")
P("q14", "What is the meal allowance during events, and is there also a snack allowance?",
  [part("催事期間中の食事補助", "800円", doc_id="DS-EV-02"), part("間食の補助の有無")], style=e, doc_id="DS-EV-02",
  pair="w7")
P("q15", "通勤手当申請書の様式と、通勤手当の支給日を教えてください。",
  [part("通勤手当申請書の様式", "様式HR-5", doc_id="DS-HR-05"), part("通勤手当の支給日")], doc_id="DS-HR-05", pair="n9")
P("q16", "制服っていつまでに返すのと、返す前にクリーニング出さなきゃダメ？",
  [part("制服の返却期限", "退職日から7日以内", ver="2", doc_id="DS-HR-01"), part("返却前のクリーニングの要否")],
  style=c, doc_id="DS-HR-01", pair="u11")
P("q17", "慶弔届の様式と、会社が香典を出すかどうかを教えてください。",
  [part("慶弔届の様式", "様式HR-3", doc_id="DS-HR-03"), part("会社からの香典の有無")], doc_id="DS-HR-03", pair="k8")
P("q18", "休日入館届の様式と、その届を承認するのは誰か教えて",
  [part("休日入館届の様式", "様式GA-1", doc_id="DS-GA-01"), part("休日入館届の承認者")], style=c, doc_id="DS-GA-01",
  pair="l9")
P("q19", "持出し伝票の様式と、持ち出した商品に保険がかかっているかを教えてください。",
  [part("持出し伝票の様式", "様式GS-1", ver="2", doc_id="DS-GS-01"), part("持出し商品の保険の有無")],
  doc_id="DS-GS-01", pair="g8")
P("q20", "新町店の催事場の広さと、催事場の使用料はいくら？",
  [part("新町店の催事場の広さ", "約400平方メートル", ver="2", doc_id="DS-EV-01"), part("催事場の使用料")], style=c,
  doc_id="DS-EV-01", pair="e4")

# ---------------------------------------------------------------- fourth pass: more unanswerable twins
T("DS-SL-01", "s50", "テナントの美容室でも社割って使えるの？", "s1", absent=["美容"], style=c)
M("DS-SL-02", "p50", "のし紙の在庫が切れたら誰に言えばいい？", "p2", ver="1", style=c)
M("DS-SL-03", "r50", "返品の返金処理のとき、レジは誰が操作するの？", "r5", style=c)
M("DS-SL-05", "t50", "万引きした人が走って逃げたら追いかけていいの？", "t3", ver="1", style=c)
M("DS-SL-06", "c50", "中間回収って1日何回までやるもの？", "c4", gap="other-number", style=c)
M("DS-GS-01", "g50", "外商員がお客様宅に訪問してよい時間帯は決まっていますか？", "g7")
M("DS-GS-02", "i50", "顧客の誕生日のデータってDMに使っていいの？", "i1", ver="1", style=c)
T("DS-EV-01", "e50", "本店の屋上イベントの設営って何時から？", "e1", absent_topic=["屋上"], style=c)
M("DS-EV-02", "w50", "催事の時って制服は普段と同じでいいの？", "w5", ver="1", style=c)
M("DS-HR-02", "v50", "有休の申請が7日前に間に合わなかったらどうなるの？", "v1", gap="condition", style=c,
  notes="申請期限のみが定められ、期限後の申請の扱いはない。")
M("DS-HR-03", "k50", "結婚祝金っていつ振り込まれるの？", "k5", ver="1", style=c)
M("DS-HR-04", "o50", "残業申請ってどのシステムから出すの？", "o1", style=c)
M("DS-HR-05", "n50", "定期券をなくしたら買い直しの代金は出る？", "n1", ver="1", style=c)
M("DS-HR-06", "b50", "パートの契約更新って何回までできるの？", "b10", gap="other-number", ver="1", style=c)
M("DS-GA-01", "l50", "社員証の再発行っていくらかかるの？", "l6", gap="other-number", ver="1", style=c,
  notes="金額はロッカーの鍵の交換費用（3,000円）のみで、社員証の再発行費用はない。")
M("DS-GA-02", "d50", "社食って家族も使えるの？", "d6", style=c)
M("DS-GA-03", "f50", "保管中に持ち主から電話があったら、取り置き期間を延ばせる？", "f2", gap="condition", ver="1", style=c)
M("DS-HR-07", "h50", "評価の結果はいつ本人に通知されますか？", "h4", ver="1", g=HR)
M("DS-MG-01", "x50", "値引承認簿はどこに保管しますか？", "x30", ver="1", g=MGR)
M("DS-SL-04", "m50", "派遣さんの交通費って当社が払うの？", "m9", ver="1", style=c)
M("DS-GS-03", "a50", "閲覧権限の申請には上長の承認が必要ですか？", "a5", ver="1", g=DATA)
P("q21", "駅ビル店のパートの時給と、駅ビル店の保安員の人数を教えてください。",
  [part("駅ビル店のパート時給", "1,200円", doc_id="DS-HR-06"),
   part("駅ビル店の保安員数", "2名", ctx="駅ビル店に2名", doc_id="DS-SL-05")], doc_id="DS-HR-06")
P("q22", "外商の訪問計画っていつまでに出すのと、顧客情報を紛失したら誰に報告するの？",
  [part("訪問計画の提出期限", "前日まで", ver="2", doc_id="DS-GS-01"),
   part("顧客情報紛失時の報告先", "外商部長", ctx="1時間以内に外商部長", doc_id="DS-GS-02")], style=c, doc_id="DS-GS-01")
P("q23", "忘れ物を警察に届けるまで何日間店で保管するかと、届けた後の問い合わせ窓口を教えてください。",
  [part("警察に届けるまでの店舗での保管期間", "7日間", doc_id="DS-GA-03"), part("警察への届出後の問い合わせ窓口")],
  doc_id="DS-GA-03", pair="f2")
