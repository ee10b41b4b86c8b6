"""README.md prose of ginga-foods; the counts are computed by the shared renderer."""
from retrieval.training.org_authoring.readme import count_lines, stats, write_readme

TITLE = "company-train-ginga-foods"
INTRO = [
    "Japanese **training** data for a company-rules Q&A model that must decide whether a rule passage",
    "states the answer to an employee's question, and where (the answer span). Internal rules of the",
    "fictional food manufacturer ぎんが食品工業株式会社 (第一工場（パン）, 第二工場（惣菜）, 物流センター;",
    "製造職, 品質管理, 設備保全; 正社員・契約社員・パートタイマー・派遣社員・技能実習生): hygiene and entry",
    "procedures, foreign-matter response, allergen control, HACCP critical control points, health checks and",
    "stool tests, lockout/tagout, accident reporting, warehouse safety, shift work and allowances, leave,",
    "commuting allowance, staff sales, the ban on taking products out, lockers; restricted: discipline",
    "procedure, appraisal, overtime approval and recall criteria. Bundle format as in the other",
    "`company-train` folders (SPEC §8). Everything here is fictional and written for this project (CC0).",
]


def body(default_as_of, s):
    return [
        "## Conventions",
        "",
        "- Reading groups: `all-staff`, `managers` (職長・課長・工場長), `hr` (人事部 労務担当), `qa` (品質保証部).",
        "  A version is readable when it shares a group with the asker; restricted documents carry only their group",
        "  (GF-HR-08 `hr`; GF-HR-09 and GF-MG-01 `managers`; GF-QA-01 `qa`).",
        "- Reference date: `as_of` is always null; `asked_date` is the date the question states (a month alone → its",
        f"  first day; every such month lies inside one validity period); otherwise `default_as_of` {default_as_of}.",
        "  Undated questions about documents with two versions refer to the version valid on that day; the",
        "  scheduled successors GF-HR-02 v2 (2027-01-01) and GF-HY-04 v2 (2027-04-01) are reached only by",
        "  questions that state a 2027 date.",
        "- Answerable: `required_doc_ids` / `required_versions` are parallel lists (one entry, or for two-part",
        "  questions the union of the parts' documents without duplicates); `answer_span` is the minimal exact",
        "  substring that answers and `evidence` the whole sentence (or list line, without its list marker) that",
        "  holds it, also an exact substring. `category`: `direct` / `paraphrase` (English questions and questions",
        "  sharing under 25% of their character bigrams with the evidence are `paraphrase`), `period` (the question",
        "  states a date and needs that date's version), `permission` (restricted version the asker may read),",
        "  `near-miss` (the passage also holds another value of the asked kind; `near_miss=VALUE` in notes).",
        "- Unanswerable: `required_doc_ids` [] and no span/evidence. `missing-item` (the on-topic rule does not",
        "  state the asked item) with `gap=` in notes where it applies: `not-defined` (the rule says",
        "  「…は本規程では定めない」), `no-value` (it names the item but leaves the value to 「別途通知する」/「別途定める」),",
        "  `condition` (the rule states the item only under another condition or for another case than the one",
        "  asked), `other-number` (the passage has numbers of the asked kind that answer something else), `part`",
        "  (two-part question whose second or first part is stated nowhere); `target-mismatch` (the rule lists",
        "  sibling sites, equipment, relatives, employment types, products or temperature zones, but not the one",
        "  asked); `period` (no version of the on-topic document valid on the asked date); `permission` (only a",
        "  version the asker may not read states it); `out-of-domain`.",
        "- Two-part questions carry `parts`: two objects {ask, answerable, required_doc_ids, required_versions,",
        "  answer_span, evidence}. Top-level `answerable` is true only when both parts are; then top-level",
        "  span/evidence are those of the first part. Otherwise the top level is `missing-item` with `gap=part`,",
        "  `required_doc_ids` [] and `topic=` the stated part's document; the stated part keeps its span.",
        "- `pair_of`: every unanswerable twin (not out-of-domain) points to the answerable question it was derived",
        "  from; dated answerable variants point to their undated source.",
        "- `notes`: `style=polite|casual|typo|english`; `near_miss=...`; unanswerable: `topic=DOC@VERSION` (the",
        "  nearest on-topic document; for `period` without version), `gap=...`, and a short reason in Japanese;",
        "  two-part questions also carry `two-part`.",
        "- `checks.jsonl` (not part of the bundle format): per question the topic document and strings that must",
        "  not occur in any version the asker can see on the reference date (`absent`) or in the topic version",
        "  (`absent_topic`).",
        "",
        "## Files and rebuilding",
        "",
        "- `corpus.jsonl`, `questions.jsonl`, `checks.jsonl`, `bundle.json` (synonym groups such as 有休/有給,",
        "  社販/社員販売, パン工場/第一工場, フォーク/フォークリフト), `README.md` — all generated.",
        "- `src/` — authoring sources: `common.py` (helpers doc/V/A/U/P/part), `hygiene.py`, `hr.py`, `safety.py`,",
        "  `restricted.py`, `extra.py` (out-of-domain, synonyms), `more.py` (second pass: more twins, cross-document",
        "  two-part questions, and `DROP`, authored answerable questions left out to keep the share near half),",
        "  `readme.py`, `build.py`.",
        "  Rebuild everything with `python3 src/build.py` (from this folder or anywhere).",
        "- Validate with the shared validator (`retrieval/training/orgs/validate.py`, when present).",
        "",
        "## Caveats",
        "",
        "- \"Not answered by any visible version\" for missing-item and target-mismatch questions rests on reading",
        "  plus the listed absent strings, not on a full semantic search.",
        "- Some evidence is a list line (e.g. `子が生まれるとき：3日`); a few answers need the reader to apply the",
        "  rule to the stated case (37.8℃ → 37.5℃以上は入場不可; パートの特別休暇 → 半分、端数切上げ).",
        "",
        "Training data; fictional; written for this project; CC0.",
        "",
    ]


def write(out, corpus, questions, default_as_of):
    s = stats(corpus, questions, default_as_of)
    write_readme(out, TITLE, INTRO, count_lines(s, "build"), body(default_as_of, s))
