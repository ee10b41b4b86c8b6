"""Write README.md with counts computed from the built files."""
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
    gaps = Counter(m.group(1) for q in questions for m in [re.search(r"gap=([\w-]+)", q["notes"])] if m)
    restricted = sorted({f"{r['doc_id']} ({', '.join(r['groups'])})" for r in corpus
                         if "all-staff" not in r["groups"]})
    multi = sorted(d for d, k in docs.items() if k > 1)
    future = sorted(f"{r['doc_id']} v{r['version']} from {r['valid_from']}" for r in corpus
                    if r["valid_from"] > default_as_of)
    two = [q for q in questions if "parts" in q]
    two_ok = sum(q["answerable"] for q in two)
    two_cross = sum(1 for q in two if len({d for p in q["parts"] for d in p["required_doc_ids"]}) > 1)
    unpaired = sum(1 for q in questions if not q["answerable"] and q["category"] != "out-of-domain"
                   and not q["pair_of"])
    lens = [len(r["text"]) for r in corpus]
    L = [
        "# company-train-hanabishi-department-store",
        "",
        "Japanese **training** data for a company-rules Q&A model that must decide whether a rule passage",
        "states the answer to an employee's question, and where (the answer span). Internal rules of the",
        "fictional department store 株式会社花菱百貨店 (本店・新町店・駅ビル店, 外商部; 販売員（正社員・契約社員・",
        "パート社員）, 取引先派遣販売員（メーカー派遣）, 外商員, 催事担当): staff discount (floors and annual caps),",
        "wrapping and のし, returns and exchanges, dispatched vendor staff, shoplifting and theft, registers and cash,",
        "外商 customer handling and customer information, event set-up / tear-down and event overtime, uniform and",
        "grooming, leave, condolence leave and payments, overtime, commuting allowance, part-time employment,",
        "entrance and lockers, staff cafeteria, lost property; restricted: customer-system access (data-admins),",
        "appraisal and promotion (hr), floor-manager authority (managers). Bundle format as in the other",
        "`company-train` folders (SPEC §8). Everything here is fictional and written for this project (CC0).",
        "",
        "## Counts (computed by `src/readme.py` at build time)",
        "",
        f"- corpus.jsonl: {len(docs)} documents, {len(corpus)} versions; {len(multi)} documents with two versions "
        f"({', '.join(multi)}); future versions (after default_as_of {default_as_of}): {', '.join(future)}; "
        f"restricted: {', '.join(restricted)}. Text {min(lens)}-{max(lens)} characters per version.",
        f"- questions.jsonl: {n} questions, {na} answerable ({na / n:.1%}), {n - na} unanswerable "
        f"({(n - na) / n:.1%}).",
    ]
    for (a, c), k in sorted(cats.items(), key=lambda t: (not t[0][0], t[0][1])):
        L.append(f"  - {'answerable' if a else 'unanswerable'} / {c}: {k}")
    L += [
        "- missing-item questions by `gap=` in notes: " + ", ".join(f"{k} {v}" for k, v in sorted(gaps.items()))
        + f"; without gap {cats[(False, 'missing-item')] - sum(gaps.values())}",
        f"- two-part questions (field `parts`): {len(two)} ({len(two) / n:.1%}); both parts answerable {two_ok}, "
        f"one part stated nowhere (`gap=part`) {len(two) - two_ok}; parts from two different documents {two_cross}",
        "- styles (in `notes`): " + ", ".join(f"{k} {v} ({v / n:.1%})" for k, v in styles.most_common()),
        "- asker groups: " + ", ".join(f"{k} {v}" for k, v in groups.most_common()),
        f"- questions stating a date (`asked_date` set): {sum(1 for q in questions if q['asked_date'])}",
        f"- unanswerable questions without `pair_of`: {unpaired} (out-of-domain have none)",
        "",
        "## Conventions",
        "",
        "- Reading groups: `all-staff`, `managers` (売場責任者・店次長・店長), `hr` (人事部),",
        "  `data-admins` (外商顧客情報管理責任者).",
        "  A version is readable when it shares a group with the asker; restricted documents carry only their group",
        "  (DS-GS-03 `data-admins`; DS-HR-07 `hr`; DS-MG-01 `managers`).",
        "- Reference date: `as_of` is always null; `asked_date` is the date the question states (a month alone → its",
        f"  first day; every such month lies inside one validity period); otherwise `default_as_of` {default_as_of}.",
        "  Undated questions about documents with two versions refer to the version valid on that day; the",
        "  scheduled successors DS-EV-02 v2 (2027-01-01) and DS-HR-05 v2 (2027-04-01) are reached only by",
        "  questions that state a 2027 date.",
        "- Answerable: `required_doc_ids` / `required_versions` are parallel lists (one entry, or for two-part",
        "  questions the union of the parts' documents without duplicates); `answer_span` is the minimal exact",
        "  substring that answers and `evidence` the whole sentence (or list line, without its list marker) that",
        "  holds it, also an exact substring. `category`: `direct` / `paraphrase` (English questions and questions",
        "  sharing under 25% of their character bigrams with the evidence are `paraphrase`), `period` (the question",
        "  states a date and needs that date's version), `permission` (restricted version the asker may read),",
        "  `near-miss` (the passage also holds another value of the asked kind; `near_miss=VALUE` in notes).",
        "- Unanswerable: `required_doc_ids` [] and no span/evidence. `missing-item` (the on-topic rule does not",
        "  state the asked item) with `gap=` in notes where it applies: `not-defined` (the rule says",
        "  「…は本規程では定めない」), `no-value` (it names the item but leaves the value to 「別途通知する」/「別途定める」),",
        "  `condition` (the rule states the item only under another condition or for another case than the one",
        "  asked), `other-number` (the passage has numbers of the asked kind that answer something else), `part`",
        "  (two-part question whose second or first part is stated nowhere); `target-mismatch` (the rule lists",
        "  sibling stores, floors, customer tiers, payment methods, commuting means, relatives, employment types or",
        "  accessories, but not the one",
        "  asked); `period` (no version of the on-topic document valid on the asked date); `permission` (only a",
        "  version the asker may not read states it); `out-of-domain`.",
        "- Two-part questions carry `parts`: two objects {ask, answerable, required_doc_ids, required_versions,",
        "  answer_span, evidence}. Top-level `answerable` is true only when both parts are; then top-level",
        "  span/evidence are those of the first part. Otherwise the top level is `missing-item` with `gap=part`,",
        "  `required_doc_ids` [] and `topic=` the stated part's document; the stated part keeps its span.",
        "- `pair_of`: every unanswerable twin (not out-of-domain) points to the answerable question it was derived",
        "  from; dated answerable variants point to their undated source.",
        "- `notes`: `style=polite|casual|typo|english`; `near_miss=...`; unanswerable: `topic=DOC@VERSION` (the",
        "  nearest on-topic document; for `period` without version), `gap=...`, and a short reason in Japanese;",
        "  two-part questions also carry `two-part`.",
        "- `checks.jsonl` (not part of the bundle format): per question the topic document and strings that must",
        "  not occur in any version the asker can see on the reference date (`absent`) or in the topic version",
        "  (`absent_topic`).",
        "",
        "## Files and rebuilding",
        "",
        "- `corpus.jsonl`, `questions.jsonl`, `checks.jsonl`, `bundle.json` (synonym groups such as 社割/社員割引,",
        "  有休/有給, 派遣さん/派遣販売員, 社食/従業員食堂, 忘れ物/遺失物), `README.md` — all generated.",
        "- `src/` — authoring sources: `common.py` (helpers doc/V/A/U/P/part), `sales.py` (DS-SL-01..06),",
        "  `gaisho.py` (DS-GS-01..03), `event.py` (DS-EV-01..02), `hr.py` (DS-HR-01..07), `ga.py` (DS-MG-01,",
        "  DS-GA-01..03), `more.py` (later passes: target-mismatch, gap, period and permission twins, extra casual",
        "  variants, two-part questions across documents), `extra.py` (out-of-domain, synonyms, empty `DROP_KEYS`),",
        "  `readme.py`, `build.py`. Rebuild everything with `python3 src/build.py` (from this folder or anywhere).",
        "  The helper/build/readme code follows the pattern of `../akebono-power/src/`; all rule texts and",
        "  questions are new.",
        "- Validate: `.venv/bin/python -m retrieval.training.org_validate retrieval/training/orgs/hanabishi-department-store`",
        "  (from the repository root). The stricter per-bundle checker used while authoring (counts, gap kinds,",
        "  absent strings, parts) was kept outside the repository.",
        "",
        "## Caveats",
        "",
        "- \"Not answered by any visible version\" for missing-item and target-mismatch questions rests on reading",
        "  plus the listed absent strings, not on a full semantic search.",
        "- Some evidence is a list line (e.g. `本人の結婚：5日`); a few answers need the reader to apply the rule",
        "  to the stated case (実働7時間 → 6時間超は45分; 返金40万円 → 30万円超は店次長; 被害額15万円 → 10万円以上は",
        "  店長が翌営業日までに報告; 兄 → 兄弟姉妹 2日; 25%の値引 → 10%超30%までは店次長).",
        "- `gap=condition` / `gap=other-number` labels rest on reading: the rule's number or condition is for",
        "  another case, and nothing visible states the asked case. A few `condition` twins (e.g. 私物タブレット,",
        "  12月31日の加算) could be read as an implied 'no'; they are labelled unanswerable because no rule states it.",
        "- One answer span also occurs in its question (商品券 → 商品券で返金); kept because the question asks the",
        "  refund means and the span is the minimal answer.",
        "",
        "Training data; fictional; written for this project; CC0.",
        "",
    ]
    with open(os.path.join(out, "README.md"), "w", encoding="utf-8") as f:
        f.write("\n".join(L))
