"""Write README.md with counts computed from the built files (called by build.py)."""
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
    two_cross = sum(1 for q in two if len({d for p in q["parts"] for d in p["required_doc_ids"]}) > 1)
    lens = [len(r["text"]) for r in corpus]
    lines = [
        "# company-train-aoba-pharma",
        "",
        "Japanese **training** data for a company-rules Q&A model that must learn whether a rule passage",
        "states the answer to an employee's question, and where (the answer span). Internal rules of the",
        "fictional pharmaceutical manufacturer あおば製薬株式会社 (本社; 静岡工場・富山工場; つくば研究所; MR営業所",
        "札幌・仙台・東京・名古屋・大阪・福岡; MR, 研究職, 製造・品質保証, 臨床開発; 正社員・契約社員・パートタイマー):",
        "勤務時間・交替勤務, 有休・特別休暇, 慶弔, 資格手当（薬剤師ほか）, 在宅勤務, 国内・海外出張, MR社用車,",
        "医療関係者への飲食・講演料の基準, MR活動記録と副作用情報, GMPの逸脱管理, 品質苦情, GMP区域の更衣・入室,",
        "研究ノート, 動物実験, 治験データ管理, 治験の安全性情報, 工場の安全衛生, 転勤・単身赴任, 情報セキュリティ,",
        "and restricted rules on evaluation (managers), bonus and pay raise (hr) and product recall (qa).",
        "Bundle format as in `company-train/tsubasa-hotels/` (SPEC §8 plus `answer_span`/`evidence`/`category`/",
        "`pair_of`/`notes`, and `checks.jsonl`), with `parts` on two-part questions.",
        "All rule texts and questions were written for this project; no text was taken from any other data set.",
        "",
        "## Counts",
        "",
        f"- corpus.jsonl: {len(docs)} documents, {len(corpus)} versions; {len(multi)} documents with two versions "
        f"({', '.join(multi)}); future versions (after default_as_of): {', '.join(future)}; restricted: "
        f"{', '.join(restricted)}. Text {min(lens)}-{max(lens)} characters per version.",
        f"- questions.jsonl: {n} questions, {na} answerable ({na / n:.1%}), {n - na} unanswerable "
        f"({(n - na) / n:.1%}).",
    ]
    for (a, c), k in sorted(cats.items(), key=lambda t: (not t[0][0], t[0][1])):
        lines.append(f"  - {'answerable' if a else 'unanswerable'} / {c}: {k}")
    lines += [
        f"- missing-item questions by `gap=` in notes: " + ", ".join(f"{k} {v}" for k, v in sorted(gaps.items()))
        + f"; without gap: {cats[(False, 'missing-item')] - sum(gaps.values())}",
        f"- two-part questions (field `parts`): {len(two)} ({len(two) / n:.1%}); both parts answerable {two_ok}, "
        f"one part not stated (missing-item, gap=part) {len(two) - two_ok}; parts from two different documents "
        f"{two_cross}",
        f"- unanswerable questions without `pair_of`: {unpaired} (all out-of-domain have none)",
        "- styles (in `notes`): " + ", ".join(f"{k} {v} ({v / n:.1%})" for k, v in styles.most_common()),
        "- asker groups: " + ", ".join(f"{k} {v}" for k, v in groups.most_common()),
        f"- questions stating a date (`asked_date` set): {sum(1 for q in questions if q['asked_date'])}",
        "",
        "## Conventions",
        "",
        "- Reading groups: `all-staff`, `managers` (評価者: 部長・課長・所長), `hr` (人事部), `qa` (品質保証部). A version is",
        "  readable when it shares a group with the asker; restricted documents carry only their group.",
        "- Reference date: `as_of` is always null; `asked_date` is the date the question states (a month alone → its",
        f"  first day, and every such month lies inside one validity period); otherwise `default_as_of` {default_as_of}.",
        "  Undated questions about documents with two versions refer to the version valid on that date; the",
        "  future versions (" + ", ".join(future) + ") are reached only by questions that state a 2027 date.",
        "- Answerable: `required_doc_ids` / `required_versions` are parallel lists; `answer_span` is a short exact",
        "  substring of the required version's text and `evidence` the whole sentence (or list line) containing it.",
        "  `category`: `direct` or `paraphrase` (English questions, and questions sharing under 25% of their",
        "  character bigrams with the evidence, are `paraphrase`), `period` (the question states a date and needs that",
        "  date's version), `permission` (the version is restricted and the asker may read it) or `near-miss` (the",
        "  passage also holds another value of the asked kind for a sibling item; `near_miss=VALUE` in `notes`).",
        "- Unanswerable: `required_doc_ids` [] and no span/evidence. `missing-item` (the on-topic rule does not state",
        "  the asked item), with `gap=` in notes where it applies: `not-defined` (the rule says 「…は本規程では定めない」),",
        "  `no-value` (it names the item but leaves the value to 「別途通知する」「別途定める」), `condition` (the rule states",
        "  the item only under another condition — another shift, grade, case, deviation class or relative — than the",
        "  one asked), `other-number` (the passage holds a number of the asked kind that answers something else),",
        "  `part` (two-part question with one part not stated). `target-mismatch` (the rule lists sibling targets —",
        "  countries, sales offices, plants, qualifications, relatives, animal species, vehicle or media types — but not the asked one;",
        "  `checks.jsonl` `absent`/`absent_topic` name the asked target), `period` (no version of the on-topic",
        "  document is valid on the asked date), `permission` (only a version the asker may not read states it),",
        "  `out-of-domain`.",
        "- Two-part questions carry `parts`: two objects {ask, answerable, required_doc_ids, required_versions,",
        "  answer_span, evidence}. Top-level `answerable` is true only when both parts are; then top-level",
        "  required_doc_ids/versions are the union (parallel, no duplicates) and answer_span/evidence are the first",
        "  part's. When a part is not stated anywhere, the question is `missing-item` with `gap=part` and top-level",
        "  required_doc_ids [] (the stated part keeps its labels inside `parts`). Notes carry `two-part`.",
        "- `pair_of`: every unanswerable twin points to the answerable question it was derived from (same topic, item",
        "  or target changed); dated and restricted answerable variants point to their undated / open source where",
        "  one exists. Out-of-domain questions have none.",
        "- `notes`: `style=polite|casual|typo|english`; answerable near-miss: `near_miss=...`; unanswerable:",
        "  `topic=DOC@VERSION` (the nearest on-topic document; for `permission` the restricted document that does",
        "  answer; for `period` the document without version), `gap=...`, and a short reason.",
        "- `checks.jsonl` (not part of the bundle format): per question the topic document and strings that must not",
        "  occur in any version the asker can see on the reference date (`absent`) or in the topic version",
        "  (`absent_topic`).",
        "",
        "## Files",
        "",
        "- `corpus.jsonl`, `questions.jsonl`, `bundle.json` (synonym groups such as 有休/有給/年休, MR/医薬情報担当者,",
        "  品証/QA/品質保証, SAE/重篤な有害事象, ラボノート/研究ノート, 社用車/営業車), `checks.jsonl`",
        "- `src/` — the authoring sources (`common.py` helpers; `hr.py`, `biz.py`, `qa.py`, `ga.py` documents and",
        "  questions; `extra.py` further twins; `misc.py` synonyms; `readme.py`); `python3 src/build.py` regenerates",
        "  every file here, this README included (all counts above are computed by it).",
        "  `src/selection.py` lists authored answerable questions left out to keep the answerable share at 45-49%.",
        "- Validation: `.venv/bin/python -m retrieval.training.org_validate retrieval/training/orgs/aoba-pharma`",
        "  (0 problems), and the tsubasa-hotels validator adapted for this folder (qid prefix PH, groups, count",
        "  ranges, `parts` checks; kept outside the repository) with 0 errors.",
        "",
        "## Caveats",
        "",
        "- \"Not answered by any visible version\" for `missing-item` and `target-mismatch` rests on reading plus the",
        "  listed absent strings, not on a full semantic search.",
        "- Evidence for some answers is a list line (e.g. `本人の結婚：5日`) rather than a full sentence.",
        "- Some answers need the reader to apply a rule to a stated case (e.g. 富山市 → その他の地域, 福岡市 →",
        "  政令指定都市, 免許取得1年半 → 取得後2年以上, 講演料30万円 → 1件100,000円超の事前承認).",
        "- `gap=condition` twins ask about a case the rule leaves out (1直 vs. 2直・3直, 中程度逸脱 vs. 重大逸脱,",
        "  パートナー vs. 被験者本人); a strict reader could argue that silence implies \"no\". Questions where the",
        "  rule says 「…に限り」 (so the answer is a clear no) were made answerable or left out.",
        "",
        "Training data; written for this project; CC0.",
        "",
    ]
    with open(os.path.join(out, "README.md"), "w", encoding="utf-8") as f:
        f.write("\n".join(lines))
