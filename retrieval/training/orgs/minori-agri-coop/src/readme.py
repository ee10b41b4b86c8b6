"""README.md prose of minori-agri-coop; the counts are computed by the shared renderer."""
from retrieval.training.org_authoring.readme import count_lines, stats, write_readme

SYNONYMS = [
    ["有休", "有給", "年休", "年次有給休暇"],
    ["休出", "休日出勤"],
    ["振休", "振替休日"],
    ["特休", "特別休暇"],
    ["臨時", "臨時職員", "パート"],
    ["嘱託", "嘱託職員"],
    ["共済", "保険"],
    ["建更", "建物更生共済"],
    ["直売所", "ファーマーズマーケット", "産直"],
    ["農機", "農業機械"],
    ["軽トラ", "軽トラック"],
    ["大特", "大型特殊自動車免許"],
    ["宅建", "宅地建物取引士"],
    ["FP", "ファイナンシャル・プランニング技能士"],
    ["稟議", "決裁"],
    ["公用車", "社用車", "組合車両"],
]

TITLE = "company-train-minori-agri-coop"
INTRO = [
    "Japanese **training** data for a company-rules Q&A model that must learn whether a rule passage",
    "states the answer to an employee's question, and where (the answer span). Internal rules of the",
    "fictional agricultural cooperative みのり農業協同組合 (本所; 支所: 東支所・西支所・山間支所; 直売所;",
    "営農センター; 共済 and 信用 (貯金・融資) counters; 職員: 正職員・嘱託職員・臨時職員, 営農指導員).",
    "Topics: working hours and leave, busy-season holiday work, qualification allowances, travel, 慶弔,",
    "共済 promotion and claims, 貯金 counter work, 融資 approval authority, cash and seal handling,",
    "直売所 shipping fees and grading standards, farm-machinery rental, 営農指導, vehicles, records,",
    "disasters. Bundle format as in `/work/shared/data/company-train/` (SPEC §8), plus `parts` on",
    "two-part questions and the `gap=` values `condition`, `other-number` and `part`. All text is",
    "original, written for this project; nothing taken from any other bundle or evaluation set.",
]


def body(default_as_of, s):
    return [
        "## Conventions",
        "",
        "- Reading groups: `all-staff`, `managers` (支所長・部長・直売所長), `hr` (総務部人事課), `credit`",
        "  (融資審査・決裁担当). A version is readable when it shares a group with the asker; restricted documents",
        "  carry only their group.",
        "- Reference date: `as_of` is always null; `asked_date` is the date the question states (a month alone → its",
        f"  first day, inside one validity period); otherwise `default_as_of` {default_as_of}. Undated questions about",
        "  documents with two versions refer to the version valid on that day; the future versions are reached only",
        "  by questions that state a 2027 date.",
        "- Articles are `## 第N条（見出し）` numbered 1..n; `## 附則` names valid_from (YYYY年M月D日). Every version",
        "  has owner, contact and targets (the sites, employment types, products or machines it lists).",
        "- Answerable: `required_doc_ids`/`required_versions` parallel lists; `answer_span` is the minimal exact",
        "  substring that answers and `evidence` the whole sentence or list line containing it. `category`: `direct` /",
        "  `paraphrase` (English, or under 25% character-bigram overlap with the evidence), `period` (a stated date",
        "  needs a non-current version), `permission` (restricted version readable by the asker), `near-miss` (the",
        "  passage also holds another value of the asked kind; `near_miss=VALUE` in notes).",
        "- Unanswerable: nothing required. `missing-item` — `gap=not-defined` (「…は本規程では定めない」), `gap=no-value`",
        "  (「別途通知する」「別途定める」), `gap=condition` (the rule states the item only under another condition than",
        "  the one asked), `gap=other-number` (the passage has a number of the asked kind that answers something",
        "  else), `gap=part` (a two-part question one of whose parts is stated nowhere), or no gap (plainly absent);",
        "  `target-mismatch` (the rule lists sibling sites, employment types, products, machines, plans or relatives",
        "  but not the asked one); `period`; `permission`; `out-of-domain`.",
        "- Two-part questions carry `parts` (two objects: ask, answerable, required_doc_ids, required_versions,",
        "  answer_span, evidence). Top-level answerable only when both parts are; then top-level documents are the",
        "  union and span/evidence those of the first part. Otherwise category `missing-item`, `gap=part`, top-level",
        "  required lists empty; the stated part keeps its span and evidence inside `parts`.",
        "- `pair_of`: every unanswerable twin points to its answerable source (same topic); dated and restricted",
        "  answerable variants point to their undated / open source where one exists.",
        "- `notes`: `style=polite|casual|typo|english`, `near_miss=`, `topic=DOC@VERSION`, `gap=`, and a reason.",
        "- `checks.jsonl`: per question the topic document and `absent` strings that occur in no version the asker",
        "  can see on the reference date (`absent_topic`: not in the topic version).",
        "",
        "## Rebuild and check",
        "",
        "    python3 src/build.py",
        "    cd /work/main && .venv/bin/python -m retrieval.training.org_validate retrieval/training/orgs/minori-agri-coop",
        "",
        "`src/docs_*.py` hold each document followed by its questions (A = answerable, U = unanswerable,",
        "P = two-part); `src/topup.py` and `src/topup2.py` add further twins, two-part questions and the",
        "out-of-domain questions; `src/common.py` the helpers; `src/readme.py` this file and the synonym groups.",
        "Validation used during authoring: a copy of tsubasa-hotels' validate.py adapted to this bundle's sizes,",
        "groups and `parts` (kept outside the repository), plus the shared `org_validate` above.",
        "",
        "## Caveats",
        "",
        "- \"Not answered by any visible version\" for missing-item and target-mismatch rests on reading plus the",
        "  listed absent strings, not on a full semantic search.",
        "- Some evidence is a list line (e.g. `営農指導員資格：12,000円`); some answers need the reader to apply a",
        "  rule to a stated case.",
        "",
        "Training data; written for this project; CC0.",
        "",
    ]


def write(out, corpus, questions, default_as_of):
    s = stats(corpus, questions, default_as_of)
    write_readme(out, TITLE, INTRO, count_lines(s, "minori"), body(default_as_of, s))
