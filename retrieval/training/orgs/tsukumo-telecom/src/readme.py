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
        "# company-train-tsukumo-telecom",
        "",
        "Japanese **training** data for a company-rules Q&A model that must learn whether a rule passage",
        "states the answer to an employee's question, and where (the answer span). Internal rules of the",
        "fictional regional telecom / internet provider つくも通信株式会社 (本社; コールセンター: 仙台・札幌;",
        "直営ショップ: 駅前店・モール店; 技術職 (回線工事・ネットワーク運用), オペレーター (正社員・契約社員・派遣),",
        "ショップスタッフ; 料金プラン ライト・スタンダード・プレミアム). Topics: shifts and breaks, leave, the",
        "employee discount on the plans, commuting, evaluation (restricted), allowances (restricted), call-recording",
        "retention, customer identity checks, cancellation / retention offers, call-center floor rules, customer",
        "harassment, outage communication, on-call duty and allowance, major-outage escalation (restricted), work at",
        "height, work vehicles, in-home installation, shop operations, shop sales incentives (restricted), information",
        "security, domestic travel. Bundle format as in `company-train/tsubasa-hotels/`; all text written for this",
        "project (CC0), independently of every evaluation set.",
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
        "- Reading groups: `all-staff`, `managers` (店長・センター長・部門長などの評価者), `hr` (人事部), `netops` (ネットワーク運用責任者).",
        "  A version is readable when it shares a group with the asker; restricted documents carry only their group.",
        "- Reference date: `as_of` is always null; `asked_date` is the date the question states (a month alone → its",
        f"  first day, and every such month lies inside one validity period); otherwise `default_as_of` {default_as_of}.",
        "  Undated questions about documents with two versions refer to the version valid on 2026-12-01; the",
        "  future versions listed above are reached only by questions that state a 2027 date.",
        "- Text: articles `## 第N条（見出し）` numbered 1..n and a `## 附則` naming valid_from (YYYY年M月D日); 400-1400",
        "  characters per version; owner/contact/targets per version.",
        "- Answerable: one required document and version (`required_doc_ids`, `required_versions`, parallel lists; for",
        "  a two-part question the union of its parts' documents, up to two);",
        "  `answer_span` is a short exact substring of that version's text and `evidence` the whole sentence (or list",
        "  line) containing it, also an exact substring. `category` is `direct` or `paraphrase` (English questions, and",
        "  questions sharing under 25% of their character bigrams with the evidence, are `paraphrase`), `period` (the",
        "  question states a date and needs that date's version), `permission` (the version is restricted and the asker",
        "  may read it) or `near-miss` (the passage also holds another value of the asked kind for a sibling item;",
        "  `near_miss=VALUE` in `notes` names it).",
        "- Unanswerable: `required_doc_ids` [] and no span/evidence. `missing-item` (the on-topic rule does not state",
        "  the asked item; `gap=not-defined`: it says 「…は本規程では定めない」; `gap=no-value`: it names the item but",
        "  leaves the value to 「別途通知する」「別途定める」; `gap=condition`: it states the item only under another condition",
        "  or scope than the one asked (8-hour vs. 6-hour shift, operators vs. shop staff, level 1 vs. level 3 outage …);",
        "  `gap=other-number`: the passage holds a number of the asked kind that answers something else; `gap=part`:",
        "  a two-part question one of whose two things is stated nowhere), `target-mismatch` (the rule lists sibling sites,",
        "  plans, shifts, vehicle classes, outage levels, relatives, housing types or qualifications, but not the one asked about), `period` (no",
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
        "  occur in any version the asker can see on the reference date (e.g. the asked region or plan name).",
        "",
        "## Files",
        "",
        "- `corpus.jsonl`, `questions.jsonl`, `bundle.json` (synonym groups such as 有休/有給/年休, 社割/社員割引,",
        "  当番/オンコール, ハーネス/墜落制止用器具, SV/スーパーバイザー), `checks.jsonl`",
        "- `src/` — the authoring sources (`common.py` helpers; `hr.py`, `cc.py`, `nw_en.py`, `shop_misc.py` documents",
        "  and their questions, out-of-domain questions and synonyms; `extra.py` a second pass of twins and wording;",
        "  `twopart.py` two-part questions; `readme.py` this README); `python3 src/build.py` regenerates every file",
        "  here, this README included.",
        "- Validation: `.venv/bin/python -m retrieval.training.org_validate retrieval/training/orgs/tsukumo-telecom`",
        "  (0 problems), and an adaptation of tsubasa-hotels/validate.py kept outside the repository, extended for",
        "  `parts`, the gap kinds, unique question texts, English wording and this bundle's size ranges (0 errors).",
        "",
        "## Caveats",
        "",
        "- Labels were checked by the validators and by reading; \"not answered by any visible version\" for",
        "  `missing-item` and `target-mismatch` rests on reading plus the listed absent strings, not on a full",
        "  semantic search.",
        "- Several target-mismatch questions ask about a group or site that the rule's scope list leaves out (e.g. an",
        "  オペレーター asking about the shop incentive, a call center other than 仙台・札幌); a reader could infer",
        "  \"not covered\" from the list, but the rule states no value for it.",
        "- Evidence for some answers is a list line (e.g. `解約の通話：5年`); a few answers need the reader to apply a",
        "  rule to a stated case (片道18km → 10km以上25km未満, 50回線 → レベル3, 大晦日 → 12月31日から1月3日).",
        "- Two-part questions whose missing part is stated nowhere are `missing-item` / `gap=part`; the topic",
        "  recorded in checks.jsonl is the document the missing part would belong to.",
        "",
        "Training data; written for this project; CC0.",
        "",
    ]
    with open(os.path.join(out, "README.md"), "w", encoding="utf-8") as f:
        f.write("\n".join(L))
