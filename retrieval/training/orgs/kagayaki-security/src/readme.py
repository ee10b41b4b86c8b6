"""Write README.md with counts computed from the built files."""
import os
import re
from collections import Counter


def write(out, corpus, questions, default_as_of):
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
    two_ok = sum(1 for q in two if q["answerable"])
    two_docs = sum(1 for q in two if len({d for p in q["parts"] for d in p["required_doc_ids"]}) > 1)
    L = [
        "# company-train-kagayaki-security",
        "",
        "Japanese **training** data for a company-rules Q&A model that must learn whether a rule passage",
        "states the answer to an employee's question, and where (the answer span). Internal rules of the",
        "fictional security services company かがやき警備保障株式会社 (業務区分: 施設警備 (1号), 交通誘導警備 (2号),",
        "貴重品運搬警備 (3号), 身辺警備 (4号); 本社・横浜営業所・千葉営業所; 常勤・日勤・夜勤・登録制の警備員, 隊長,",
        "管制). Topics: shift patterns and naps (仮眠), leave, night/24-hour duty allowances, qualification allowances",
        "(警備業務検定), commuting costs, registered (登録制) guards, statutory training (新任・現任教育), support for",
        "qualifications, uniforms and equipment, facility patrols and patrol records, key management, incident",
        "reporting, traffic-control standards (heat/cold), cash transport (restricted), close protection, control room",
        "and check-in calls, health checks, business travel, congratulatory/condolence payments, pay and bonus",
        "(restricted), team-leader appointment and allowance (restricted), leave of absence (restricted).",
        "Bundle format as in `company-train/tsubasa-hotels/`; all text written for this project (CC0),",
        "independently of every evaluation set.",
        "",
        "## Counts (computed by `src/readme.py` from the built files)",
        "",
        f"- corpus.jsonl: {len(docs)} documents, {len(corpus)} versions; {len(multi)} documents with two versions "
        f"({', '.join(multi)}); future versions (after default_as_of): {', '.join(future)}; restricted: "
        f"{', '.join(restricted)}. Text {min(len(r['text']) for r in corpus)}-{max(len(r['text']) for r in corpus)} "
        "characters per version.",
        f"- questions.jsonl: {n} questions, {na} answerable ({na / n:.1%}), {n - na} unanswerable "
        f"({(n - na) / n:.1%}).",
    ]
    for (a, c), k in sorted(cats.items(), key=lambda t: (not t[0][0], t[0][1])):
        L.append(f"  - {'answerable' if a else 'unanswerable'} / {c}: {k}")
    L += [
        f"- missing-item questions by `gap=` in notes: {', '.join(f'{k} {v}' for k, v in sorted(gaps.items()))}; "
        f"without gap: {cats[(False, 'missing-item')] - sum(gaps.values())}",
        f"- two-part questions (field `parts`): {len(two)} ({len(two) / n:.1%}); both parts stated: {two_ok}; "
        f"one part not stated (missing-item, gap=part): {len(two) - two_ok}; parts from two documents: {two_docs}",
        f"- unanswerable questions without `pair_of`: {unpaired} (out-of-domain have none)",
        "- styles (in `notes`): " + ", ".join(f"{k} {v} ({v / n:.1%})" for k, v in styles.most_common()),
        "- asker groups: " + ", ".join(f"{k} {v}" for k, v in groups.most_common()),
        f"- questions stating a date (`asked_date` set): {sum(1 for q in questions if q['asked_date'])}",
        "",
        "## Conventions",
        "",
        "- Reading groups: `all-staff`, `managers` (営業所長・隊長), `hr` (人事部), `cash-transport` (貴重品運搬隊員).",
        "  A version is readable when it shares a group with the asker; restricted documents carry only their group.",
        "- Reference date: `as_of` is always null; `asked_date` is the date the question states (a month alone → its",
        f"  first day, and every such month lies inside one validity period); otherwise `default_as_of` {default_as_of}.",
        "  Undated questions about documents with two versions refer to the version valid on 2026-12-01; the",
        "  future versions listed above are reached only by questions that state a 2027 date.",
        "- Text: articles `## 第N条（見出し）` numbered 1..n and a `## 附則` naming valid_from (YYYY年M月D日); 400-1400",
        "  characters per version; owner/contact/targets per version.",
        "- Answerable: one required document and version (`required_doc_ids`, `required_versions`, parallel lists);",
        "  `answer_span` is a short exact substring of that version's text and `evidence` the whole sentence (or list",
        "  line) containing it, also an exact substring. `category` is `direct` or `paraphrase` (English questions, and",
        "  questions sharing under 25% of their character bigrams with the evidence, are `paraphrase`), `period` (the",
        "  question states a date and needs that date's version), `permission` (the version is restricted and the asker",
        "  may read it) or `near-miss` (the passage also holds another value of the asked kind for a sibling item;",
        "  `near_miss=VALUE` in `notes` names it).",
        "- Unanswerable: `required_doc_ids` [] and no span/evidence. `missing-item` (the on-topic rule does not state",
        "  the asked item; `gap=not-defined`: it says 「…は本規程では定めない」; `gap=no-value`: it names the item but",
        "  leaves the value to 「別途通知する」「別途定める」; `gap=condition`: it states the item only under another condition",
        "  or scope than the one asked (当務 vs. 夜勤, 常勤 vs. 日勤, 交通事故 vs. 盗難, 深夜 vs. 休日 …);",
        "  `gap=other-number`: the passage holds a number of the asked kind that answers something else; `gap=part`:",
        "  a two-part question whose second thing is stated nowhere), `target-mismatch` (the rule lists sibling offices,",
        "  business types, qualifications, employment types, relatives or items, but not the one asked about), `period` (no",
        "  version of the on-topic document is valid on the asked date), `permission` (only a version the asker may not",
        "  read states it), `out-of-domain`.",
        "- Two-part questions carry `parts`: two objects {ask, answerable, required_doc_ids, required_versions,",
        "  answer_span, evidence}. Top-level `answerable` is true only when both parts are; then top-level",
        "  required_doc_ids/versions are the union (parallel, no duplicates) and answer_span/evidence are those of the",
        "  first part. When one part is stated nowhere the question is `missing-item` with `gap=part`, top-level",
        "  required_doc_ids [] and the stated part kept in `parts`. `notes` of these questions contain `two-part`.",
        "- `pair_of`: every unanswerable twin points to the answerable question it was derived from (same topic);",
        "  dated and restricted answerable variants point to their undated / open source where one exists.",
        "- `notes`: `style=polite|casual|typo|english`; answerable near-miss: `near_miss=...`; unanswerable:",
        "  `topic=DOC@VERSION` (the nearest on-topic document; for `permission` the restricted document that does",
        "  answer; for `period` the document without version), `gap=...` where it applies, and a short reason.",
        "- `checks.jsonl` (not part of the bundle format): per question the topic document and strings that must not",
        "  occur in any version the asker can see on the reference date (`absent`, e.g. the asked office or relative) or in",
        "  the topic version (`absent_topic`, for a target named elsewhere in the corpus, e.g. 身辺警備).",
        "",
        "## Files",
        "",
        "- `corpus.jsonl`, `questions.jsonl`, `bundle.json` (synonym groups such as 有休/有給/年休, 当務/24時間勤務,",
        "  交通誘導/2号警備, 指教責/警備員指導教育責任者, 合図灯/誘導灯), `checks.jsonl`",
        "- `src/` — the authoring sources (`common.py` helpers; `hr.py`, `ops.py`, `ops2.py`, `ops3.py`, `misc.py`,",
        "  `restricted.py` documents and their questions; `more.py`, `more2.py` further twins; `extra.py` two-part and",
        "  out-of-domain questions and synonyms; `readme.py` this file); `python3 src/build.py` regenerates every file",
        "  here, this README included.",
        "- Validation: `.venv/bin/python -m retrieval.training.org_validate retrieval/training/orgs/kagayaki-security`",
        "  (0 problems), and an adaptation of tsubasa-hotels/validate.py extended for `parts`, the gap kinds and",
        "  this bundle's sizes (kept outside the repository), also 0 errors.",
        "",
        "## Caveats",
        "",
        "- Labels were checked by the validator and by reading; \"not answered by any visible version\" for",
        "  `missing-item` and `target-mismatch` rests on reading plus the listed absent strings, not on a full",
        "  semantic search.",
        "- Some target-mismatch questions ask about a target the rule's list leaves out (e.g. 日勤 for 仮眠, 本社 for",
        "  登録申請); a reader could infer \"no\" from the list, but the rule does not state it.",
        "- Evidence for some answers is a list line (e.g. `夏服上衣：2着`) rather than a full sentence; a few answers need",
        "  the reader to apply a rule to a stated case (e.g. 申請が15日に受理 → 11日以降は翌月分から; 勤続3年 → 1年以上5年未満).",
        "- Hours of statutory training and similar figures are fictional and are not a statement of the law.",
        "",
        "Training data; written for this project; CC0.",
        "",
    ]
    with open(os.path.join(out, "README.md"), "w", encoding="utf-8") as f:
        f.write("\n".join(L))
