"""README.md prose of sorano-airport-services; the counts are computed by the shared renderer."""
from retrieval.training.org_authoring.readme import count_lines, stats, write_readme

TITLE = "company-train-sorano-airport-services"
INTRO = [
    "Japanese **training** data for a company-rules Q&A model that must learn whether a rule passage states the",
    "answer to an employee's question, and where (the answer span). Internal rules of the fictional airport ground",
    "handling company そらのエアポートサービス株式会社 (拠点: 羽田・成田・関西・那覇; 旅客ハンドリング（カウンター・搭乗口）,",
    "ランプ（手荷物・搭載）, 給油, 航空機誘導, 航空保安検査; 正社員・契約社員・パート社員). Bundle format: SPEC §8 plus",
    "`answer_span`, `evidence`, `pair_of`, `checks.jsonl` and `parts`, as in `../../../../../shared/data/company-train/`.",
    "Written for this project, independently of every evaluation set; no text taken from other bundles.",
]


def body(default_as_of, s):
    return [
        "## Conventions",
        "",
        "- Reading groups: `all-staff`, `managers` (所長・チーフ), `hr` (人事部), `security` (保安管理担当者).",
        "  A version is readable when it shares a group with the asker; restricted documents carry only their group.",
        "- Reference date: `as_of` is always null; `asked_date` is the date the question states (a month alone → its",
        f"  first day, a year alone → 1 January); otherwise `default_as_of` {default_as_of}. Undated questions about",
        "  documents with two versions refer to the version valid on that day; the future versions listed above are",
        "  reached only by questions that state a 2027 date.",
        "- Answerable: `required_doc_ids` / `required_versions` are parallel lists; `answer_span` is a short exact",
        "  substring of the version text, `evidence` the whole sentence or list line containing it. `category`:",
        "  `direct` or `paraphrase` (English questions, and questions sharing under 25% of their character bigrams with",
        "  the evidence), `period` (the question states a date and needs a version other than today's), `permission`",
        "  (restricted version the asker may read), `near-miss` (the passage also holds another value of the asked",
        "  kind; `near_miss=VALUE` in notes).",
        "- Unanswerable: no required documents, span or evidence. `missing-item` with `gap=`: `not-defined` (the rule",
        "  says 「…は本規程では定めない」), `no-value` (the rule names the item but leaves it to 「別途定める」「別途通知する」",
        "  or another party's rules), `condition` (the rule states the item only for another condition, department,",
        "  shift or situation than the one asked), `other-number` (the passage holds a number of the asked kind that",
        "  answers something else), `part` (two-part question with one part stated nowhere). `target-mismatch`: the",
        "  rule lists sibling sites, vehicles, departments, relatives or employment types but not the asked one.",
        "  `period`: no version of the topic document is valid on the asked date. `permission`: only a restricted",
        "  version the asker cannot read states it. `out-of-domain`: nothing in the rules.",
        "- Two-part questions carry `parts` (two objects: `ask`, `answerable`, `required_doc_ids`,",
        "  `required_versions`, `answer_span`, `evidence`). The question is answerable only when both parts are; then",
        "  the top-level lists are the union of the parts' and the top-level span/evidence are the first part's.",
        "  Otherwise it is `missing-item`, `gap=part`, with empty top-level `required_doc_ids`.",
        "- `pair_of`: every unanswerable twin points to the answerable question it was derived from; dated and",
        "  restricted answerable variants point to their undated / open source where one exists.",
        "- `notes`: `style=polite|casual|typo|english`, `near_miss=`, `topic=DOC[@VERSION]`, `gap=`, `two-part`, reason.",
        "- `checks.jsonl`: per question the topic document and strings that must not occur in any version the asker",
        "  can see on the reference date (`absent`) or in the topic version (`absent_topic`).",
        "",
        "## Rebuild and check",
        "",
        "- `python3 src/build.py` regenerates corpus.jsonl, questions.jsonl, checks.jsonl, bundle.json and README.md",
        "  from `src/` (hr.py, ops.py, ramp.py, misc.py; helpers in common.py).",
        "- `.venv/bin/python -m retrieval.training.org_validate retrieval/training/orgs/sorano-airport-services`",
        "  (repo root) must report 0 problems.",
        "",
        "## Caveats",
        "",
        "- \"Not answered by any visible version\" for missing-item / target-mismatch rests on reading plus the listed",
        "  absent strings, not on a full semantic search.",
        "- Some evidence is a list line (e.g. `- 配偶者が出産するとき：3日`) rather than a full sentence.",
        "- A few answers require applying a rule to a stated case (e.g. TOEIC 800点 → the 730-860 band, 福岡市内 →",
        "  「その他の地域」, a golf bag → the general heavy-tag rule); such general-rule cases are labelled answerable.",
        "- Borderline unanswerables worth a second look: AL-HR-02's taxi fare (the travel-expense deadline of",
        "  AL-GA-02 concerns business trips, not commuting taxis) and 出張中の食事代 (the 日当 is not a meal cap).",
        "",
        "Training data; written for this project; CC0.",
        "",
    ]


def write(out, corpus, questions, default_as_of):
    s = stats(corpus, questions, default_as_of)
    write_readme(out, TITLE, INTRO, count_lines(s, "sorano"), body(default_as_of, s))
