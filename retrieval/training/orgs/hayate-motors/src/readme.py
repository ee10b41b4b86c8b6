"""README.md prose of hayate-motors; the counts are computed by the shared renderer."""
from retrieval.training.org_authoring.readme import count_lines, stats, write_readme

TITLE = "company-train-hayate-motors"
INTRO = [
    "Japanese **training** data for a company-rules Q&A model that must learn whether a rule passage",
    "states the answer to an employee's question, and where (the answer span). Internal rules of the",
    "fictional car dealership group はやてモータース株式会社 (拠点: 本店・北店・南店・中古車センター・サービス工場;",
    "営業スタッフ, サービスエンジニア (整備士), フロント, 事務; 正社員・契約社員・パートタイマー): 勤務時間・休日出勤,",
    "休暇, 資格取得支援, 通勤, 販売インセンティブ, 営業目標（ノルマ）, 懲戒, 社員購入, 試乗車, 値引き決裁, 下取り査定,",
    "納車, 顧客情報, 点検・車検の作業基準, 代車, 工場安全, 保証修理, ロードサービス, 社用車, 事故対応, 経費, 制服,",
    "展示会. Bundle format: SPEC §8, as in `../../../../../shared/data/company-train/tsubasa-hotels/`, plus `parts`",
    "on two-part questions. Written for this project, independently of every evaluation set; CC0.",
]


def body(default_as_of, s):
    return [
        "## Conventions",
        "",
        "- Reading groups: `all-staff`, `managers` (店長・工場長以上), `hr` (人事部). A version is readable when it shares a",
        "  group with the asker; restricted documents carry only their group (AD-SL-02 値引き決裁権限規程 and AD-HR-07",
        "  営業目標管理運用細則: managers; AD-HR-08 懲戒処分運用基準: hr).",
        "- Reference date: `as_of` is always null; `asked_date` is the date the question states (a month alone → its first",
        f"  day); otherwise `default_as_of` {default_as_of}. Undated questions about documents with two versions refer to the",
        "  version valid on that day; the 2027 versions (AD-SV-04 v2 from 2027-01-01, AD-HR-04 v2 from 2027-04-01) are",
        "  reached only by questions that state a 2027 date.",
        "- Answerable: `required_doc_ids` / `required_versions` are parallel lists; `answer_span` is the minimal exact",
        "  substring that answers, `evidence` the whole sentence (or list line) containing it. `category`: `direct` or",
        "  `paraphrase` (English, or under 25% of character bigrams shared with the evidence), `period` (a stated date needs",
        "  a version other than today's), `permission` (restricted version the asker may read), `near-miss` (the passage",
        "  also holds another value of the asked kind; `near_miss=VALUE` in notes).",
        "- Unanswerable: no required documents, span or evidence. `missing-item` (the on-topic rule does not state the",
        "  item; `gap=not-defined`: it says 「…は本規程では定めない」; `gap=no-value`: it names the item but leaves the value",
        "  to 「別途通知する」/「別途定める」; `gap=condition`: it states the item only for another condition or target group;",
        "  `gap=other-number`: it holds a number of the asked kind that answers something else; `gap=part`: a two-part",
        "  question one of whose parts no visible version states), `target-mismatch` (the rule lists sibling sites, plans,",
        "  vehicle types, relatives, qualifications, items …, not the asked one), `period`, `permission`, `out-of-domain`.",
        "- Two-part questions carry `parts`: two objects {ask, answerable, required_doc_ids, required_versions, answer_span,",
        "  evidence}. Top-level `answerable` is true only when both parts are; then the top-level required lists are the",
        "  union and span/evidence are those of the first part. Otherwise the top level is `missing-item` with `gap=part`,",
        "  `required_doc_ids` [] and the stated part still given in `parts`.",
        "- `pair_of`: every unanswerable twin (except out-of-domain) points to an answerable question on the same topic;",
        "  dated and restricted answerable variants point to their undated / open source where one exists.",
        "- `notes`: `style=polite|casual|typo|english`, then `near_miss=` / `topic=DOC@VERSION` / `gap=` and a short reason.",
        "- `checks.jsonl` (not part of the bundle format): per question the topic document and strings that must not occur",
        "  in any version the asker sees (`absent`) or in the topic version (`absent_topic`).",
        "",
        "## Rebuild and check",
        "",
        "- `python3 src/build.py` regenerates corpus.jsonl, questions.jsonl, checks.jsonl, bundle.json and this README",
        "  from the authoring sources in `src/` (common.py helpers; docs_hr.py, docs_sales.py, docs_service.py, docs_ga.py:",
        "  one block per document with its questions; extra.py: synonyms, out-of-domain questions, extra twins).",
        "- `.venv/bin/python -m retrieval.training.org_validate retrieval/training/orgs/hayate-motors` (from the repo root).",
        "",
        "## Caveats",
        "",
        "- \"Not stated in any visible version\" for unanswerable questions rests on reading plus the listed absent",
        "  strings, not on a full semantic search.",
        "- Some answers apply a rule to a stated case (e.g. 40km自宅納車 → 「30kmを超える場合は1kmあたり100円」, 追加整備4万円",
        "  → 50,000円以下はフロント). Some target-mismatch questions ask about a sibling that a reader could argue is",
        "  implicitly excluded; the label follows the convention that the rule does not state it.",
        "",
        "Training data; written for this project; CC0.",
        "",
    ]


def write(out, corpus, questions, default_as_of):
    s = stats(corpus, questions, default_as_of)
    write_readme(out, TITLE, INTRO, count_lines(s, "hayate"), body(default_as_of, s))
