"""README.md prose of akane-tax-accountants; the counts are computed by the shared renderer."""
from retrieval.training.org_authoring.readme import count_lines, stats, write_readme

TITLE = "training-akane-tax-accountants"
INTRO = [
    "Japanese **training** data for Konkyo's answerability / answer-span model: internal rules of the fictional",
    "tax accountancy firm 税理士法人あかね会計 (本部: 東京; 事務所: 横浜・さいたま; 税理士, 税理士補助（スタッフ）,",
    "記帳代行スタッフ（パート）, 社会保険労務士) — 顧問先書類の預り・返却, 繁忙期の残業と手当, 顧問先訪問の交通費,",
    "守秘義務と持ち出し, 電子申告の承認, 税理士試験の受験支援, 継続研修（CPE）, 休暇, 手当, 在宅勤務 and more.",
    "All text is fictional and original (CC0); written independently of every evaluation set. Format: the",
    "company-train bundles (`shared/data/company-train/`), plus `parts` on two-part questions.",
]


def body(default_as_of, s):
    n = s["n"]
    return [
        "## Conventions",
        "",
        "- Reading groups: `all-staff`, `partners` (社員税理士), `hr` (総務人事部), `it-admins` (情報管理責任者).",
        "  A version is readable when it shares a group with the asker; restricted documents carry only their group.",
        "- Text: `## 第N条（見出し）` articles numbered 1..n and a `## 附則` naming valid_from as YYYY年M月D日.",
        "- Reference date: `as_of` is always null; `asked_date` is the date the question states (a month alone → its",
        f"  first day); otherwise `default_as_of` {default_as_of}. Undated questions about documents with two versions",
        "  refer to the version valid on that day; the 2027 versions are reached only by questions stating a 2027 date.",
        "- Answerable: `required_doc_ids` / `required_versions` are parallel lists; `answer_span` is a short exact",
        "  substring of the version text and `evidence` the whole sentence (or list line) containing it. `category`:",
        "  `direct` / `paraphrase` (English questions and questions sharing under 25% of their character bigrams with",
        "  the evidence are `paraphrase`), `period`, `permission`, `near-miss` (`near_miss=VALUE` names the wrong value",
        "  of the same kind in the passage).",
        "- Unanswerable: no required documents, span or evidence. `missing-item` (the on-topic rule does not state the",
        "  item; `gap=not-defined` 「…は本規程では定めない」, `gap=no-value` 「別途通知する」「別途定める」, `gap=condition`",
        "  the rule covers the item only under another condition, `gap=other-number` the passage has a number of the",
        "  asked kind that answers something else, `gap=part` a two-part question with one part stated nowhere),",
        "  `target-mismatch` (the rule lists sibling offices, prefectures, employment types, relatives, returns,",
        "  qualifications or vaccines but not the asked one), `period`, `permission`, `out-of-domain`.",
        "- Two-part questions carry `parts`: two objects {ask, answerable, required_doc_ids, required_versions,",
        "  answer_span, evidence}. Top-level `answerable` is true only when both parts are; then top-level required",
        "  lists are the union and span/evidence are the first part's (notes: `two-part`). Otherwise the question is",
        "  `missing-item` with `gap=part` and empty top-level required lists.",
        "- `pair_of`: every unanswerable twin (not out-of-domain) points to its answerable source on the same topic.",
        "- `notes`: `style=polite|casual|typo|english`, `near_miss=...`, `topic=DOC@VERSION`, `gap=...`, a short reason.",
        "- `checks.jsonl`: per question the topic document and `absent` strings that occur in no version the asker can",
        "  see on the reference date.",
        "",
        "## Files and rebuilding",
        "",
        "- `corpus.jsonl`, `questions.jsonl`, `checks.jsonl`, `bundle.json` (synonym groups such as 有休/有給/年休,",
        "  パート/記帳代行スタッフ, 社労士/社会保険労務士, 年調/年末調整), this README.",
        "- `src/` holds the authoring sources (`a.py` … `g.py` one block per document, `more.py` extra twins and",
        "  two-part questions, `selection.py` answerable questions left out to keep 45-47% answerable).",
        "  `python3 src/build.py` regenerates every file here, including this README.",
        "- Checks: `.venv/bin/python -m retrieval.training.org_validate retrieval/training/orgs/akane-tax-accountants`.",
        "",
        "## Caveats",
        "",
        f"- {n} questions rather than the 600-700 first planned (written against a deadline); every minimum ratio holds.",
        "- \"Not answered by any visible version\" rests on reading plus the listed absent strings, not on a full",
        "  semantic search. A few hard negatives sit near related rules in other documents (e.g. the taxi rule for",
        "  client visits vs. a late-night ride home; the 12-character PC password vs. the restricted admin rule).",
        "- Evidence for some answers is a list line (e.g. `本人が結婚するとき：5日`).",
        "",
        "Training data; written for this project; CC0.",
        "",
    ]


def write(out, corpus, questions, default_as_of):
    s = stats(corpus, questions, default_as_of)
    write_readme(out, TITLE, INTRO, count_lines(s, "akane"), body(default_as_of, s))
