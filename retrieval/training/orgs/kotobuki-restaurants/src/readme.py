"""README.md prose of kotobuki-restaurants; the counts are computed by the shared renderer."""
from retrieval.training.org_authoring.readme import count_lines, stats, write_readme

TITLE = "company-train-kotobuki-restaurants"
INTRO = [
    "Japanese **training** data for a company-rules Q&A model that must learn whether a rule passage",
    "states the answer to an employee's question, and where (the answer span). Internal rules of the",
    "fictional restaurant chain 株式会社ことぶきフードサービス (業態: 定食ことぶき・カフェことり・焼肉ことぶき苑;",
    "店舗: 東京都内・神奈川県・埼玉県; 店長・副店長・正社員・パート・アルバイト（高校生を含む）; シフト・休憩、",
    "深夜手当、まかない、食品衛生・食中毒、検便、アレルギー、金銭・レジ差異、クレーム、予約、制服、研修、",
    "店舗間ヘルプ、通勤交通費、有給休暇、慶弔、社員割引). Bundle format: SPEC §8, as in",
    "`../../../../../shared/data/company-train/tsubasa-hotels/` (same fields and conventions), plus `parts`",
    "on two-part questions. Written for this project, independently of every evaluation set; CC0.",
]


def body(default_as_of, s):
    future = s["future"]
    return [
        "## Conventions",
        "",
        "- Reading groups: `all-staff`, `managers` (店長・エリアマネージャー), `hr` (人事部). A version is readable when",
        "  it shares a group with the asker; restricted documents carry only their group (RC-FN-02 and RC-MG-01:",
        "  managers; RC-HR-11 and RC-HR-12: hr).",
        "- Reference date: `as_of` is always null; `asked_date` is the date the question states (a month alone → its",
        f"  first day, and every such month lies inside one validity period); otherwise `default_as_of` {default_as_of}.",
        "  Undated questions about documents with two versions refer to the version valid on that day; the future",
        "  versions (" + ", ".join(future) + ") are reached only by questions that state a 2027 date.",
        "- Answerable: `required_doc_ids`/`required_versions` are parallel lists; `answer_span` is a short exact",
        "  substring of the version's text and `evidence` the whole sentence (or list line) containing it.",
        "  `category` is `direct` or `paraphrase` (English questions, and questions sharing under 25% of their",
        "  character bigrams with the evidence, are `paraphrase`), `period` (the question states a date and needs",
        "  that date's version), `permission` (the version is restricted and the asker may read it) or `near-miss`",
        "  (the passage also holds another value of the asked kind for a sibling item; `near_miss=VALUE` in notes).",
        "- Unanswerable: `required_doc_ids` [] and no span/evidence. `missing-item` (the on-topic rule does not state",
        "  the asked item); `gap=` in notes: `not-defined` (the rule says 「…は本規程では定めない」), `no-value` (it names",
        "  the item but leaves the value 「別途通知する」), `condition` (the rule states the item only for another",
        "  condition or employee type than the one asked), `other-number` (the passage holds a number of the asked",
        "  kind that answers something else), `part` (two-part question whose second ask is stated nowhere).",
        "  `target-mismatch` (the rule lists sibling brands, stores, prefectures, relatives, qualifications or",
        "  employee types, but not the one asked about), `period` (no version of the on-topic document is valid on",
        "  the asked date), `permission` (only a version the asker may not read states it), `out-of-domain`.",
        "- Two-part questions carry `parts`: two objects {ask, answerable, required_doc_ids, required_versions,",
        "  answer_span, evidence}. Top-level `answerable` is true only when both are; then the top-level required",
        "  lists are the union and span/evidence are the first part's. With one part unstated the question is",
        "  `missing-item` with `gap=part`, top-level `required_doc_ids` [] (the stated part keeps its own).",
        "- `pair_of`: every unanswerable twin points to the answerable question it was derived from; dated and",
        "  restricted answerable variants point to their undated / open source where one exists.",
        "- `notes`: `style=polite|casual|typo|english`; near-miss: `near_miss=...`; unanswerable: `topic=DOC@VERSION`",
        "  (the nearest on-topic document; for `permission` the restricted document that does answer; for `period`",
        "  the document without version), `gap=...` where it applies, `two-part`, and a short reason.",
        "- `checks.jsonl` (not part of the bundle format): per question the topic document and strings that must not",
        "  occur in any version the asker can see on the reference date.",
        "",
        "## Files and rebuilding",
        "",
        "- `corpus.jsonl`, `questions.jsonl`, `checks.jsonl`, `bundle.json` (synonym groups such as 有休/有給,",
        "  社割/社員割引, エリマネ/エリアマネージャー, チャリ/自転車, ドタキャン/不来店), this README.",
        "- `src/` — the authoring sources (`common.py` helpers A/U/P/S/N, `hr.py`, `hr2.py`, `hr3.py`, `ops.py`,",
        "  `ops2.py`, `ops3.py` documents with their questions, `more.py` second-pass twins and two-part questions,",
        "  `extra.py` out-of-domain questions and synonyms, `selection.py` (authored questions left out; empty),",
        "  `readme.py`); `python3 src/build.py` regenerates every file here (corpus, questions, checks, bundle,",
        "  README), computing every count above from the built files.",
        "- Check: `.venv/bin/python -m retrieval.training.org_validate retrieval/training/orgs/kotobuki-restaurants`",
        "  (from the repository root). The bundle was also checked with an adaptation of tsubasa-hotels' validate.py",
        "  (kept outside the repository) that adds the `parts` checks and this bundle's size ranges.",
        "",
        "## Caveats",
        "",
        "- \"Not answered by any visible version\" for `missing-item` and `target-mismatch` rests on reading plus the",
        "  listed absent strings, not on a full semantic search.",
        "- Some answers need the reader to apply a rule to a stated case (e.g. 渋谷の店から横浜の店 → 都県をまたぐ",
        "  ヘルプ手当; 9時間勤務 → 8時間を超える場合の休憩).",
        "- A few evidence strings are list lines (e.g. `本人が結婚するとき：5日`).",
        "",
        "Training data; written for this project; CC0.",
        "",
    ]


def write(out, corpus, questions, default_as_of):
    s = stats(corpus, questions, default_as_of)
    write_readme(out, TITLE, INTRO, count_lines(s, "kotobuki"), body(default_as_of, s))
