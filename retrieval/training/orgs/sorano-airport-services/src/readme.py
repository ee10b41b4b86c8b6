"""README.md for the bundle; every count is computed from the written files."""
import os
import re
from collections import Counter


def write(out, corpus, questions, default_as_of):
    docs = Counter(r["doc_id"] for r in corpus)
    n = len(questions)
    na = sum(q["answerable"] for q in questions)
    cats = Counter((q["answerable"], q["category"]) for q in questions)
    styles = Counter(re.match(r"style=(\w+)", q["notes"]).group(1) for q in questions)
    groups = Counter("+".join(q["groups"]) for q in questions)
    restricted = sorted({f"{r['doc_id']} ({', '.join(r['groups'])})" for r in corpus if "all-staff" not in r["groups"]})
    multi = sorted(d for d, k in docs.items() if k > 1)
    future = sorted(f"{r['doc_id']} v{r['version']} from {r['valid_from']}" for r in corpus
                    if r["valid_from"] > default_as_of)
    gaps = Counter(m.group(1) for q in questions for m in [re.search(r"gap=([\w-]+)", q["notes"])] if m)
    two = [q for q in questions if "parts" in q]
    two_a = sum(q["answerable"] for q in two)
    two_x = sum(1 for q in two if len({d for p in q["parts"] for d in p["required_doc_ids"]}) > 1)
    unpaired = sum(1 for q in questions if not q["answerable"] and q["category"] != "out-of-domain" and not q["pair_of"])
    L = [
        "# company-train-sorano-airport-services",
        "",
        "Japanese **training** data for a company-rules Q&A model that must learn whether a rule passage states the",
        "answer to an employee's question, and where (the answer span). Internal rules of the fictional airport ground",
        "handling company そらのエアポートサービス株式会社 (拠点: 羽田・成田・関西・那覇; 旅客ハンドリング（カウンター・搭乗口）,",
        "ランプ（手荷物・搭載）, 給油, 航空機誘導, 航空保安検査; 正社員・契約社員・パート社員). Bundle format: SPEC §8 plus",
        "`answer_span`, `evidence`, `pair_of`, `checks.jsonl` and `parts`, as in `../../../../../shared/data/company-train/`.",
        "Written for this project, independently of every evaluation set; no text taken from other bundles.",
        "",
        "## Counts (computed by `src/readme.py`)",
        "",
        f"- corpus.jsonl: {len(docs)} documents, {len(corpus)} versions; {len(multi)} documents with two versions "
        f"({', '.join(multi)}); future versions (after default_as_of {default_as_of}): {', '.join(future)}; "
        f"restricted: {', '.join(restricted)}. Text {min(len(r['text']) for r in corpus)}-"
        f"{max(len(r['text']) for r in corpus)} characters per version.",
        f"- questions.jsonl: {n} questions, {na} answerable ({na / n:.1%}), {n - na} unanswerable ({(n - na) / n:.1%}).",
    ]
    for (a, c), k in sorted(cats.items(), key=lambda t: (not t[0][0], t[0][1])):
        L.append(f"  - {'answerable' if a else 'unanswerable'} / {c}: {k}")
    L += [
        f"- missing-item gaps (`gap=` in notes): " + ", ".join(f"{k} {v}" for k, v in sorted(gaps.items())),
        f"- two-part questions (`parts`): {len(two)} ({len(two) / n:.1%}); both parts stated {two_a}, one part not "
        f"stated {len(two) - two_a}; parts from two different documents {two_x}",
        f"- unanswerable questions without `pair_of`: {unpaired} (out-of-domain only)",
        "- styles (in `notes`): " + ", ".join(f"{k} {v} ({v / n:.1%})" for k, v in styles.most_common()),
        "- asker groups: " + ", ".join(f"{k} {v}" for k, v in groups.most_common()),
        f"- questions stating a date (`asked_date` set): {sum(1 for q in questions if q['asked_date'])}",
        "",
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
    with open(os.path.join(out, "README.md"), "w", encoding="utf-8") as f:
        f.write("\n".join(L))
