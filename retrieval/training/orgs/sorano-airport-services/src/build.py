"""Build corpus.jsonl, questions.jsonl, checks.jsonl, bundle.json and README.md.

Run from anywhere:  python3 src/build.py
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(OUT))))
sys.path[:0] = [HERE, ROOT]

import common  # noqa: E402
import hr, ops, ramp, misc, extra  # noqa: E402,F401
import readme  # noqa: E402
from retrieval.training.org_authoring.builder import build  # noqa: E402

DEFAULT_AS_OF = "2026-12-01"
PREFIX = "AL"
SYNONYMS = [
    ["有休", "有給", "年休", "年次有給休暇"],
    ["残業", "時間外労働"],
    ["パート", "パートタイマー", "パート社員"],
    ["契約", "契約社員"],
    ["深夜手当", "深夜早朝手当", "深早手当"],
    ["ID", "IDカード", "制限区域立入証", "入構証"],
    ["ランプ", "エプロン", "駐機場"],
    ["トーイング", "トーイングトラクター", "TT"],
    ["ベルコン", "ベルトローダー"],
    ["ハイリフト", "ハイリフトローダー"],
    ["マーシャリング", "航空機誘導"],
    ["ロストバゲージ", "手荷物紛失", "紛失手荷物"],
    ["カウンター", "チェックインカウンター"],
    ["ゲート", "搭乗口"],
    ["カミナリ", "雷", "落雷"],
    ["給油", "燃料搭載", "フューエリング"],
]
DESCRIPTION = ("Training data (Japanese): internal rules of the fictional airport ground handling company "
               "そらのエアポートサービス株式会社 (%d documents, %d versions with validity periods and reading "
               "groups) and %d labelled questions with answer spans and evidence sentences; answerable "
               "(direct, paraphrase, period, permission, near-miss, some two-part) and unanswerable "
               "(missing-item, target-mismatch, period, permission, out-of-domain). Written for this "
               "project; CC0.")


if __name__ == "__main__":
    build(OUT, common.DOCS, common.QS, prefix=PREFIX, name="company-train-sorano-airport-services",
          description=DESCRIPTION, synonyms=SYNONYMS, default_as_of=DEFAULT_AS_OF,
          drop_keys=(), readme=readme.write)
