"""README.md prose of hidamari-welfare; the counts are computed by the shared renderer."""
from retrieval.training.org_authoring.readme import count_lines, stats, write_readme

TITLE = "company-train-hidamari-welfare"
INTRO = [
    "Japanese **training** data for the Konkyo answerability model: does a rule passage state the answer",
    "to an employee's question, and where (answer span)? Internal rules of the fictional welfare NPO",
    "特定非営利活動法人ひだまり福祉会 (デイサービスひだまり本町・川辺, グループホームひだまり桜台・若葉,",
    "ひだまり訪問介護ステーション, ひだまり子ども食堂 本町会場・川辺会場, 法人事務局; 常勤職員・非常勤職員・",
    "有償ボランティア・無償ボランティア). Topics: 勤務時間, 休暇, 夜勤, 交通費, 給与, 研修, ボランティア, 介護記録,",
    "個人情報, 虐待防止, 訪問介護, 感染症対策, 送迎車両, 寄付金と受領証明書, 小口現金, 決裁・理事会報告, 子ども食堂.",
    "All text was written for this project (fictional, CC0); nothing is taken from other bundles or evaluation sets.",
    "Bundle format as in `shared/data/company-train/tsubasa-hotels/` (SPEC §8), plus `parts` on two-part questions.",
]


def body(default_as_of, s):
    return [
        "## Conventions",
        "",
        "- Reading groups: `all-staff`; restricted: `managers` (各事業所の管理者・事務局長), `hr` (法人事務局 人事労務係),",
        "  `accounting` (法人事務局 会計担当・各事業所の出納担当者). A version is readable when it shares a group with",
        "  the asker; restricted documents carry only their group, askers with access carry `all-staff` plus it.",
        "- Text: `## 第N条（見出し）` articles numbered 1..n and a final `## 附則` naming valid_from as YYYY年M月D日",
        "  (a second version also names its amendment date). Each version has owner, contact and targets.",
        f"- Reference date: `as_of` is always null; `asked_date` is the date the question states (a month alone → its",
        f"  first day, and no month straddles two versions); otherwise `default_as_of` {default_as_of}. Undated questions",
        "  about two-version documents refer to the version valid on that day; the 2027 versions are reached only by",
        "  questions that state a 2027 date.",
        "- Answerable: `required_doc_ids` / `required_versions` are parallel lists; `answer_span` is the minimal exact",
        "  substring that answers and `evidence` the whole sentence (or list line, without its marker) containing it.",
        "  `category`: `direct` / `paraphrase` (English questions and questions sharing under 25% of their character",
        "  bigrams with the evidence are paraphrase), `period` (a stated date needs a non-current version),",
        "  `permission` (restricted version the asker may read), `near-miss` (the passage holds another value of the",
        "  asked kind for a sibling item; `near_miss=VALUE` in notes).",
        "- Unanswerable: `required_doc_ids` [] and null span/evidence. `missing-item` (on-topic rule lacks the item;",
        "  `gap=not-defined` — it says 「…は本規程では定めない」; `gap=no-value` — 「別途通知する」「別途定める」;",
        "  `gap=condition` — the rule states the item only under another condition (employment type, season,",
        "  activity …); `gap=other-number` — the passage has a number of the asked kind that answers something else;",
        "  `gap=part` — a two-part question one part of which no visible version states), `target-mismatch` (the rule",
        "  lists sibling sites, venues, vehicles, relatives, qualifications, diseases, transport means … but not the asked",
        "  one), `period` (no version valid on the asked date), `permission` (only a restricted version states it),",
        "  `out-of-domain`. Notes carry `topic=DOC[@VERSION]` (the natural hard negative) and a short reason.",
        "- Two-part questions carry `parts`: two objects {ask, answerable, required_doc_ids, required_versions,",
        "  answer_span, evidence}. Top-level `answerable` is true only when both parts are; then the top-level lists",
        "  are the union of the parts (no duplicates) and span/evidence are the first part's. Otherwise the question",
        "  is `missing-item` with `gap=part` and top-level `required_doc_ids` []. No other question has `parts`.",
        "- `pair_of`: every unanswerable twin (not out-of-domain) points to the answerable question it was derived",
        "  from; dated answerable variants point to their undated source.",
        "- `checks.jsonl` (not part of the bundle format): per question the topic document/version, the style and",
        "  strings that must not occur in any version the asker may see (`absent`) or in the topic version",
        "  (`absent_topic`).",
        "",
        "## Files and rebuilding",
        "",
        "- `corpus.jsonl`, `questions.jsonl`, `checks.jsonl`, `bundle.json` (default_as_of and synonym groups such as",
        "  有休/有給/年休, GH/グループホーム, サ責/サービス提供責任者, 小口/小口現金).",
        "- `src/` — authoring sources: `common.py` (helpers `doc`, `V`, `A`, `U`, `P`, `pa`, `pm`), `hr.py`, `care.py`,",
        "  `ops.py`, `extra.py`, `ood.py`, `synonyms.py`, `selection.py` (answerable questions left out to keep the",
        "  answerable share near half), `readme.py`, `build.py`.",
        "- Rebuild everything here with `python3 src/build.py` (from any directory).",
        "- Validation: the bundle was checked with an adapted copy of tsubasa-hotels' `validate.py` (kept outside the",
        "  repository; the shared validator is expected at `retrieval/training/orgs/validate.py`).",
        "",
        "## Caveats",
        "",
        "- \"Not stated in any visible version\" for missing-item and target-mismatch rests on reading plus the",
        "  listed absent strings, not on a full semantic search.",
        "- Some answers require applying the rule to a stated case (e.g. 8万円の修理 → 「1件10万円未満：各事業所の管理者」,",
        "  片道1.5km → 「片道2km未満の場合は支給しない」).",
        "- `gap=condition` and `gap=other-number` twins are deliberately close to their answerable sources; their notes",
        "  say which condition or number the passage does cover.",
        "",
        "Training data; written for this project; CC0.",
        "",
    ]


def write(out, corpus, questions, default_as_of):
    s = stats(corpus, questions, default_as_of)
    write_readme(out, TITLE, INTRO, count_lines(s, "short"), body(default_as_of, s))
