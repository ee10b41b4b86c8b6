"""Write README.md with counts computed from the built files."""
import os
import re
from collections import Counter


def write(out, corpus, qs, byd):
    n = len(qs)
    na = sum(q["answerable"] for q in qs)
    cats = Counter((q["answerable"], q["category"]) for q in qs)
    styles = Counter(re.match(r"style=(\w+)", q["notes"]).group(1) for q in qs)
    gaps = Counter(m.group(1) for q in qs for m in [re.search(r"gap=([\w-]+)", q["notes"])] if m)
    two = [q for q in qs if "parts" in q]
    two_ok = sum(q["answerable"] for q in two)
    two_docs = sum(1 for q in two if len({d for p in q["parts"] for d in p["required_doc_ids"]}) > 1)
    multi = sorted(k for k, v in byd.items() if len(v) > 1)
    future = [f"{r['doc_id']} v{r['version']} from {r['valid_from']}" for r in corpus if r["valid_from"] > "2026-12-01"]
    restricted = sorted(f"{k} ({'/'.join(v[0]['groups'])})" for k, v in byd.items() if "all-staff" not in v[0]["groups"])
    lens = [len(r["text"]) for r in corpus]
    groups = Counter("+".join(q["groups"]) for q in qs)
    lines = ["# kirameki-building-services", "",
             "Japanese training data for Konkyo's answerability model: internal rules of the fictional building",
             "cleaning and maintenance company きらめきビルサービス株式会社 (営業所: 東京・川崎・船橋; 日常清掃員（パート中心）,",
             "定期清掃班, 設備管理員（常駐）; 警備連携, 清掃用薬剤, 高所作業, 鍵, 忘れ物, 労災・物損, 手当, 制服, 資格手当, 休暇).",
             "Format of company-train (`shared/data/company-train/`, tsubasa-hotels conventions) plus `parts` on two-part questions",
             "and the gap values `condition`, `other-number`, `part`. Written for this project; CC0.", "",
             "## Counts (computed by `src/readme.py`)", "",
             f"- corpus.jsonl: {len(byd)} documents, {len(corpus)} versions; {len(multi)} documents with two versions "
             f"({', '.join(multi)}); future: {', '.join(future)}; restricted: {', '.join(restricted)}; "
             f"text {min(lens)}-{max(lens)} characters per version.",
             f"- questions.jsonl: {n} questions, {na} answerable ({na / n:.1%}), {n - na} unanswerable ({(n - na) / n:.1%}).",
             ]
    for (a, c), k in sorted(cats.items(), key=lambda t: (not t[0][0], t[0][1])):
        lines.append(f"  - {'answerable' if a else 'unanswerable'} / {c}: {k}")
    lines += [f"- gap values (missing-item): " + ", ".join(f"{g} {k}" for g, k in sorted(gaps.items())),
              f"- two-part questions (`parts`): {len(two)} ({len(two) / n:.1%}); both parts answerable {two_ok}, "
              f"one part stated nowhere {len(two) - two_ok}; parts from two documents {two_docs}",
              "- styles: " + ", ".join(f"{s} {k} ({k / n:.1%})" for s, k in styles.most_common()),
              "- asker groups: " + ", ".join(f"{g} {k}" for g, k in groups.most_common()),
              f"- questions stating a date (`asked_date`): {sum(1 for q in qs if q['asked_date'])}", "",
              "## Conventions", "",
              "- Reading groups: `all-staff`, `managers` (営業所長・班長; BM-MG-01, BM-MG-02), `hr` (総務人事部; BM-HR-05).",
              "  A version is readable when it shares a group with the asker; restricted documents carry only their group.",
              "- Reference date: `as_of` is null; `asked_date` is the date the question states (a month alone → its first day);",
              "  otherwise default_as_of 2026-12-01. BM-HR-04 v2 (from 2027-04-01) is reached only by a question dated 2027.",
              "- Answerable: `answer_span` is a short exact substring of the required version, `evidence` the whole sentence or",
              "  list line holding it. Categories direct/paraphrase (English, or < 25% shared character bigrams), period,",
              "  permission, near-miss (`near_miss=VALUE`: another value of the asked kind in the passage). `also_near=` on a",
              "  period/permission question names such a value without changing the category.",
              "- Unanswerable: missing-item (`gap=not-defined` 「本規程では定めない」, `gap=no-value` 「別途通知する」/「契約による」,",
              "  `gap=condition` stated only under another condition or for another case, `gap=other-number` the passage has a",
              "  number of the asked kind answering something else, `gap=part` one part of a two-part question stated nowhere;",
              "  missing-item without gap: the item is simply absent), target-mismatch (the rule lists sibling sites, facility",
              "  types, licences, relatives, staff types but not the asked one; `checks.jsonl` `absent` holds the asked target),",
              "  period, permission, out-of-domain. Every twin except out-of-domain has `pair_of`; notes carry `topic=DOC@VER`.",
              "- Two-part questions carry `parts` (ask, answerable, required_doc_ids, required_versions, answer_span, evidence);",
              "  the top level is answerable only when both parts are, with the union of documents and the first part's span.",
              "",
              "## Rebuild", "", "    python3 src/build.py", "",
              "`src/docs.py` holds the rules, `src/qs1.py`–`src/qs5.py` the questions (A = answerable, U = unanswerable twin,",
              "P = two-part, O = out-of-domain), `src/build.py` locates spans/evidence and writes every file here.", "",
              "## Caveats", "",
              "- \"Not answered by any visible version\" rests on reading plus the listed absent strings, not a semantic search.",
              "- `gap=condition` / `gap=other-number` / target-mismatch labels are judgement calls made by reading; a few",
              "  (e.g. a lost 安全靴 vs 制服の紛失, 剥離剤の倍率 → 作業手順書) could be argued either way.",
              "- Some answers need the reader to apply a rule to a stated case (片道6km → 5km以上, 7時間勤務 → 6時間超45分).",
              "- Answerable two-part questions carry no pair_of; one-part-missing ones point to the answerable question on the stated part.",
              "- Check: `python3 /tmp/kirameki-building-services-validate.py <folder>` (validator kept outside the repo) and",
              "  `.venv/bin/python -m retrieval.training.org_validate retrieval/training/orgs/kirameki-building-services`.",
              "", "Training data; written for this project; CC0.", ""]
    with open(os.path.join(out, "README.md"), "w", encoding="utf-8") as f:
        f.write("\n".join(lines))
