"""Check one organization's training bundle (``retrieval/training/orgs/<slug>/``).

    .venv/bin/python -m retrieval.training.org_validate retrieval/training/orgs/<slug> [...]

The folders follow company-train's format (SPEC §8 bundle plus ``answer_span``, ``evidence``,
``pair_of``, ``checks.jsonl``; see ``../shared/data/company-train/README.md``) and may give a
two-part question its ``parts``. Every problem is reported with its file and line; the exit
status is 1 when there is any. What is checked:

- corpus: fields and types, unique (doc_id, version), dates, no two versions of a document
  valid on one day, ``## 第N条（…）`` articles numbered 1..n and a ``## 附則`` naming valid_from;
- answerable questions (and each stated part of a two-part one): the required version exists,
  the asker may read it and it is valid on the reference date (as_of, else asked_date, else
  the bundle's default_as_of); ``answer_span`` lies in ``evidence``, ``evidence`` is a whole
  sentence or list line of that version; ``near-miss`` names its ``near_miss=`` value, found in
  the version; ``period`` needs a version other than the one valid on default_as_of;
- unanswerable questions: nothing required; ``pair_of`` names an answerable question; with
  ``checks.jsonl``, no version the asker sees that day holds an ``absent`` string and the topic
  version is readable and valid for ``missing-item``/``target-mismatch``; ``gap=not-defined``
  topics say 「定めない」;
- the mix: 45-56% answerable, at least 35% casual, 10% English and 10% two-part questions.
"""

from __future__ import annotations

import json
import re
import sys
from collections import Counter
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path

ANSWERABLE = {"direct", "paraphrase", "period", "permission", "near-miss"}
UNANSWERABLE = {"missing-item", "target-mismatch", "period", "permission", "out-of-domain"}
QUESTION_FIELDS = (
    "qid",
    "question",
    "groups",
    "as_of",
    "asked_date",
    "answerable",
    "required_doc_ids",
    "required_versions",
    "answer_span",
    "evidence",
    "category",
    "pair_of",
    "notes",
)
CORPUS_FIELDS = (("doc_id", str), ("version", str), ("title", str), ("text", str), ("groups", list))
_ARTICLE = re.compile(r"^## (.*)$", re.M)
_NUMBERED = re.compile(r"第(\d+)条（.+）$")
_KANJI_DATE = re.compile(r"(\d{4})年(\d{1,2})月(\d{1,2})日")
_JAPANESE = re.compile(r"[\u3040-\u30ff\u3400-\u9fff]")


@dataclass
class Report:
    errors: list[str] = field(default_factory=list)

    def add(self, where: str, message: str) -> None:
        self.errors.append(f"{where}: {message}")


@dataclass
class Version:
    row: dict
    start: date
    end: date

    def valid_on(self, day: date) -> bool:
        return self.start <= day <= self.end

    def readable(self, groups) -> bool:
        return bool(set(self.row["groups"]) & set(groups))


def _day(value, where: str, report: Report, default: date) -> date:
    if value is None:
        return default
    try:
        return date.fromisoformat(value)
    except (TypeError, ValueError):
        report.add(where, f"not a YYYY-MM-DD date: {value!r}")
        return default


def _lines(path: Path, report: Report) -> list[tuple[int, dict]]:
    rows = []
    for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip():
            continue
        try:
            rows.append((n, json.loads(line)))
        except json.JSONDecodeError as exc:
            report.add(f"{path.name}:{n}", f"not JSON ({exc.msg})")
    return rows


def _check_text(where: str, row: dict, report: Report) -> None:
    text = row["text"]
    heads = _ARTICLE.findall(text)
    numbers = [int(m.group(1)) for h in heads if (m := _NUMBERED.match(h))]
    if not numbers or numbers != list(range(1, len(numbers) + 1)):
        report.add(where, f"articles '## 第N条（…）' missing or not numbered 1..n: {numbers}")
    if "## 附則" not in text:
        report.add(where, "no '## 附則' section")
    elif row.get("valid_from"):
        named = {date(int(y), int(m), int(d)) for y, m, d in _KANJI_DATE.findall(text.split("## 附則", 1)[1])}
        if date.fromisoformat(row["valid_from"]) not in named:
            report.add(where, f"附則 does not name valid_from {row['valid_from']}")


def load_corpus(folder: Path, report: Report) -> dict[tuple[str, str], Version]:
    versions: dict[tuple[str, str], Version] = {}
    for n, row in _lines(folder / "corpus.jsonl", report):
        where = f"corpus.jsonl:{n}"
        bad = [k for k, kind in CORPUS_FIELDS if not isinstance(row.get(k), kind)]
        if bad or not row.get("groups"):
            report.add(where, f"fields missing or of the wrong type: {bad or ['groups']}")
            continue
        start = _day(row.get("valid_from"), where, report, date.min)
        end = _day(row.get("valid_to"), where, report, date.max)
        if start > end:
            report.add(where, "valid_from after valid_to")
        key = (row["doc_id"], row["version"])
        if key in versions:
            report.add(where, f"version {key} given twice")
        _check_text(where, row, report)
        versions[key] = Version(row, start, end)
    by_doc: dict[str, list[Version]] = {}
    for v in versions.values():
        by_doc.setdefault(v.row["doc_id"], []).append(v)
    for doc_id, vs in by_doc.items():
        vs.sort(key=lambda v: v.start)
        for a, b in zip(vs, vs[1:], strict=False):
            if b.start <= a.end:
                report.add(
                    "corpus.jsonl", f"{doc_id} versions {a.row['version']} and {b.row['version']} overlap"
                )
    return versions


def whole_sentence(text: str, sentence: str) -> bool:
    """Is ``sentence`` in ``text`` bounded as a sentence or a list line?"""
    start = text.find(sentence)
    while start >= 0:
        line = text[text.rfind("\n", 0, start) + 1 : start]
        left = (
            start == 0 or text[start - 1] in "\n。" or re.fullmatch(r"(?:-\s+|\d+\.\s+|・|\(\d+\)\s*)", line)
        )
        end = start + len(sentence)
        right = sentence.endswith("。") or end == len(text) or text[end] == "\n"
        if left and right:
            return True
        start = text.find(sentence, start + 1)
    return False


@dataclass
class Bundle:
    folder: Path
    default_as_of: date
    versions: dict[tuple[str, str], Version]
    report: Report

    def reference_date(self, q: dict, where: str) -> date:
        return _day(q.get("as_of") or q.get("asked_date"), where, self.report, self.default_as_of)

    def visible(self, groups, day: date) -> list[Version]:
        return [v for v in self.versions.values() if v.readable(groups) and v.valid_on(day)]

    def check_stated(self, where: str, q: dict, stated: dict, day: date) -> None:
        """One stated answer (a question's or a part's): version, span, evidence sentence."""
        docs, numbers = stated.get("required_doc_ids") or [], stated.get("required_versions") or []
        if not docs or len(docs) != len(numbers):
            self.report.add(where, "required_doc_ids and required_versions must be parallel, non-empty lists")
            return
        span, evidence = stated.get("answer_span"), stated.get("evidence")
        if not (isinstance(span, str) and span and isinstance(evidence, str) and span in evidence):
            self.report.add(where, f"answer_span {span!r} is not inside evidence {evidence!r}")
            return
        texts = []
        for doc_id, number in zip(docs, numbers, strict=True):
            v = self.versions.get((doc_id, str(number)))
            if v is None:
                self.report.add(where, f"required version {doc_id}@{number} is not in the corpus")
            elif not v.readable(q["groups"]):
                self.report.add(where, f"{doc_id}@{number} is not readable by groups {q['groups']}")
            elif not v.valid_on(day):
                self.report.add(where, f"{doc_id}@{number} is not valid on the reference date {day}")
            else:
                texts.append(v.row["text"])
        if texts and not any(whole_sentence(t, evidence) for t in texts):
            self.report.add(where, f"evidence is not a whole sentence of the required version: {evidence!r}")


def _check_answerable(bundle: Bundle, where: str, q: dict, day: date) -> None:
    bundle.check_stated(where, q, q, day)
    notes = q.get("notes") or ""
    if q["category"] == "near-miss":
        m = re.search(r"near_miss=([^;]+)", notes)
        texts = [v.row["text"] for v in bundle.visible(q["groups"], day)]
        if not m or not any(m.group(1).strip() in t for t in texts):
            bundle.report.add(where, "near-miss without a near_miss= value found in a visible version")
    if q["category"] == "period":
        current = {
            (v.row["doc_id"], v.row["version"])
            for v in bundle.versions.values()
            if v.valid_on(bundle.default_as_of)
        }
        wanted = set(zip(q["required_doc_ids"], map(str, q["required_versions"]), strict=True))
        if wanted <= current:
            bundle.report.add(where, "a period question must need a version other than today's")


def _check_unanswerable(bundle: Bundle, where: str, q: dict, day: date, check: dict | None, qs: dict) -> None:
    if q.get("required_doc_ids") and not q.get("parts"):
        bundle.report.add(where, "an unanswerable question requires no document")
    if q["category"] != "out-of-domain":
        source = qs.get(q.get("pair_of") or "")
        if source is None or not (source.get("answerable") or source.get("parts")):
            bundle.report.add(where, f"pair_of {q.get('pair_of')!r} is not an answerable question here")
    if check is None:
        return
    seen = bundle.visible(q["groups"], day)
    for absent in check.get("absent") or []:
        if any(absent in v.row["text"] for v in seen):
            bundle.report.add(where, f"'absent' string {absent!r} is in a version the asker sees")
    if q["category"] in ("missing-item", "target-mismatch") and check.get("topic_doc") and not q.get("parts"):
        topic = [v for v in seen if v.row["doc_id"] == check["topic_doc"]]
        if not topic:
            bundle.report.add(where, f"topic {check['topic_doc']} is not readable and valid on {day}")
        elif "gap=not-defined" in (q.get("notes") or "") and not any(
            "定めない" in v.row["text"] for v in topic
        ):
            bundle.report.add(where, "gap=not-defined but the topic version does not say 「定めない」")


def _check_parts(bundle: Bundle, where: str, q: dict, day: date) -> None:
    parts = q["parts"]
    if not isinstance(parts, list) or len(parts) < 2:
        bundle.report.add(where, "parts must list at least two asks")
        return
    for i, part in enumerate(parts, 1):
        if not isinstance(part, dict) or not part.get("ask"):
            bundle.report.add(f"{where} part {i}", "each part needs its 'ask'")
        elif part.get("answerable"):
            bundle.check_stated(f"{where} part {i}", q, part, day)
    if bool(q["answerable"]) != all(p.get("answerable") for p in parts if isinstance(p, dict)):
        bundle.report.add(where, "answerable must be true exactly when every part is")


def check_questions(bundle: Bundle) -> Counter:
    folder, report = bundle.folder, bundle.report
    rows = _lines(folder / "questions.jsonl", report)
    checks = {}
    if (folder / "checks.jsonl").is_file():
        checks = {c.get("qid"): c for _, c in _lines(folder / "checks.jsonl", report)}
    qs = {q.get("qid"): q for _, q in rows}
    mix: Counter = Counter()
    texts: Counter = Counter(q.get("question") for _, q in rows)
    for n, q in rows:
        where = f"questions.jsonl:{n} ({q.get('qid')})"
        missing = [k for k in QUESTION_FIELDS if k not in q]
        if missing:
            report.add(where, f"missing fields {missing}")
            continue
        if texts[q["question"]] > 1:
            report.add(where, "the same question text is given twice")
        kinds = ANSWERABLE if q["answerable"] else UNANSWERABLE
        if q["category"] not in kinds:
            report.add(where, f"category {q['category']!r} for answerable={q['answerable']}")
            continue
        day = bundle.reference_date(q, where)
        if q.get("parts") is not None:
            _check_parts(bundle, where, q, day)
            mix["two-part"] += 1
        if q["answerable"]:
            _check_answerable(bundle, where, q, day)
        else:
            _check_unanswerable(bundle, where, q, day, checks.get(q["qid"]), qs)
        style = re.search(r"style=(\w+)", q.get("notes") or "")
        mix["questions"] += 1
        mix["answerable"] += bool(q["answerable"])
        mix[f"style={style.group(1) if style else '?'}"] += 1
        mix["english"] += not _JAPANESE.search(q["question"])
    return mix


def check_mix(mix: Counter, report: Report) -> None:
    total = mix["questions"] or 1
    share = {k: mix[k] / total for k in ("answerable", "style=casual", "english", "two-part")}
    if not 0.45 <= share["answerable"] <= 0.56:
        report.add("questions.jsonl", f"answerable share {share['answerable']:.0%} outside 45-56%")
    for key, floor in (("style=casual", 0.35), ("english", 0.10), ("two-part", 0.10)):
        if share[key] < floor:
            report.add("questions.jsonl", f"{key} share {share[key]:.0%} below {floor:.0%}")


def validate(folder: Path) -> tuple[list[str], Counter]:
    report = Report()
    meta = json.loads((folder / "bundle.json").read_text(encoding="utf-8"))
    default = _day(meta.get("default_as_of"), "bundle.json default_as_of", report, date.today())
    bundle = Bundle(folder, default, load_corpus(folder, report), report)
    mix = check_questions(bundle)
    check_mix(mix, report)
    return report.errors, mix


def main(argv: list[str]) -> int:
    failed = False
    for name in argv or sorted(str(p.parent) for p in Path(__file__).parent.glob("orgs/*/questions.jsonl")):
        errors, mix = validate(Path(name))
        print(f"{name}: {len(errors)} problems; {dict(sorted(mix.items()))}")
        for line in errors:
            print(f"  {line}")
        failed = failed or bool(errors)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
