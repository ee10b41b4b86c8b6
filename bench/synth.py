"""Deterministic synthetic Japanese company-rule corpora and questions with known answers.

    .venv/bin/python bench/synth.py --out var/bench/synth --sizes 1000,10000,100000

writes one evaluation bundle (SPEC §8: ``corpus.jsonl``, ``questions.jsonl``,
``bundle.json``) per size into ``OUT/<size>/`` (``1k``, ``10k``, ``100k``).

The corpus is a sequence of document *families*: one rule (保証規程, 返品規程, 点検規程…)
about one product (P-20…) or piece of equipment (M-20…), some for one region (日本向け…),
readable by a group (mostly all-staff; engineering, sales, hr, accounting for the rest),
with one to three versions in adjacent validity periods whose values differ (or whose
last period has ended). Every version has four sections — the purpose, then three of the
rule's item sections (a duration, a deadline, an amount, a place or a person) — and the
chunker cuts each section into exactly one passage (checked), so a size of N passages is
N / 4 versions. Every smaller corpus is a prefix of the larger ones (same seed), so the
first 1,000 passages of the 100k corpus are the 1k corpus.

Questions are generated per size from that size's corpus, so their answers are known:

============== ============ ===========================================================
category        answerable   what
============== ============ ===========================================================
basic           true         current version states the asked item
period          true         asked on a date in an earlier version's period (its value)
member          true         a restricted rule asked by a member of its group
other_product   false        a code that no rule names (P-25 when P-20/P-30 exist)
other_region    false        the rule exists only for another region
expired         false        every version of the rule ended before the asked date
not_stated      false        the rule exists but does not state the asked item
restricted      false        the rule is readable only by a group the asker is not in
parts           false        「P-20 と P-25 の…」: one part confirmed, one not (partial)
============== ============ ===========================================================

Nothing here imports Django; ``hashlib`` drives every choice (no ``hash()``, no global RNG).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from retrieval.core.chunking import chunk_body  # noqa: E402

SEED = "konkyo-bench-synth-1"
DEFAULT_AS_OF = date(2026, 11, 30)
SECTIONS_PER_VERSION = 4
SIZE_NAMES = {1_000: "1k", 10_000: "10k", 100_000: "100k"}

# --- deterministic choices -----------------------------------------------------------------


def _h(*parts: object) -> int:
    blob = "\x1f".join(str(p) for p in (SEED, *parts)).encode("utf-8")
    return int.from_bytes(hashlib.sha256(blob).digest()[:8], "big")


def pick(options: list[Any] | tuple[Any, ...], *key: object) -> Any:
    return options[_h(*key) % len(options)]


def fraction(*key: object) -> float:
    return (_h(*key) % 1_000_000) / 1_000_000


def yen(n: int) -> str:
    return f"{n:,}円"


# --- rule templates ------------------------------------------------------------------------

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

REGIONS = ("日本向け", "米国向け", "欧州向け", "中国向け", "東南アジア向け")
REGION_CODES = {
    "日本向け": "JP",
    "米国向け": "US",
    "欧州向け": "EU",
    "中国向け": "CN",
    "東南アジア向け": "SEA",
}

# Filler sentences: no digits, no item words (部/課/窓口/担当/責任者/円/日…), no codes; they
# make a section the size of a real passage without stating anything the checks look for.
FILLER = (
    "本条の定めは、対象となる製品または設備を扱うすべての社員に適用する。",
    "運用にあたっては、関係する記録を正確に残し、求めに応じて提示できるようにしておく。",
    "例外的な取扱いが必要な場合は、事前に理由を明らかにしたうえで相談する。",
    "本条の内容は、取引先との契約に別段の定めがある場合には、その定めを優先する。",
    "手続の途中で内容に変更が生じた場合は、速やかに関係者へ知らせる。",
    "記載のない事項については、社内の関連する規程の考え方に沿って判断する。",
    "誤った取扱いを防ぐため、手続の前に最新の版であることを確かめる。",
    "本条に反する取扱いが判明した場合は、原因を調べて再発防止の措置を講じる。",
    "電子データで管理する場合も、紙の書類と同じ水準で内容の正確さを保つ。",
    "取扱いの判断に迷う場合は、独断で進めずに関係者と協議する。",
)
PURPOSE_EXTRA = (
    "この規程は、社内の関係者が同じ基準で判断できるようにすることを目的とする。",
    "この規程に定める手続は、品質と安全を確保するための最低限の基準である。",
    "この規程の改定は、所管する組織が内容を見直したうえで行う。",
)

# Validity patterns (inclusive dates; None = open). Adjacent periods, values differ.
PATTERNS: tuple[tuple[str, float, tuple[tuple[date | None, date | None], ...]], ...] = (
    ("single", 0.40, ((date(2025, 4, 1), None),)),
    ("two", 0.35, ((date(2025, 4, 1), date(2026, 3, 31)), (date(2026, 4, 1), None))),
    (
        "three",
        0.15,
        (
            (date(2024, 10, 1), date(2025, 9, 30)),
            (date(2025, 10, 1), date(2026, 9, 30)),
            (date(2026, 10, 1), None),
        ),
    ),
    ("expired", 0.10, ((date(2024, 4, 1), date(2025, 3, 31)), (date(2025, 4, 1), date(2026, 3, 31)))),
)
# Reading groups: mostly everyone, some rules for one group only.
GROUPS = (
    (0.70, ("all-staff",)),
    (0.10, ("engineering",)),
    (0.08, ("sales",)),
    (0.06, ("hr",)),
    (0.06, ("accounting",)),
)


@dataclass(frozen=True)
class Family:
    """One document: a topic about one code (and region), its versions and readers."""

    index: int
    topic: Topic
    code: str
    region: str  # "" when the rule is not regional
    groups: tuple[str, ...]
    pattern: str
    periods: tuple[tuple[date | None, date | None], ...]
    kinds: tuple[Kind, ...]  # the three item sections every version has
    missing: Kind  # an item kind of the topic this rule does not state
    says_missing: bool  # the purpose section says 「…はこの規程では定めていない」

    @property
    def doc_id(self) -> str:
        region = f"-{REGION_CODES[self.region]}" if self.region else ""
        return f"{self.topic.key}-{self.code.replace('-', '')}{region}"

    @property
    def restricted(self) -> bool:
        return "all-staff" not in self.groups

    @property
    def title(self) -> str:
        return f"{self.code} {self.topic.name}" + (f"（{self.region}）" if self.region else "")

    def value(self, version: int, kind: Kind) -> str:
        # Adjacent versions always differ: step through the options from a family offset.
        return kind.values[(_h("value", self.index, kind.key) + version) % len(kind.values)]

    def current_version(self, on: date) -> int | None:
        for i, (start, end) in enumerate(self.periods):
            if (start is None or start <= on) and (end is None or on <= end):
                return i
        return None


def _weighted(options, *key: object):
    x = fraction(*key)
    total = 0.0
    for weight, value in options:
        total += weight
        if x < total:
            return value
    return options[-1][1]


def families() -> Iterator[Family]:
    """The infinite, deterministic sequence of document families."""
    n_topics = len(TOPICS)
    i = 0
    while True:
        topic = TOPICS[i % n_topics]
        k = i // n_topics  # k-th family of this topic
        # Codes are multiples of 10 (P-20, P-30, …): a code ending in 5 never exists.
        code = f"{topic.prefix}-{10 * (k + 2)}"
        region = pick(REGIONS, "region", i) if topic.regional else ""
        groups = _weighted(GROUPS, "groups", i)
        pattern = _weighted([(w, (name, periods)) for name, w, periods in PATTERNS], "pattern", i)
        order = sorted(topic.kinds, key=lambda kd: _h("kind", i, kd.key))
        yield Family(
            index=i,
            topic=topic,
            code=code,
            region=region,
            groups=groups,
            pattern=pattern[0],
            periods=pattern[1],
            kinds=tuple(sorted(order[:3], key=lambda kd: topic.kinds.index(kd))),
            missing=order[3],
            says_missing=fraction("says-missing", i) < 0.3,
        )
        i += 1


# --- text --------------------------------------------------------------------------------


def _pad(sentences: list[str], *key: object, low: int = 230, high: int = 360) -> str:
    """Add filler sentences until the paragraph is between ``low`` and ``high`` characters."""
    target = low + _h("len", *key) % (high - low)
    text = "".join(sentences)
    j = 0
    while len(text) < target:
        filler = FILLER[(_h("fill", *key) + j) % len(FILLER)]
        if len(text) + len(filler) > high:
            break
        text += filler
        j += 1
    return text


def version_body(f: Family, v: int) -> str:
    rg = f"（{f.region}）" if f.region else ""
    first = f"この規程は、{f.code}{rg}の{f.topic.subject}について定める。"
    purpose = [first, pick(PURPOSE_EXTRA, "purpose", f.index)]
    if f.says_missing:
        purpose.append(f"{f.missing.heading}については、この規程では定めていない。")
    sections = [("第1条 目的", _pad(purpose, f.index, v, "purpose"))]
    for n, kind in enumerate(f.kinds, start=2):
        sentence = kind.sentence.format(code=f.code, rg=rg, v=f.value(v, kind))
        sections.append((f"第{n}条 {kind.heading}", _pad([sentence], f.index, v, kind.key)))
    return "\n\n".join(f"## {head}\n\n{para}" for head, para in sections)


def _iso(d: date | None) -> str | None:
    return d.isoformat() if d else None


@dataclass
class Corpus:
    families: list[Family] = field(default_factory=list)
    lines: list[dict[str, Any]] = field(default_factory=list)  # corpus.jsonl rows
    versions: list[tuple[Family, int]] = field(default_factory=list)  # aligned with lines
    passages: int = 0


def build_corpus(size: int) -> Corpus:
    """The first ``size`` passages' worth of versions (``size`` a multiple of 4)."""
    if size % SECTIONS_PER_VERSION:
        raise ValueError(f"size must be a multiple of {SECTIONS_PER_VERSION}")
    corpus = Corpus()
    wanted = size // SECTIONS_PER_VERSION
    for f in families():
        if len(corpus.lines) >= wanted:
            break
        corpus.families.append(f)
        for v, (start, end) in enumerate(f.periods):
            if len(corpus.lines) >= wanted:
                break
            body = version_body(f, v)
            chunks = chunk_body(body)
            if len(chunks) != SECTIONS_PER_VERSION:
                raise AssertionError(f"{f.doc_id} v{v + 1}: {len(chunks)} passages, expected 4")
            corpus.lines.append(
                {
                    "doc_id": f.doc_id,
                    "version": str(v + 1),
                    "title": f.title,
                    "text": body,
                    "valid_from": _iso(start),
                    "valid_to": _iso(end),
                    "groups": list(f.groups),
                    "owner": f.topic.owner,
                    "contact": f.topic.contact,
                    "targets": [f.code] + ([f.region] if f.region else []),
                }
            )
            corpus.versions.append((f, v))
            corpus.passages += len(chunks)
    return corpus


# --- questions ---------------------------------------------------------------------------

CATEGORIES = (
    "basic",
    "period",
    "member",
    "other_product",
    "other_region",
    "expired",
    "not_stated",
    "restricted",
    "parts",
)


def _ask(kind: Kind, code: str, region: str) -> str:
    return kind.question.format(code=code, rgq=f"（{region}）" if region else "")


def _other_code(code: str) -> str:
    prefix, num = code.split("-")
    return f"{prefix}-{int(num) + 5}"  # codes are multiples of 10: this one never exists


def build_questions(corpus: Corpus, count: int) -> list[dict[str, Any]]:
    """``count`` questions cycling through CATEGORIES, each with its known answer."""
    complete = {f.index: n for f, n in _version_counts(corpus).items()}
    fams = [f for f in corpus.families if complete[f.index] == len(f.periods)]  # not cut by the size
    existing = {(f.topic.key, f.code, f.region) for f in corpus.families}
    on = DEFAULT_AS_OF
    pools: dict[str, list[Family]] = {
        "basic": [f for f in fams if not f.restricted and f.current_version(on) is not None],
        "period": [
            f for f in fams if not f.restricted and len(f.periods) >= 2 and f.current_version(on) is not None
        ],
        "member": [f for f in fams if f.restricted and f.current_version(on) is not None],
        "other_product": [f for f in fams if not f.restricted and f.current_version(on) is not None],
        "other_region": [
            f for f in fams if f.region and not f.restricted and f.current_version(on) is not None
        ],
        "expired": [f for f in fams if not f.restricted and f.pattern == "expired"],
        "not_stated": [f for f in fams if not f.restricted and f.current_version(on) is not None],
        "restricted": [f for f in fams if f.restricted and f.current_version(on) is not None],
        "parts": [f for f in fams if not f.restricted and f.current_version(on) is not None],
    }
    out: list[dict[str, Any]] = []
    used: dict[str, int] = {c: 0 for c in CATEGORIES}
    n = 0
    while len(out) < count:
        category = CATEGORIES[n % len(CATEGORIES)]
        n += 1
        pool = pools[category]
        if not pool:
            continue
        f = pool[_h("q", category, used[category]) % len(pool)]
        kind = pick(f.kinds, "qk", category, used[category])
        used[category] += 1
        q = _question(category, f, kind, existing, used[category])
        if q is not None:
            q["qid"] = f"S-{len(out) + 1:04d}"
            out.append(dict(sorted(q.items(), key=lambda kv: kv[0] != "qid")))
    return out


def _version_counts(corpus: Corpus) -> dict[Family, int]:
    counts: dict[Family, int] = {}
    for f, _ in corpus.versions:
        counts[f] = counts.get(f, 0) + 1
    return counts


def _question(category: str, f: Family, kind: Kind, existing: set, serial: int) -> dict[str, Any] | None:
    on = DEFAULT_AS_OF
    base = {"groups": ["all-staff"], "as_of": None, "category": category}
    current = f.current_version(on)
    if category == "basic":
        return {
            **base,
            "question": _ask(kind, f.code, f.region),
            "answerable": True,
            "required_doc_ids": [f.doc_id],
            "expected_outcome": "pass",
            "expected_answer": f.value(current, kind),
            "expected_version": str(current + 1),
        }
    if category == "period":
        old = serial % (len(f.periods) - 1)  # an earlier version
        start, end = f.periods[old]
        asked = start + (end - start) // 2
        return {
            **base,
            "question": _ask(kind, f.code, f.region),
            "as_of": asked.isoformat(),
            "answerable": True,
            "required_doc_ids": [f.doc_id],
            "expected_outcome": "pass",
            "expected_answer": f.value(old, kind),
            "expected_version": str(old + 1),
        }
    if category == "member":
        return {
            **base,
            "groups": ["all-staff", *f.groups],
            "question": _ask(kind, f.code, f.region),
            "answerable": True,
            "required_doc_ids": [f.doc_id],
            "expected_outcome": "pass",
            "expected_answer": f.value(current, kind),
            "expected_version": str(current + 1),
        }
    if category == "other_product":
        other = _other_code(f.code)
        return {
            **base,
            "question": _ask(kind, other, f.region),
            "answerable": False,
            "required_doc_ids": [],
            "expected_outcome": "hold",
            "found_instead": f.doc_id,
        }
    if category == "other_region":
        others = [r for r in REGIONS if (f.topic.key, f.code, r) not in existing]
        if not others:
            return None
        region = pick(others, "oreg", f.index, serial)
        return {
            **base,
            "question": _ask(kind, f.code, region),
            "answerable": False,
            "required_doc_ids": [],
            "expected_outcome": "hold",
            "found_instead": f.doc_id,
        }
    if category == "expired":
        return {
            **base,
            "question": _ask(kind, f.code, f.region),
            "answerable": False,
            "required_doc_ids": [],
            "expected_outcome": "hold",
        }
    if category == "not_stated":
        return {
            **base,
            "question": _ask(f.missing, f.code, f.region),
            "answerable": False,
            "required_doc_ids": [],
            "expected_outcome": "hold",
            "found_instead": f.doc_id,
            "explicitly_not_stated": f.says_missing,
        }
    if category == "restricted":
        return {
            **base,
            "question": _ask(kind, f.code, f.region),
            "answerable": False,
            "required_doc_ids": [],
            "expected_outcome": "hold",
            "restricted_to": list(f.groups),
        }
    if category == "parts":
        other = _other_code(f.code)
        text = _ask(kind, f.code, f.region).replace(f.code, f"{f.code} と {other}", 1)
        return {
            **base,
            "question": text,
            "answerable": False,
            "required_doc_ids": [f.doc_id],
            "expected_outcome": "partial",
            "expected_answer": f.value(current, kind),
        }
    raise ValueError(category)


# --- writing -----------------------------------------------------------------------------


def size_name(size: int) -> str:
    return SIZE_NAMES.get(size, str(size))


def write_bundle(out: Path, size: int, questions: int) -> dict[str, Any]:
    corpus = build_corpus(size)
    qs = build_questions(corpus, questions)
    folder = out / size_name(size)
    folder.mkdir(parents=True, exist_ok=True)
    _write_lines(folder / "corpus.jsonl", corpus.lines)
    _write_lines(folder / "questions.jsonl", qs)
    meta = {
        "name": f"konkyo-synth-{size_name(size)}",
        "default_as_of": DEFAULT_AS_OF.isoformat(),
        "synonyms": [["返品", "返却"], ["上限額", "限度額"], ["窓口", "受付"]],
        "description": f"Synthetic company rules for benchmarks ({corpus.passages} passages, seed {SEED}); "
        "generated by bench/synth.py.",
    }
    (folder / "bundle.json").write_text(
        json.dumps(meta, ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
    )
    digest = hashlib.sha256((folder / "corpus.jsonl").read_bytes()).hexdigest()[:16]
    return {
        "folder": str(folder),
        "passages": corpus.passages,
        "versions": len(corpus.lines),
        "documents": len(corpus.families),
        "questions": len(qs),
        "corpus_sha256_16": digest,
    }


def _write_lines(path: Path, rows: list[dict[str, Any]]) -> None:
    tmp = path.with_suffix(".tmp")
    with tmp.open("w", encoding="utf-8") as fh:
        for row in rows:
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")
    tmp.replace(path)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path("var/bench/synth"))
    parser.add_argument("--sizes", default="1000,10000,100000")
    parser.add_argument("--questions", type=int, default=180, help="questions per size (20 per category)")
    args = parser.parse_args(argv)
    for size in (int(s) for s in args.sizes.split(",")):
        info = write_bundle(args.out, size, args.questions)
        print(json.dumps(info, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
