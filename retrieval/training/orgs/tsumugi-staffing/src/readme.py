"""README.md prose of tsumugi-staffing; the counts are computed by the shared renderer."""
from retrieval.training.org_authoring.readme import count_lines, stats, write_readme

TITLE = "company-train-tsumugi-staffing"
INTRO = [
    "Japanese **training** data for a company-rules Q&A model that must decide whether a rule passage",
    "states the answer to an employee's question, and where (the answer span). Internal rules of the",
    "fictional staffing agency 株式会社つむぎスタッフィング (支店: 新宿・横浜・千葉・大宮; 内勤社員 (営業・",
    "コーディネーター), 派遣スタッフ (登録型・無期雇用)): paid leave, commuting allowance, social insurance,",
    "career-up training, assignment start/renewal/end, health checkups of dispatched staff; dispatch contracts",
    "and conflict dates (抵触日), quotation and billing, complaint handling, personal data; sales targets and",
    "allowances, working hours, leave, business trips, telework and overtime of in-house staff; branch",
    "operation and company cars; restricted: discount approval, appraisal/bonus, discipline procedure and",
    "hourly-wage revision. Bundle format as in the other `company-train` folders (SPEC §8). Everything here",
    "is fictional and written for this project (CC0).",
]


def body(default_as_of, s):
    n = s["n"]
    styles = s["styles"]
    return [
        "## Conventions",
        "",
        "- Reading groups: `all-staff`, `managers` (支店長・営業課長), `hr` (人事部). A version is readable when it",
        "  shares a group with the asker; restricted documents carry only their group (JS-MG-01 and JS-MG-02",
        "  `managers`; JS-HR-09 and JS-HR-10 `hr`).",
        "- Reference date: `as_of` is always null; `asked_date` is the date the question states (a month alone → its",
        f"  first day; every such month lies inside one validity period); otherwise `default_as_of` {default_as_of}.",
        "  Undated questions about documents with two versions refer to the version valid on that day; the",
        "  scheduled successors JS-HR-04 v2 (2027-01-01) and JS-ST-04 v2 (2027-04-01) are reached only by",
        "  questions that state a 2027 date. Every document starts on 2025-04-01, so questions dated earlier are",
        "  unanswerable `period` questions.",
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
        "  (two-part question one of whose parts is stated nowhere); `target-mismatch` (the rule lists sibling",
        "  branches, employment types, job categories, grades, relatives, qualifications, record types or",
        "  roles, but not the one asked); `period` (no version of the on-topic document valid on the asked date);",
        "  `permission` (only a version the asker may not read states it); `out-of-domain`.",
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
        "  社保/社会保険, 在宅/テレワーク, 特休/特別休暇), `README.md` — all generated.",
        "- `src/` — authoring sources: `common.py` (helpers doc/V/A/U/P/part), `staff.py` (派遣スタッフ rules),",
        "  `contract.py` (contracts, billing, complaints, personal data), `internal.py` (内勤社員 and branch rules),",
        "  `restricted.py`, `more.py` (second pass: more twins, typo/casual variants, cross-document two-part",
        "  questions), `extra.py` (out-of-domain, synonyms, `DROP_KEYS`), `readme.py`, `build.py`.",
        "  Rebuild everything with `python3 src/build.py` (from this folder or anywhere).",
        "- Validate with the shared validator: `.venv/bin/python -m retrieval.training.org_validate",
        "  retrieval/training/orgs/tsumugi-staffing` (from the repository root).",
        "",
        "## Caveats",
        "",
        "- \"Not answered by any visible version\" for missing-item and target-mismatch questions rests on reading",
        "  plus the listed absent strings, not on a full semantic search.",
        "- Some evidence is a list line (e.g. `配偶者が出産するとき：3日`); a few answers need the reader to apply the",
        "  rule to the stated case (勤続2年半 → 勤続2年6か月で12日; 仙台出張 → その他の地域; 値引き率4% → 支店長).",
        f"- English questions are {styles['english'] / n:.1%} of the set (the floor is 10%).",
        "",
        "Training data; fictional; written for this project; CC0.",
        "",
    ]


def write(out, corpus, questions, default_as_of):
    s = stats(corpus, questions, default_as_of)
    write_readme(out, TITLE, INTRO, count_lines(s, "build"), body(default_as_of, s))
