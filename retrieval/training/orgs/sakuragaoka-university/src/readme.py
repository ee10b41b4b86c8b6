"""README.md prose of sakuragaoka-university; the counts are computed by the shared renderer."""
from retrieval.training.org_authoring.readme import count_lines, stats, write_readme

TITLE = "company-train-sakuragaoka-university"
INTRO = [
    "Japanese **training** data for a company-rules Q&A model that must learn whether a rule passage",
    "states the answer to an employee's question, and where (the answer span). Internal rules of the",
    "fictional private university 学校法人さくらが丘学園 さくらが丘大学 (キャンパス: 本部・緑町・港南; 教員",
    "(教授・准教授・講師・助教), 事務職員, 非常勤講師, TA/RA; 研究費, 物品購入・検収, 研究倫理・研究データ, 国内・海外出張,",
    "休講・補講, 成績評価と異議申立て, 定期試験, 入試業務手当, 学外兼業, ハラスメント相談, 年次有給休暇・特別休暇,",
    "非常勤講師・TA/RAの勤務, 施設予約, 図書館, 通勤・駐車場, 情報機器; restricted: 教員昇任審査基準, 懲戒処分の運用基準,",
    "入試問題作成・管理要領). Bundle format: SPEC §8, as in `../../../../../shared/data/company-train/` (tsubasa-hotels).",
    "Written for this project from scratch; no rule text taken from any other bundle or evaluation set. CC0.",
]


def body(default_as_of, s):
    return [
        "## Conventions",
        "",
        "- Reading groups: `all-staff` (全教職員), `managers` (学部長・学科長・人事委員会委員), `hr` (人事課),",
        "  `admissions` (入試問題作成委員). A version is readable when it shares a group with the asker; restricted",
        "  documents carry only their group. Askers of restricted questions are `all-staff` plus that group.",
        "- Reference date: `as_of` is always null; `asked_date` is the date the question states (a month alone → its",
        f"  first day; every such month lies inside one validity period); otherwise `default_as_of` {default_as_of}.",
        "  Undated questions about documents with two versions refer to the version valid on that day; the future",
        "  versions are reached only by questions stating a 2027 date.",
        "- Text: `## 第N条（見出し）` articles numbered 1..n and a `## 附則` naming valid_from (YYYY年M月D日);",
        "  each version has owner, contact and targets.",
        "- Answerable: `required_doc_ids` / `required_versions` are parallel lists; `answer_span` is the minimal exact",
        "  substring that answers and `evidence` the whole sentence (or list line) containing it. `category`: `direct`",
        "  or `paraphrase` (English questions and questions sharing under 25% of their character bigrams with the",
        "  evidence are `paraphrase`), `period` (states a date and needs that date's non-current version), `permission`",
        "  (restricted version the asker may read), `near-miss` (the passage also holds another value of the asked",
        "  kind; `near_miss=VALUE` in notes).",
        "- Unanswerable: nothing required. `missing-item` with `gap=not-defined` (the rule says 「…は本規程では定めない」),",
        "  `gap=no-value` (the item is named but its value is left to 「別途通知する」「別途定める」「別表による」 with no",
        "  table), `gap=condition` (the rule states the item only under another condition than the one asked),",
        "  `gap=other-number` (the passage has a number of the asked kind that answers something else), `gap=part`",
        "  (two-part question with one part stated nowhere), or no gap; `target-mismatch` (the rule lists sibling",
        "  campuses, employment types, regions, selection types, relatives … but not the asked one); `period` (no",
        "  version valid on the asked date); `permission` (only a restricted version the asker cannot read states it);",
        "  `out-of-domain`.",
        "- Two-part questions carry `parts` (two objects: ask, answerable, required_doc_ids, required_versions,",
        "  answer_span, evidence). Top-level `answerable` is true only when both parts are; then the top-level required",
        "  lists are the union and span/evidence those of the first part. Otherwise category `missing-item`,",
        "  `gap=part`, top-level required lists empty, the stated part kept in `parts`.",
        "- `pair_of`: every unanswerable twin (not out-of-domain) points to its answerable source on the same topic;",
        "  dated / restricted answerable variants point to their undated / open source where one exists.",
        "- `notes`: `style=polite|casual|typo|english`; `near_miss=`; for unanswerable `topic=DOC@VERSION`, `gap=`, and a",
        "  short reason.",
        "- `checks.jsonl` (not part of the bundle format): per question the topic document and strings that must not",
        "  occur in any version the asker can see (`absent`) or in the topic version (`absent_topic`).",
        "",
        "## Files and rebuilding",
        "",
        "- `corpus.jsonl`, `questions.jsonl`, `checks.jsonl`, `bundle.json` (synonym groups such as 有休/有給/年休,",
        "  非常勤/非常勤講師, 修士/博士前期課程, 副業/兼業).",
        "- `src/` — authoring sources (`common.py` helpers; `research.py`, `academic.py`, `staff.py`, `campus.py`,",
        "  `restricted.py`, `misc.py` documents and questions; `readme.py` this file). `python3 src/build.py`",
        "  regenerates every file here.",
        "- Validate: `.venv/bin/python -m retrieval.training.org_validate retrieval/training/orgs/sakuragaoka-university`",
        "  (repo root); a stricter stand-alone validator adapted from tsubasa-hotels' validate.py was also run.",
        "",
        "## Caveats",
        "",
        "- \"Not stated in any visible version\" for missing-item / target-mismatch rests on reading plus the `absent`",
        "  strings, not on a full semantic search.",
        "- Some answers need the reader to apply a rule to a stated case (e.g. 履修者80人 → 「50人以上150人未満では2人」,",
        "  片道60kmの日帰り → 日当なし).",
        "- A few evidence strings are list lines (e.g. `本人が結婚するとき：5日`).",
        "",
        "Training data; written for this project; CC0.",
        "",
    ]


def write(out, corpus, questions, default_as_of):
    s = stats(corpus, questions, default_as_of)
    write_readme(out, TITLE, INTRO, count_lines(s, "sakuragaoka"), body(default_as_of, s))
