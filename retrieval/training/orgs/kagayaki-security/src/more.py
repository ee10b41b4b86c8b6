"""Further twins per document: gap kinds, target swaps, dates before the first version,
restricted rules asked without access, typos and English wording."""
from common import *

D = "SG-HR-01"
U("m1", "休憩中にコンビニ行っていい？現場の外に出るのはアリ？", "missing-item", ver="2", gap="no-value", pair="a3",
  style="casual", doc_id=D, notes="休憩中に敷地外へ出ることの可否は現場ごとに隊長が別途通知する。")
U("m2", "機械警備の待機勤務にも仮眠時間はありますか？", "target-mismatch", ver="2", pair="a1", absent=["機械警備"],
  doc_id=D, notes="仮眠は当務勤務と夜勤について定め、機械警備の待機はない。")
A("m3", "Is a 24-hour duty allowed three times in a row?", "2回を超えて連続して行わない", ver="2", style="english",
  doc_id=D)
A("m4", "日勤のきゅうけいって何分だっけ", "60分", ver="2", style="typo", doc_id=D, cat="near-miss", nm="90分")

D = "SG-HR-02"
U("m1", "有給って1時間だけ取ったりできる？", "missing-item", gap="not-defined", pair="a3", style="casual", doc_id=D,
  notes="年休の時間単位での取得は本規程では定めないとしている。")
U("m2", "孫が生まれたときの特別休暇は何日ですか？", "target-mismatch", pair="a7", absent=["孫"], doc_id=D,
  notes="出産の特別休暇は配偶者の出産のみ。")
U("m3", "How many days of special leave do I get for my cousin's wedding?", "target-mismatch", pair="a7",
  absent=["いとこ", "従兄弟"], style="english", doc_id=D, notes="結婚の特別休暇は本人の結婚のみ。")
A("m4", "What is the maximum number of paid leave days I can hold?", "40日", style="english", doc_id=D)
A("m5", "ゆうきゅうの繰り越しってなんねんぶんまで？", "1年分まで", style="typo", doc_id=D)

D = "SG-HR-03"
U("m1", "隊長が当務に入ったら当務手当に上乗せある？いくら？", "missing-item", ver="2", gap="no-value", pair="a6",
  style="casual", doc_id=D, notes="隊長の当務の加算額は別途定めるとしている。")
U("m2", "雑踏警備で夜勤したときの夜勤手当はいくらですか？", "target-mismatch", ver="2", pair="a1", absent=["雑踏"],
  doc_id=D, notes="夜勤手当は施設警備と交通誘導警備のみ。")
A("m3", "What was the 24-hour duty allowance in June 2026?", "4,000円", ver="1", cat="period", date="2026-06-01",
  style="english", pair="a6", doc_id=D)
U("m4", "2025年3月の交通誘導の夜勤手当はいくらでしたか？", "period", date="2025-03-01", pair="a3", doc_id=D,
  notes="夜勤・当務手当規程は2025年4月1日施行。")
A("m5", "Until when does the New Year holiday allowance period run?", "12月30日から1月3日まで", ver="2",
  style="english", doc_id=D)

D = "SG-HR-04"
U("m1", "防災センター要員の講習修了者にも資格手当はありますか？", "target-mismatch", pair="a1", absent=["防災センター"],
  doc_id=D, notes="対象資格に防災センター要員はない。")
U("m2", "空港保安警備の検定2級の手当っていくら？", "target-mismatch", pair="a1", absent=["空港"], style="casual",
  doc_id=D, notes="対象資格に空港保安警備の検定はない。")
A("m3", "In January 2027, what is the monthly cap when combining qualification allowances?", "月額15,000円",
  style="english", date="2027-01-01", doc_id=D, cat="near-miss", nm="10,000円")
U("m4", "資格手当が支給される上限の年齢は何歳ですか？", "missing-item", pair="a9", absent=["歳"],
  doc_id=D, notes="資格手当の支給に年齢の上限の定めはない。")

D = "SG-HR-05"
U("m1", "バスも電車もない現場って、会社が送ってくれる？", "missing-item", gap="no-value", pair="a9", style="casual",
  doc_id=D, notes="公共交通機関のない現場への送迎の有無は管制が現場ごとに別途通知する。")
U("m2", "契約社員の事務スタッフの通勤手当の上限はいくらですか？", "target-mismatch", pair="a1", absent=["契約社員"],
  doc_id=D, notes="支給上限は警備員の勤務形態ごとで、契約社員はない。")
U("m3", "In March 2025, what was the monthly commuting cap for full-time guards?", "period", date="2025-03-01",
  pair="a1", style="english", doc_id=D, notes="通勤交通費規程は2025年4月1日施行。")
A("m4", "How much per kilometre is paid for commuting by car?", "15円", style="english", doc_id=D)
A("m5", "つうきんけいろとどけの様式番号は？", "様式HR-5", style="typo", doc_id=D)

D = "SG-TR-01"
U("m1", "eラーニング用のタブレットって貸してもらえる？", "missing-item", ver="2", gap="not-defined", pair="a8",
  style="casual", doc_id=D, notes="eラーニング端末の貸与は本規程では定めないとしている。")
U("m2", "機械警備の業務別教育は何時間ですか？", "target-mismatch", ver="2", pair="a4", absent=["機械警備"], doc_id=D,
  notes="業務別教育は1号から4号の業務区分で、機械警備は挙げていない。")
U("m3", "船橋の営業所で研修を受けることはできますか？", "target-mismatch", ver="2", pair="a7", absent=["船橋"],
  doc_id=D, notes="研修室は本社・横浜・千葉のみ。")
A("m4", "Where are the legally required training sessions held?", "本社、横浜営業所または千葉営業所の研修室", ver="2",
  style="english", doc_id=D)

D = "SG-TR-02"
U("m1", "防災センター要員講習の受講料も補助の対象ですか？", "target-mismatch", pair="a1", absent=["防災センター"],
  doc_id=D, notes="補助の範囲は検定の講習と直接検定で、防災センター要員講習はない。")
U("m2", "2025年2月に受けた講習の交通費の上限はいくらでしたか？", "period", date="2025-02-01", pair="a3", doc_id=D,
  notes="資格取得支援規程は2025年4月1日施行。")
A("m3", "If I fail the direct exam, does the company still pay the exam fee?", "合格した場合に限り", style="english",
  doc_id=D)

D = "SG-EQ-01"
U("m1", "警備用の靴って会社から支給される？", "missing-item", ver="2", gap="not-defined", pair="a1", style="casual",
  doc_id=D, notes="勤務に使う靴の支給は本規程では定めないとしている。")
U("m2", "制服のズボンは何本貸与されますか？", "target-mismatch", ver="2", pair="a1", absent=["ズボン", "スラックス"],
  doc_id=D, notes="制服の貸与品は上衣・制帽・防寒着で、ズボンは挙げていない。")
U("m3", "雑踏警備に出る人には何が追加で貸与されますか？", "target-mismatch", ver="2", pair="a2", absent=["雑踏"],
  doc_id=D, notes="追加の貸与品は交通誘導警備と施設警備のみ。")
A("m4", "How many winter uniform jackets are issued when I join?", "2着", ctx="冬服上衣：2着", ver="2",
  style="english", doc_id=D)
A("m5", "せいふくなくしたら何時間いないに届け出す？", "24時間以内", ver="2", style="typo", doc_id=D)

D = "SG-OP-01"
U("m1", "巡回のとき懐中電灯とか何を持っていけばいい？", "missing-item", ver="2", gap="no-value", pair="a5",
  style="casual", doc_id=D, notes="巡回の携行品は施設ごとに隊長が別途通知する。")
U("m2", "2025年2月時点の昼間の巡回間隔は？", "period", date="2025-02-01", pair="a3", doc_id=D, style="casual",
  notes="施設警備巡回規程は2025年4月1日施行。")
A("m3", "If the client asks for two-person night patrols, how many people patrol?", "2名", ctx="2名で行う",
  ver="2", style="english", doc_id=D)

D = "SG-OP-02"
U("m1", "カードキー無くしたら、再発行の費用って誰が払う？", "missing-item", gap="not-defined", pair="a7", style="casual",
  doc_id=D, notes="カードキーの再発行費用の負担者は本規程では定めないとしている。")
U("m2", "更衣室のロッカーの鍵も鍵台帳に載せますか？", "target-mismatch", pair="a1", absent=["ロッカー"], doc_id=D,
  notes="管理対象は契約先から預かる鍵とカードキー。")
U("m3", "In November 2024, by what time did lent keys have to be returned?", "period", date="2024-11-01", pair="a4",
  style="english", doc_id=D, notes="鍵管理規程は2025年4月1日施行。")
A("m4", "How soon must the team leader tell the client that a key is missing?", "1時間以内", style="english", doc_id=D)

D = "SG-OP-03"
U("m1", "事故報告書ってメールで出していい？どうやって出すの？", "missing-item", ver="2", gap="no-value", pair="a5",
  style="casual", doc_id=D, notes="報告書の電子提出の方法は別途通知するとしている。")
A("m2", "Within how many days must the branch manager put together measures to prevent recurrence?", "14日以内",
  ver="2", style="english", doc_id=D)
A("m3", "じこのだいいっぽうは何分いない？", "発見から10分以内", ver="2", style="typo", doc_id=D)

D = "SG-OP-04"
U("m1", "踏切の近くの現場だと何人配置するの？", "missing-item", gap="no-value", pair="a1", style="casual", doc_id=D,
  notes="踏切に近接する現場の配置基準は別途定めるとしている。")
U("m2", "通学路の見守りの現場は何人配置ですか？", "target-mismatch", pair="a1", absent=["通学路"], doc_id=D,
  notes="配置人数は片側交互通行・出入口・高速道路等の現場について定め、通学路はない。")
U("m3", "2024年8月当時、暑さ指数がいくつで追加休憩でしたか？", "period", date="2024-08-01", pair="a6", doc_id=D,
  notes="交通誘導警備業務基準は2025年4月1日施行。")
A("m4", "How many hand warmers are provided per shift in winter?", "2個", style="english", doc_id=D)

D = "SG-OP-05"
A("m1", "What is the crew size when carrying more than 50 million yen?", "3名", g=CT, cat="permission",
  style="english", doc_id=D)
U("m2", "大きい金額の現金輸送は何人で乗る？", "permission", g=MGR, pair="a2", style="casual", doc_id=D,
  notes="貴重品運搬警備業務規程は cash-transport のみ閲覧可。")
U("m3", "When is the cash-transport route given to the crew?", "permission", g=ALL, pair="a6", style="english",
  doc_id=D, notes="貴重品運搬警備業務規程は cash-transport のみ閲覧可。")
U("m4", "運行中に自分のスマホ使っていい？", "missing-item", g=CT, gap="not-defined", pair="a4", style="casual",
  doc_id=D, notes="運行中の私用携帯電話の使用は本規程では定めないとしている。")

D = "SG-OP-06"
U("m1", "依頼者からお礼にお金を渡されたら受け取っていい？", "missing-item", gap="not-defined", pair="a1",
  style="casual", doc_id=D, notes="依頼者から差し出された謝礼の取扱いは本規程では定めないとしている。")
A("m2", "Who must attend the pre-assignment meeting with the client?", "担当する警備員のうち1名以上と営業所長",
  style="english", doc_id=D)

D = "SG-OP-07"
U("m1", "無線のコールサインってどこで確認すればいい？", "missing-item", gap="no-value", pair="a6", style="casual",
  doc_id=D, notes="無線の呼出符号は管制主任が別途通知する。")
U("m2", "茨城の現場から連絡するときはどこの管制ですか？", "target-mismatch", pair="a9", absent=["茨城"], doc_id=D,
  notes="本社の管制が受けるのは本社・横浜・千葉の現場。")
U("m3", "2024年12月の当務の定時連絡は何時でしたか？", "period", date="2024-12-01", pair="a3", doc_id=D,
  notes="管制・定時連絡規程は2025年4月1日施行。")
A("m4", "What should control do if the start-of-shift report has not come in by the start time?", "本人に電話で確認する",
  style="english", doc_id=D)

D = "SG-HR-06"
U("m1", "自分都合のキャンセルって月何回までならOK？", "missing-item", gap="not-defined", pair="a12", style="casual",
  doc_id=D, notes="取消し回数の上限は本規程では定めないとしている。")
U("m2", "登録制で雑踏警備に入った日の日給はいくらですか？", "target-mismatch", pair="a1", absent=["雑踏"], doc_id=D,
  notes="日給は交通誘導警備と施設警備のみ。")
U("m3", "2025年1月ごろ、登録制の交通誘導の日給はいくらでしたか？", "period", date="2025-01-01", pair="a1", doc_id=D,
  notes="登録制警備員就業規程は2025年4月1日施行。")
A("m4", "How long is a registration valid?", "1年", ctx="登録の有効期間は1年", style="english", doc_id=D)

D = "SG-HR-10"
U("m1", "夜勤者の2回目の健診っていつ頃？", "missing-item", gap="no-value", pair="a1", style="casual", doc_id=D,
  notes="特定業務従事者健康診断の受診時期は人事部が別途通知する。")
U("m2", "契約社員の事務職の健康診断は年何回？", "target-mismatch", pair="a10", absent=["契約社員"], style="casual",
  doc_id=D, notes="定期健康診断の対象は常勤・日勤・夜勤の警備員のみ。")
U("m3", "2024年5月の定期健康診断の受診期間は？", "period", date="2024-05-01", pair="a3", doc_id=D,
  notes="健康診断規程は2025年4月1日施行。")

D = "SG-GA-01"
U("m1", "長期出張のとき、コインランドリー代って出る？", "missing-item", gap="not-defined", pair="a3", style="casual",
  doc_id=D, notes="出張中の洗濯代の支給は本規程では定めないとしている。")
U("m2", "名古屋市内に泊まる出張のホテル代上限は？", "target-mismatch", pair="a4", absent=["名古屋"], style="casual",
  doc_id=D, notes="宿泊費の特別上限は東京23区内のみ。")
U("m3", "2024年8月の日帰り出張の日当はいくらでしたか？", "period", date="2024-08-01", pair="a1", doc_id=D,
  notes="出張旅費規程は2025年4月1日施行。")
A("m4", "How far in advance must a business trip request be submitted?", "出発の5日前まで", style="english", doc_id=D)

D = "SG-GA-02"
U("m1", "孫が生まれたときのお祝い金はいくら？", "target-mismatch", pair="a2", absent=["孫"], style="casual", doc_id=D,
  notes="出産祝いは本人または配偶者の出産のみ。")
U("m2", "How much is paid when an employee's grandparent dies?", "target-mismatch", pair="a3",
  absent_topic=["祖父母", "祖母", "祖父"], style="english", doc_id=D, notes="弔事の対象に祖父母はない。")
U("m3", "2024年9月に結婚した場合のお祝い金はいくらでしたか？", "period", date="2024-09-01", pair="a1", doc_id=D,
  notes="慶弔見舞金規程は2025年4月1日施行。")

D = "SG-HR-07"
U("m1", "途中入社の人のボーナスってどう按分する？", "missing-item", g=HR, gap="no-value", pair="a5", style="casual",
  doc_id=D, notes="算定期間途中の入社者の按分方法は別途定めるとしている。")
U("m2", "嘱託社員の基本給の範囲はいくらですか？", "target-mismatch", g=HR, pair="a2", absent=["嘱託"], doc_id=D,
  notes="基本給は常勤・日勤・夜勤の警備員について定め、嘱託はない。")
U("m3", "What is the bonus calculation period for the December payment?", "permission", g=ALL, pair="a5",
  style="english", doc_id=D, notes="賃金・賞与算定規程は hr のみ閲覧可。")

D = "SG-HR-09"
U("m1", "総隊長の手当は月いくらですか？", "target-mismatch", ver="2", g=MGR, pair="a4", absent=["総隊長"], doc_id=D,
  notes="手当は隊長と副隊長のみ。")
U("m2", "副隊長の手当っていくら？", "permission", g=CT, pair="a4", style="casual", doc_id=D,
  notes="隊長任用・隊長手当規程は managers のみ閲覧可。")
U("m3", "How long is the team leader training before appointment?", "permission", g=ALL, pair="a6", style="english",
  doc_id=D, notes="隊長任用・隊長手当規程は managers のみ閲覧可。")

D = "SG-HR-11"
U("m1", "休職してる間にバイトしてもいい？", "missing-item", g=HR, gap="not-defined", pair="a8", style="casual",
  doc_id=D, notes="休職期間中の副業の可否は本規程では定めないとしている。")
U("m2", "休職から戻ってすぐ当務に入れますか？", "permission", g=MGR, pair="a5", doc_id=D,
  notes="休職・復職規程は hr のみ閲覧可。")
U("m3", "登録制警備員が病気で休む場合の休職期間は？", "target-mismatch", g=HR, pair="a1", absent_topic=["登録制"],
  doc_id=D, notes="休職・復職規程は常勤警備員のみを対象とする。")
