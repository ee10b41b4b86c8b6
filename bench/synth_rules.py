"""The rule templates of the synthetic corpus: each topic (保証規程, 返品規程…) with its item
sections — heading, the sentence stating the item, the question asking for it, the values."""

from __future__ import annotations

from dataclasses import dataclass

from synth_choices import yen

# Item kinds (as the pipeline names them: analysis.ITEMS).
DATE, PLACE, AMOUNT, DURATION, PERSON = "date", "place", "amount", "duration", "person"


@dataclass(frozen=True)
class Kind:
    """One item section of a rule: its heading, the sentence stating it, the question."""

    key: str
    item: str
    heading: str
    sentence: str  # {code} {rg} {v}
    question: str  # {code} {rgq}
    values: tuple[str, ...]


@dataclass(frozen=True)
class Topic:
    key: str
    name: str  # 保証規程
    subject: str  # 保証の取扱い (for the purpose section)
    prefix: str  # "P" (product) or "M" (equipment)
    regional: bool
    owner: str
    contact: str
    kinds: tuple[Kind, ...]


def _amounts(*values: int) -> tuple[str, ...]:
    return tuple(yen(v) for v in values)


TOPICS: tuple[Topic, ...] = (
    Topic(
        "WAR",
        "保証規程",
        "保証の取扱い",
        "P",
        True,
        "品質保証部",
        "品質保証部 保証窓口 (内線 4100)",
        (
            Kind(
                "war_period",
                DURATION,
                "保証期間",
                "{code}{rg}の保証期間は、お客様への引渡し日から{v}とする。",
                "{code}{rgq}の保証期間は何年ですか？",
                ("1年", "2年", "3年", "5年"),
            ),
            Kind(
                "war_deadline",
                DATE,
                "保証修理の申請期限",
                "{code}の保証修理の申請は、不具合を発見した日から{v}に行う。",
                "{code}{rgq}の保証修理の申請期限はいつまでですか？",
                ("14日以内", "30日以内", "60日以内", "90日以内"),
            ),
            Kind(
                "war_desk",
                PLACE,
                "保証修理の受付窓口",
                "{code}の保証修理の受付窓口は{v}とする。",
                "{code}{rgq}の保証修理の受付窓口はどこですか？",
                (
                    "品質保証部 修理受付センター",
                    "東日本サービスセンター",
                    "西日本サービスセンター",
                    "技術サービス課の受付",
                ),
            ),
            Kind(
                "war_fee",
                AMOUNT,
                "出張修理費",
                "{code}の保証期間外の出張修理費は、1回あたり{v}とする。",
                "{code}{rgq}の出張修理費はいくらですか？",
                _amounts(5000, 8000, 12000, 15000),
            ),
            Kind(
                "war_judge",
                PERSON,
                "保証判定の責任者",
                "{code}の保証を適用するかどうかは、{v}が判定する。",
                "{code}{rgq}の保証判定の責任者は誰ですか？",
                ("品質保証部長", "カスタマーサポート課長", "技術サービス課長"),
            ),
        ),
    ),
    Topic(
        "RET",
        "返品規程",
        "返品の受付",
        "P",
        False,
        "営業管理部",
        "営業管理部 返品受付 (内線 3300)",
        (
            Kind(
                "ret_deadline",
                DATE,
                "返品期限",
                "{code}の返品は、商品の受領日から{v}に申し出る。",
                "{code}の返品期限はいつまでですか？",
                ("7日以内", "10日以内", "14日以内", "30日以内"),
            ),
            Kind(
                "ret_desk",
                PLACE,
                "返品の送付先",
                "{code}の返品の送付先は{v}とする。",
                "{code}の返品の送付先はどこですか？",
                ("物流センター 返品受付", "川崎物流センター", "大阪物流センター"),
            ),
            Kind(
                "ret_fee",
                AMOUNT,
                "返送料の上限額",
                "{code}の返送料は、1件あたり{v}を上限額として会社が負担する。",
                "{code}の返送料の上限額はいくらですか？",
                _amounts(1500, 2000, 3000, 5000),
            ),
            Kind(
                "ret_approver",
                PERSON,
                "返品の承認者",
                "{code}の返品は、{v}の承認を得て受け付ける。",
                "{code}の返品の承認者は誰ですか？",
                ("営業管理課長", "営業部長", "品質保証課長"),
            ),
        ),
    ),
    Topic(
        "SHP",
        "出荷基準",
        "出荷の手順",
        "P",
        True,
        "物流部",
        "物流部 出荷管理窓口 (内線 5200)",
        (
            Kind(
                "shp_deadline",
                DATE,
                "出荷期限",
                "{code}{rg}の出荷は、受注確定日から{v}に行う。",
                "{code}{rgq}の出荷期限はいつまでですか？",
                ("3営業日以内", "5営業日以内", "7営業日以内", "10営業日以内"),
            ),
            Kind(
                "shp_fee",
                AMOUNT,
                "送料の上限額",
                "{code}{rg}の送料は、1梱包あたり{v}を上限額とする。",
                "{code}{rgq}の送料の上限額はいくらですか？",
                _amounts(2000, 4000, 6000, 9000),
            ),
            Kind(
                "shp_inspector",
                PERSON,
                "出荷検査の責任者",
                "{code}の出荷前検査は、{v}が責任者として行う。",
                "{code}{rgq}の出荷検査の責任者は誰ですか？",
                ("出荷検査課長", "物流部長", "品質管理課の担当者"),
            ),
            Kind(
                "shp_desk",
                PLACE,
                "出荷の問い合わせ窓口",
                "{code}の出荷状況の問い合わせ窓口は{v}とする。",
                "{code}{rgq}の出荷の問い合わせ窓口はどこですか？",
                ("出荷管理センター", "物流部 出荷管理課", "国際物流センター"),
            ),
        ),
    ),
    Topic(
        "PRC",
        "販売価格規程",
        "販売価格の決め方",
        "P",
        True,
        "営業企画部",
        "営業企画部 価格管理窓口 (内線 3500)",
        (
            Kind(
                "prc_price",
                AMOUNT,
                "標準販売価格",
                "{code}{rg}の標準販売価格は、1台あたり{v}（税抜）とする。",
                "{code}{rgq}の標準販売価格はいくらですか？",
                _amounts(98000, 128000, 158000, 248000),
            ),
            Kind(
                "prc_approver",
                PERSON,
                "値引きの承認者",
                "{code}の値引きは、{v}の承認を得なければならない。",
                "{code}{rgq}の値引きの承認者は誰ですか？",
                ("営業部長", "営業企画課長", "事業部長"),
            ),
            Kind(
                "prc_quote",
                DURATION,
                "見積書の有効期間",
                "{code}の見積書の有効期間は、発行日から{v}とする。",
                "{code}{rgq}の見積書の有効期間は何日ですか？",
                ("30日", "45日", "60日", "90日"),
            ),
            Kind(
                "prc_desk",
                PLACE,
                "価格照会の窓口",
                "{code}の価格照会の窓口は{v}とする。",
                "{code}{rgq}の価格照会の窓口はどこですか？",
                ("営業企画部 価格管理窓口", "営業支援センター"),
            ),
        ),
    ),
    Topic(
        "MNT",
        "保守契約規程",
        "保守契約の締結と更新",
        "P",
        False,
        "サービス事業部",
        "サービス事業部 契約窓口 (内線 4700)",
        (
            Kind(
                "mnt_term",
                DURATION,
                "保守契約の期間",
                "{code}の保守契約の期間は、契約開始日から{v}とする。",
                "{code}の保守契約の期間は何年ですか？",
                ("1年", "2年", "3年"),
            ),
            Kind(
                "mnt_fee",
                AMOUNT,
                "年間保守料",
                "{code}の年間保守料は、1台あたり{v}とする。",
                "{code}の年間保守料はいくらですか？",
                _amounts(24000, 36000, 48000, 60000),
            ),
            Kind(
                "mnt_renewal",
                DATE,
                "更新手続の期限",
                "{code}の保守契約の更新手続は、満了日の{v}に行う。",
                "{code}の保守契約の更新手続の期限はいつですか？",
                ("30日前まで", "60日前まで", "90日前まで"),
            ),
            Kind(
                "mnt_desk",
                PLACE,
                "保守の受付窓口",
                "{code}の保守作業の受付窓口は{v}とする。",
                "{code}の保守の受付窓口はどこですか？",
                ("保守受付センター", "サービス事業部 保守受付", "技術サービス課の受付"),
            ),
        ),
    ),
    Topic(
        "INS",
        "点検規程",
        "定期点検",
        "M",
        False,
        "設備管理部",
        "設備管理部 点検窓口 (内線 6100)",
        (
            Kind(
                "ins_cycle",
                DURATION,
                "点検周期",
                "{code}の定期点検は、{v}ごとに実施する。",
                "{code}の定期点検の周期は何か月ですか？",
                ("1か月", "3か月", "6か月", "12か月"),
            ),
            Kind(
                "ins_owner",
                PERSON,
                "点検の責任者",
                "{code}の定期点検は、{v}が責任者として実施する。",
                "{code}の点検の責任者は誰ですか？",
                ("設備管理課長", "製造部長", "保全課の担当者"),
            ),
            Kind(
                "ins_desk",
                PLACE,
                "点検記録の提出先",
                "{code}の点検記録の提出先は{v}とする。",
                "{code}の点検記録の提出先はどこですか？",
                ("設備管理部 点検窓口", "保全センター", "工場管理課"),
            ),
            Kind(
                "ins_deadline",
                DATE,
                "点検報告の提出期限",
                "{code}の点検報告は、点検実施日から{v}に提出する。",
                "{code}の点検報告の提出期限はいつまでですか？",
                ("3営業日以内", "5営業日以内", "10日以内"),
            ),
        ),
    ),
    Topic(
        "LND",
        "機器貸与規程",
        "機器の貸与と返却",
        "M",
        False,
        "総務部",
        "総務部 機器管理窓口 (内線 2200)",
        (
            Kind(
                "lnd_term",
                DURATION,
                "貸与期間",
                "{code}の貸与期間は、貸与日から{v}とする。",
                "{code}の貸与期間は何か月ですか？",
                ("3か月", "6か月", "12か月", "24か月"),
            ),
            Kind(
                "lnd_deadline",
                DATE,
                "返却期限",
                "{code}の返却は、貸与期間の満了日から{v}に行う。",
                "{code}の返却期限はいつまでですか？",
                ("7日以内", "14日以内", "5営業日以内"),
            ),
            Kind(
                "lnd_desk",
                PLACE,
                "返却先",
                "{code}の返却先は{v}とする。",
                "{code}の返却先はどこですか？",
                ("総務部 機器管理窓口", "情報システム課", "本社受付"),
            ),
            Kind(
                "lnd_loss",
                AMOUNT,
                "紛失時の負担額",
                "{code}を紛失した場合の本人負担額は、{v}とする。",
                "{code}を紛失した場合の負担額はいくらですか？",
                _amounts(10000, 20000, 30000, 50000),
            ),
        ),
    ),
    Topic(
        "DSP",
        "機器廃棄手続",
        "使用を終えた機器の廃棄",
        "M",
        False,
        "環境管理部",
        "環境管理部 廃棄窓口 (内線 6600)",
        (
            Kind(
                "dsp_approver",
                PERSON,
                "廃棄の承認者",
                "{code}の廃棄は、{v}の承認を得て行う。",
                "{code}の廃棄の承認者は誰ですか？",
                ("環境管理課長", "設備管理部長", "工場長"),
            ),
            Kind(
                "dsp_fee",
                AMOUNT,
                "廃棄費用の上限額",
                "{code}の廃棄費用は、1台あたり{v}を上限額とする。",
                "{code}の廃棄費用の上限額はいくらですか？",
                _amounts(8000, 15000, 30000),
            ),
            Kind(
                "dsp_desk",
                PLACE,
                "廃棄の申請先",
                "{code}の廃棄の申請先は{v}とする。",
                "{code}の廃棄の申請先はどこですか？",
                ("環境管理部 廃棄窓口", "資産管理課", "工場管理課"),
            ),
            Kind(
                "dsp_keep",
                DURATION,
                "廃棄記録の保管期間",
                "{code}の廃棄記録の保管期間は、廃棄日から{v}とする。",
                "{code}の廃棄記録の保管期間は何年ですか？",
                ("3年", "5年", "7年", "10年"),
            ),
        ),
    ),
    Topic(
        "SAF",
        "安全教育規程",
        "機器を扱う前の安全教育",
        "M",
        False,
        "安全衛生部",
        "安全衛生部 教育窓口 (内線 6900)",
        (
            Kind(
                "saf_deadline",
                DATE,
                "受講期限",
                "{code}を扱う社員は、配属日から{v}に安全教育を受講する。",
                "{code}の安全教育の受講期限はいつまでですか？",
                ("7日以内", "14日以内", "30日以内"),
            ),
            Kind(
                "saf_length",
                DURATION,
                "安全教育の日数",
                "{code}の安全教育の日数は{v}とする。",
                "{code}の安全教育の日数は何日ですか？",
                ("1日", "2日", "3日"),
            ),
            Kind(
                "saf_teacher",
                PERSON,
                "安全教育の担当者",
                "{code}の安全教育は、{v}が担当する。",
                "{code}の安全教育の担当者は誰ですか？",
                ("安全衛生課長", "設備管理課の担当者", "製造課長"),
            ),
            Kind(
                "saf_fee",
                AMOUNT,
                "受講費用",
                "{code}の外部講習の受講費用は、1人あたり{v}を上限額として会社が負担する。",
                "{code}の安全教育の受講費用の上限額はいくらですか？",
                _amounts(20000, 35000, 50000),
            ),
        ),
    ),
    Topic(
        "PRT",
        "部品交換基準",
        "消耗部品の交換",
        "M",
        False,
        "保全部",
        "保全部 部品窓口 (内線 6400)",
        (
            Kind(
                "prt_cycle",
                DURATION,
                "部品の交換周期",
                "{code}の消耗部品は、{v}ごとに交換する。",
                "{code}の部品の交換周期は何か月ですか？",
                ("6か月", "12か月", "18か月", "24か月"),
            ),
            Kind(
                "prt_fee",
                AMOUNT,
                "部品費の上限額",
                "{code}の部品費は、1回の交換あたり{v}を上限額とする。",
                "{code}の部品費の上限額はいくらですか？",
                _amounts(30000, 50000, 80000),
            ),
            Kind(
                "prt_owner",
                PERSON,
                "交換作業の責任者",
                "{code}の交換作業は、{v}が責任者として行う。",
                "{code}の交換作業の責任者は誰ですか？",
                ("保全課長", "設備管理課の担当者", "製造部長"),
            ),
            Kind(
                "prt_desk",
                PLACE,
                "部品の発注窓口",
                "{code}の部品の発注窓口は{v}とする。",
                "{code}の部品の発注窓口はどこですか？",
                ("保全部 部品窓口", "購買課", "資材センター"),
            ),
        ),
    ),
)
