from common import *
from more import XA, XU, XP

I1 = "AR-IT-01"
XU(I1, "i30", "Which generative AI services are we allowed to use?", "missing-item", pair="i8", gap="no-value", style="english",
   notes="許可サービスの一覧は情報システム室が別途通知する。")
XU(I1, "i31", "許可済みの生成AIサービスの一覧はどこに載っていますか？", "missing-item", pair="i8", gap="no-value",
   notes="一覧は別途通知するとのみ定める。")
XA(I1, "i32", "共有リンクのパスワードは、どうやって相手に伝えればいいですか？", "別の手段で伝える")
XP(I1, "i34", "端末をなくしたときの報告期限と報告先を教えて",
   [part("紛失時の報告期限", "1時間以内", doc_id=I1), part("紛失時の報告先", "情報システム室", doc_id=I1, ctx="情報システム室へ電話で報告")],
   style="casual")
XU(I1, "i35", "2025年1月の時点で、データ持出しの申請様式は何でしたか？", "period", date="2025-01-01", pair="i1",
   notes="AR-IT-01は2025-04-01施行。")

G1 = "AR-GA-01"
XU(G1, "w30", "帰省先の実家で在宅勤務してもいいですか？", "missing-item", pair="w1", gap="not-defined",
   notes="自宅以外の場所での業務の取扱いは本規程では定めない。")
XU(G1, "w31", "2025年9月の在宅勤務手当はいくらでしたか？", "period", date="2025-09-01", pair="w3",
   notes="AR-GA-01は2025-10-01施行。")
XA(G1, "w32", "在宅の日、始業と終業はどこで報告する？", "業務チャット", style="casual")
XU(G1, "w33", "在宅勤務の日に、確認検査機関とのWeb打合せを入れてもいいですか？", "target-mismatch", pair="w9", absent=["検査機関"],
   notes="在宅日に行わない業務は施主との打合せ・現場監理・模型製作のみ列挙。")
XA(G1, "w34", "How many days a week can I work from home?", "週2日まで", cat="near-miss", nm="週1日まで", style="english")
XP(G1, "w35", "在宅勤務手当の額と、在宅用のモニターを借りられるかを教えてください。",
   [part("在宅勤務手当", "月額3,000円", doc_id=G1), part("機器の貸与", "機器の貸与は行わない", doc_id=G1)])

M1 = "AR-MG-01"
XU(M1, "b30", "S評価って部署の何割までつけられるの？", "permission", pair="b3", style="casual",
   notes="人数枠は所長・部長限定の要領にのみある。")
XU(M1, "b31", "What is the bonus multiplier for an A rating?", "permission", pair="b1", style="english",
   notes="係数は所長・部長限定の要領にのみある。")
XA(M1, "b32", "SとAを合わせて何%以内？", "30%以内", g=MGR, cat="permission", style="casual")
XU(M1, "b33", "二次評価は評価期間終了後何日以内に入力される？", "permission", pair="b13", style="casual",
   notes="入力期限は所長・部長限定の要領にのみある。")
XU(M1, "b34", "2025年3月の評価で、B評価の賞与係数はいくつでしたか？", "period", g=MGR, date="2025-03-01", pair="b1",
   notes="AR-MG-01は2025-04-01施行。")
XA(M1, "b35", "下期の評価期間は何月から何月までですか？", "10月から3月", g=MGR, cat="permission")
XU(M1, "b36", "下期の評価期間っていつからいつまで？", "permission", pair="b35", style="casual",
   notes="評価期間は所長・部長限定の要領にのみある。")

M2 = "AR-MG-02"
XA(M2, "z11", "値引きが8%なら誰の承認でいいですか？", "所長", ctx="10%以内のときは所長", g=MGR, cat="permission")
XU(M2, "z30", "値引き8%くらいなら誰の承認でいい？", "permission", pair="z11", style="casual",
   notes="承認権限は所長・部長限定の基準にのみある。")
XU(M2, "z31", "Who approves a fee discount of more than 20%?", "permission", pair="z10", style="english",
   notes="承認権限は所長・部長限定の基準にのみある。")
XU(M2, "z32", "監理報酬って設計報酬の何%が目安なの？", "permission", pair="z3", style="casual",
   notes="監理報酬の目安は所長・部長限定の基準にのみある。")
XU(M2, "z35", "工期が18か月を超えたとき、監理報酬は1か月あたり何%加算されますか？", "missing-item", g=MGR, pair="z3", gap="other-number",
   notes="30%は監理報酬の目安、18か月は加算の基準。加算率は定めない。")

S1 = "AR-SF-01"
XU(S1, "f30", "現場で着る反射ベストは会社から支給されますか？", "target-mismatch", ver="2", pair="f4", absent=["ベスト", "チョッキ"],
   notes="装備は保護帽・安全靴・フルハーネス・空調服のみ。")
XU(S1, "f31", "2025年2月に現場でケガをした場合、災害報告書の期限はいつでしたか？", "period", date="2025-02-01", pair="f13",
   notes="AR-SF-01は2025-04-01施行。")
XA(S1, "f32", "Do I need any training from the contractor before entering a site?", "施工会社の新規入場者教育を受ける", ver="2",
   style="english")
XA(S1, "f33", "ケガした時はまっ先にどこへ練絡？", "所属長および安全管理室", ver="2", style="typo", notes="練絡=連絡")
XU(S1, "f34", "勾配5寸の屋根なら、作業主任者の立会いなしで上ってもいいですか？", "missing-item", ver="2", pair="f12", gap="condition",
   notes="6寸超の屋根に上らない旨と足場上の立会いのみ定め、6寸以下の屋根での立会いは定めない。")
XP(S1, "f35", "空調服を着る期間と、空調服のバッテリー代が会社負担かを教えて",
   [part("空調服の着用期間", "7月から9月", ver="2", doc_id=S1), part("バッテリー代の負担", None)], pair="f6", style="casual",
   absent=["バッテリー"])

T1 = "AR-TR-01"
XU(T1, "t30", "2025年3月の出張の宿泊上限はいくらでしたか？", "period", date="2025-03-01", pair="t2",
   notes="AR-TR-01は2025-04-01施行。")
XU(T1, "t31", "部長なら新幹線のグランクラスも使えますか？", "target-mismatch", ver="2", pair="t10", absent=["グランクラス"],
   notes="部長以上が利用できるのはグリーン車。グランクラスの定めはない。")
XA(T1, "t32", "What is the hotel cap in Tokyo's 23 wards?", "14,000円", ver="2", cat="near-miss", nm="11,000円", style="english")
XA(T1, "t34", "出張申請の様式って何？", "様式T-1", ver="2", style="casual")
XU(T1, "t35", "出張の荷物（模型など）を宅配便で送った代金は精算できますか？", "missing-item", ver="2", pair="t13", absent=["宅配"],
   notes="宅配便代の定めはない。")
XP(T1, "t36", "出張旅費の精算期限と、現場に行くICカード履歴の提出期限を教えて",
   [part("出張旅費の精算期限", "帰着日から14日以内", ver="2", doc_id=T1), part("ICカード利用履歴の提出期限", "翌月5日まで", doc_id="AR-TR-02")],
   style="casual")

T2 = "AR-TR-02"
XU(T2, "v30", "2025年3月に社用車を使う場合、予約はいつまでに入れる決まりでしたか？", "period", date="2025-03-01", pair="v5",
   notes="AR-TR-02は2025-04-01施行。")
XU(T2, "v31", "How is insurance handled if I crash my own car on a business trip to a site?", "missing-item", pair="v7", gap="no-value",
   style="english", notes="自家用車の業務利用中の事故の保険の取扱いは別途定める。")
XU(T2, "v32", "私用車を業務で使っているときに事故を起こした場合、保険の扱いはどうなりますか？", "missing-item", pair="v7", gap="no-value",
   notes="保険の取扱いは別途定めるとのみある。")
XA(T2, "v33", "自家用車で現場に行くには、誰の承認が必要ですか？", "所属長の事前承認")
XA(T2, "v34", "社様車の予約は前日何時まで？", "前日17時まで", ctx="利用日の前日17時まで", style="typo", notes="社様車=社用車")

D1 = "AR-DS-01"
XA(D1, "c32", "設計変更申請書には何を添付しますか？", "変更図と概算の影響額", ver="2")
XU(D1, "c33", "工期が何日延びる変更までなら軽微変更扱いですか？", "missing-item", ver="2", pair="c3", gap="other-number",
   notes="区分の基準は工事費への影響額（200万円・1,000万円）で、工期による基準は定めない。")
XA(D1, "c34", "Within how many days after approval must we get the client's written consent?", "7日以内", ver="2", style="english")
XP(D1, "c35", "一般変更の決裁期限と、決裁後に施工会社へ知らせる期限を教えてください。",
   [part("一般変更の決裁期限", "起案から3営業日以内", ver="2", doc_id=D1), part("施工会社への通知期限", None)], pair="c8",
   absent=["施工会社へ"])

D2 = "AR-DS-02"
XA(D2, "k30", "How long must structural calculations be kept?", "20年", ver="2", ctx="構造計算書：20年", cat="near-miss", nm="10年",
   style="english")
XU(D2, "k31", "2025年3月の時点で、竣工図は何年保存する決まりでしたか？", "period", date="2025-03-01", pair="k1",
   notes="AR-DS-02は2025-04-01施行。")
XA(D2, "k32", "紙の原図ってどこにしまうの？", "本社地下の図面庫", ver="2", style="casual")
XU(D2, "k33", "BIMモデルのデータは何年保存しますか？", "target-mismatch", ver="2", pair="k4", absent=["BIM"],
   notes="保存期間は列挙された図書のみ。BIMモデルはない。")
XU(D2, "k34", "施主から借りた既存建物の図面は何年保存？", "target-mismatch", ver="2", pair="k3", style="casual", absent=["既存"],
   notes="既存建物の図面は列挙されていない。")

D3 = "AR-DS-03"
XA(D3, "p30", "コンペの経費予参、1件いくらまで？", "100万円", ver="2", cat="near-miss", nm="30万円", style="typo", notes="予参=予算")
XU(D3, "p33", "コンペ手当は何月の給与と一緒に支給されますか？", "missing-item", ver="2", pair="p1", absent=["給与"],
   notes="支給時期は定めない。")
XU(D3, "p34", "2025年3月に参加したコンペのリーダー手当はいくらでしたか？", "period", date="2025-03-01", pair="p2",
   notes="AR-DS-03は2025-04-01施行。")

D4 = "AR-DS-04"
XU(D4, "m30", "名古屋の模型室、夜は何時まで使える？", "missing-item", pair="m10", gap="no-value", style="casual",
   notes="名古屋・仙台の模型室の利用時間は各所長が別途定める。")
XU(D4, "m31", "構造模型（架構模型）の製作費の上限はいくらですか？", "target-mismatch", pair="m2", absent=["構造模型", "架構模型"],
   notes="上限はスタディ模型とプレゼン模型のみ。")
XA(D4, "m32", "Can we send files to an outside 3D printing service?", "外部の出力サービスは使用しない", style="english")
XA(D4, "m33", "模型室でスチのりを使った後、何をしないといけませんか？", "必ず換気を行う")

D5 = "AR-DS-05"
XU(D5, "r30", "適判の申請って誰がやるの？", "missing-item", pair="r1", gap="not-defined", style="casual",
   notes="外部機関による審査の手続は本規程では定めない。")
XA(D5, "r32", "What is the minimum number of reviewers for a design review?", "2名以上", style="english")
XA(D5, "r33", "延床何㎡以上の案件で構造一級と設備一級の人が審査員に加わりますか？", "3,000平方メートル以上", cat="near-miss",
   nm="500平方メートル")
XU(D5, "r34", "2025年2月に基本設計が終わった案件、レビューは何回だった？", "period", date="2025-02-01", pair="r1", style="casual",
   notes="AR-DS-05は2025-04-01施行。")
