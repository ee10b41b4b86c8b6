"""README.md prose of hoshikuzu-games; the counts are computed by the shared renderer."""
from retrieval.training.org_authoring.readme import count_lines, stats, write_readme

SYNONYMS = [
    ["有休", "有給", "年休", "年次有給休暇"],
    ["残業", "時間外労働"],
    ["クランチ", "集中作業期間", "デスマーチ"],
    ["在宅", "在宅勤務", "リモートワーク", "テレワーク", "WFH"],
    ["バイト", "アルバイト"],
    ["派遣", "派遣スタッフ", "派遣社員"],
    ["テスター", "契約テスター", "QAスタッフ"],
    ["メンテ", "メンテナンス"],
    ["アプデ", "アップデート"],
    ["スマホ", "スマートフォン"],
    ["ノーパソ", "ノートPC", "ノートパソコン"],
    ["液タブ", "液晶ペンタブレット"],
    ["テストプレイ", "試遊", "プレイテスト"],
    ["説明員", "ブーススタッフ"],
    ["同人", "同人活動", "二次創作"],
    ["副業", "兼業"],
    ["漏えい", "漏洩", "リーク"],
    ["入館証", "社員証", "IDカード"],
    ["ボーナス", "賞与"],
    ["ジム", "スポーツクラブ"],
    ["忌引", "慶弔休暇"],
]

GROUPS_DOC = ("- Reading groups: `all-staff`, `managers` (部門長・ディレクター・プロデューサー: GM-HR-06, GM-SC-02), "
              "`hr` (人事部: GM-HR-07, GM-HR-10).\n  A version is readable when it shares a group with the asker; "
              "restricted documents carry only their group.")

TITLE = "company-train-hoshikuzu-games"
INTRO = [
    "Japanese **training** data for a company-rules Q&A model that must learn whether a rule passage states the",
    "answer to an employee's question, and where (the answer span). Internal rules of the fictional game studio",
    "株式会社ほしくずゲームス (東京本社; 大阪スタジオ・札幌スタジオ; プログラマー, アーティスト, プランナー, QA (契約テスター・",
    "派遣スタッフ), 運営部・サーバー技術部; 未発表タイトルの機密保持, 開発機材・ライセンス, クランチ規制, 夜間メンテナンス手当,",
    "社内テストプレイ謝礼, 副業・同人活動, イベント出展, 休暇, 評価). Bundle format: SPEC §8, as in",
    "`shared/data/company-train/`; every rule and question here was written for this folder.",
]


def body(default_as_of, s):
    default = default_as_of
    future = s["future"]
    return [
        "## Conventions",
        "",
        GROUPS_DOC,
        "- Reference date: `as_of` is always null; `asked_date` is the date the question states (a month alone → its",
        f"  first day; a year alone → 1 January), otherwise `default_as_of` {default}. Undated questions about documents",
        f"  with two versions refer to the version valid on {default}; the future versions ({', '.join(future)}) are",
        "  reached only by questions stating a 2027 date.",
        "- Answerable: one required document and version (`required_doc_ids`, `required_versions`, parallel lists);",
        "  `answer_span` is a short exact substring of that version and `evidence` the whole sentence (or list line)",
        "  containing it. `category` is `direct` or `paraphrase` (English questions, and questions sharing under 25% of",
        "  their character bigrams with the evidence, are `paraphrase`), `period` (the question states a date and needs",
        "  that date's version), `permission` (restricted version the asker may read) or `near-miss` (the passage holds",
        "  another value of the asked kind; `near_miss=VALUE` in `notes`).",
        "- Unanswerable: `required_doc_ids` [] and no span/evidence. `missing-item` (the on-topic rule does not state the",
        "  asked item; `gap=not-defined`: it says 「…は本規程では定めない」; `gap=no-value`: it names the item but leaves",
        "  the value to 「別途通知する」「別途定める」; `gap=condition`: it states the item only under another condition or",
        "  for another case than the one asked; `gap=other-number`: it holds a number of the asked kind that answers",
        "  something else; `gap=part`: a two-part question one of whose parts no visible version states),",
        "  `target-mismatch` (the rule lists sibling sites, departments, platforms, employment types, relatives, venues",
        "  or AI tools, but not the asked one), `period` (no version of the topic document is valid on the asked date),",
        "  `permission` (only a version the asker may not read states it), `out-of-domain`.",
        "- Two-part questions carry `parts`: two objects {ask, answerable, required_doc_ids, required_versions,",
        "  answer_span, evidence}. Top-level `answerable` is true only when both parts are; then the top-level",
        "  required lists are the union and span/evidence those of the first part. Otherwise the question is",
        "  `missing-item` with `gap=part`, top-level required lists empty and `pair_of` pointing to the answerable",
        "  question about the stated part. No other question has `parts`.",
        "- `pair_of`: every unanswerable twin points to the answerable question it was derived from; dated and restricted",
        "  answerable variants point to their undated / open source where one exists. Out-of-domain questions have none.",
        "- `notes`: `style=polite|casual|typo|english`; near-miss: `near_miss=...`; unanswerable: `topic=DOC@VERSION`",
        "  (the nearest on-topic document; for `period` the document without version), `gap=...`, and a short reason.",
        "- `checks.jsonl` (not part of the bundle format): per question the topic document and strings that must not",
        "  occur in any version the asker can see on the reference date (`absent`) or in the topic version",
        "  (`absent_topic`).",
        "",
        "## Files and rebuilding",
        "",
        "- `corpus.jsonl`, `questions.jsonl`, `checks.jsonl`, `bundle.json` (synonym groups such as 有休/有給,",
        "  メンテ/メンテナンス, 液タブ/液晶ペンタブレット, 在宅/リモートワーク), this README.",
        "- `src/` — authoring sources: `common.py` (helpers), `hr.py`, `dev.py`, `ops.py`, `misc.py` (documents and",
        "  their questions), `readme.py` (this file's writer). `python3 src/build.py` regenerates every file here.",
        "- Checks: `.venv/bin/python -m retrieval.training.org_validate retrieval/training/orgs/hoshikuzu-games` (from the",
        "  repository root).",
        "",
        "## Caveats",
        "",
        "- \"Not answered by any visible version\" for `missing-item` and `target-mismatch` rests on reading plus the",
        "  listed absent strings, not on a full semantic search.",
        "- Some answers need the reader to apply a rule to a stated case (e.g. 作業開始23時 → 22時以降の額,",
        "  12万円の機材 → 所属長承認の上限超).",
        "",
        "Training data; written for this project; CC0.",
        "",
    ]


def write(out, corpus, questions, default_as_of):
    s = stats(corpus, questions, default_as_of)
    write_readme(out, TITLE, INTRO, count_lines(s, "hoshikuzu"), body(default_as_of, s))
