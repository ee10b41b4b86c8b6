"""README.md prose of hiyoko-nursery; the counts are computed by the shared renderer."""
from retrieval.training.org_authoring.readme import count_lines, stats, write_readme

TITLE = "company-train-hiyoko-nursery"
INTRO = [
    "Japanese **training** data for the Konkyo answerability model: does a rule passage state the answer",
    "to an employee's question, and where (answer span)? Internal rules of the fictional nursery-school operator",
    "社会福祉法人ひよこ会 (ひよこ保育園, ひよこ第二保育園, 駅前分園, ひよこ学童クラブ, 法人本部; 常勤職員・パート職員;",
    "保育士, 看護師, 調理員, 放課後児童支援員, 園長・主任). Topics: 勤務シフト, 休暇, 処遇改善手当, 通勤手当, 研修,",
    "時間外勤務, 健康管理, 登降園とお迎えの確認, 午睡チェック, アレルギー食, 与薬, 事故・けがの報告, 園外保育の引率,",
    "感染症と登園再開, プール, 学童クラブ, 給食衛生, 保護者対応, 写真・SNS・個人情報; restricted: 処遇改善加算配分・",
    "人事評価 (hr), 重大事故・苦情対応 (managers), 看護師業務 (nurses).",
    "All text was written for this project (fictional, CC0); nothing is taken from other bundles or evaluation sets.",
    "Bundle format as in `shared/data/company-train/tsubasa-hotels/` (SPEC §8), plus `parts` on two-part questions.",
]


def body(default_as_of, s):
    return [
        "## Conventions",
        "",
        "- Reading groups: `all-staff`; restricted: `managers` (園長・主任), `hr` (法人本部 総務課 人事担当),",
        "  `nurses` (各園の看護師). A version is readable when it shares a group with the asker; restricted documents",
        "  carry only their group, askers with access carry `all-staff` plus it.",
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
        "  site, age …); `gap=other-number` — the passage has a number of the asked kind that answers something else;",
        "  `gap=part` — a two-part question one part of which no visible version states), `target-mismatch` (the rule",
        "  lists sibling sites, ages, job types, relatives, diseases, allergens, transport means … but not the asked",
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
        "  有休/有給/年休, お昼寝/午睡, アレ食/除去食, 学童/学童クラブ, エピペン/アドレナリン自己注射薬).",
        "- `src/` — authoring sources: `common.py` (helpers `doc`, `V`, `A`, `U`, `P`, `pa`, `pm`), `hr.py`, `care.py`,",
        "  `ops.py`, `misc.py`, `restricted.py`, `extra.py`, `extra2.py`, `ood.py`, `synonyms.py`, `selection.py`",
        "  (answerable questions left out; empty), `readme.py`, `build.py`.",
        "- Rebuild everything here with `python3 src/build.py` (from any directory).",
        "- Validation: `.venv/bin/python -m retrieval.training.org_validate retrieval/training/orgs/hiyoko-nursery`",
        "  (0 problems), and an adapted copy of tsubasa-hotels' `validate.py` with this bundle's sizes and a `parts` check",
        "  (kept outside the repository, 0 errors).",
        "",
        "## Caveats",
        "",
        "- \"Not stated in any visible version\" for missing-item and target-mismatch rests on reading plus the",
        "  listed absent strings, not on a full semantic search.",
        "- Some answers require applying the rule to a stated case (e.g. 片道12km → 「10km以上15km未満：月額7,100円」,",
        "  1.5km → 「片道の距離が2km以上の職員に支給する」, 2年生 → 迎えによる帰宅).",
        "- `gap=condition` and `gap=other-number` twins are deliberately close to their answerable sources; their notes",
        "  say which condition or number the passage does cover.",
        "",
        "Training data; written for this project; CC0.",
        "",
    ]


def write(out, corpus, questions, default_as_of):
    s = stats(corpus, questions, default_as_of)
    write_readme(out, TITLE, INTRO, count_lines(s, "short"), body(default_as_of, s))
