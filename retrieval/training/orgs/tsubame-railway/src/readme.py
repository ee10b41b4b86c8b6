"""README.md prose of tsubame-railway; the counts are computed by the shared renderer."""
from retrieval.training.org_authoring.readme import count_lines, stats, write_readme

TITLE = "company-train-tsubame-railway"


def intro(s):
    docs = s["docs"]
    open_docs = s["open_docs"]
    return [
        "Japanese **training** data for a company-rules Q&A model that must learn whether a rule passage states the",
        "answer to an employee's question, and where (the answer span). Internal rules of the fictional regional",
        "railway つばめ鉄道株式会社 (本線・支線; 駅: 中央駅・港町駅・山手駅・奥沢駅 ほか; 運転士, 車掌, 駅係員, 保線係員,",
        "電気・信号係員, 運転指令員; 正社員・契約社員・嘱託社員). Topics: 乗務前点呼とアルコール検査, 適性検査, 気象異常時の",
        "運転取扱い (雨量・風速による徐行・運転見合わせ), 乗務員の勤務と休養, 事故・インシデント報告, 異常時の運転指令,",
        "遺失物, 社員定期券と家族割引, 駅窓口・改札業務, 夜間保線作業と手当, 線路内作業の安全, 電気・信号設備の点検, 制服,",
        "休暇, 乗務手当, 健康管理, 運転士養成, 出張旅費, 評価・昇格, 事故当事者の処分, 社員駐車場.",
        "Bundle format of SPEC §8, laid out like `company-train/tsubasa-hotels`; written for this project, independently",
        "of every evaluation set. Everything is fictional (CC0).",
        "",
        "## Reading groups",
        "",
        f"- `all-staff` — every employee; {len(open_docs)} of the {len(docs)} documents are open to it.",
        "- `safety` — 運転指令員 (dispatchers): RW-SF-01 運転指令異常時取扱要領.",
        "- `hr` — 人事部: RW-HR-07 乗務員・駅係員評価昇格基準.",
        "- `managers` — 駅長・区長・課長以上: RW-MG-01 事故当事者指導・処分基準.",
        "",
        "A version is readable when it shares a group with the asker; restricted documents carry only their group, and",
        "askers are `all-staff` plus at most one of the other groups.",
    ]


def body(default_as_of, s):
    return [
        "## Conventions",
        "",
        "- Text: `## 第N条（見出し）` articles numbered 1..n and a `## 附則` naming valid_from as YYYY年M月D日 (a revised",
        "  version names the original enforcement date and the revision date = its valid_from); 400-1400 characters.",
        "  Each version carries owner, contact and targets (the stations, lines, jobs, facilities or employment types",
        "  it covers).",
        f"- Reference date: `as_of` is always null; `asked_date` is the date the question states (a month alone → its",
        f"  first day, and every such month lies inside one validity period); otherwise default_as_of {default_as_of}.",
        "  Undated questions about",
        "  documents with two versions refer to the version valid on that day; the scheduled successors (RW-MT-01 v2",
        "  from 2027-01-01, RW-OP-03 v2 from 2027-04-01) are reached only by questions that state a 2027 date.",
        "- Answerable: `required_doc_ids` / `required_versions` are parallel lists; `answer_span` is the minimal exact",
        "  substring of the version's text that answers, `evidence` the whole sentence (or list line, without its",
        "  marker) containing it. `category`: `direct` or `paraphrase` (English questions and questions sharing under",
        "  25% of their character bigrams with the evidence are `paraphrase`), `period` (states a date and needs",
        "  that date's version), `permission` (restricted version the asker may read), `near-miss` (the passage also",
        "  holds another value of the asked kind for a sibling item; `near_miss=VALUE` in notes names it).",
        "- Unanswerable: no required docs, span or evidence. `missing-item` (the on-topic rule does not state the asked",
        "  item), `target-mismatch` (the rule lists sibling stations, lines, jobs, facilities, employment types,",
        "  relatives or seniority steps, but not the one asked), `period` (no version of the on-topic document is valid",
        "  on the asked date), `permission` (only a version the asker may not read states it), `out-of-domain`.",
        "- `gap=` on missing-item: `not-defined` (the rule says 「…は本規程では定めない」/「本要領では定めない」),",
        "  `no-value` (it names the item but leaves the value to 「別途通知する」「別途定める」), `condition` (the rule",
        "  states the item only under another condition — another job, time of day, temperature, count, event",
        "  type …), `other-number` (the passage holds a number of the asked kind that answers something",
        "  else), `part` (two-part question whose one part is stated nowhere).",
        "- Two-part questions carry `parts`: two objects {ask, answerable, required_doc_ids, required_versions,",
        "  answer_span, evidence}. Top-level `answerable` is true only when both parts are; then the top-level",
        "  required lists are the union (no duplicates) and the top-level span/evidence are those of the first part.",
        "  When one part is stated nowhere, the question is `missing-item` with `gap=part` and empty top-level",
        "  required lists (the stated part keeps its span/evidence inside `parts`). No other question has `parts`.",
        "- `pair_of`: every unanswerable twin (except out-of-domain) points to the answerable question it was derived",
        "  from (same topic); dated and restricted answerable variants point to their undated/open source.",
        "- `notes`: `style=polite|casual|typo|english` first; then `near_miss=`, or for unanswerable `topic=DOC@VERSION`",
        "  (the nearest on-topic document, the natural hard negative; for permission the restricted document that",
        "  answers; for period the document without version), `gap=`, `two-part`, and a short reason.",
        "- `checks.jsonl` (not part of the bundle format): per question the topic document and `absent` strings that",
        "  must not occur in any version the asker can see on the reference date.",
        "",
        "## Files and rebuilding",
        "",
        "- `corpus.jsonl`, `questions.jsonl`, `checks.jsonl`, `bundle.json` (synonym groups such as 有休/年休,",
        "  忘れ物/遺失物, 社割/家族割引, 保線/線路保守, 運転見合わせ/運休, 無呼吸/SAS).",
        "- `src/` — authoring sources: `common.py` (doc/A/U/P helpers), `ops.py` (点呼・適性検査・気象・勤務・事故・指令),",
        "  `svc.py` (遺失物・定期券・窓口・保線・線路内作業・電気信号), `hr.py` (制服・休暇・手当・健康・養成・旅費・評価・処分・",
        "  駐車場), `extra.py` (more twins, typos, two-part and out-of-domain questions, synonyms), `readme.py`, `build.py`.",
        "- Rebuild everything here with `python3 src/build.py` (it also locates each evidence sentence from the span).",
        "",
        "## Caveats",
        "",
        "- Unanswerability of missing-item / target-mismatch questions rests on reading plus the `absent` strings",
        "  checked against every visible version, not on a full semantic search.",
        "- A few answers need the reader to apply a rule to a stated case (e.g. 免許取得2年で自己都合退職 → 「受講料の半額」,",
        "  朝4時半出勤 → 早朝乗務手当, 夜11時終了 → 深夜乗務手当).",
        "- Some target-mismatch questions ask about a sibling the rule does not list (e.g. 川辺駅 for 窓口の営業時間);",
        "  the list implies, but does not state, that the sibling is excluded.",
        "- `gap=condition` twins ask about a case outside the rule's stated condition (e.g. 気温30度 where the rule",
        "  limits work on days of 35度以上); the rule implies, but does not state, what happens in that case.",
        "- `RW-SF-01`, `RW-HR-07` and `RW-MG-01` are the only restricted documents; `permission` twins ask them as",
        "  `all-staff` only.",
        "",
        "Training data; written for this project; CC0.",
        "",
    ]


def write(out, corpus, questions, default_as_of):
    s = stats(corpus, questions, default_as_of)
    write_readme(out, TITLE, intro(s), count_lines(s, "kawasemi"), body(default_as_of, s))
