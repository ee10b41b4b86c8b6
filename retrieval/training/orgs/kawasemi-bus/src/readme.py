"""README.md prose of kawasemi-bus; the counts are computed by the shared renderer."""
from retrieval.training.org_authoring.readme import count_lines, stats, write_readme

TITLE = "company-train-kawasemi-bus"


def intro(s):
    docs = s["docs"]
    open_docs = s["open_docs"]
    return [
        "Japanese **training** data for a company-rules Q&A model that must learn whether a rule passage states the",
        "answer to an employee's question, and where (the answer span). Internal rules of the fictional bus and coach",
        "company かわせみ交通株式会社 (路線バス営業所: 東営業所・西営業所・港営業所; 高速バス「かわせみライナー」: 東京線・",
        "大阪線・空港連絡線; 貸切観光バス; 運転士, バスガイド, 整備士, 運行管理者, 事務職; 正社員・契約社員・嘱託社員・",
        "パートタイマー). Topics: 点呼とアルコール検査, 乗務時間と休息期間, 事故・ヒヤリハット報告, 遺失物, 運賃収受と精算,",
        "車両点検, 整備作業, 施設, 健康管理, 制服, 乗務手当・深夜手当, 二種免許取得支援, 休暇, 評価・昇給, 事故時の処分.",
        "Bundle format of SPEC §8, laid out like `company-train/tsubasa-hotels`; written for this project, independently",
        "of every evaluation set. Everything is fictional.",
        "",
        "## Reading groups",
        "",
        f"- `all-staff` — every employee; {len(open_docs)} of the {len(docs)} documents are open to it.",
        "- `operations` — 運行管理者 (dispatch/roll-call officers): KB-OP-08 アルコール検知時の措置要領.",
        "- `hr` — 人事部: KB-HR-05 運転士評価・昇給基準.",
        "- `managers` — 営業所長・課長以上: KB-HR-06 事故時の指導・処分基準.",
        "",
        "A version is readable when it shares a group with the asker; restricted documents carry only their group, and",
        "askers are `all-staff` plus at most one of the other groups.",
    ]


def body(default_as_of, s):
    return [
        "## Conventions",
        "",
        "- Text: `## 第N条（見出し）` articles numbered 1..n and a `## 附則` naming valid_from as YYYY年M月D日 (a revised",
        "  version names the original enforcement date and the revision date = its valid_from); 400-1400 characters.",
        "  Each version carries owner, contact and targets (the sites, lines, vehicle types, jobs or employment types",
        "  it covers).",
        f"- Reference date: `as_of` is always null; `asked_date` is the date the question states (a month alone → its",
        f"  first day, and every such month lies inside one validity period); otherwise default_as_of {default_as_of}.",
        "  Undated questions about",
        "  documents with two versions refer to the version valid on that day; the scheduled successors (KB-OP-07 v2",
        "  from 2027-01-01, KB-OP-03 v2 from 2027-04-01) are reached only by questions that state a 2027 date.",
        "- Answerable: `required_doc_ids` / `required_versions` are parallel lists; `answer_span` is the minimal exact",
        "  substring of the version's text that answers, `evidence` the whole sentence (or list line, without its",
        "  marker) containing it. `category`: `direct` or `paraphrase` (English questions and questions sharing under",
        "  25% of their character bigrams with the evidence are `paraphrase`), `period` (states a date and needs",
        "  that date's version), `permission` (restricted version the asker may read), `near-miss` (the passage also",
        "  holds another value of the asked kind for a sibling item; `near_miss=VALUE` in notes names it).",
        "- Unanswerable: no required docs, span or evidence. `missing-item` (the on-topic rule does not state the asked",
        "  item), `target-mismatch` (the rule lists sibling sites, lines, vehicle types, jobs, employment types,",
        "  relatives or seniority steps, but not the one asked), `period` (no version of the on-topic document is valid",
        "  on the asked date), `permission` (only a version the asker may not read states it), `out-of-domain`.",
        "- `gap=` on missing-item: `not-defined` (the rule says 「…は本規程では定めない」/「本要領では定めない」),",
        "  `no-value` (it names the item but leaves the value to 「別途通知する」「別途定める」), `condition` (the rule",
        "  states the item only under another condition — another employment type, time of day, trip type, age,",
        "  accident type …), `other-number` (the passage holds a number of the asked kind that answers something",
        "  else), `part` (two-part question whose one part is stated nowhere).",
        "- Two-part questions carry `parts`: two objects {ask, answerable, required_doc_ids, required_versions,",
        "  answer_span, evidence}. Top-level `answerable` is true only when both parts are; then the top-level",
        "  required lists are the union (no duplicates) and the top-level span/evidence are those of the first part.",
        "  When one part is stated nowhere, the question is `missing-item` with `gap=part` and empty top-level",
        "  required lists (the stated part keeps its span/evidence inside `parts`). No other question has `parts`.",
        "- `pair_of`: every unanswerable twin (except out-of-domain) points to the answerable question it was derived",
        "  from (same topic); dated and restricted answerable variants point to their undated/open source.",
        "- `notes`: `style=polite|casual|typo|english` first; then `near_miss=`, or for unanswerable `topic=DOC@VERSION`",
        "  (the nearest on-topic document, the natural hard negative; for permission the restricted document that",
        "  answers; for period the document without version), `gap=`, `two-part`, and a short reason.",
        "- `checks.jsonl` (not part of the bundle format): per question the topic document and `absent` strings that",
        "  must not occur in any version the asker can see on the reference date.",
        "",
        "## Files and rebuilding",
        "",
        "- `corpus.jsonl`, `questions.jsonl`, `checks.jsonl`, `bundle.json` (synonym groups such as 有休/年休,",
        "  ドラレコ/ドライブレコーダー, 遠隔点呼/IT点呼, 忘れ物/遺失物, 二種/第二種運転免許).",
        "- `src/` — authoring sources: `common.py` (doc/A/U/P helpers), `ops.py` (運輸・安全・営業・高速・貸切),",
        "  `maint.py` (車両・整備・施設・健康), `hr.py` (制服・手当・免許・休暇・評価・処分), `extra.py` (more twins,",
        "  two-part and out-of-domain questions, synonyms), `readme.py`, `build.py`.",
        "- Rebuild everything here with `python3 src/build.py` (it also locates each evidence sentence from the span).",
        "",
        "## Caveats",
        "",
        "- Unanswerability of missing-item / target-mismatch questions rests on reading plus the `absent` strings",
        "  checked against every visible version, not on a full semantic search.",
        "- A few answers need the reader to apply a rule to a stated case (e.g. 2年半で退職 → 「その半額」,",
        "  4時半の出庫 → 早朝出庫手当, 月5回の夜行乗務 → 年2回の健診).",
        "- Some target-mismatch questions ask about a sibling the rule does not list (e.g. 港営業所 for QRコード決済);",
        "  the list implies, but does not state, that the sibling is excluded.",
        "",
        "Training data; written for this project; CC0.",
        "",
    ]


def write(out, corpus, questions, default_as_of):
    s = stats(corpus, questions, default_as_of)
    write_readme(out, TITLE, intro(s), count_lines(s, "kawasemi"), body(default_as_of, s))
