"""README.md generator for the tokiwa-insurance bundle: every count below is computed from the built files."""
import os
import re
from collections import Counter

SYNONYMS = [
    ["有休", "有給", "年休", "年次有給休暇"],
    ["半休", "半日単位の取得"],
    ["残業", "時間外労働"],
    ["営業職員", "営業", "生保レディ", "生命保険募集人", "募集人"],
    ["内勤", "内勤職員"],
    ["所長", "営業所長"],
    ["コンプラ", "コンプライアンス"],
    ["コンプラ統括部", "コンプライアンス統括部"],
    ["一般課程", "一般課程試験"],
    ["ドルプラン", "ときわドルプラン", "外貨建保険"],
    ["変額ライフ", "ときわ変額ライフ", "変額保険"],
    ["メディカル", "ときわメディカル", "医療保険"],
    ["乗合", "乗合代理店"],
    ["専属", "専属代理店"],
    ["銀行の代理店", "金融機関代理店"],
    ["ナビ", "ときわナビ", "営業支援システム"],
    ["BOX", "ときわBOX", "ファイル共有システム"],
    ["タブレット", "営業用タブレット"],
    ["反社", "反社会的勢力"],
    ["クレーム", "苦情"],
    ["手土産", "贈答品", "贈り物"],
    ["ガソリン代", "燃料代"],
    ["軽", "軽自動車"],
    ["普通車", "普通自動車"],
    ["マイカー", "私有車", "自分の車"],
    ["ホテル代", "宿泊費"],
    ["ボーナス", "賞与"],
    ["人事評価", "人事考課", "考課"],
    ["FP", "FP技能検定"],
    ["報奨金", "合格報奨金"],
]


def write_readme(out, corpus, questions, default_as_of):
    docs = Counter(r["doc_id"] for r in corpus)
    n = len(questions)
    na = sum(q["answerable"] for q in questions)
    cats = Counter((q["answerable"], q["category"]) for q in questions)
    styles = Counter(q["notes"].split(";")[0].split("=")[1] for q in questions)
    groups = Counter("+".join(q["groups"]) for q in questions)
    restricted = sorted({f"{r['doc_id']} ({', '.join(r['groups'])})" for r in corpus if "all-staff" not in r["groups"]})
    multi = sorted(d for d, k in docs.items() if k > 1)
    future = sorted(f"{r['doc_id']} v{r['version']} from {r['valid_from']}" for r in corpus
                    if r["valid_from"] > default_as_of)
    gaps = Counter(re.search(r"gap=([\w-]+)", q["notes"]).group(1) for q in questions if "gap=" in q["notes"])
    unpaired = sum(1 for q in questions if not q["answerable"] and q["category"] != "out-of-domain"
                   and not q["pair_of"])
    two = [q for q in questions if "parts" in q]
    two_ok = sum(q["answerable"] for q in two)
    two_cross = sum(1 for q in two if len({d for p in q["parts"] for d in p["required_doc_ids"]}) > 1)
    lines = [
        "# company-train-tokiwa-insurance",
        "",
        "Japanese **training** data for a company-rules Q&A model that must learn whether a rule passage",
        "states the answer to an employee's question, and where (the answer span). Internal rules of the",
        "fictional life insurer ときわ生命保険株式会社 (本社; 支社: 札幌・仙台・名古屋・大阪・広島・福岡; 営業職員",
        "(生命保険募集人), 内勤職員, 代理店担当職員, 契約社員; products ときわ終身, ときわメディカル, ときわ年金,",
        "ときわ変額ライフ, ときわドルプラン). Topics: 募集人資格・登録, 顧客訪問, 高齢者募集, 営業目標と手当, 代理店管理,",
        "営業所運営, 保険金支払査定, 疑義事案, 契約者情報, 贈答・接待, 苦情対応, 営業車両, 転勤・赴任, 勤務時間, 休暇,",
        "旅費・経費, 研修・資格取得支援, 人事考課. Bundle format as in `company-train/tsubasa-hotels` (SPEC §8),",
        "plus a `parts` field on two-part questions. Written independently of every evaluation set and of the",
        "other training bundles (their files were read for format only); fictional; CC0.",
        "",
        "## Counts",
        "",
        f"- corpus.jsonl: {len(docs)} documents, {len(corpus)} versions; {len(multi)} documents with two versions "
        f"({', '.join(multi)}); future versions (after default_as_of): {', '.join(future)}; restricted: "
        f"{', '.join(restricted)}. Text {min(len(r['text']) for r in corpus)}-{max(len(r['text']) for r in corpus)} "
        "characters per version.",
        f"- questions.jsonl: {n} questions, {na} answerable ({na / n:.1%}), {n - na} unanswerable "
        f"({(n - na) / n:.1%}).",
    ]
    for (a, c), k in sorted(cats.items(), key=lambda t: (not t[0][0], t[0][1])):
        lines.append(f"  - {'answerable' if a else 'unanswerable'} / {c}: {k}")
    lines += [
        f"- missing-item questions by `gap=` in notes: " + ", ".join(f"{k} {v}" for k, v in sorted(gaps.items()))
        + f"; without gap: {cats[(False, 'missing-item')] - sum(gaps.values())}",
        f"- two-part questions (`parts`): {len(two)} ({len(two) / n:.1%}); both parts answerable {two_ok}, "
        f"one part stated nowhere (missing-item, gap=part) {len(two) - two_ok}; parts from two documents {two_cross}",
        f"- unanswerable questions without `pair_of`: {unpaired} (all out-of-domain have none)",
        "- styles (in `notes`): " + ", ".join(f"{k} {v} ({v / n:.1%})" for k, v in styles.most_common()),
        "- asker groups: " + ", ".join(f"{k} {v}" for k, v in groups.most_common()),
        f"- questions stating a date (`asked_date` set): {sum(1 for q in questions if q['asked_date'])}",
        "",
        "## Conventions",
        "",
        "- Reading groups: `all-staff`, `managers` (支社長・営業所長・所長代理), `hr` (人事部), `claims` (保険金部の査定担当).",
        "  A version is readable when it shares a group with the asker; restricted documents carry only their group.",
        "- Reference date: `as_of` is always null; `asked_date` is the date the question states (a month alone → its",
        "  first day, and every such month lies inside one validity period); otherwise `default_as_of` "
        f"{default_as_of}.",
        "  Undated questions about documents with two versions refer to the version valid on that day; the scheduled",
        "  successors " + ", ".join(future) + " are reached only by questions that state a 2027 date.",
        "- Answerable: `required_doc_ids` / `required_versions` are parallel lists; `answer_span` is a short exact",
        "  substring of the version's text and `evidence` the whole sentence (or list line) containing it, also an exact",
        "  substring. `category` is `direct` or `paraphrase` (English questions, and questions sharing under 25% of their",
        "  character bigrams with the evidence, are `paraphrase`), `period` (the question states a date and needs that",
        "  date's version), `permission` (the version is restricted and the asker may read it) or `near-miss` (the passage",
        "  also holds another value of the asked kind that would be a wrong answer; `near_miss=VALUE` in `notes`).",
        "- Unanswerable: `required_doc_ids` [] and no span/evidence. `missing-item` (the on-topic rule does not state the",
        "  asked item) with `gap=` in notes where it applies: `not-defined` (the rule says 「…は本規程では定めない」),",
        "  `no-value` (the rule names the item but leaves it to 「別途通知する」「別途定める」 or to an 別表 that is not",
        "  there), `condition` (the rule states the item only under another condition — another employee group,",
        "  age band, distance, kind of defect …), `other-number` (the passage holds a number of the asked kind that",
        "  answers something else), `part` (two-part question whose second ask is stated nowhere); `target-mismatch`",
        "  (the rule lists sibling products, branches, relatives, vehicle types, qualifications or roles, but not the",
        "  one asked about); `period` (no version of the on-topic document is valid on the asked date); `permission`",
        "  (only a version the asker may not read states it); `out-of-domain`.",
        "- Two-part questions carry `parts`: two objects {ask, answerable, required_doc_ids, required_versions,",
        "  answer_span, evidence}. Top-level `answerable` is true only when both parts are; then the top-level",
        "  required lists are the union and answer_span/evidence those of the first part. When one part is stated",
        "  nowhere the question is `missing-item` with `gap=part` and top-level `required_doc_ids` [] (the stated part",
        "  keeps its span in `parts`). `notes` also say `two-part`.",
        "- `pair_of`: every unanswerable twin points to the answerable question it was derived from (same topic, item",
        "  or target changed); dated answerable variants point to their undated source. Out-of-domain have none.",
        "- `notes`: `style=polite|casual|typo|english`; answerable near-miss: `near_miss=...`; unanswerable:",
        "  `topic=DOC@VERSION` (the nearest on-topic document; for `permission` the restricted document that does",
        "  answer; for `period` the document without version), `gap=...` where it applies, and a short reason.",
        "- `checks.jsonl` (not part of the bundle format): per question the topic document and strings that must not",
        "  occur in any version the asker can see on the reference date (`absent`) or in the topic version",
        "  (`absent_topic`).",
        "",
        "## Files and rebuilding",
        "",
        "- `corpus.jsonl`, `questions.jsonl`, `bundle.json` (synonym groups such as 有休/有給/年休, 所長/営業所長,",
        "  ドルプラン/外貨建保険, ガソリン代/燃料代), `checks.jsonl`, this README.",
        "- `src/` — the authoring sources: `common.py` (helpers `doc`, `A`, `U`, `P`), `sales.py` (TK-SL-*),",
        "  `claims.py` (TK-CL-*, TK-CP-*), `admin.py` (TK-GA-*), `hr.py` (TK-HR-*), `extra.py` (further twins,",
        "  two-part and out-of-domain questions), `selection.py` (authored answerable questions left out to keep the",
        "  bundle near half answerable), `readme.py` (this file's generator).",
        "  `python3 src/build.py` regenerates every file here; it fails on a span/context that is not unique in its",
        "  version or an unknown pair.",
        "- Validation: the shared validator (`../validate.py`, when present); during authoring a copy of the",
        "  tsubasa-hotels validator adapted to this bundle's sizes, groups and `parts` was run with 0 errors.",
        "",
        "## Caveats",
        "",
        "- \"Not answered by any visible version\" for `missing-item` and `target-mismatch` rests on reading plus the",
        "  listed absent strings, not on a full semantic search.",
        "- Some answers need the reader to apply a rule to a stated case (e.g. 400万円の事案 → 「500万円以下…査定課長」,",
        "  入社3年目 → 24か月経過後の基本手当).",
        "- Some `gap=condition` / target-mismatch questions could be read as \"no\" by inference (e.g. 寒冷地手当 for a",
        "  branch not listed); they are labelled unanswerable because no sentence states the asked case.",
        "",
        "Training data; written for this project; CC0.",
        "",
    ]
    with open(os.path.join(out, "README.md"), "w", encoding="utf-8") as f:
        f.write("\n".join(lines))
