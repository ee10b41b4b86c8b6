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
        "# company-train-sumika-architects",
        "",
        "Japanese **training** data for a company-rules Q&A model that must decide whether a rule passage",
        "states the answer to an employee's question, and where (the answer span). Internal rules of the",
        "fictional architecture and design firm 株式会社すみか設計 (本社（東京）, 名古屋事務所, 仙台事務所; 意匠設計,",
        "構造設計, 設備設計, 現場監理, 派遣CADオペレーター; 正社員・契約社員): working time and overtime, discretionary",
        "work, late-night work and taxis, paid and special leave, qualification support and allowances (一級建築士 …),",
        "design-change approval, drawing/data retention, competitions (コンペ手当), model-making costs, design review,",
        "site-supervision safety gear, domestic travel, site transport and company cars, temp staff, condolence money,",
        "data security, remote work; restricted: disciplinary procedure (hr), appraisal and bonus (managers), fee",
        "discount approval (managers). Bundle format as in the other `company-train` folders (SPEC §8). Everything",
        "here is fictional and written for this project (CC0); no text was taken from any other data set.",
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
        "- Reading groups: `all-staff`, `managers` (所長・部長), `hr` (人事総務部). A version is readable when it",
        "  shares a group with the asker; restricted documents carry only their group (AR-HR-08 `hr`; AR-MG-01 and",
        "  AR-MG-02 `managers`).",
        "- Reference date: `as_of` is always null; `asked_date` is the date the question states (a month alone → its",
        f"  first day; every such month lies inside one validity period); otherwise `default_as_of` {default_as_of}.",
        "  Undated questions about documents with two versions refer to the version valid on that day; the",
        "  scheduled successors AR-HR-07 v2 (2027-01-01) and AR-HR-02 v2 (2027-04-01) are reached only by",
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
        "  (two-part question one of whose parts is stated nowhere); `target-mismatch` (the rule lists sibling",
        "  offices, regions, licences, safety gear, model kinds, relatives, employment types or loaned items, but not the",
        "  one asked); `period` (no version of the on-topic document valid on the asked date); `permission` (only a",
        "  version the asker may not read states it); `out-of-domain`.",
        "- Two-part questions carry `parts`: two objects {ask, answerable, required_doc_ids, required_versions,",
        "  answer_span, evidence}. Top-level `answerable` is true only when both parts are; then top-level",
        "  span/evidence are those of the first part. Otherwise the top level is `missing-item` with `gap=part`,",
        "  `required_doc_ids` [] and `topic=` the stated part's document; the stated part keeps its span.",
        "- `pair_of`: every unanswerable twin (not out-of-domain) points to the answerable question it was derived",
        "  from; dated answerable variants point to their undated source.",
        "- `notes`: `style=polite|casual|typo|english`; `near_miss=...`; unanswerable: `topic=DOC@VERSION` (the",
        "  nearest on-topic document; for `period` and `permission` without version), `gap=...`, and a short reason",
        "  in Japanese; two-part questions also carry `two-part`.",
        "- `checks.jsonl` (not part of the bundle format): per question the topic document and strings that must",
        "  not occur in any version the asker can see on the reference date (`absent`) or in the topic version",
        "  (`absent_topic`).",
        "",
        "## Files and rebuilding",
        "",
        "- `corpus.jsonl`, `questions.jsonl`, `checks.jsonl`, `bundle.json` (synonym groups such as 有休/有給,",
        "  コンペ/設計競技, 適判/構造計算適合性判定, CADオペ/CADオペレーター, タク代/タクシー代), `README.md` — all generated.",
        "- `src/` — authoring sources: `common.py` (helpers doc/V/A/U/P/part), `hr.py` (AR-HR-01..05), `design.py`",
        "  (AR-DS-01..05), `other.py` (AR-SF-01, AR-TR-01, AR-TR-02, AR-HR-06, AR-HR-07), `other2.py` (AR-HR-08..10,",
        "  AR-IT-01, AR-GA-01, AR-MG-01, AR-MG-02), `more.py` / `more2.py` / `more3.py` (second and third passes: more",
        "  twins, typo questions, cross-document two-part questions), `extra.py` (out-of-domain, synonyms, `DROP_KEYS`),",
        "  `readme.py`, `build.py`. Rebuild everything with `python3 src/build.py` (from this folder or anywhere).",
        "- Check with `.venv/bin/python -m retrieval.training.org_validate retrieval/training/orgs/sumika-architects`",
        "  (from the repository root).",
        "",
        "## Caveats",
        "",
        "- \"Not answered by any visible version\" for missing-item and target-mismatch questions rests on reading",
        "  plus the listed absent strings, not on a full semantic search.",
        "- Some evidence is a list line (e.g. `本人の結婚：5日`); a few answers need the reader to apply the rule to",
        "  the stated case (影響額150万円 → 200万円未満は軽微変更で管理建築士; 値引き15% → 設計部長; 仙台出張 → その他の",
        "  地域の宿泊上限).",
        "",
        "Training data; fictional; written for this project; CC0.",
        "",
    ]
    with open(os.path.join(out, "README.md"), "w", encoding="utf-8") as f:
        f.write("\n".join(L))
