"""README.md prose of nanohana-pharmacy; the counts are computed by the shared renderer."""
from retrieval.training.org_authoring.readme import count_lines, stats, write_readme

TITLE = "company-train-nanohana-pharmacy"
INTRO = [
    "Japanese **training** data for a company-rules Q&A model that must learn whether a rule passage",
    "states the answer to an employee's question, and where (the answer span). Internal rules of the",
    "fictional pharmacy chain 株式会社なのはな薬局 (調剤薬局・ドラッグストア併設店・在宅調剤センター in 関東・東海・関西;",
    "薬剤師, 登録販売者, 医療事務, パートタイマー; 調剤過誤対応, 麻薬・向精神薬の管理, 処方箋の保管, 在宅訪問,",
    "要指導医薬品・一般用医薬品の販売, 薬局間の在庫移動, 夜間・休日当番, シフト, 手当, 研修認定薬剤師の支援,",
    "服装・衛生, 慶弔休暇, 従業員割引, 期限・温度管理, 患者情報, 災害時対応, and restricted rules on evaluation,",
    "part-time wages, store audits and error compensation). Bundle format as in `company-train/tsubasa-hotels/`",
    "(SPEC §8 plus `answer_span`/`evidence`/`category`/`pair_of`/`notes`, and `checks.jsonl`).",
    "All rule texts and questions were written for this project; no text was taken from any other data set.",
]


def body(default_as_of, s):
    future = s["future"]
    return [
        "## Conventions",
        "",
        "- Reading groups: `all-staff`, `managers` (管理薬剤師・エリアマネージャー), `hr` (人事部). A version is",
        "  readable when it shares a group with the asker; restricted documents carry only their group.",
        "- Reference date: `as_of` is always null; `asked_date` is the date the question states (a month alone → its",
        f"  first day, and every such month lies inside one validity period); otherwise `default_as_of` {default_as_of}.",
        "  Undated questions about documents with two versions refer to the version valid on that date; the",
        "  future versions (" + ", ".join(future) + ") are reached only by questions that state a 2027 date.",
        "- Answerable: `required_doc_ids` / `required_versions` are parallel lists; `answer_span` is a short exact",
        "  substring of the required version's text and `evidence` the whole sentence (or list line) containing it.",
        "  `category`: `direct` or `paraphrase` (English questions, and questions sharing under 25% of their",
        "  character bigrams with the evidence, are `paraphrase`), `period` (the question states a date and needs that",
        "  date's version), `permission` (the version is restricted and the asker may read it) or `near-miss` (the",
        "  passage also holds another value of the asked kind for a sibling item; `near_miss=VALUE` in `notes`).",
        "- Unanswerable: `required_doc_ids` [] and no span/evidence. `missing-item` (the on-topic rule does not state",
        "  the asked item), with `gap=` in notes where it applies: `not-defined` (the rule says 「…は本規程では定めない」),",
        "  `no-value` (it names the item but leaves the value to 「別途通知する」「別途定める」), `condition` (the rule states",
        "  the item only under another condition — another employment type, class of drug, shift or case — than the",
        "  one asked), `other-number` (the passage holds a number of the asked kind that answers something else),",
        "  `part` (two-part question with one part not stated). `target-mismatch` (the rule lists sibling targets —",
        "  regions, store types, job types, relatives, drug classes, delivery modes — but not the asked one;",
        "  `checks.jsonl` `absent`/`absent_topic` name the asked target), `period` (no version of the on-topic",
        "  document is valid on the asked date), `permission` (only a version the asker may not read states it),",
        "  `out-of-domain`.",
        "- Two-part questions carry `parts`: two objects {ask, answerable, required_doc_ids, required_versions,",
        "  answer_span, evidence}. Top-level `answerable` is true only when both parts are; then top-level",
        "  required_doc_ids/versions are the union (parallel, no duplicates) and answer_span/evidence are the first",
        "  part's. When a part is not stated anywhere, the question is `missing-item` with `gap=part` and top-level",
        "  required_doc_ids [] (the stated part keeps its labels inside `parts`). Notes carry `two-part`.",
        "- `pair_of`: every unanswerable twin points to the answerable question it was derived from (same topic, item",
        "  or target changed); dated and restricted answerable variants point to their undated / open source where",
        "  one exists. Out-of-domain questions have none.",
        "- `notes`: `style=polite|casual|typo|english`; answerable near-miss: `near_miss=...`; unanswerable:",
        "  `topic=DOC@VERSION` (the nearest on-topic document; for `permission` the restricted document that does",
        "  answer; for `period` the document without version), `gap=...`, and a short reason.",
        "- `checks.jsonl` (not part of the bundle format): per question the topic document and strings that must not",
        "  occur in any version the asker can see on the reference date (`absent`) or in the topic version",
        "  (`absent_topic`).",
        "",
        "## Files",
        "",
        "- `corpus.jsonl`, `questions.jsonl`, `bundle.json` (synonym groups such as 社割/社員割引, 登販/登録販売者,",
        "  管薬/管理薬剤師/薬局長, 1類/第1類医薬品, ヘルプ/応援勤務), `checks.jsonl`",
        "- `src/` — the authoring sources (`common.py` helpers, `rx.py`, `hr.py`, `mg.py` documents and questions,",
        "  `readme.py`); `python3 src/build.py` regenerates every file here, this README included.",
        "  `src/selection.py` lists authored answerable questions left out to keep the bundle near half answerable.",
        "- Validation: the adapted tsubasa-hotels validator (with `parts` checks) was run on this folder with 0",
        "  errors; the shared validator is expected at `retrieval/training/orgs/validate.py`.",
        "",
        "## Caveats",
        "",
        "- \"Not answered by any visible version\" for `missing-item` and `target-mismatch` rests on reading plus the",
        "  listed absent strings, not on a full semantic search.",
        "- Evidence for some answers is a list line (e.g. `本人の結婚：6日`) rather than a full sentence.",
        "- Some answers need the reader to apply a rule to a stated case (e.g. a 19-year-old buyer → 20歳未満の規定,",
        "  60万円の在庫移動 → 薬剤部長, 週24時間のパート → 週30時間以上が対象).",
        "",
        "Training data; written for this project; CC0.",
        "",
    ]


def write(out, corpus, questions, default_as_of):
    s = stats(corpus, questions, default_as_of)
    write_readme(out, TITLE, INTRO, count_lines(s, "plain"), body(default_as_of, s))
